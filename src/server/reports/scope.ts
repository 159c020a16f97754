// The locations a report covers: the caller's report scope (src/domain/reports/scope.ts), narrowed to
// one location or customer when asked; asking beyond the scope is refused.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { reportScope } from '../../domain/reports/scope.js';
import { draftsOfOwnSide } from '../ledger/access.js';
import type { Database } from '../db/database.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';

export type ReportCaller = Pick<CallContext, 'user' | 'customer' | 'location' | 'language'>;
export interface ReportFilter { locationId?: number; customerId?: number }

/** The locations (id, name, customer) the report may cover, in name order. */
export async function reportLocations(db: Database, call: ReportCaller, filter: ReportFilter = {}) {
  const scope = reportScope(call.user, call.customer, call.location.id);
  if (!scope) throw forbidden();
  // The whole pool is no one report: the operator names the customer or location.
  if (scope.kind === 'all' && filter.locationId === undefined && filter.customerId === undefined) throw new ApiError(400, 'report-needs-scope', 'reportNeedsScope', { field: 'customerId' });
  const rows = await db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .select(['locations.id', 'locations.name', 'locations.customerId', 'customers.name as customerName', 'locations.isBalance', 'locations.locationIdInventEx'])
    .where((eb) => {
      switch (scope.kind) {
        case 'all': return sql<SqlBool>`true`;
        case 'chain': return eb('customers.chainId', '=', scope.chainId);
        case 'customer': return eb('locations.customerId', '=', scope.customerId);
        case 'location': return eb('locations.id', '=', scope.locationId);
      }
    })
    .$if(filter.locationId !== undefined, (qb) => qb.where('locations.id', '=', filter.locationId!))
    .$if(filter.customerId !== undefined, (qb) => qb.where('locations.customerId', '=', filter.customerId!))
    .orderBy('locations.name').orderBy('locations.id').execute();
  if (rows.length === 0 && (filter.locationId !== undefined || filter.customerId !== undefined)) throw forbidden();
  return rows;
}

/** The transactions with a side at one of these locations, but for another side's drafts. */
export const touching = (locationIds: number[]) => {
  const drafts = draftsOfOwnSide((eb, side) => eb(side === 'from' ? 'transactions.locationIdFrom' : 'transactions.locationIdTo', 'in', locationIds));
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.and([eb.or([eb('transactions.locationIdFrom', 'in', locationIds), eb('transactions.locationIdTo', 'in', locationIds)]), drafts(eb)]);
};
