// The switch-location dialog's options (M01, C41–C43) and the switch itself (M07): which
// customers, locations and users the login user may choose, and the log of impersonations.
import type { StatusCustomer, StatusLocation, StatusUser } from '../../../generated/entities.js';
import { pickerCustomers, pickerLocations, pickerUsers, type SwitchingLogin } from '../../domain/switching.js';
import { OrgStatus } from '../../domain/levels.js';
import type { Database } from '../db/database.js';
import { pageOf, textSearch } from '../generic/paging.js';
import { ApiError } from '../http/errors.js';
import type { ContextUser } from './users.js';
import { writeLog } from '../system/logs.js';

export async function assignedLocationIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('userLocations').select('locationId').where('userId', '=', userId).orderBy('locationId').execute();
  return rows.map((row) => row.locationId);
}

const searched = (q: string | undefined) => Boolean(q?.trim());

/** C41, M02: every customer for global admins (searchable), otherwise the own one. */
export async function statusCustomers(db: Database, login: ContextUser, query: { q?: string; index?: number; count?: number }) {
  const rule = pickerCustomers(login);
  const filtered = db.selectFrom('customers')
    .$if(rule.kind === 'own', (qb) => qb.where('customers.id', '=', (rule as { customerId: number }).customerId))
    .$if(searched(query.q), (qb) => qb.where((eb) => textSearch(eb, query.q!, ['customers.name'], 'customers.id')));
  // Every customer for a global admin: paged and counted as the large lists are (issue 16).
  const { rows, ...total } = await pageOf<StatusCustomer>(db, filtered, (page) => page.select(['customers.id', 'customers.name', 'customers.statusId']),
    { column: 'customers.name', direction: 'asc', tieBreaker: 'customers.id' }, query);
  return { data: rows, ...total };
}

/** C42, M09: the chosen customer's locations the login user may switch to, non-active ones flagged. */
export async function statusLocations(db: Database, login: SwitchingLogin, query: { customerId: number; q?: string }) {
  const rule = pickerLocations(login);
  const customers = pickerCustomers(login.user);
  if (customers.kind === 'own' && customers.customerId !== query.customerId && rule.kind === 'customer') return { data: [], total: 0 };
  const rows = await db.selectFrom('locations')
    .select(['id', 'name', 'customerId', 'statusId', 'isBalance'])
    .where('customerId', '=', query.customerId)
    .$if(rule.kind === 'own', (qb) => qb.where('id', 'in', (rule as { locationIds: number[] }).locationIds))
    .$if(rule.kind === 'customer' && !rule.includeInactive, (qb) => qb.where((eb) => eb.or([
      eb('statusId', '=', OrgStatus.Active),
      eb('id', '=', login.user.locationId),
    ])))
    .$if(searched(query.q), (qb) => qb.where((eb) => textSearch(eb, query.q!, ['locations.name'])))
    .orderBy('name').orderBy('id')
    .execute();
  return { data: rows as StatusLocation[], total: rows.length };
}

/**
 * C43: the users of the chosen location (issue 14: the picker offered every location's): for a
 * location admin or above the active users of the customer who work there (it is their own location,
 * or one they are assigned to), otherwise oneself. A location the login user may not pick (C42) is
 * refused, so the picker never reaches past the locations it offers.
 */
export async function statusUsers(db: Database, login: SwitchingLogin, query: { customerId: number; locationId: number; q?: string; count?: number }) {
  const locations = await statusLocations(db, login, { customerId: query.customerId });
  if (!locations.data.some((location) => location.id === query.locationId)) throw new ApiError(403, 'context-refused', 'contextRefused');
  const self = pickerUsers(login.user) === 'self';
  const rows = await db.selectFrom('users').innerJoin('locations', 'locations.id', 'users.locationId')
    .select(['users.id', 'users.name', 'users.loginName', 'users.customerId', 'users.locationId', 'locations.name as locationName', 'users.confirmedGdpr'])
    .select((eb) => eb.fn.countAll<number>().over().as('total'))
    .where('users.active', '=', true)
    // A service account is no one to act as (issue 30).
    .where('users.isServiceAccount', '=', false)
    .$if(self, (qb) => qb.where('users.id', '=', login.user.id))
    .$if(!self, (qb) => qb.where('users.customerId', '=', query.customerId).where((eb) => eb.or([
      eb('users.locationId', '=', query.locationId),
      eb('users.id', 'in', eb.selectFrom('userLocations').select('userLocations.userId').where('userLocations.locationId', '=', query.locationId)),
    ])))
    .$if(searched(query.q), (qb) => qb.where((eb) => textSearch(eb, query.q!, ['users.name', 'users.loginName'])))
    .orderBy('users.name').orderBy('users.id')
    .limit(query.count ?? 200)
    .execute();
  return {
    data: rows.map(({ total: _total, ...row }) => row as StatusUser),
    total: rows.length > 0 ? Number(rows[0].total) : 0,
  };
}

interface Switch {
  sessionId: number;
  loginUser: ContextUser;
  user: ContextUser;
  locationId: number;
  withLogin: boolean;
}

/**
 * M07: remembers the chosen context on the session and logs where an impersonation starts and
 * ends (category impersonation), so the logs show who acted as whom and when.
 */
export async function recordSwitch(db: Database, change: Switch): Promise<void> {
  const { loginUser, user } = change;
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('sessions').leftJoin('users', 'users.id', 'sessions.actingUserId')
      .select(['sessions.actingUserId', 'sessions.actingLocationId', 'users.loginName as actingLoginName'])
      .where('sessions.id', '=', change.sessionId).forUpdate('sessions').executeTakeFirst();
    const previous = before?.actingUserId ?? loginUser.id;
    if (previous !== loginUser.id && previous !== user.id) {
      await writeLog(trx, {
        level: 'Information', category: 'impersonation', loginUserId: loginUser.id, userId: previous,
        message: `${loginUser.loginName} stopped acting as ${before?.actingLoginName ?? previous}`,
        details: { event: 'end', sessionId: change.sessionId, locationId: before?.actingLocationId ?? null },
      });
    }
    if (user.id !== loginUser.id && previous !== user.id) {
      await writeLog(trx, {
        level: 'Information', category: 'impersonation', loginUserId: loginUser.id, userId: user.id,
        message: `${loginUser.loginName} started acting as ${user.loginName} at location ${change.locationId}`,
        details: { event: 'start', sessionId: change.sessionId, locationId: change.locationId, withLogin: change.withLogin },
      });
    }
    if (change.withLogin && user.id !== loginUser.id) {
      await writeLog(trx, {
        level: 'Information', category: 'login', loginUserId: loginUser.id, userId: user.id,
        message: `${user.loginName} signed in by ${loginUser.loginName} (login when switch)`,
      });
    }
    await trx.updateTable('sessions')
      .set({ actingUserId: user.id === loginUser.id ? null : user.id, actingLocationId: change.locationId })
      .where('id', '=', change.sessionId).execute();
  });
}

/** Logging out while acting as someone ends that impersonation too. */
export async function endImpersonationOnLogout(db: Database, sessionId: number, loginUser: ContextUser): Promise<void> {
  const session = await db.selectFrom('sessions').leftJoin('users', 'users.id', 'sessions.actingUserId')
    .select(['sessions.actingUserId', 'users.loginName']).where('sessions.id', '=', sessionId).executeTakeFirst();
  if (!session?.actingUserId || session.actingUserId === loginUser.id) return;
  await writeLog(db, {
    level: 'Information', category: 'impersonation', loginUserId: loginUser.id, userId: session.actingUserId,
    message: `${loginUser.loginName} stopped acting as ${session.loginName ?? session.actingUserId} (logged out)`,
    details: { event: 'end', sessionId },
  });
}
