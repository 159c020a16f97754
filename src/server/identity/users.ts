// Users as the API shows them (J04): stored levels plus the flags derived from them.
import type { Selectable } from 'kysely';
import type { Task, User } from '../../../generated/entities.js';
import { isAgent, type AccessUser } from '../../domain/access.js';
import { AdminLevel } from '../../domain/levels.js';
import type { Database } from '../db/database.js';
import type { UserTable } from '../db/tables.js';
import { prefixedCustomerColumns, prefixedCustomer, type ContextCustomer } from '../masterdata/customers.js';

export type ContextUser = User & AccessUser & Required<Pick<User, 'id' | 'isNlp' | 'isAgent' | 'isGlobalAdmin' | 'confirmedGdpr' | 'active' | 'language'>>;
type UserRow = Omit<Selectable<UserTable>, 'passwordHash' | 'createdAt'> & { customerType: string };

export function toApiUser(row: UserRow): ContextUser {
  const isNlp = row.customerType === 'provider';
  return {
    id: row.id,
    name: row.name,
    loginName: row.loginName,
    email: row.email,
    phone: row.phone,
    language: row.language as User['language'] & string,
    active: row.active,
    employeeId: row.employeeId,
    employmentType: row.employmentType as User['employmentType'],
    adminLevel: row.adminLevel as AccessUser['adminLevelEx'] as never,
    adminLevelEx: row.adminLevel as never,
    reportLevelEx: row.reportLevel as never,
    inventoryLevelEx: row.inventoryLevel as never,
    tasksAllowed: row.tasksAllowed as Task[],
    customerId: row.customerId,
    locationId: row.locationId,
    isNlp,
    isGlobalAdmin: row.adminLevel >= AdminLevel.Global,
    isFinancial: row.isFinancial,
    isAgent: isAgent({ isNlp, employeeId: row.employeeId }),
    confirmedGdpr: row.confirmedGdpr,
  };
}

const userColumns = (db: Database) =>
  db.selectFrom('users').innerJoin('customers', 'customers.id', 'users.customerId').selectAll('users').select('customers.type as customerType');

/** A user and the user's customer, in one query (every call needs both). */
export async function loadUserWithCustomer(db: Database, id: number): Promise<{ user: ContextUser; customer: ContextCustomer } | undefined> {
  const row = await db.selectFrom('users').innerJoin('customers', 'customers.id', 'users.customerId')
    .selectAll('users').select('customers.type as customerType')
    .select(prefixedCustomerColumns)
    .where('users.id', '=', id).executeTakeFirst();
  return row && { user: toApiUser(row), customer: prefixedCustomer(row as Record<string, unknown>) };
}

export async function loadUser(db: Database, id: number): Promise<(ContextUser & { passwordHash: string }) | undefined> {
  const row = await userColumns(db).where('users.id', '=', id).executeTakeFirst();
  return row && { ...toApiUser(row), passwordHash: row.passwordHash };
}

export async function findUserByLoginName(db: Database, loginName: string) {
  const row = await userColumns(db).where((eb) => eb(eb.fn('lower', ['users.loginName']), '=', loginName.trim().toLowerCase())).executeTakeFirst();
  // A service account never signs in (issue 30): the flag goes with it for login and password reset.
  return row && { ...toApiUser(row), passwordHash: row.passwordHash, isServiceAccount: row.isServiceAccount };
}
