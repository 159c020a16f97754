// Service accounts (issue 30, DESIGN "Integrations"): a customer's administrator creates one for an
// integration. It is a user row of its own (flagged, never signing in) bound to the customer, its
// chosen locations (the first its own, the rest assigned, as for a location-level person) and its
// rights, never more than its creator's. Its key is shown once, only its hash kept; revoking it ends
// every call with it at once on this server and within the context cache's time on the others.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Task } from '../../../generated/entities.js';
import { serviceAccountRightBeyond } from '../../domain/service-accounts.js';
import type { GrantField } from '../../domain/users.js';
import { newApiKey } from '../auth/api-keys.js';
import { recordWrite } from '../system/audit.js';
import { locationInScope } from '../masterdata/locations.js';
import type { Database } from '../db/database.js';
import { forgetContexts } from '../http/context-cache.js';
import { ApiError } from '../http/errors.js';
import type { TextKey } from '../i18n/texts.js';
import type { IntegrationCaller } from './access.js';

export interface ServiceAccountInput {
  name: string;
  locationIds: number[];
  adminLevel?: number;
  reportLevelEx?: number;
  inventoryLevelEx?: number;
  isFinancial?: boolean;
  tasksAllowed?: Task[];
}

const refusalText = {
  adminLevel: 'serviceAccountAdminLevel', reportLevelEx: 'reportLevelNotAllowed', inventoryLevelEx: 'inventoryLevelNotAllowed', isFinancial: 'financialNotAllowed', tasksAllowed: 'taskNotAssignable',
} as const satisfies Record<GrantField, TextKey>;

const notFound = () => new ApiError(404, 'not-found', 'serviceAccountNotFound');

/** The accounts of the acting customer, newest first, revoked ones too (they stay for the record). */
export async function listServiceAccounts(db: Database, call: IntegrationCaller, page: { index?: number; count?: number }) {
  const customerId = call.customer.id;
  const [rows, counted] = await Promise.all([
    accounts(db).where('serviceAccounts.customerId', '=', customerId).orderBy('serviceAccounts.id', 'desc')
      .offset(page.index ?? 0).limit(page.count ?? 100).execute(),
    db.selectFrom('serviceAccounts').select((eb) => eb.fn.countAll<number>().as('total')).where('customerId', '=', customerId).executeTakeFirstOrThrow(),
  ]);
  return { data: await withLocations(db, rows), total: Number(counted.total) };
}

export async function getServiceAccount(db: Database, call: IntegrationCaller, id: number) {
  const row = await accounts(db).where('serviceAccounts.customerId', '=', call.customer.id).where('serviceAccounts.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return (await withLocations(db, [row]))[0];
}

/** Creates the account and its key; the key is in the answer and nowhere else. */
export async function createServiceAccount(db: Database, call: IntegrationCaller, input: ServiceAccountInput) {
  const rights = {
    adminLevel: input.adminLevel ?? 0,
    reportLevelEx: input.reportLevelEx ?? -1,
    inventoryLevelEx: input.inventoryLevelEx ?? 0,
    isFinancial: input.isFinancial ?? false,
    tasksAllowed: [...new Set(input.tasksAllowed ?? [])],
    locationIds: [...new Set(input.locationIds)],
  };
  // C02, C10, C11, C13, C17: the creator gives nothing they do not have themselves.
  const beyond = serviceAccountRightBeyond(call.user, rights);
  if (beyond) throw new ApiError(403, 'not-allowed', refusalText[beyond], { field: beyond });
  const places = await db.selectFrom('locations').select('locations.id').where('locations.id', 'in', rights.locationIds)
    .where('locations.customerId', '=', call.customer.id).where(locationInScope(call.scope)).execute();
  if (places.length !== rights.locationIds.length) throw new ApiError(400, 'invalid-input', 'serviceAccountLocations', { field: 'locationIds' });

  const { key, keyHash, keyHint } = newApiKey();
  const id = await db.transaction().execute(async (trx) => {
    const user = await trx.insertInto('users').values({
      // Nobody signs in with it (login refuses service accounts); the name only has to be unique.
      loginName: `tjenestekonto-${randomBytes(6).toString('hex')}`,
      name: input.name.trim(),
      email: null, phone: null, employeeId: null, employmentType: null,
      passwordHash: '!',
      customerId: call.customer.id,
      locationId: rights.locationIds[0],
      adminLevel: rights.adminLevel,
      reportLevel: rights.reportLevelEx,
      inventoryLevel: rights.inventoryLevelEx,
      tasksAllowed: rights.tasksAllowed,
      isFinancial: rights.isFinancial,
      // The administrator who creates it accepts the terms on its behalf (B19).
      confirmedGdpr: true,
      isServiceAccount: true,
    }).returning('id').executeTakeFirstOrThrow();
    const further = rights.locationIds.slice(1);
    if (further.length) await trx.insertInto('userLocations').values(further.map((locationId) => ({ userId: user.id, locationId }))).execute();
    const account = await trx.insertInto('serviceAccounts').values({
      userId: user.id, customerId: call.customer.id, name: input.name.trim(), keyHash, keyHint,
      createdByUserId: call.user.id, createdByLoginUserId: call.loginUser.id,
    }).returning('id').executeTakeFirstOrThrow();
    await recordWrite(trx, call, { entity: 'serviceaccount', entityId: account.id, action: 'create', summary: input.name.trim() });
    return account.id;
  });
  return { serviceAccount: await getServiceAccount(db, call, id), key };
}

/** Revokes the key for good: its calls get 401 from now on; the account stays listed as revoked. */
export async function revokeServiceAccount(db: Database, call: IntegrationCaller, id: number): Promise<void> {
  const account = await db.selectFrom('serviceAccounts').select(['id', 'userId', 'name', 'revokedAt'])
    .where('customerId', '=', call.customer.id).where('id', '=', id).executeTakeFirst();
  if (!account) throw notFound();
  if (account.revokedAt) return;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('serviceAccounts').set({ revokedAt: new Date(), revokedByUserId: call.user.id }).where('id', '=', id).where('revokedAt', 'is', null).execute();
    // Its user can no longer be acted as either (impersonation checks the user's active flag).
    await trx.updateTable('users').set({ active: false, version: sql<number>`version + 1` }).where('id', '=', account.userId).execute();
    await recordWrite(trx, call, { entity: 'serviceaccount', entityId: id, action: 'revoke', summary: account.name });
  });
  forgetContexts({ userId: account.userId });
}

const accounts = (db: Database) => db.selectFrom('serviceAccounts')
  .innerJoin('users', 'users.id', 'serviceAccounts.userId')
  .innerJoin('users as creator', 'creator.id', 'serviceAccounts.createdByUserId')
  .leftJoin('users as revoker', 'revoker.id', 'serviceAccounts.revokedByUserId')
  .select([
    'serviceAccounts.id', 'serviceAccounts.name', 'serviceAccounts.customerId', 'serviceAccounts.keyHint', 'serviceAccounts.createdAt',
    'serviceAccounts.lastUsedAt', 'serviceAccounts.revokedAt', 'users.id as userId', 'users.locationId', 'users.adminLevel',
    'users.reportLevel as reportLevelEx', 'users.inventoryLevel as inventoryLevelEx', 'users.isFinancial', 'users.tasksAllowed',
    'creator.name as createdByName', 'revoker.name as revokedByName',
  ]);

type AccountRow = Awaited<ReturnType<ReturnType<typeof accounts>['execute']>>[number];

/** Each account's locations, its own first, with their names. */
async function withLocations(db: Database, rows: AccountRow[]) {
  const further = rows.length ? await db.selectFrom('userLocations').select(['userId', 'locationId']).where('userId', 'in', rows.map((row) => row.userId)).execute() : [];
  const ids = [...new Set([...rows.map((row) => row.locationId), ...further.map((row) => row.locationId)])];
  const names = new Map(ids.length ? (await db.selectFrom('locations').select(['id', 'name']).where('id', 'in', ids).execute()).map((row) => [row.id, row.name]) : []);
  return rows.map(({ locationId, ...row }) => {
    const locationIds = [locationId, ...further.filter((entry) => entry.userId === row.userId).map((entry) => entry.locationId).sort((a, b) => a - b)];
    return {
      ...row,
      tasksAllowed: row.tasksAllowed as Task[],
      locations: locationIds.map((id) => ({ id, name: names.get(id) ?? '' })),
      active: row.revokedAt === null,
    };
  });
}
