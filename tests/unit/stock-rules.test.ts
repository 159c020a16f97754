// The stock indicator and its severities (D06, P08, P36), month-end balances from monthly nets, and the
// window and mapping of the menu's counts (B28–B34, LEDGER.md R19).
import { describe, expect, it } from 'vitest';
import { countWindow, deadlineOf, LEDGER_COUNTS } from '../../src/domain/ledger/counts';
import { IN_TRANSIT, TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { accountOfLocation } from '../../src/domain/ledger/accounts';
import { indicatorSeverity, indicatorText, monthEndBalances, monthsBack, monthStart, Severity, stockIndicator } from '../../src/domain/stock/indicator';

describe('D06 stock indicator', () => {
  it('is the balance now over the balance twelve months ago, absent without one', () => {
    expect(stockIndicator(105, 100)).toBe(1.05);
    expect(stockIndicator(5, 0)).toBeUndefined();
    expect(stockIndicator(5, -3)).toBeUndefined();
  });

  it('is of High severity (red) above 1.05, Medium (yellow) above 1 up to 1.05, None otherwise (P08, P36)', () => {
    expect(indicatorSeverity(1)).toBe(Severity.None);
    expect(indicatorSeverity(1.0001)).toBe(Severity.Medium);
    expect(indicatorSeverity(1.05)).toBe(Severity.Medium);
    expect(indicatorSeverity(1.0501)).toBe(Severity.High);
    expect(indicatorSeverity(0.5)).toBe(Severity.None);
    expect(indicatorSeverity(null)).toBe(Severity.None);
    expect(Object.values(Severity)).toEqual(['Critical', 'High', 'Medium', 'Low', 'None']);
  });

  it('is shown as a percentage with 2 decimals', () => {
    expect(indicatorText(1.0523, 'nb-NO').replace(/\s/g, ' ')).toBe('105,23 %');
    expect(indicatorText(1.0523, 'en-US')).toBe('105.23%');
  });

  it('walks month ends back from the balance now', () => {
    expect(monthStart('2026-03-31', 2)).toBe('2026-01-01');
    expect(monthStart('2026-01-15', 1)).toBe('2025-12-01');
    expect(monthStart('2026-12-31')).toBe('2026-12-01');
    expect(monthStart('2026-11-26', 23)).toBe('2024-12-01');
    expect(monthStart('2026-11-26', -2)).toBe('2027-01-01');
    const nets = new Map([['2026-11-01', 10], ['2026-10-01', -4]]);
    expect(monthsBack('2026-01-15', 3)).toEqual(['2026-01-01', '2025-12-01', '2025-11-01']);
    const ends = monthEndBalances(100, nets, monthsBack('2026-11-22', 3));
    expect(ends).toEqual([{ month: '2026-09-01', quantity: 94 }, { month: '2026-10-01', quantity: 90 }, { month: '2026-11-01', quantity: 100 }]);
  });
});

describe('a location\'s balance account (LEDGER.md "Places")', () => {
  it('is its own when it keeps one, else its balance location\'s, else its own', () => {
    expect(accountOfLocation({ id: 8, isBalance: true, locationIdInventEx: 3 })).toBe(8);
    expect(accountOfLocation({ id: 10, isBalance: false, locationIdInventEx: 8 })).toBe(8);
    expect(accountOfLocation({ id: 12, isBalance: false, locationIdInventEx: null })).toBe(12);
  });
});

describe('B28–B34 counts', () => {
  it('runs from one month before today to one day after (B34)', () => {
    expect(countWindow('2026-11-22')).toEqual({ dateLower: '2026-10-22', dateUpper: '2026-11-23' });
    expect(countWindow('2026-03-31')).toEqual({ dateLower: '2026-02-28', dateUpper: '2026-04-01' });
    expect(countWindow('2026-01-10')).toEqual({ dateLower: '2025-12-10', dateUpper: '2026-01-11' });
  });

  it('maps the counts as LEDGER.md settles R19, each on the list that shows its rows (issue 27)', () => {
    expect([...LEDGER_COUNTS.delivery.types].sort((a, b) => a - b)).toEqual([3, 5, 6, 7, 11, 16]);
    // B28: drafts and preregistered deliveries in the window; disputes to accept whatever their date.
    expect(LEDGER_COUNTS.delivery).toMatchObject({ side: 'from', route: 'delivery/deliveries' });
    expect(LEDGER_COUNTS.delivery.parts.map((part) => [part.statuses, part.inWindow])).toEqual([[[S.Draft, S.Ordered], true], [[S.NotAgreed], false]]);
    expect(LEDGER_COUNTS.reception).toMatchObject({ side: 'to', types: [1, 3, 5, 6, 7, 11, 16], route: 'reception/reception' });
    expect(LEDGER_COUNTS.reception.parts.every((part) => part.statuses.join() === String(S.Sent) && part.inWindow)).toBe(true);
    // B30 on its two lists: orders of empties at the location, pickups from it.
    expect(LEDGER_COUNTS.orders).toMatchObject({ side: 'either', types: [1], route: 'orders/orders' });
    expect(LEDGER_COUNTS.expedition).toMatchObject({ side: 'from', types: [2], route: 'expedition/pickup' });
    expect(LEDGER_COUNTS.expedition.parts[0].statuses).toEqual([S.Ordered, S.ConfirmedByProvider, S.Picked]);
    // B32 and B33 wait for an answer: out of the window.
    expect(LEDGER_COUNTS.missingRegistrations.parts).toEqual([expect.objectContaining({ statuses: [S.Sent], inWindow: false })]);
    expect(LEDGER_COUNTS.inventory).toMatchObject({ side: 'either', types: [14], route: 'inventory/orders' });
    expect(LEDGER_COUNTS.inventory.parts.every((part) => !part.inWindow)).toBe(true);
  });

  it('dates what waits: its own day for work to send, the auto-commit day for a delivery sent, else 10 working days', () => {
    expect(deadlineOf({ rule: 'date' }, '2026-11-27', 14)).toBe('2026-11-27');
    expect(deadlineOf({ rule: 'autoCommit' }, '2026-11-20', 14)).toBe('2026-12-04');
    // 10 working days from Friday 2026-11-20: two weeks on, Friday 2026-12-04.
    expect(deadlineOf({ rule: 'answer', from: 'sent' }, '2026-11-20', 14)).toBe('2026-12-04');
    // Easter 2027 (Thursday 25 March to Monday 29 March) is no working days.
    expect(deadlineOf({ rule: 'answer', from: 'changed' }, '2027-03-19', 14)).toBe('2027-04-07');
  });

  it('counts Sent, WaitForSort and NotAgreed as in transit (D07)', () => {
    expect([...IN_TRANSIT].sort()).toEqual([S.Sent, S.NotAgreed, S.WaitForSort].sort());
  });
});
