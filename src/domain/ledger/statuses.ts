// Transaction statuses (E18), the filter-only values (E19) and the status machine of R02, with who
// may move which step as LEDGER.md "The life of a transaction" settles it.

export const TransactionStatus = {
  Unknown: -1, Draft: 0, Ordered: 1, ConfirmedByProvider: 2, Picked: 3, Sent: 4,
  Confirmed: 5, NotAgreed: 6, Cancelled: 7, Replaced: 8, WaitForSort: 9,
} as const;
export type TransactionStatusValue = (typeof TransactionStatus)[keyof typeof TransactionStatus];

/** E19: values offered only in filters. */
export const StatusFilter = { Processed: 100, Unprocessed: 101, Expired: 102, NotExpired: 103 } as const;

const S = TransactionStatus;

/** O26: a transaction at 5, 7 or 8 is read-only; a change is a new correcting transaction. */
export const READ_ONLY: readonly number[] = [S.Confirmed, S.Cancelled, S.Replaced];
export const isReadOnlyStatus = (status: number) => READ_ONLY.includes(status);

/** D07: Sent, WaitForSort and NotAgreed count as in transit. */
export const IN_TRANSIT: readonly number[] = [S.Sent, S.WaitForSort, S.NotAgreed];

/** E19 Processed: nothing is left to do with it (received, cancelled or replaced). */
export const PROCESSED: readonly number[] = [S.Confirmed, S.Cancelled, S.Replaced];

/**
 * The sides of a transaction a caller can act as: the side that registered it, its sender, its
 * receiver, and the operator's staff (provider staff and global admins act for the depots).
 */
export type LedgerRole = 'registrant' | 'sender' | 'receiver' | 'staff';

export interface Transition { from: readonly number[]; to: number; by: readonly LedgerRole[] }

/**
 * R02: forward only. A customer-to-customer delivery skips the operator's steps (its sender sends
 * it); orders and pickups go through the operator (confirm, pick, send).
 */
export const TRANSITIONS: readonly Transition[] = [
  { from: [S.Draft], to: S.Ordered, by: ['registrant', 'staff'] },
  { from: [S.Ordered], to: S.ConfirmedByProvider, by: ['staff'] },
  { from: [S.ConfirmedByProvider], to: S.Picked, by: ['staff'] },
  { from: [S.Picked], to: S.Sent, by: ['staff'] },
  // A delivery between customers is sent by its sender, from draft or registered.
  { from: [S.Draft, S.Ordered], to: S.Sent, by: ['sender', 'staff'] },
  { from: [S.Sent], to: S.Confirmed, by: ['receiver', 'staff'] },
  { from: [S.Sent], to: S.NotAgreed, by: ['receiver', 'staff'] },
  { from: [S.Sent], to: S.WaitForSort, by: ['staff'] },
  { from: [S.WaitForSort], to: S.Confirmed, by: ['staff'] },
  { from: [S.WaitForSort], to: S.NotAgreed, by: ['staff'] },
  // A dispute ends when the sender accepts the receiver's count, or the operator decides.
  { from: [S.NotAgreed], to: S.Confirmed, by: ['sender', 'staff'] },
  { from: [S.Draft, S.Ordered, S.ConfirmedByProvider, S.Picked], to: S.Cancelled, by: ['staff'] },
  { from: [S.Confirmed], to: S.Replaced, by: ['staff'] },
];

/** P23 type 12, missing registration (types.ts keeps the names; this rule needs only the number). */
const MISSING_TYPE = 12;
/** P23 type 4, available carriers: a report that becomes a pickup (available.ts), never a movement of its own. */
const AVAILABLE_TYPE = 4;

/** Which transactions go through the operator's confirm-pick-send: load carrier orders and pickups. */
export const operatorHandled = (type: number) => type === 1 || type === 2;

export type TransitionVerdict = 'ok' | 'forbidden-transition' | 'not-your-step';

/**
 * R02: may a caller with these roles move a transaction of this type from one status to another?
 * 'forbidden-transition' when no one may; 'not-your-step' when someone else must.
 */
export function judgeTransition(type: number, from: number, to: number, given: readonly LedgerRole[]): TransitionVerdict {
  // E14: an available report is registered, then replaced by its pickup or cancelled; it is never sent.
  if (type === AVAILABLE_TYPE && to !== S.Ordered && to !== S.Cancelled) return 'forbidden-transition';
  const byOperator = operatorHandled(type);
  // E06: a missing registration is registered by its receiver and answered by its sender, so the
  // two sides swap their parts (the sender confirms or disputes, the receiver accepts a dispute).
  const roles = type === MISSING_TYPE ? given.map((role) => (role === 'sender' ? 'receiver' : role === 'receiver' ? 'sender' : role)) : given;
  const candidates = TRANSITIONS.filter((transition) => transition.to === to && transition.from.includes(from)).filter((transition) => {
    const operatorStep = transition.to === S.ConfirmedByProvider || transition.to === S.Picked || (transition.to === S.Sent && transition.from.includes(S.Picked));
    const directSend = transition.to === S.Sent && transition.from.includes(S.Draft);
    // Orders and pickups are sent by the operator after picking; deliveries by their sender directly.
    return byOperator ? !directSend : !operatorStep;
  });
  if (candidates.length === 0) return 'forbidden-transition';
  return candidates.some((transition) => transition.by.some((role) => roles.includes(role))) ? 'ok' : 'not-your-step';
}

/** The statuses a new transaction may start in: a draft, registered, or (deliveries) sent at once. */
export function mayStartIn(type: number, status: number): boolean {
  if (status === S.Draft || status === S.Ordered) return true;
  return status === S.Sent && !operatorHandled(type) && type !== AVAILABLE_TYPE;
}
