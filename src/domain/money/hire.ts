// Hire (LEDGER.md "Money", docs/decisions.md): a customer pays per carrier-day for what its balance
// accounts hold above the free quantity of its location products (E33), at the price of the day;
// carriers received are hire-free for the grace days of the customer's type. The day-by-day working
// is returned with the result, so an invoice line can show what it was computed from, and its sums
// agree with the line by construction.
import { addDays } from '../dates.js';

/** A price of the list, in øre, valid from a day to a day (open-ended when `validTo` is null). */
export interface Price { validFrom: string; validTo: string | null; ore: number }
/** A location product's free quantity (qtyNoRent) between its dates (open-ended when null). */
export interface FreeQuantity { quantity: number; fromDate: string | null; toDate: string | null }

export interface HireInput {
  /** Every day of the month, in order. */
  days: string[];
  /** The balance at the end of the day before the first. */
  opening: number;
  /** The day's net movement, by day. */
  net: ReadonlyMap<string, number>;
  /** The day's carriers received (positive movements), by day, for the grace days. */
  received: ReadonlyMap<string, number>;
  free: readonly FreeQuantity[];
  graceDays: number;
  prices: readonly Price[];
}

export interface HireDay { day: string; balance: number; free: number; grace: number; chargeable: number; ore: number | null; amountOre: number }
/** One line of the invoice: the days of the month charged at one price. */
export interface HireSegment { fromDate: string; toDate: string; carrierDays: number; ore: number; amountOre: number }

// The two below run for every day of every account and product of a month-end run: plain loops, nothing made per call.
export function priceOn(prices: readonly Price[], day: string): Price | undefined {
  for (const price of prices) if (price.validFrom <= day && (price.validTo === null || day <= price.validTo)) return price;
  return undefined;
}

export function freeOn(free: readonly FreeQuantity[], day: string): number {
  let sum = 0;
  for (const row of free) if ((row.fromDate === null || row.fromDate <= day) && (row.toDate === null || day <= row.toDate)) sum += row.quantity;
  return sum;
}

/** The days of a month (its first day given), in order. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = month; day.slice(0, 7) === month.slice(0, 7); day = addDays(day, 1)) days.push(day);
  return days;
}

/** The `count` days before `first`, in order; a month-end run asks for the same few thousands of times. */
const daysBeforeKept = new Map<string, readonly string[]>();
function daysBefore(first: string, count: number): readonly string[] {
  const key = `${first}/${count}`;
  let days = daysBeforeKept.get(key);
  if (!days) daysBeforeKept.set(key, (days = Array.from({ length: count }, (_, i) => addDays(first, i - count))));
  return days;
}

export function hireForMonth(input: HireInput): { days: HireDay[]; segments: HireSegment[] } {
  let balance = input.opening;
  // Carriers received within the grace days before the month still count as free in its first days.
  // What each day received is looked up once, the grace days before the month first.
  const before = daysBefore(input.days[0], Math.max(0, input.graceDays - 1));
  const received = [...before, ...input.days].map((day) => input.received.get(day) ?? 0);
  const days = input.days.map((day, index): HireDay => {
    balance += input.net.get(day) ?? 0;
    let grace = 0;
    for (let back = 0; back < input.graceDays; back++) grace += received[before.length + index - back];
    const free = freeOn(input.free, day);
    const chargeable = Math.max(0, balance - free - grace);
    const price = priceOn(input.prices, day);
    return { day, balance, free, grace, chargeable, ore: price?.ore ?? null, amountOre: price ? chargeable * price.ore : 0 };
  });
  const segments: HireSegment[] = [];
  // The month's days follow one another: a segment goes on while each next day is charged at its price.
  let previous: HireDay | undefined;
  for (const day of days) {
    const follows = previous?.ore === day.ore;
    previous = day;
    if (day.ore === null) continue;
    const last = segments[segments.length - 1];
    if (last && follows) {
      last.toDate = day.day;
      last.carrierDays += day.chargeable;
      last.amountOre += day.amountOre;
    } else {
      segments.push({ fromDate: day.day, toDate: day.day, carrierDays: day.chargeable, ore: day.ore, amountOre: day.amountOre });
    }
  }
  return { days, segments: segments.filter((segment) => segment.carrierDays > 0) };
}

/** P17: money on screen (kroner.ts); the invoice pages read it from here too. */
export { formatOre } from './kroner';
