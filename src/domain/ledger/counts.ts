// The notification counts of the menu (B27–B34), as LEDGER.md settles R19: what each counts, on
// which side of the context location, in the delivery-date window of B34.
import { TransactionStatus as S } from './statuses';
import { B28_TYPES, INVENTORY_TYPES, TransactionType as T } from './types';

export type CountName = 'delivery' | 'reception' | 'expedition' | 'missingRegistrations' | 'inventory';

export interface LedgerCount {
  /** The side of the context location (or, for inventory, its balance account: locationIdReal). */
  side: 'from' | 'to' | 'either' | 'account';
  types?: readonly number[];
  statuses: readonly number[];
  /** Types left out. */
  notTypes?: readonly number[];
  /** Where in the menu the badge goes (a route path under /app). */
  route: string;
}

export const LEDGER_COUNTS: Readonly<Record<CountName, LedgerCount>> = {
  // B28: deliveries from the own location still to send, or disputed by their receiver.
  delivery: { side: 'from', types: B28_TYPES, statuses: [S.Draft, S.Ordered, S.NotAgreed], route: 'delivery/deliveries' },
  // B29: what was sent to the own location and waits for it to confirm or dispute.
  reception: { side: 'to', statuses: [S.Sent], notTypes: [...INVENTORY_TYPES, T.Missing], route: 'reception/reception' },
  // B30: orders and pickups (types 1 and 2) not yet sent.
  expedition: { side: 'either', types: [T.Order, T.Pickup], statuses: [S.Ordered, S.ConfirmedByProvider, S.Picked], route: 'expedition/pickup' },
  // B32: missing registrations the sender has not yet confirmed.
  missingRegistrations: { side: 'from', types: [T.Missing], statuses: [S.Sent], route: 'delivery/missing-reg' },
  // B33: inventory orders waiting for an answer (isInventory, NotAgreed and Sent, locationIdReal).
  inventory: { side: 'account', types: INVENTORY_TYPES, statuses: [S.NotAgreed, S.Sent], route: 'inventory/orders' },
};

/** B31 goes on the support tickets entry. */
export const TICKET_COUNT_ROUTE = 'support/support-tickets';

/** B34: from one month before today to one day after today (yyyy-mm-dd). */
export function countWindow(today: string): { dateLower: string; dateUpper: string } {
  const [year, month, day] = today.split('-').map(Number);
  const lower = new Date(Date.UTC(year, month - 2, day));
  // A month back from the 31st lands on the last day of the shorter month.
  if (lower.getUTCMonth() !== ((month - 2 + 12) % 12)) lower.setUTCDate(0);
  const upper = new Date(Date.UTC(year, month - 1, day + 1));
  return { dateLower: lower.toISOString().slice(0, 10), dateUpper: upper.toISOString().slice(0, 10) };
}

/** B27 */
export const COUNT_REFRESH_MS = 10 * 60 * 1000;
