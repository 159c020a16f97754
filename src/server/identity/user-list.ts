// Users as lists and pickers read them (J03, N19, N57, C43): inside the caller's user scope, paged,
// sorted, filtered and searched. The password hash never leaves the database layer.
import type { ExpressionBuilder } from 'kysely';
import type { User } from '../../../generated/entities.js';
import type { UserScope } from '../../domain/access.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { directionOf, oneOf, poolWide, preparedList, sortKeyOf, scopeOf, searchOf, standInScope, textMatch, type Direction, type Page, type PageQuery } from '../generic/paging.js';
import type { ValueOf } from '../db/prepared.js';
import { dataLevelOf, userLevelOf } from '../../domain/user-levels.js';
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

/** What decides the SQL of a user list (prepared.ts): the scope's kind, which filters are given, the order. */
interface UserShape {
  scope: UserScope['kind'];
  q: boolean; qId: boolean;
  customerId: boolean; locationId: boolean; active: boolean; id: boolean; adminLevel: boolean;
  sort: string; order: Direction;
}

/**
 * The users of a scope and the query's filters, without joins: counting them reads the users table
 * alone. The page adds the customer and location names.
 */
function filtered(db: Database, shape: UserShape, value: ValueOf) {
  // Service accounts are kept on their own page (issue 30), not among the people.
  return db.selectFrom('users').where(userInScope(standInScope(shape.scope, value))).where('users.isServiceAccount', '=', false)
    .$if(shape.q, (qb) => qb.where((eb) => textMatch(eb, value('pattern'), ['users.name', 'users.loginName', 'users.email', 'users.employeeId'], shape.qId ? { column: 'users.id', id: value('qId') } : undefined)))
    .$if(shape.customerId, (qb) => qb.where('users.customerId', '=', value<number>('customerId')))
    .$if(shape.locationId, (qb) => qb.where('users.locationId', '=', value<number>('locationId')))
    .$if(shape.active, (qb) => qb.where('users.active', '=', value<boolean>('active')))
    .$if(shape.id, (qb) => qb.where(oneOf('users.id', value<number[]>('id'))))
    .$if(shape.adminLevel, (qb) => qb.where(oneOf('users.adminLevel', value<number[]>('adminLevel'))));
}

/** Every column of a listed user but the password hash. */
export const listedUserColumns = [
  'users.id', 'users.loginName', 'users.name', 'users.email', 'users.phone', 'users.language', 'users.active', 'users.employeeId', 'users.employmentType',
  'users.adminLevel', 'users.reportLevel', 'users.inventoryLevel', 'users.tasksAllowed', 'users.customerId', 'users.locationId', 'users.isFinancial',
  'users.confirmedGdpr', 'customers.type as customerType', 'customers.name as customerName', 'customers.chainId as customerChainId', 'locations.name as locationName',
] as const;

type ListedUserRow = Omit<Parameters<typeof toApiUser>[0], 'passwordHash' | 'createdAt'> & { customerName: string; customerChainId: number | null; locationName: string };

/** A listed user as user.schema.json shows one (J04), with the names of the customer and location. */
export function toListedUser(row: ListedUserRow): User {
  // Added to the user as built, not spread into a copy: a list builds one object per row, not two.
  const user: User = toApiUser(row);
  user.customerName = row.customerName;
  user.locationName = row.locationName;
  // J05, P47, C09: what the admin level allows, in the pool's words.
  user.userLevel = userLevelOf(row.adminLevel);
  user.dataLevel = dataLevelOf({ id: row.id, adminLevelEx: row.adminLevel, isNlp: user.isNlp!, customerId: row.customerId, locationId: row.locationId, active: row.active }, { chainId: row.customerChainId });
  return user;
}

const userList = preparedList<UserShape>('users', (db, shape, value) => {
  const selection = filtered(db as Database, shape, value);
  return {
    filtered: selection,
    shown: selection.innerJoin('customers', 'customers.id', 'users.customerId').innerJoin('locations', 'locations.id', 'users.locationId').select([...listedUserColumns]),
    order: { column: sortColumns[shape.sort], direction: shape.order, tieBreaker: 'users.id' },
  };
}, { alongside: poolWide });

export async function listUsers(db: Database, scope: UserScope, query: UserQuery): Promise<Page<User>> {
  const search = searchOf(query.q);
  const shape: UserShape = {
    scope: scopeOf(scope).shape, ...search.shape,
    customerId: query.customerId !== undefined, locationId: query.locationId !== undefined, active: query.active !== undefined,
    id: Boolean(query.id?.length), adminLevel: Boolean(query.adminLevel?.length),
    sort: sortKeyOf(sortColumns, query.sort, 'name'), order: directionOf(query.order),
  };
  const { customerId, locationId, active, id, adminLevel } = query;
  const values = { ...scopeOf(scope).values, ...search.values, customerId, locationId, active, id, adminLevel };
  const { rows, ...total } = await userList<ListedUserRow>(db, shape, values, query);
  return { data: rows.map(toListedUser), ...total };
}
