// Users as lists and pickers read them (J03, N19, N57, C43): inside the caller's user scope, paged,
// sorted, filtered and searched. The password hash never leaves the database layer.
import type { ExpressionBuilder } from 'kysely';
import type { User } from '../../../generated/entities.js';
import type { UserScope } from '../../domain/access.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { directionOf, pageOf, textSearch, type Page, type PageQuery } from '../generic/paging.js';
import { toApiUser } from './users.js';

export interface UserQuery extends PageQuery {
  q?: string;
  customerId?: number;
  locationId?: number;
  active?: boolean;
  id?: number[];
  adminLevel?: number[];
}

const sortColumns: Record<string, string> = {
  id: 'users.id', name: 'users.name', loginName: 'users.loginName', email: 'users.email', customerId: 'users.customerId', customerName: 'customers.name',
  locationId: 'users.locationId', locationName: 'locations.name', adminLevel: 'users.adminLevel', active: 'users.active', employeeId: 'users.employeeId',
};

export function userInScope(scope: UserScope) {
  return (eb: ExpressionBuilder<Tables, 'users'>) => {
    switch (scope.kind) {
      case 'all': return eb.lit(true);
      case 'chain': return eb('users.customerId', 'in', eb.selectFrom('customers').select('customers.id').where('customers.chainId', '=', scope.chainId));
      case 'customer': return eb('users.customerId', '=', scope.customerId);
      case 'location': return eb('users.locationId', '=', scope.locationId);
      case 'self': return eb('users.id', '=', scope.userId);
    }
  };
}

/**
 * The users of a scope and the query's filters, without joins: counting them reads the users table
 * alone. The page adds the customer and location names.
 */
function filtered(db: Database, scope: UserScope, query: UserQuery) {
  return db.selectFrom('users').where(userInScope(scope))
    .$if(Boolean(query.q?.trim()), (qb) => qb.where((eb) => textSearch(eb, query.q!, ['users.name', 'users.loginName', 'users.email', 'users.employeeId'], 'users.id')))
    .$if(query.customerId !== undefined, (qb) => qb.where('users.customerId', '=', query.customerId!))
    .$if(query.locationId !== undefined, (qb) => qb.where('users.locationId', '=', query.locationId!))
    .$if(query.active !== undefined, (qb) => qb.where('users.active', '=', query.active!))
    .$if(Boolean(query.id?.length), (qb) => qb.where('users.id', 'in', query.id!))
    .$if(Boolean(query.adminLevel?.length), (qb) => qb.where('users.adminLevel', 'in', query.adminLevel!));
}

/** Every column of a listed user but the password hash. */
export const listedUserColumns = [
  'users.id', 'users.loginName', 'users.name', 'users.email', 'users.phone', 'users.language', 'users.active', 'users.employeeId', 'users.employmentType',
  'users.adminLevel', 'users.reportLevel', 'users.inventoryLevel', 'users.tasksAllowed', 'users.customerId', 'users.locationId', 'users.isFinancial',
  'users.confirmedGdpr', 'customers.type as customerType', 'customers.name as customerName', 'locations.name as locationName',
] as const;

type ListedUserRow = Omit<Parameters<typeof toApiUser>[0], 'passwordHash' | 'createdAt'> & { customerName: string; locationName: string };

/** A listed user as user.schema.json shows one (J04), with the names of the customer and location. */
export function toListedUser(row: ListedUserRow): User {
  // Added to the user as built, not spread into a copy: a list builds one object per row, not two.
  const user: User = toApiUser(row);
  user.customerName = row.customerName;
  user.locationName = row.locationName;
  return user;
}

export async function listUsers(db: Database, scope: UserScope, query: UserQuery): Promise<Page<User>> {
  const column = sortColumns[query.sort ?? 'name'] ?? sortColumns.name;
  const { rows, ...total } = await pageOf<ListedUserRow>(
    db, filtered(db, scope, query),
    (qb) => qb.innerJoin('customers', 'customers.id', 'users.customerId').innerJoin('locations', 'locations.id', 'users.locationId').select([...listedUserColumns]),
    { column, direction: directionOf(query.order), tieBreaker: 'users.id' },
    query,
  );
  return { data: rows.map(toListedUser), ...total };
}
