// The business rules of users (J03–J08, C43): scope, passwords, what an actor may give, the
// location-admin role conflict (J07) and the further locations (userlocations).
import { isAgent, userScopeOf } from '../../domain/access.js';
import { AdminLevel } from '../../domain/levels.js';
import { judgePassword } from '../../domain/password.js';
import { dataLevelOf, userLevelOf } from '../../domain/user-levels.js';
import { rightsBeyondGiver, type GrantField } from '../../domain/users.js';
import { hashPassword } from '../auth/passwords.js';
import { recordWrite } from '../system/audit.js';
import { ApiError } from '../http/errors.js';
import type { TextKey } from '../i18n/texts.js';
import { requireConfirmation } from '../generic/confirmation.js';
import type { Row, StoredRules, WriteContext } from '../generic/rules.js';
import { scopeCondition } from '../generic/scope.js';
import { oneOf } from '../generic/paging.js';
import { nextVersion } from '../generic/versions.js';

const refusalText = {
  adminLevel: 'adminLevelNotAllowed', reportLevelEx: 'reportLevelNotAllowed', inventoryLevelEx: 'inventoryLevelNotAllowed', isFinancial: 'financialNotAllowed', tasksAllowed: 'taskNotAssignable',
} as const satisfies Record<GrantField, TextKey>;
const refused = (field: GrantField) => new ApiError(403, 'not-allowed', refusalText[field], { field });

/** The location a user is placed at, and its admin contact; it must belong to the user's customer. */
async function placeOf({ trx }: WriteContext, values: Row) {
  const location = await trx.selectFrom('locations').select(['id', 'name', 'customerId', 'adminUserId']).where('id', '=', values.locationId).executeTakeFirst();
  if (!location || location.customerId !== values.customerId) throw new ApiError(400, 'invalid-input', 'userLocationCustomer', { field: 'locationId' });
  return location;
}

/** J07: the location admin the location has now, when making this user one would take the role from them. */
async function conflictingAdmin(write: WriteContext, values: Row) {
  if (values.adminLevel !== AdminLevel.Location) return undefined;
  const location = await placeOf(write, values);
  if (location.adminUserId === null || location.adminUserId === write.existing?.id) return undefined;
  const holder = await write.trx.selectFrom('users').select(['id', 'name', 'adminLevel', 'locationId']).where('id', '=', location.adminUserId).executeTakeFirst();
  return holder && holder.adminLevel === AdminLevel.Location && holder.locationId === location.id ? { holder, location } : undefined;
}

export const userRules: StoredRules = {
  scope: (call) => {
    const scope = userScopeOf(call.user, call.scope);
    if (scope.kind === 'self') return (eb) => eb('users.id', '=', scope.userId);
    const inScope = scopeCondition('users', { customer: 'customerId', location: 'locationId' }, { scope, user: call.user });
    // A service account is kept on its own page (issue 30): here it is neither listed nor edited, so no password or level is set on it.
    return (eb) => eb.and([inScope(eb), eb('users.isServiceAccount', '=', false)]);
  },
  join: (query) => query.innerJoin('customers', 'customers.id', 'users.customerId').innerJoin('locations', 'locations.id', 'users.locationId'),
  select: (query) => query.select(['customers.type as customerType', 'customers.name as customerName', 'customers.chainId as customerChainId', 'locations.name as locationName']),
  decorate: async (db, rows) => {
    const further = rows.length ? await db.selectFrom('userLocations').select(['userId', 'locationId']).where(oneOf('userId', rows.map((row) => row.id))).orderBy('locationId').execute() : [];
    return rows.map((row) => ({
      ...row,
      adminLevelEx: row.adminLevel,
      isNlp: row.customerType === 'provider',
      isGlobalAdmin: row.adminLevel >= AdminLevel.Global,
      // J05, P47, C09: what the admin level allows, in the pool's words.
      userLevel: userLevelOf(row.adminLevel),
      dataLevel: dataLevelOf({ id: row.id, adminLevelEx: row.adminLevel, isNlp: row.customerType === 'provider', customerId: row.customerId, locationId: row.locationId, active: row.active }, { chainId: row.customerChainId }),
      isAgent: isAgent({ isNlp: row.customerType === 'provider', employeeId: row.employeeId }),
      locationIds: further.filter((entry) => entry.userId === row.id).map((entry) => entry.locationId),
    }));
  },
  extraColumns: ['passwordHash'],
  beforeWrite: async (write) => {
    const { call, input, existing, confirmed } = write;
    const values: Row = { ...existing, ...input };
    delete values.passwordHash;
    if (input.password !== undefined) {
      if (judgePassword(input.password) !== 'ok') throw new ApiError(400, 'weak-password', 'passwordTooWeakField', { field: 'password' });
      values.passwordHash = await hashPassword(input.password);
    } else if (!existing) throw new ApiError(400, 'invalid-input', 'passwordRequired', { field: 'password' });
    // C02, C10, C11, C13, C17: nobody gives more than they have, of any kind of level.
    const [beyond] = rightsBeyondGiver(call.user, values, existing);
    if (beyond) throw refused(beyond);
    await placeOf(write, values);
    const conflict = await conflictingAdmin(write, values);
    if (conflict) requireConfirmation(confirmed, 'location-admin-role', 'locationAdminConflict', { name: conflict.holder.name, location: conflict.location.name });
    return values;
  },
  afterWrite: async (write) => {
    const { trx, call, input, id } = write;
    const values: Row = { ...write.existing, ...input };
    // J07, confirmed: the former location admin keeps the user but not the role; this user becomes the location's admin contact.
    const conflict = await conflictingAdmin(write, values);
    if (conflict) {
      await trx.updateTable('users').set({ adminLevel: AdminLevel.None, version: nextVersion() }).where('id', '=', conflict.holder.id).execute();
      await recordWrite(trx, call, { entity: 'user', entityId: conflict.holder.id, action: 'update', summary: `location admin role removed (${conflict.location.name})` });
    }
    if (values.adminLevel === AdminLevel.Location) await trx.updateTable('locations').set({ adminUserId: Number(id) }).where('id', '=', values.locationId).execute();
    if (Array.isArray(input.locationIds)) {
      const wanted = [...new Set(input.locationIds as number[])].filter((locationId) => locationId !== values.locationId);
      const allowed = wanted.length
        ? await trx.selectFrom('locations').select('id').where('id', 'in', wanted).where('customerId', '=', values.customerId)
          .where(scopeCondition('locations', { customer: 'customerId', location: 'id' }, call)).execute()
        : [];
      if (allowed.length !== wanted.length) throw new ApiError(400, 'invalid-input', 'userLocationCustomer', { field: 'locationIds' });
      await trx.deleteFrom('userLocations').where('userId', '=', Number(id)).execute();
      if (wanted.length) await trx.insertInto('userLocations').values(wanted.map((locationId) => ({ userId: Number(id), locationId }))).execute();
    }
  },
};
