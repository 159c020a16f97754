// Which sides of a transaction a user acts as at a location (R03, LEDGER.md "Who moves which step"),
// and so which steps of R02 they may take. The server checks every write with it; the dialogs use
// it to offer only the steps the server will accept.
import { hasTask, isGlobalAdmin, isProviderStaff, type AccessUser } from '../access';
import { judgeTransition, TransactionStatus, type LedgerRole } from './statuses';
import { REGISTERED_TYPES } from './types';

/**
 * P30: the parties of a transaction: its sender, its receiver, both (SenderReceiver), whichever of the
 * two (SenderOrReceiver), the transport between them, or none. The ledger records the two sides only;
 * no transporter is kept on a transaction, so nothing is told to or asked of the Transport party.
 */
export const PartyRole = {
  None: 'None', Sender: 'Sender', Receiver: 'Receiver', SenderReceiver: 'SenderReceiver', SenderOrReceiver: 'SenderOrReceiver', Transport: 'Transport',
} as const;
export type PartyRole = (typeof PartyRole)[keyof typeof PartyRole];

/** The parties told of a change of a transaction (B38's notices, the webhooks): one side, or both. */
export type ToldParty = typeof PartyRole.Sender | typeof PartyRole.Receiver | typeof PartyRole.SenderReceiver;

/** The sides a told party is, sender first. */
export const sidesOf = (party: ToldParty): Array<'sender' | 'receiver'> =>
  (party === PartyRole.SenderReceiver ? ['sender', 'receiver'] : party === PartyRole.Sender ? ['sender'] : ['receiver']);

/** Provider staff and global admins act for the operator's depots (R03). */
export const isOperator = (user: Pick<AccessUser, 'adminLevelEx' | 'isNlp'>) => isGlobalAdmin(user) || isProviderStaff(user);

export interface TransactionSides { type: number; locationIdFrom: number; locationIdTo: number }
type LedgerUser = Pick<AccessUser, 'adminLevelEx' | 'isNlp' | 'tasksAllowed'>;

/** The sides the user acts as at this location. */
export function rolesAt(user: LedgerUser, locationId: number, transaction: TransactionSides): LedgerRole[] {
  const roles: LedgerRole[] = [];
  if (isOperator(user)) roles.push('staff');
  if (transaction.locationIdFrom === locationId) roles.push('sender');
  if (transaction.locationIdTo === locationId) roles.push('receiver');
  const rule = REGISTERED_TYPES[transaction.type];
  if (rule && roles.includes(rule.registeredBy)) roles.push('registrant');
  return roles;
}

/** The task a customer's step needs (C11): registering needs the type's task, receiving Reception. */
export function taskFor(type: number, role: LedgerRole): AccessUser['tasksAllowed'][number] | undefined {
  if (role === 'receiver' && REGISTERED_TYPES[type]?.registeredBy !== 'receiver') return 'Reception';
  // C22: the sender answers a missing registration under delivery/missing-reg.
  if (role === 'sender' && REGISTERED_TYPES[type]?.registeredBy === 'receiver' && REGISTERED_TYPES[type]?.from === 'customer') return 'Delivery';
  return REGISTERED_TYPES[type]?.task;
}

/** The roles that count: staff always, a customer's side only with the task it needs. */
export function actingRolesAt(user: LedgerUser, locationId: number, transaction: TransactionSides): LedgerRole[] {
  return rolesAt(user, locationId, transaction).filter((role) => {
    if (role === 'staff') return true;
    const task = taskFor(transaction.type, role === 'registrant' ? REGISTERED_TYPES[transaction.type]!.registeredBy : role);
    return isOperator(user) || (task !== undefined && hasTask(user, task));
  });
}

/** The steps R02 lets these roles take from the transaction's status, in the order of its life. */
export function nextSteps(transaction: TransactionSides & { status: number }, roles: readonly LedgerRole[]): number[] {
  const S = TransactionStatus;
  const candidates = [S.Ordered, S.ConfirmedByProvider, S.Picked, S.Sent, S.Confirmed, S.NotAgreed, S.WaitForSort, S.Cancelled];
  return candidates.filter((to) => judgeTransition(transaction.type, transaction.status, to, roles) === 'ok');
}
