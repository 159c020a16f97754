// External orders (E08, N32, LEDGER.md type 9 "transfer unknown customer"): a customer location sends
// carriers to an external location, a GLN counterparty that is no customer (J15). The external status
// Prereg, Sent, Confirmed is a view of the ledger's own statuses (docs/decisions.md), so the order
// moves through R02 like any delivery and posts its movements when it is confirmed.
import { hasTask, type AccessUser } from '../access';
import { isOperator } from './roles';
import { judgeTransition, TransactionStatus as S, type LedgerRole, type TransitionVerdict } from './statuses';
import { TransactionType } from './types';

export const EXTERNAL_STATUSES = ['Prereg', 'Sent', 'Confirmed'] as const;
export type ExternalStatus = (typeof EXTERNAL_STATUSES)[number];

const LEDGER_STATUS: Record<ExternalStatus, number> = { Prereg: S.Ordered, Sent: S.Sent, Confirmed: S.Confirmed };

/** The ledger status (E18) an external status is kept as. */
export const ledgerStatusOfExternal = (status: ExternalStatus) => LEDGER_STATUS[status];

/** E08: the external status of a ledger status; null for one the external flow never gives (a cancellation by staff). */
export function externalStatusOf(status: number): ExternalStatus | null {
  if (status === S.Draft || status === S.Ordered) return 'Prereg';
  if (status === S.Sent) return 'Sent';
  if (status === S.Confirmed) return 'Confirmed';
  return null;
}

/** A preregistered external order is still the sender's to change or delete. */
export const isPreregistered = (status: number) => externalStatusOf(status) === 'Prereg';

type LedgerUser = Pick<AccessUser, 'adminLevelEx' | 'isNlp' | 'tasksAllowed'>;

/** C22: external orders are delivery/external-orders', for task Delivery; the operator's staff everywhere. */
export const mayWorkWithExternalOrders = (user: LedgerUser) => isOperator(user) || hasTask(user, 'Delivery');

/**
 * The parts a caller at a location plays in an external order, as R02 names them. The sender
 * registers and sends it, and, the external party having no users of its own, also confirms on the
 * receiver's behalf what the external party signed for. Staff act for the operator.
 */
export function externalRoles(user: LedgerUser, locationId: number, order: { locationIdFrom: number }): LedgerRole[] {
  const roles: LedgerRole[] = isOperator(user) ? ['staff'] : [];
  if (order.locationIdFrom === locationId && mayWorkWithExternalOrders(user)) roles.push('registrant', 'sender', 'receiver');
  return roles;
}

/** R02 for an external order: may these roles move it from its ledger status to this external status? */
export function judgeExternalStep(from: number, to: ExternalStatus, roles: readonly LedgerRole[]): TransitionVerdict {
  return judgeTransition(TransactionType.TransferUnknownCustomer, from, LEDGER_STATUS[to], roles);
}

/** The external steps these roles may take next, in the order of the order's life. */
export function externalNextSteps(status: number, roles: readonly LedgerRole[]): ExternalStatus[] {
  const current = externalStatusOf(status);
  return EXTERNAL_STATUSES.filter((to) => to !== current && to !== 'Prereg' && judgeExternalStep(status, to, roles) === 'ok');
}
