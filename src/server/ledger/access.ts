// Who may read and move a transaction (R03, section C, LEDGER.md "Who moves which step"): the
// operator's staff everywhere; a customer's users as the sender or receiver at the context location,
// with the task the step needs; reads in the caller's section C scope.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AccessUser } from '../../domain/access.js';
import type { LedgerRole } from '../../domain/ledger/statuses.js';
import type { CountRefusal } from '../../domain/ledger/posted-counts.js';
import { TransactionStatus } from '../../domain/ledger/statuses.js';
import { RECEIVER_REGISTERED_TYPES } from '../../domain/ledger/types.js';
import { actingRolesAt, isOperator as isOperatorUser, rolesAt, taskFor, type TransactionSides } from '../../domain/ledger/roles.js';
import type { CallContext } from '../http/call-context.js';
import { ApiError } from '../http/errors.js';

/** Provider staff and global admins act for the operator's depots (R03). */
export const isOperator = (user: AccessUser) => isOperatorUser(user);

export type { TransactionSides };

/** The sides the caller acts as, at the context location. */
export const rolesOf = (call: Pick<CallContext, 'user' | 'location'>, transaction: TransactionSides): LedgerRole[] => rolesAt(call.user, call.location.id, transaction);

export { taskFor };

/** The roles that count: staff always, a customer's side only with the task it needs. */
export const actingRoles = (call: Pick<CallContext, 'user' | 'location'>, transaction: TransactionSides): LedgerRole[] => actingRolesAt(call.user, call.location.id, transaction);

type Scope = CallContext['scope'];
export type SideCondition = (eb: ExpressionBuilder<any, any>, side: 'from' | 'to') => Expression<SqlBool>;

/** Whether a side of a transaction is in the scope (its customer or location). */
function sideInScope(scope: Scope): SideCondition {
  return (eb, side) => {
    const column = (kind: 'customerId' | 'locationId') => `transactions.${kind}${side === 'from' ? 'From' : 'To'}`;
    switch (scope.kind) {
      case 'all': return sql<SqlBool>`true`;
      case 'chain': return eb(column('customerId'), 'in', eb.selectFrom('customers').select('customers.id').where('customers.chainId', '=', scope.chainId));
      case 'customer': return eb(column('customerId'), '=', scope.customerId);
      case 'location': return eb(column('locationId'), '=', scope.locationId);
    }
  };
}

/**
 * LEDGER.md: a draft is its registering side's own; the other side sees it only once it is ordered
 * or sent. `own` says whether a side is the caller's.
 */
export function draftsOfOwnSide(own: SideCondition) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    // Never null (registered_side is null but for shop transactions), so that its negation holds too.
    const byReceiver = eb(eb.fn.coalesce('transactions.registeredSide', eb.case().when('transactions.type', 'in', [...RECEIVER_REGISTERED_TYPES]).then('receiver').else('sender').end()), '=', 'receiver');
    return eb.or([
      eb('transactions.status', '<>', TransactionStatus.Draft),
      eb.and([byReceiver, own(eb, 'to')]),
      eb.and([eb.not(byReceiver), own(eb, 'from')]),
    ]);
  };
}

/** The drafts condition of a scope: none for the operator's staff, who see every side. */
export function draftsInScope(call: Pick<CallContext, 'scope'>) {
  return call.scope.kind === 'all' ? undefined : draftsOfOwnSide(sideInScope(call.scope));
}

/** Section C: the transactions the caller may read, by the customers and locations of both sides; another side's drafts left out. */
export function visibleTransactions(call: Pick<CallContext, 'scope'>) {
  const inScope = sideInScope(call.scope);
  const drafts = draftsInScope(call);
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (call.scope.kind === 'all') return sql<SqlBool>`true`;
    return eb.and([eb.or([inScope(eb, 'from'), inScope(eb, 'to')]), drafts!(eb)]);
  };
}

export const orderNotFound = () => new ApiError(404, 'order-not-found', 'orderNotFound');
export const orderModified = () => new ApiError(409, 'order-modified', 'orderModified');
export const orderReadOnly = () => new ApiError(409, 'order-read-only', 'orderReadOnly');

const COUNT_TEXTS: Record<CountRefusal, 'confirmCountDiffers' | 'acceptCountDiffers' | 'decisionNeedsComment'> = {
  'confirm-count-differs': 'confirmCountDiffers', 'accept-count-differs': 'acceptCountDiffers', 'decision-needs-comment': 'decisionNeedsComment',
};
/** A confirm whose counts the caller may not decide (posted-counts.ts). */
export const countRefused = (refusal: CountRefusal) => new ApiError(400, refusal, COUNT_TEXTS[refusal], { field: refusal === 'decision-needs-comment' ? 'comment' : 'lines' });
