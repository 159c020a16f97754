// Issue 33: a list's total is counted once per filter. The total a list's first page answered is kept
// (by resource and filter) and sent with the later pages of the same filter, which the server then
// reads without counting again; a write to the resource forgets its totals.
import type { Query } from './api';

/** Totals of this many filters at most: typing a search makes a new filter a keystroke. */
const KEPT = 200;

const PAGING = new Set(['index', 'count', 'sort', 'order', 'total']);

/** A list call's selection: its filters, whatever their order, without paging and sort. */
const selectionOf = (resource: string, query: Query) =>
  `${resource}|${JSON.stringify(Object.entries(query).filter(([name, value]) => !PAGING.has(name) && value !== undefined).sort(([a], [b]) => a.localeCompare(b)))}`;

export function knownTotals() {
  const totals = new Map<string, number>();
  return {
    /** The query to send: a later page carries the total its selection's first page answered. */
    sent(resource: string, query: Query): Query {
      const known = query.index ? totals.get(selectionOf(resource, query)) : undefined;
      return known === undefined ? query : { ...query, total: known };
    },
    /** Keeps what a page answered as its selection's total. */
    keep(resource: string, query: Query, total: number | undefined): void {
      if (total === undefined) return;
      if (totals.size >= KEPT) totals.clear();
      totals.set(selectionOf(resource, query), total);
    },
    /** A write may change any of the resource's totals. */
    forget(resource: string): void {
      for (const key of totals.keys()) if (key.startsWith(`${resource}|`)) totals.delete(key);
    },
  };
}
