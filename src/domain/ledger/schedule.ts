// Scheduled orders and pickups (E02, E03, E17, P05, R44): weekly or every n weeks from a start date,
// on chosen weekdays Monday to Friday. The nightly job creates the transactions a schedule promises,
// once each; the dialog shows the next dates before the user saves.
import { isWorkingDay } from './working-days';

/** R44 (docs/decisions.md): every 1 to 8 weeks. */
export const EVERY_WEEKS = { min: 1, max: 8 } as const;
/** P05: ISO weekdays offered, Monday (1) to Friday (5). */
export const SCHEDULE_WEEKDAYS = [1, 2, 3, 4, 5] as const;
/** How far ahead the nightly job registers what a schedule promises: the order's delivery day must be known a week ahead. */
export const SCHEDULE_HORIZON_DAYS = 7;

export interface Schedule { startDate: string; endDate?: string | null; everyWeeks: number; weekdays: readonly number[] }

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const isoOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);
/** ISO weekday, Monday 1 … Sunday 7. */
const weekdayOf = (number: number) => ((new Date(number * DAY_MS).getUTCDay() + 6) % 7) + 1;
const mondayOf = (number: number) => number - (weekdayOf(number) - 1);

/** What is wrong with a schedule, or undefined: the field that is wrong. */
export function scheduleProblem(schedule: Schedule): 'everyWeeks' | 'weekdays' | 'endDate' | undefined {
  if (!Number.isInteger(schedule.everyWeeks) || schedule.everyWeeks < EVERY_WEEKS.min || schedule.everyWeeks > EVERY_WEEKS.max) return 'everyWeeks';
  const days = schedule.weekdays;
  if (days.length === 0 || new Set(days).size !== days.length || days.some((day) => !SCHEDULE_WEEKDAYS.includes(day as 1))) return 'weekdays';
  if (schedule.endDate && schedule.endDate < schedule.startDate) return 'endDate';
  return undefined;
}

/**
 * The days a schedule orders for, from `from` on (inclusive): its weekdays, in the weeks counted
 * every n from the start date's week, between the start and the end date. A public holiday is
 * skipped (no one delivers then; the next week's day comes as usual). At most `count` days, and
 * none after `until`.
 */
export function scheduledDates(schedule: Schedule, from: string, limit: { count?: number; until?: string }): string[] {
  const start = dayNumber(schedule.startDate);
  const last = Math.min(schedule.endDate ? dayNumber(schedule.endDate) : Infinity, limit.until ? dayNumber(limit.until) : Infinity);
  const count = limit.count ?? Infinity;
  if (!Number.isFinite(last) && !Number.isFinite(count)) throw new Error('scheduledDates needs a count or an end');
  const firstWeek = mondayOf(start);
  const dates: string[] = [];
  for (let day = Math.max(start, dayNumber(from)); day <= last && dates.length < count; day += 1) {
    const week = (mondayOf(day) - firstWeek) / 7;
    if (week % schedule.everyWeeks !== 0 || !schedule.weekdays.includes(weekdayOf(day))) continue;
    const date = isoOf(day);
    if (isWorkingDay(date)) dates.push(date);
  }
  return dates;
}
