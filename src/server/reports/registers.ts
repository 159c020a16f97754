// The register reports (G05): the customers, locations, shops (locations of shop customers) and users
// in the caller's report reach, as lists to read and print.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export type RegisterName = 'customers' | 'locations' | 'shops' | 'users';
/** Rows a register shows at most; narrower reach for more. */
const REGISTER_ROWS = 2000;

export async function registerRows(db: Database, report: RegisterName, locationIds: number[]) {
  if (locationIds.length === 0) return [];
  if (report === 'customers') {
    return db.selectFrom('customers').leftJoin('chains', 'chains.id', 'customers.chainId')
      .select(['customers.id', 'customers.name', 'customers.orgNumber', 'customers.type', 'customers.statusId', 'chains.name as chainName',
        (eb) => eb.selectFrom('locations').select(sql<number>`count(*)::int`.as('n')).whereRef('locations.customerId', '=', 'customers.id').where('locations.id', 'in', locationIds).as('locationCount'),
        (eb) => eb.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).whereRef('users.customerId', '=', 'customers.id').where('users.active', '=', true).as('userCount')])
      .where('customers.id', 'in', (eb) => eb.selectFrom('locations').select('locations.customerId').where('locations.id', 'in', locationIds))
      .orderBy('customers.name').limit(REGISTER_ROWS).execute();
  }
  if (report === 'users') {
    return db.selectFrom('users').innerJoin('locations', 'locations.id', 'users.locationId').innerJoin('customers', 'customers.id', 'users.customerId')
      .select(['users.id', 'users.name', 'users.loginName', 'users.email', 'locations.name as locationName', 'customers.name as customerName', 'users.tasksAllowed', 'users.active'])
      .where('users.locationId', 'in', locationIds).where('users.isServiceAccount', '=', false).orderBy('users.name').orderBy('users.id').limit(REGISTER_ROWS).execute();
  }
  return db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId').leftJoin('locations as account', 'account.id', 'locations.locationIdInventEx')
    .select(['locations.id', 'locations.name', 'locations.gln', 'customers.name as customerName', 'locations.type', 'locations.isBalance', 'account.name as balanceLocationName', 'locations.statusId'])
    .where('locations.id', 'in', locationIds)
    .$if(report === 'shops', (qb) => qb.where('customers.type', '=', 'Shop'))
    .orderBy('customers.name').orderBy('locations.name').limit(REGISTER_ROWS).execute();
}
