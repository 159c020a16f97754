// Report date ranges (G08–G10, P04; R18 settled in docs/decisions.md): the choices last 30 days, last
// year and custom; each report's longest span; a longer range is shortened to fit, keeping its end,
// and the user is told "For stort datointervall".
import { addDays } from '../dates.js';

export type RangeChoice = 'last30' | 'lastYear' | 'custom';
export type SpanMonths = 3 | 6 | 12 | 36;

/** R18: the longest range of each report, in months. */
export const REPORT_SPANS = {
  overview: 36,
  balance: 12,
  transactions: 6,
  'duplicates-customer': 3,
  'duplicates-location': 3,
} as const satisfies Record<string, SpanMonths>;
export type ReportName = keyof typeof REPORT_SPANS;

/** The same day `months` months earlier (the month's last day when it has no such day). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date, last))).toISOString().slice(0, 10);
}

/** G08: the range a choice stands for, ending today. */
export function rangeOf(choice: Exclude<RangeChoice, 'custom'>, today: string): { from: string; to: string } {
  return choice === 'last30' ? { from: addDays(today, -29), to: today } : { from: monthsBefore(today, 12), to: today };
}

/** G09, G10: a range within the report's span, or shortened from its start to fit (clamped: true). */
export function clampRange(from: string, to: string, spanMonths: number): { from: string; to: string; clamped: boolean } {
  const [start, end] = from <= to ? [from, to] : [to, from];
  const earliest = addDays(monthsBefore(end, spanMonths), 1);
  return start < earliest ? { from: earliest, to: end, clamped: true } : { from: start, to: end, clamped: false };
}
