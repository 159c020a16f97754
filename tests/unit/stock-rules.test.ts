// The stock indicator and its colours (D06, P08), month-end balances from monthly nets, and the
// window and mapping of the menu's counts (B28–B34, LEDGER.md R19).
import { describe, expect, it } from 'vitest';
import { countWindow, LEDGER_COUNTS } from '../../src/domain/ledger/counts';
import { IN_TRANSIT, TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { indicatorColour, indicatorText, monthEndBalances, monthStart, stockIndicator } from '../../src/domain/stock/indicator';

describe('D06 stock indicator', () => {
  it('is the balance now over the balance twelve months ago, absent without one', () => {
    expect(stockIndicator(105, 100)).toBe(1.05);
    expect(stockIndicator(5, 0)).toBeUndefined();
    expect(stockIndicator(5, -3)).toBeUndefined();
  });

  it('is red above 1.05, yellow above 1 up to 1.05, plain otherwise (P08)', () => {
    expect(indicatorColour(1)).toBe('none');
    expect(indicatorColour(1.0001)).toBe('yellow');
    expect(indicatorColour(1.05)).toBe('yellow');
    expect(indicatorColour(1.0501)).toBe('red');
    expect(indicatorColour(0.5)).toBe('none');
    expect(indicatorColour(null)).toBe('none');
  });

  it('is shown as a percentage with 2 decimals', () => {
    expect(indicatorText(1.0523, 'nb-NO').replace(/\s/g, ' ')).toBe('105,23 %');
    expect(indicatorText(1.0523, 'en-US')).toBe('105.23%');
  });

  it('walks month ends back from the balance now', () => {
    expect(monthStart('2026-03-31', 2)).toBe('2026-01-01');
    expect(monthStart('2026-01-15', 1)).toBe('2025-12-01');
    const nets = new Map([['2026-11-01', 10], ['2026-10-01', -4]]);
    const ends = monthEndBalances(100, nets, '2026-11-22', 3);
    expect(ends).toEqual([{ month: '2026-09-01', quantity: 94 }, { month: '2026-10-01', quantity: 90 }, { month: '2026-11-01', quantity: 100 }]);
  });
});

describe('B28–B34 counts', () => {
  it('runs from one month before today to one day after (B34)', () => {
    expect(countWindow('2026-11-22')).toEqual({ dateLower: '2026-10-22', dateUpper: '2026-11-23' });
    expect(countWindow('2026-03-31')).toEqual({ dateLower: '2026-02-28', dateUpper: '2026-04-01' });
    expect(countWindow('2026-01-10')).toEqual({ dateLower: '2025-12-10', dateUpper: '2026-01-11' });
  });

  it('maps the counts as LEDGER.md settles R19', () => {
    expect([...LEDGER_COUNTS.delivery.types!].sort((a, b) => a - b)).toEqual([3, 5, 6, 7, 11, 16]);
    expect(LEDGER_COUNTS.delivery.side).toBe('from');
    expect(LEDGER_COUNTS.reception).toMatchObject({ side: 'to', statuses: [S.Sent] });
    expect(LEDGER_COUNTS.expedition).toMatchObject({ types: [1, 2], statuses: [S.Ordered, S.ConfirmedByProvider, S.Picked] });
    expect(LEDGER_COUNTS.inventory).toMatchObject({ side: 'account', types: [8, 14], statuses: [S.NotAgreed, S.Sent] });
  });

  it('counts Sent, WaitForSort and NotAgreed as in transit (D07)', () => {
    expect([...IN_TRANSIT].sort()).toEqual([S.Sent, S.NotAgreed, S.WaitForSort].sort());
  });
});
