// Who may read and move a transaction (R03, section C, LEDGER.md "Who moves which step"): the
// operator's staff everywhere; a customer's users as the sender or receiver at the context location,
// with the task the step needs; reads in the caller's section C scope.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AccessUser } from '../../domain/access.js';
import type { LedgerRole } from '../../domain/ledger/statuses.js';
import { actingRolesAt, isOperator as isOperatorUser, rolesAt, taskFor, type TransactionSides } from '../../domain/ledger/roles.js';
import type { CallContext } from '../http/request-context.js';
import { ApiError } from '../http/errors.js';

/** Provider staff and global admins act for the operator's depots (R03). */
export const isOperator = (user: AccessUser) => isOperatorUser(user);

export type { TransactionSides };

/** The sides the caller acts as, at the context location. */
export const rolesOf = (call: Pick<CallContext, 'user' | 'location'>, transaction: TransactionSides): LedgerRole[] => rolesAt(call.user, call.location.id, transaction);

export { taskFor };

/** The roles that count: staff always, a customer's side only with the task it needs. */
export const actingRoles = (call: Pick<CallContext, 'user' | 'location'>, transaction: TransactionSides): LedgerRole[] => actingRolesAt(call.user, call.location.id, transaction);

/** Section C: the transactions the caller may read, by the customers and locations of both sides. */
export function visibleTransactions(call: Pick<CallContext, 'scope'>) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const { scope } = call;
    switch (scope.kind) {
      case 'all': return sql<SqlBool>`true`;
      case 'chain': {
        const chainCustomers = eb.selectFrom('customers').select('customers.id').where('customers.chainId', '=', scope.chainId);
        return eb.or([eb('transactions.customerIdFrom', 'in', chainCustomers), eb('transactions.customerIdTo', 'in', chainCustomers)]);
      }
      case 'customer':
        return eb.or([eb('transactions.customerIdFrom', '=', scope.customerId), eb('transactions.customerIdTo', '=', scope.customerId)]);
      case 'location':
        return eb.or([eb('transactions.locationIdFrom', '=', scope.locationId), eb('transactions.locationIdTo', '=', scope.locationId)]);
    }
  };
}

export const orderNotFound = () => new ApiError(404, 'order-not-found', 'orderNotFound');
export const orderModified = () => new ApiError(409, 'order-modified', 'orderModified');
export const orderReadOnly = () => new ApiError(409, 'order-read-only', 'orderReadOnly');
