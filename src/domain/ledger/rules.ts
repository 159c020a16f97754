// The ledger's rules for one transaction that both the dialogs and the server apply: dispatching
// with every line at 0 (E24, O27), plausible dates, the process-by date (E29, O20) and the fill degree (E21, O23).
import { addDays } from '../dates';

export interface LineQuantities { qtyOrdered: number; qtyPicked?: number | null; qtyReceived?: number | null }

/** E24: an order whose lines are all at 0 cannot be dispatched. */
export const mayDispatch = (lines: readonly LineQuantities[]) => lines.some((line) => (line.qtyPicked ?? line.qtyOrdered) > 0);

/** The quantity that left the sender: the picked one when the operator picked it, else the registered one. */
export const sentQuantity = (line: LineQuantities) => line.qtyPicked ?? line.qtyOrdered;

/** What a line stands for once counted: the received quantity, else the sent one (qtyTotal, the fill degree, the demo's postings). */
export const lineQuantity = (line: LineQuantities) => line.qtyReceived ?? sentQuantity(line);

/**
 * Plausible dates (docs/decisions.md): a transaction is dated at most two years back (a late
 * registration or correction of last year's books) and a year ahead of the pool's today.
 */
export const DATE_WINDOW_DAYS = 365;
const DAYS_BACK = 2 * DATE_WINDOW_DAYS;

export interface DayWindow { from: string; to: string }

/** The days a transaction may be dated on, seen from the pool's today. */
export const transactionDateWindow = (today: string): DayWindow => ({ from: addDays(today, -DAYS_BACK), to: addDays(today, DATE_WINDOW_DAYS) });

/** The days "Behandles innen dato" may take: from the transaction's own date to a year after it. */
export const processByWindow = (transactionDate: string): DayWindow => ({ from: transactionDate, to: addDays(transactionDate, DATE_WINDOW_DAYS) });

/** A scheduled order starts from today to a year ahead (R02 schedules; its end may stay open). */
export const scheduleStartWindow = (today: string): DayWindow => ({ from: today, to: addDays(today, DATE_WINDOW_DAYS) });

export const withinWindow = (day: string, window: DayWindow) => day >= window.from && day <= window.to;

/** E29: "Behandles innen dato" is a day, not before the transaction's own date. */
export function validProcessByDate(processBy: string | null | undefined, transactionDate: string): boolean {
  if (processBy == null) return true;
  return /^\d{4}-\d{2}-\d{2}$/.test(processBy) && processBy >= transactionDate;
}

export interface TruckCapacity { palletPlaces: number | null }
export interface ProductFootprint { productId: number; unitsPerPlace: number | null }

/**
 * E21: how full the truck is, in percent with one decimal: the pallet places the lines take (a
 * product's units per pallet place, e.g. 20 stacked pallets or 40 crates) over the truck type's
 * places. undefined when it cannot be calculated (O23): no truck type, or a product without a footprint.
 */
export function fillDegree(lines: ReadonlyArray<{ productId: number; quantity: number }>, truck: TruckCapacity | undefined, footprints: readonly ProductFootprint[]): number | undefined {
  if (!truck?.palletPlaces) return undefined;
  let places = 0;
  for (const line of lines) {
    const units = footprints.find((footprint) => footprint.productId === line.productId)?.unitsPerPlace;
    if (!units) return undefined;
    places += line.quantity / units;
  }
  return Math.round((places / truck.palletPlaces) * 1000) / 10;
}
