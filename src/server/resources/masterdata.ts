// The business rules of the smaller master data: the company's contacts, favorite products (J18),
// products of a location (N31), expired location products (E19), the log's details, ending a
// session (K08) and external locations in use (J16).
import { poolToday } from '../../domain/dates.js';
import { compactOrgNumber } from '../../domain/identifiers.js';
import { SessionState } from '../../domain/levels.js';
import { forgetContexts } from '../http/context-cache.js';
import type { StoredRules } from '../generic/rules.js';
import { locationInScope } from '../masterdata/locations.js';
import { noticeWrite } from '../notifications/notices.js';

const isFavoriteProduct = (userId: number) => (eb: any) =>
  eb.exists(eb.selectFrom('favoriteProducts').select('favoriteProducts.userId').where('favoriteProducts.userId', '=', userId).whereRef('favoriteProducts.productId', '=', 'products.id'));

export const companyRules: StoredRules = {
  join: (query) => query.leftJoin('chains', 'chains.id', 'customers.chainId').leftJoin('users as admin', 'admin.id', 'customers.adminUserId'),
  select: (query) => query.select(['chains.name as chainName', 'admin.id as adminId', 'admin.name as adminName', 'admin.email as adminEmail', 'admin.phone as adminPhone']),
  decorate: async (_db, rows) => rows.map(({ adminId, adminName, adminEmail, adminPhone, ...row }) => ({
    ...row,
    isNlp: row.type === 'provider',
    adminUser: adminId === null ? null : { id: adminId, name: adminName, email: adminEmail, phone: adminPhone },
  })),
  // Issue 14: the organisation number is stored as its digits, however it was typed (one company, one string).
  beforeWrite: async ({ input }) => (typeof input.orgNumber === 'string' ? { ...input, orgNumber: compactOrgNumber(input.orgNumber) } : input),
  // B38: the customer's users who chose to hear of changes to it.
  afterWrite: async ({ trx, call, existing, id }) => {
    if (existing) await noticeWrite([{ event: 'customerUpdated', customerId: Number(id) }], call.user.id)!(trx).execute();
  },
};

export const productRules: StoredRules = {
  select: (query, call) => query.select((eb: any) => isFavoriteProduct(call.user.id)(eb).as('isFavorite')),
  sorts: { isFavorite: (call) => isFavoriteProduct(call.user.id) },
  parameters: {
    // N31: the products agreed for a location the caller may see; with all=true every product.
    locationId: (locationId: number, call, query) => (query.all === true ? undefined : (eb) => eb('products.id', 'in', eb.selectFrom('locationProducts')
      .innerJoin('locations', 'locations.id', 'locationProducts.locationId').innerJoin('customers', 'customers.id', 'locations.customerId')
      .select('locationProducts.productId').where('locationProducts.locationId', '=', locationId).where(locationInScope(call.scope) as never))),
    all: () => undefined,
    // E31, J18
    favorite: (favorite: boolean, call) => (eb) => (favorite ? isFavoriteProduct(call.user.id)(eb) : eb.not(isFavoriteProduct(call.user.id)(eb))),
  },
};

export const locationProductRules: StoredRules = {
  filterOnly: {
    expired: {
      102: (eb) => eb('locationProducts.toDate', '<', poolToday()),
      103: (eb) => eb.or([eb('locationProducts.toDate', 'is', null), eb('locationProducts.toDate', '>=', poolToday())]),
    },
  },
};

export const logRules: StoredRules = {
  decorate: async (_db, rows) => rows.map((row) => ({ ...row, details: row.details === null || row.details === undefined ? null : JSON.stringify(row.details) })),
};

export const sessionRules: StoredRules = {
  join: (query) => query.innerJoin('users', 'users.id', 'sessions.loginUserId'),
  select: (query) => query.select(['users.name as userName', 'users.loginName']),
  // K08: ending a session keeps it for the record; its token stops working at once.
  remove: async ({ trx, existing }) => {
    await trx.updateTable('sessions').set({ state: SessionState.Removed, endedAt: new Date() }).where('id', '=', existing.id).where('state', '=', SessionState.Active).execute();
    forgetContexts({ sessionId: existing.id });
  },
};

/** J16: an external location with transactions cannot be deleted (O09). */
export const externalLocationRules: StoredRules = { inUse: 'externalLocationInUse' };
