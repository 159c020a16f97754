// The pool's business day is Oslo's (DESIGN.md "Time"): at 23:30 and 00:30 Oslo time, and across both
// daylight-saving changes, whatever the machine's own zone.
import { describe, expect, it } from 'vitest';
import { addDays, poolToday } from '../../src/domain/dates';
import { processByWindow, transactionDateWindow } from '../../src/domain/ledger/rules';

describe('poolToday', () => {
  it('is Oslo\'s date at 23:30 and 00:30, winter (UTC+1) and summer (UTC+2)', () => {
    expect(poolToday(new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-25'); // 23:30 in Oslo
    expect(poolToday(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26'); // 00:30 in Oslo, still the 25th in UTC
    expect(poolToday(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01'); // 23:30 summer time
    expect(poolToday(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02'); // 00:30 summer time
  });

  it('follows the daylight-saving changes (last Sunday of March and of October)', () => {
    // 2026-03-29: 02:00 becomes 03:00. 23:30 the evening before is 22:30 UTC; 00:30 after is 23:30 UTC.
    expect(poolToday(new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-28');
    expect(poolToday(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    // 2026-10-25: 03:00 becomes 02:00. The evening before is still summer time (UTC+2).
    expect(poolToday(new Date('2026-10-24T21:30:00Z'))).toBe('2026-10-24');
    expect(poolToday(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    // The evening after, winter time (UTC+1).
    expect(poolToday(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
    expect(poolToday(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-26');
  });
});

describe('plausible dates', () => {
  it('adds days by the calendar, leap day included', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('a transaction two years back to a year ahead; process-by from its date to a year after', () => {
    expect(transactionDateWindow('2026-11-26')).toEqual({ from: '2024-11-26', to: '2027-11-26' });
    expect(processByWindow('2026-11-26')).toEqual({ from: '2026-11-26', to: '2027-11-26' });
  });
});
