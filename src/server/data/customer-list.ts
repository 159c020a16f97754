// Customers as lists and pickers read them (N20, N57, C41, J20): inside the caller's customer scope,
// paged, sorted, filtered and searched. Rows leave the logo out; one customer carries it.
import type { ExpressionBuilder } from 'kysely';
import type { Customer } from '../../../generated/entities.js';
import type { CustomerScope } from '../../domain/access.js';
import { OrgStatus } from '../../domain/levels.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { directionOf, pageOf, textSearch, type Page, type PageQuery } from '../generic/paging.js';

export interface CustomerQuery extends PageQuery {
  q?: string;
  active?: boolean;
  id?: number[];
  type?: string[];
  statusId?: number[];
  chainId?: number;
}

const sortColumns: Record<string, string> = {
  id: 'customers.id', name: 'customers.name', orgNumber: 'customers.orgNumber', statusId: 'customers.statusId', type: 'customers.type', chainId: 'customers.chainId',
};

export function customerInScope(scope: CustomerScope) {
  return (eb: ExpressionBuilder<Tables, 'customers'>) => {
    switch (scope.kind) {
      case 'all': return eb.lit(true);
      case 'chain': return eb('customers.chainId', '=', scope.chainId);
      case 'customer': return eb('customers.id', '=', scope.customerId);
    }
  };
}

function filtered(db: Database, scope: CustomerScope, query: CustomerQuery) {
  return db.selectFrom('customers')
    .where(customerInScope(scope))
    .$if(Boolean(query.q?.trim()), (qb) => qb.where((eb) => textSearch(eb, query.q!, ['customers.name', 'customers.orgNumber'], 'customers.id')))
    .$if(query.active === true, (qb) => qb.where('customers.statusId', '=', OrgStatus.Active))
    .$if(Boolean(query.id?.length), (qb) => qb.where('customers.id', 'in', query.id!))
    .$if(Boolean(query.type?.length), (qb) => qb.where('customers.type', 'in', query.type!))
    .$if(Boolean(query.statusId?.length), (qb) => qb.where('customers.statusId', 'in', query.statusId!))
    .$if(query.chainId !== undefined, (qb) => qb.where('customers.chainId', '=', query.chainId!));
}

interface CustomerRow {
  id: number; name: string; orgNumber: string | null; statusId: number; type: string; chainId: number | null; chainName: string | null;
  hasShopTransactions: boolean; adminId: number | null; adminName: string | null; adminEmail: string | null; adminPhone: string | null;
}

export function toListedCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    orgNumber: row.orgNumber,
    statusId: row.statusId as Customer['statusId'],
    type: row.type as Customer['type'],
    chainId: row.chainId,
    chainName: row.chainName,
    hasShopTransactions: row.hasShopTransactions,
    isNlp: row.type === 'provider',
    adminUser: row.adminId === null ? null : { id: row.adminId, name: row.adminName ?? '', email: row.adminEmail, phone: row.adminPhone },
  };
}

export async function listCustomers(db: Database, scope: CustomerScope, query: CustomerQuery): Promise<Page<Customer>> {
  const column = sortColumns[query.sort ?? 'name'] ?? sortColumns.name;
  const { rows, ...total } = await pageOf<CustomerRow>(
    db, filtered(db, scope, query),
    (qb) => qb.leftJoin('chains', 'chains.id', 'customers.chainId').leftJoin('users as admin', 'admin.id', 'customers.adminUserId').select([
      'customers.id', 'customers.name', 'customers.orgNumber', 'customers.statusId', 'customers.type', 'customers.chainId', 'chains.name as chainName',
      'customers.hasShopTransactions', 'admin.id as adminId', 'admin.name as adminName', 'admin.email as adminEmail', 'admin.phone as adminPhone',
    ]),
    { column, direction: directionOf(query.order), tieBreaker: 'customers.id' },
    query,
  );
  return { data: rows.map(toListedCustomer), ...total };
}
