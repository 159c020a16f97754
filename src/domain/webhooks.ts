// Webhooks (issue 30, DESIGN "Integrations"): the events a customer's ERP is told of, which change of
// a transaction is which event and which sides hear of it, the endpoint addresses accepted, and how
// long a failed delivery waits before it is tried again.
import { PartyRole, sidesOf, type ToldParty } from './ledger/roles';
import { TransactionStatus as S } from './ledger/statuses';
import { INVENTORY_TYPES, TransactionType } from './ledger/types';

export const WEBHOOK_EVENTS = ['transfer.sent', 'transfer.confirmed', 'transfer.disputed', 'transfer.autoCommitted', 'invoice.issued'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A transaction event and the party (P30) whose customers are told. */
export interface TransferEvent { event: WebhookEvent; told: ToldParty }

/**
 * Which event a status change of a transaction is (R02): sent to a location (its receiver is told),
 * confirmed, disputed, or confirmed by the nightly job (both sides, as B38 tells both). Counts that
 * adjust one balance (8, 14) and regrouping (13) move nothing between two sides: no event.
 */
export function transferEvent(type: number, from: number | null, to: number, byNightlyJob = false): TransferEvent | undefined {
  if (INVENTORY_TYPES.includes(type) || type === TransactionType.Regrouping || from === to) return undefined;
  if (to === S.Sent) return { event: 'transfer.sent', told: PartyRole.Receiver };
  if (to === S.Confirmed) return { event: byNightlyJob ? 'transfer.autoCommitted' : 'transfer.confirmed', told: PartyRole.SenderReceiver };
  if (to === S.NotAgreed) return { event: 'transfer.disputed', told: PartyRole.SenderReceiver };
  return undefined;
}

/** The customers told of a transaction event: each once, also when both sides are one customer. */
export function toldCustomers(event: TransferEvent, head: { customerIdFrom: number; customerIdTo: number }): number[] {
  return [...new Set(sidesOf(event.told).map((side) => (side === 'sender' ? head.customerIdFrom : head.customerIdTo)))];
}

export type EndpointUrlProblem = 'not-a-url' | 'not-https' | 'credentials' | 'fragment';

/**
 * An endpoint is an https address without user name, password or fragment. Plain http is accepted
 * only to this machine (127.0.0.1, localhost, ::1), and only where the setting allows it (tests,
 * a receiver on the same host).
 */
export function endpointUrlProblem(text: string, allowHttpToLocalhost: boolean): EndpointUrlProblem | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not-a-url';
  }
  if (url.username || url.password) return 'credentials';
  if (url.hash) return 'fragment';
  if (url.protocol === 'https:') return url.hostname ? undefined : 'not-a-url';
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return url.protocol === 'http:' && local && allowHttpToLocalhost ? undefined : 'not-https';
}

/** Attempts before a delivery is given up as failed (over about four hours with the waits below); it may be re-sent by hand. */
export const MAX_DELIVERY_ATTEMPTS = 10;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 4 * 60 * 60_000;

/** How long to wait after the n-th failed attempt: 30 s, doubling each time, at most 4 hours. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_WAIT_MS);
}
