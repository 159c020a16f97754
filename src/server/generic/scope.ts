// Section C scoping of a stored resource's rows by the columns naming their customer and location
// (C05, C37, C41, C42): staff and global admins see every row, chain admins the chain's customers',
// customer admins the customer's, everyone else the own location's (or the own customer's, for rows
// that belong to a customer only).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { StoreDefinition } from '../../../resources/definition.js';
import type { CallContext } from '../http/call-context.js';

export function scopeCondition(table: string, columns: StoreDefinition['scope'], call: Pick<CallContext, 'scope' | 'user'>) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const customer = columns?.customer && `${table}.${columns.customer}`;
    const location = columns?.location && `${table}.${columns.location}`;
    const { scope } = call;
    if ((!customer && !location) || scope.kind === 'all') return sql<SqlBool>`true`;
    switch (scope.kind) {
      case 'chain':
        return customer
          ? eb(customer, 'in', eb.selectFrom('customers').select('customers.id').where('customers.chainId', '=', scope.chainId))
          : eb(location!, 'in', eb.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId').select('locations.id').where('customers.chainId', '=', scope.chainId));
      case 'customer':
        return customer
          ? eb(customer, '=', scope.customerId)
          : eb(location!, 'in', eb.selectFrom('locations').select('locations.id').where('locations.customerId', '=', scope.customerId));
      case 'location':
        return location ? eb(location, '=', scope.locationId) : eb(customer!, '=', call.user.customerId);
    }
  };
}
