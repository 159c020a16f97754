// The price list's history (LEDGER.md "Money", docs/decisions.md): the prices of one kind (and product,
// for hire) follow one another without overlapping, each valid from its day to the day before the
// next, so the list shows what was valid when and `priceOn` finds one price a day. A price is changed
// by a new row from a day, which closes the one before; a price whose days an issued invoice charged
// never changes (the server refuses it, src/server/resources/prices.ts).
import { addDays } from '../dates.js';

/** A row of the price list as its history sees it: its days, `validTo` null when open-ended. */
export interface PriceWindow { id: number; validFrom: string; validTo: string | null }

export const dayBefore = (day: string) => addDays(day, -1);
export const dayAfter = (day: string) => addDays(day, 1);

/** A window's last day before another's first: the earlier of the two ends. */
const endBefore = (validTo: string | null, next: string) => (validTo === null || validTo >= next ? dayBefore(next) : validTo);

export interface Placement {
  /** The new row's last day: as given, or the day before the next price starts. */
  validTo: string | null;
  /** The price before it, closed the day before the new one starts (absent when it already ends earlier). */
  close?: { id: number; validTo: string };
  /** A price of the same kind that starts the same day: the new row would take its place. */
  clash?: PriceWindow;
}

/** Where a price from `validFrom` goes among the others of its kind (`siblings`, the row itself left out). */
export function placePrice(siblings: readonly PriceWindow[], price: { validFrom: string; validTo: string | null }): Placement {
  const clash = siblings.find((row) => row.validFrom === price.validFrom);
  if (clash) return { validTo: price.validTo, clash };
  const before = siblings.filter((row) => row.validFrom < price.validFrom).sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
  const after = siblings.filter((row) => row.validFrom > price.validFrom).sort((a, b) => a.validFrom.localeCompare(b.validFrom))[0];
  const placement: Placement = { validTo: after ? endBefore(price.validTo, after.validFrom) : price.validTo };
  if (before && (before.validTo === null || before.validTo >= price.validFrom)) placement.close = { id: before.id, validTo: dayBefore(price.validFrom) };
  return placement;
}

/**
 * A price taken out of the list (deleted, or moved by an edit): the price before it, if it ended the
 * day before this one started, runs on to this one's end, so its days are not left without a price.
 */
export function releasePrice(siblings: readonly PriceWindow[], price: PriceWindow): { id: number; validTo: string | null } | undefined {
  const before = siblings.find((row) => row.id !== price.id && row.validTo !== null && dayAfter(row.validTo) === price.validFrom);
  return before && { id: before.id, validTo: price.validTo };
}
