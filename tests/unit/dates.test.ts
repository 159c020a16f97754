// P20 (issue 14): dates yyyy-MM-dd and times HH:mm on the pool's clock, whatever the browser's locale
// and zone; month and weekday names in the portal's language.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayWithWeekday, formatMonth, formatTime, isDay, poolToday } from '../../src/domain/dates';

describe('dates and times (P20)', () => {
  it('writes an instant as yyyy-MM-dd HH:mm in Norwegian time, winter and summer', () => {
    expect(formatDateTime('2026-11-22T21:34:58.000Z')).toBe('2026-11-22 22:34');
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('2026-07-02 00:30');
    expect(formatTime('2026-01-05T23:05:00Z')).toBe('00:05');
    expect(formatTime('2026-01-05T11:05:00Z')).toBe('12:05');
  });

  it('writes a day as it is, and an instant\'s day on the pool\'s clock', () => {
    expect(formatDate('2026-11-22')).toBe('2026-11-22');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('2027-01-01');
  });

  it('reads the same minute alike and the next one anew, across midnight and back', () => {
    // The clock is read once a minute (dates.ts): one instant and the next minute's, in both orders.
    expect(poolToday(new Date('2026-11-27T22:59:00Z'))).toBe('2026-11-27');
    expect(formatDateTime('2026-11-27T22:59:59.999Z')).toBe('2026-11-27 23:59');
    expect(poolToday(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-28');
    expect(formatTime('2026-11-27T23:00:59Z')).toBe('00:00');
    expect(poolToday(new Date('2026-11-27T22:59:30Z'))).toBe('2026-11-27');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('2026-03-29 03:00');
    expect(formatDateTime('2026-03-29T00:59:59Z')).toBe('2026-03-29 01:59');
  });

  it('writes nothing for nothing, and leaves what is no date alone', () => {
    for (const format of [formatDate, formatDateTime, formatTime]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('')).toBe('');
    }
    expect(formatDateTime('i morgen')).toBe('i morgen');
  });

  it('names months and weekdays in the portal\'s language, the date itself in P20', () => {
    expect(formatMonth('2026-11', 'nb-NO')).toBe('november 2026');
    expect(formatMonth('2026-11-01', 'en-US')).toBe('November 2026');
    expect(formatMonth('2026-11', 'en-US', 'short')).toBe('Nov 26');
    expect(formatDayWithWeekday('2026-11-23', 'nb-NO')).toBe('mandag 2026-11-23');
    expect(formatDayWithWeekday('2026-11-23', 'en-US')).toBe('Monday 2026-11-23');
  });
});

describe('a day as typed (P20)', () => {
  it('is a real day written yyyy-MM-dd', () => {
    expect(isDay('2026-11-22')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    for (const text of ['2026-02-30', '2026-13-01', '22.11.2026', '11/22/2026', '2026-1-2', '2026-11-22T00:00', '']) expect(isDay(text)).toBe(false);
  });
});
