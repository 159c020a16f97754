// External orders (E08, N32, LEDGER.md type 9 "transfer unknown customer"): a customer location sends
// carriers to an external location, a GLN counterparty that is no customer (J15). The external status
// Prereg, Sent, Confirmed is a view of the ledger's own statuses (docs/decisions.md), so the order
// moves through R02 like any delivery and posts its movements when it is confirmed.
import { hasTask, type AccessUser } from '../access';
import { isOperator } from './roles';
import { judgeTransition, TransactionStatus as S, type LedgerRole, type TransitionVerdict } from './statuses';
import { TransactionType } from './types';

/** E08, P40: the registration's confirmation; Unknown for a ledger status the external flow never gives. */
export const EXTERNAL_STATUSES = ['Prereg', 'Sent', 'Confirmed', 'Unknown'] as const;
export type ExternalStatus = (typeof EXTERNAL_STATUSES)[number];
/** The external statuses an order is written with (never Unknown). */
export type ExternalStep = Exclude<ExternalStatus, 'Unknown'>;

const LEDGER_STATUS: Record<ExternalStep, number> = { Prereg: S.Ordered, Sent: S.Sent, Confirmed: S.Confirmed };

/** The ledger status (E18) an external status is kept as. */
export const ledgerStatusOfExternal = (status: ExternalStep) => LEDGER_STATUS[status];

/** E08: the external status of a ledger status; Unknown for one the external flow never gives (a cancellation by staff). */
export function externalStatusOf(status: number): ExternalStatus {
  if (status === S.Draft || status === S.Ordered) return 'Prereg';
  if (status === S.Sent) return 'Sent';
  if (status === S.Confirmed) return 'Confirmed';
  return 'Unknown';
}

/** The ledger statuses behind external statuses, for a list's filter (Unknown is every other status). */
export function ledgerStatusesOfExternal(statuses: readonly ExternalStatus[]): number[] {
  return Object.values(S).filter((status) => statuses.includes(externalStatusOf(status)));
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
export function judgeExternalStep(from: number, to: ExternalStep, roles: readonly LedgerRole[]): TransitionVerdict {
  return judgeTransition(TransactionType.TransferUnknownCustomer, from, LEDGER_STATUS[to], roles);
}

/** The external steps these roles may take next, in the order of the order's life. */
export function externalNextSteps(status: number, roles: readonly LedgerRole[]): ExternalStep[] {
  const current = externalStatusOf(status);
  return (['Sent', 'Confirmed'] as const).filter((to) => to !== current && judgeExternalStep(status, to, roles) === 'ok');
}
