// The notification counts of the menu (B27–B34) as LEDGER.md settles R19, written once: what each
// counts on which side of the context location, which of it only in the delivery-date window of B34,
// the list its badge opens (the same rows, issue 27), and the deadline of each row "Venter på deg"
// shows. The server's counts, its lists' `waiting` filter and the home page read these rules.
import { addDays } from '../dates';
import { monthsBefore } from '../reports/ranges';
import { answerBy } from './missing';
import { TransactionStatus as S } from './statuses';
import { B28_TYPES, DELIVERY_TYPES, TransactionType as T } from './types';

// The names are the schema's (schemas/enums/count-name.schema.json); LEDGER_COUNTS must rule each, and no other.
import type { CountName } from '../../../generated/entities';
export type { CountName };

/**
 * When a waiting row is due: its own date (process-by, else the transaction date) for work to send;
 * the day the night confirms a sent delivery (B38); or, for an answer the pool waits for, 10 working
 * days after it was asked (E07's deadline, from the send, or from the last change for a dispute).
 */
export type DeadlineRule = { rule: 'date' } | { rule: 'autoCommit' } | { rule: 'answer'; from: 'sent' | 'changed' };

export interface CountPart {
  statuses: readonly number[];
  /** Narrower than the count's types. */
  types?: readonly number[];
  /** B34: only rows dated in the count window. What waits for the user's own answer counts whatever its date. */
  inWindow: boolean;
  /** Shop transactions: registered by the own side (its preregistration to send) or by the other side (to answer). */
  registeredBy?: 'own' | 'other';
  deadline: DeadlineRule;
}

/**
 * P28: which way a transaction goes, seen from a location: out of it (From), into it (To), or either
 * way (Both); None when the location is no side of it. The values are the words the server's
 * conditions are keyed by (ledger/waiting.ts), so Both is 'either'.
 */
export const Direction = { None: 'none', From: 'from', To: 'to', Both: 'either' } as const;
export type Direction = (typeof Direction)[keyof typeof Direction];

/** Does a count on this side take a transaction going this way at the location? */
export const countsDirection = (side: Direction, direction: Direction) =>
  side !== Direction.None && direction !== Direction.None && (side === Direction.Both || side === direction);

export interface LedgerCount {
  /** The direction counted at the context location. */
  side: Exclude<Direction, 'none'>;
  types: readonly number[];
  parts: readonly CountPart[];
  /** The menu entry the badge sits on (a route path under /app); its list opens on the counted rows. */
  route: string;
}

const NOT_YET_SENT = [S.Ordered, S.ConfirmedByProvider, S.Picked];

export const LEDGER_COUNTS: Readonly<Record<CountName, LedgerCount>> = {
  // B28: deliveries from the own location still to send (in the window), and those their receiver
  // disputed, which the sender accepts or leaves to the operator (whatever their date).
  delivery: {
    side: Direction.From, types: B28_TYPES, route: 'delivery/deliveries', parts: [
      { statuses: [S.Draft, S.Ordered], inWindow: true, deadline: { rule: 'date' } },
      { statuses: [S.NotAgreed], inWindow: false, deadline: { rule: 'answer', from: 'changed' } },
    ],
  },
  // B29: what was sent to the own location and waits for it to confirm or dispute: the deliveries and
  // orders of empties the reception list shows.
  reception: {
    side: Direction.To, types: [T.Order, ...DELIVERY_TYPES], route: 'reception/reception', parts: [
      { statuses: [S.Sent], types: DELIVERY_TYPES, inWindow: true, deadline: { rule: 'autoCommit' } },
      { statuses: [S.Sent], types: [T.Order], inWindow: true, deadline: { rule: 'answer', from: 'sent' } },
    ],
  },
  // B30, on the two lists it covers: orders of empties at the own location and pickups from it, not yet sent.
  orders: { side: Direction.Both, types: [T.Order], route: 'orders/orders', parts: [{ statuses: NOT_YET_SENT, inWindow: true, deadline: { rule: 'date' } }] },
  expedition: { side: Direction.From, types: [T.Pickup], route: 'expedition/pickup', parts: [{ statuses: NOT_YET_SENT, inWindow: true, deadline: { rule: 'date' } }] },
  // B32: missing registrations the own location (their sender) has not answered (E07's deadline).
  missingRegistrations: {
    side: Direction.From, types: [T.Missing], route: 'delivery/missing-reg', parts: [{ statuses: [S.Sent], inWindow: false, deadline: { rule: 'answer', from: 'sent' } }],
  },
  // B33: correction orders at the own location waiting for its answer, or disputed and waiting for the operator.
  inventory: {
    side: Direction.Both, types: [T.Inventory], route: 'inventory/orders', parts: [
      { statuses: [S.Sent], inWindow: false, deadline: { rule: 'answer', from: 'sent' } },
      { statuses: [S.NotAgreed], inWindow: false, deadline: { rule: 'answer', from: 'changed' } },
    ],
  },
  // E08: external orders from the own location preregistered (to send) or sent (to confirm for the external party).
  external: {
    side: Direction.From, types: [T.TransferUnknownCustomer], route: 'delivery/external-orders', parts: [
      { statuses: [S.Draft, S.Ordered], inWindow: true, deadline: { rule: 'date' } },
      { statuses: [S.Sent], inWindow: true, deadline: { rule: 'answer', from: 'sent' } },
    ],
  },
  // E09: shop transactions the own side preregistered (to send), and those the other side sent (to answer).
  shop: {
    side: Direction.Both, types: [T.Shop], route: 'delivery/shop', parts: [
      { statuses: [S.Draft, S.Ordered], inWindow: true, registeredBy: 'own', deadline: { rule: 'date' } },
      { statuses: [S.Sent], inWindow: true, registeredBy: 'other', deadline: { rule: 'answer', from: 'sent' } },
    ],
  },
};

export const COUNT_NAMES = Object.keys(LEDGER_COUNTS) as CountName[];

/** B31 goes on the support tickets entry. */
export const TICKET_COUNT_ROUTE = 'support/support-tickets';

/** B34: from one month before today to one day after today (yyyy-mm-dd). */
export function countWindow(today: string): { dateLower: string; dateUpper: string } {
  // A month back from the 31st lands on the last day of the shorter month.
  return { dateLower: monthsBefore(today, 1), dateUpper: addDays(today, 1) };
}

/** The day a waiting row is due, from its rule: `day` is its own date, its send's or its last change's day on the pool's clock. */
export function deadlineOf(rule: DeadlineRule, day: string, autoCommitDays: number): string {
  switch (rule.rule) {
    case 'date': return day;
    case 'autoCommit': return addDays(day, autoCommitDays);
    case 'answer': return answerBy(day);
  }
}

/** B27 */
export const COUNT_REFRESH_MS = 10 * 60 * 1000;
