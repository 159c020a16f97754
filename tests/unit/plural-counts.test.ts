// Issue 28: a count is said in its singular or plural, in both languages, through polyglot's smart_count
// ("1 linje", never "1 linjer"); the number itself may be grouped as the language writes it.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/portal/i18n/messages';

const nb = polyglotI18nProvider(() => messages['nb-NO'], 'nb-NO');
const en = polyglotI18nProvider(() => messages['en-US'], 'en-US');
const count = (n: number) => ({ smart_count: n, count: n.toLocaleString('nb-NO') });

describe('counts in the portal\'s texts', () => {
  it('the transactions report summary says 1 linje and 2 linjer (and 1 lastbærer)', () => {
    const summary = (lines: number, carriers: number) => nb.translate('reports.transactions_summary', {
      lines: nb.translate('reports.counts.lines', count(lines)), quantity: nb.translate('reports.counts.carriers', count(carriers)), from: '2026-01-01', to: '2026-01-31',
    });
    expect(summary(1, 1)).toBe('1 linje, 1 lastbærer, 2026-01-01–2026-01-31.');
    expect(summary(2, 1200)).toBe(`2 linjer, ${(1200).toLocaleString('nb-NO')} lastbærere, 2026-01-01–2026-01-31.`);
    expect(en.translate('reports.counts.lines', { smart_count: 1, count: '1' })).toBe('1 line');
  });

  it('says each count of the portal in its number', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['ledger.phone.quantity', { smart_count: 1 }, '1 stk', '1 pc'],
      ['ledger.notices.export_done', { smart_count: 1 }, '1 rad eksportert', '1 row exported'],
      ['ledger.notices.export_done', { smart_count: 3 }, '3 rader eksportert', '3 rows exported'],
      ['invoices.line_count', { smart_count: 1 }, '1 linje', '1 line'],
      ['invoices.line_count', { smart_count: 52 }, '52 linjer', '52 lines'],
      ['import.counts.deliveries', count(1), '1 levering', '1 delivery'],
      ['import.approved', { ...count(1), name: 'fil.xlsx' }, '1 levering fra fil.xlsx er registrert og sendt.', '1 delivery from fil.xlsx has been registered and sent.'],
      ['identity.bell.badge_label', count(1), '1 ulest viktig melding', '1 unread important message'],
      ['identity.bell.badge_label', count(4), '4 uleste viktige meldinger', '4 unread important messages'],
      ['inventory.submit_question', { smart_count: 1 }, 'Disse antallene leveres for 1 produkt, og tellingen kan ikke endres etterpå.', 'These quantities are handed in for 1 product, and the count cannot be changed afterwards.'],
      ['invoices.fee_sum', { ...count(1), price: '15,00', amount: '15,00' }, '1 transaksjon à 15,00 kr = 15,00 kr', '1 transaction at NOK 15,00 = NOK 15,00'],
    ];
    for (const [key, values, norwegian, english] of cases) {
      expect(nb.translate(key, values), key).toBe(norwegian);
      expect(en.translate(key, values), key).toBe(english);
    }
  });
});
