// Scheduled orders (E03, P05, R44): which days a schedule orders for.
import { describe, expect, it } from 'vitest';
import { scheduledDates, scheduleProblem } from '../../src/domain/ledger/schedule';

describe('scheduledDates', () => {
  it('orders weekly on the chosen weekdays from the start date', () => {
    // 2026-11-25 is a Wednesday; Monday and Thursday.
    expect(scheduledDates({ startDate: '2026-11-25', everyWeeks: 1, weekdays: [1, 4] }, '2026-11-25', { count: 4 }))
      .toEqual(['2026-11-26', '2026-11-30', '2026-12-03', '2026-12-07']);
  });

  it('counts every n weeks from the start date\'s week', () => {
    expect(scheduledDates({ startDate: '2026-11-23', everyWeeks: 2, weekdays: [2] }, '2026-11-23', { count: 3 }))
      .toEqual(['2026-11-24', '2026-12-08', '2026-12-22']);
    // Asked from later on, the same rhythm.
    expect(scheduledDates({ startDate: '2026-11-23', everyWeeks: 2, weekdays: [2] }, '2026-12-01', { count: 1 })).toEqual(['2026-12-08']);
  });

  it('skips public holidays: Christmas Day, New Year\'s Day, 17 May and Easter Monday', () => {
    // Thursdays and Fridays: the 25th of December and the 1st of January are Fridays.
    expect(scheduledDates({ startDate: '2026-12-21', everyWeeks: 1, weekdays: [4, 5] }, '2026-12-21', { until: '2027-01-01' })).toEqual(['2026-12-24', '2026-12-31']);
    // 17 May 2027 is a Monday; Easter Monday 2027 is 29 March.
    expect(scheduledDates({ startDate: '2027-05-10', everyWeeks: 1, weekdays: [1] }, '2027-05-10', { count: 2 })).toEqual(['2027-05-10', '2027-05-24']);
    expect(scheduledDates({ startDate: '2027-03-22', everyWeeks: 1, weekdays: [1] }, '2027-03-22', { count: 2 })).toEqual(['2027-03-22', '2027-04-05']);
  });

  it('stops at the end date and at the limit asked for', () => {
    expect(scheduledDates({ startDate: '2026-11-23', endDate: '2026-12-01', everyWeeks: 1, weekdays: [1, 2, 3, 4, 5] }, '2026-11-28', { count: 10 }))
      .toEqual(['2026-11-30', '2026-12-01']);
    expect(scheduledDates({ startDate: '2026-11-23', everyWeeks: 1, weekdays: [3] }, '2026-11-23', { until: '2026-12-02' })).toEqual(['2026-11-25', '2026-12-02']);
  });
});

describe('scheduleProblem', () => {
  it('accepts every 1 to 8 weeks on weekdays Monday to Friday, and an end after the start', () => {
    expect(scheduleProblem({ startDate: '2026-11-23', everyWeeks: 8, weekdays: [1, 5] })).toBeUndefined();
    expect(scheduleProblem({ startDate: '2026-11-23', everyWeeks: 0, weekdays: [1] })).toBe('everyWeeks');
    expect(scheduleProblem({ startDate: '2026-11-23', everyWeeks: 9, weekdays: [1] })).toBe('everyWeeks');
    expect(scheduleProblem({ startDate: '2026-11-23', everyWeeks: 1, weekdays: [] })).toBe('weekdays');
    expect(scheduleProblem({ startDate: '2026-11-23', everyWeeks: 1, weekdays: [6] })).toBe('weekdays');
    expect(scheduleProblem({ startDate: '2026-11-23', everyWeeks: 1, weekdays: [1, 1] })).toBe('weekdays');
    expect(scheduleProblem({ startDate: '2026-11-23', endDate: '2026-11-22', everyWeeks: 1, weekdays: [1] })).toBe('endDate');
  });
});
