// Customers as lists and pickers read them (N20, N57, C41, J20): inside the caller's customer scope,
// paged, sorted, filtered and searched. Rows leave the logo out; one customer carries it.
import type { ExpressionBuilder } from 'kysely';
import type { Customer } from '../../../generated/entities.js';
import type { CustomerScope } from '../../domain/access.js';
import { OrgStatus } from '../../domain/levels.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { directionOf, oneOf, poolWide, preparedList, sortKeyOf, scopeOf, searchOf, standInScope, textMatch, type Direction, type Page, type PageQuery } from '../generic/paging.js';
import type { ValueOf } from '../db/prepared.js';

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

/** What decides the SQL of a customer list (prepared.ts): the scope's kind, which filters are given, the order. */
interface CustomerShape {
  scope: CustomerScope['kind'];
  q: boolean; qId: boolean; active: boolean; id: boolean; type: boolean; statusId: boolean; chainId: boolean;
  sort: string; order: Direction;
}

function filtered(db: Database, shape: CustomerShape, value: ValueOf) {
  return db.selectFrom('customers')
    .where(customerInScope(standInScope(shape.scope, value)))
    .$if(shape.q, (qb) => qb.where((eb) => textMatch(eb, value('pattern'), ['customers.name', 'customers.orgNumber'], shape.qId ? { column: 'customers.id', id: value('qId') } : undefined)))
    .$if(shape.active, (qb) => qb.where('customers.statusId', '=', OrgStatus.Active))
    .$if(shape.id, (qb) => qb.where(oneOf('customers.id', value<number[]>('id'))))
    .$if(shape.type, (qb) => qb.where(oneOf('customers.type', value<string[]>('type'))))
    .$if(shape.statusId, (qb) => qb.where(oneOf('customers.statusId', value<number[]>('statusId'))))
    .$if(shape.chainId, (qb) => qb.where('customers.chainId', '=', value<number>('chainId')));
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

const customerList = preparedList<CustomerShape>('customers', (db, shape, value) => {
  const selection = filtered(db as Database, shape, value);
  return {
    filtered: selection,
    shown: selection.leftJoin('chains', 'chains.id', 'customers.chainId').leftJoin('users as admin', 'admin.id', 'customers.adminUserId').select([
      'customers.id', 'customers.name', 'customers.orgNumber', 'customers.statusId', 'customers.type', 'customers.chainId', 'chains.name as chainName',
      'customers.hasShopTransactions', 'admin.id as adminId', 'admin.name as adminName', 'admin.email as adminEmail', 'admin.phone as adminPhone',
    ]),
    order: { column: sortColumns[shape.sort], direction: shape.order, tieBreaker: 'customers.id' },
  };
}, { alongside: poolWide });

export async function listCustomers(db: Database, scope: CustomerScope, query: CustomerQuery): Promise<Page<Customer>> {
  const search = searchOf(query.q);
  const shape: CustomerShape = {
    scope: scopeOf(scope).shape, ...search.shape,
    active: query.active === true, id: Boolean(query.id?.length), type: Boolean(query.type?.length), statusId: Boolean(query.statusId?.length), chainId: query.chainId !== undefined,
    sort: sortKeyOf(sortColumns, query.sort, 'name'), order: directionOf(query.order),
  };
  const { id, type, statusId, chainId } = query;
  const { rows, ...total } = await customerList<CustomerRow>(db, shape, { ...scopeOf(scope).values, ...search.values, id, type, statusId, chainId }, query);
  return { data: rows.map(toListedCustomer), ...total };
}
