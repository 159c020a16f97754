// An external location in the ledger (LEDGER.md: "an external location or depot has an account
// too"): the ledger books places, so each external location that carriers are sent to gets a place of
// its own, made with its first external order. The place is the operator's (the carriers are out of
// every customer's account), kept only as a stock account: blocked and hidden, so no picker offers it
// and nothing else is registered to it (O24, docs/decisions.md).
import type { Kysely } from 'kysely';
import { OrgStatus } from '../../domain/levels.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { DEFAULT_PAGE_SIZE, textSearch } from '../generic/paging.js';
import { ApiError } from '../http/errors.js';

export interface ExternalPlace { locationId: number; customerId: number; account: number }

/** The external location a customer may send to: its own and active (J15), or 400 naming the field. */
export async function externalLocationOf(db: Database, externalLocationId: number, customerId: number) {
  const row = await db.selectFrom('externalLocations').select(['id', 'name', 'gln', 'customerId', 'active'])
    .where('id', '=', externalLocationId).executeTakeFirst();
  if (!row || row.customerId !== customerId || !row.active) throw new ApiError(400, 'external-location-unavailable', 'externalLocationUnavailable', { field: 'externalLocationId' });
  return row;
}

/**
 * The external location's place, made on first use. The external location's row is locked first, so
 * two first orders at once make one place between them.
 */
export async function externalPlace(trx: Kysely<Tables>, externalLocationId: number): Promise<ExternalPlace> {
  const external = await trx.selectFrom('externalLocations').select(['id', 'name', 'countryCode', 'accountLocationId'])
    .where('id', '=', externalLocationId).forUpdate().executeTakeFirstOrThrow();
  if (external.accountLocationId !== null) {
    const place = await trx.selectFrom('locations').select(['id', 'customerId']).where('id', '=', external.accountLocationId).executeTakeFirstOrThrow();
    return { locationId: place.id, customerId: place.customerId, account: place.id };
  }
  const operator = await trx.selectFrom('customers').select('id').where('type', '=', 'provider').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const place = await trx.insertInto('locations').values({
    name: external.name, gln: null, customerId: operator.id, statusId: OrgStatus.Blocked, type: 'provider', countryCode: external.countryCode,
    truckTypeId: null, truckTypeId2: null, adminUserId: null, defaultUserId: null, locationIdInventEx: null,
    // Not a balance location, so no depot list, count or inventory takes it for one of the operator's;
    // with no balance location of its own it books to itself (posting.ts accountOf).
    isBalance: false, isWebHidden: true, isMainLocation: false, isLightLocation: false,
  }).returning(['id', 'customerId']).executeTakeFirstOrThrow();
  await trx.updateTable('externalLocations').set({ accountLocationId: place.id }).where('id', '=', external.id).execute();
  return { locationId: place.id, customerId: place.customerId, account: place.id };
}

/** GET externalorderreceivers: the active external locations of a location's customer, by name. */
export async function externalReceivers(db: Database, customerId: number, query: { q?: string; count?: number }) {
  return db.selectFrom('externalLocations').select(['id', 'name', 'gln', 'city', 'countryCode'])
    .where('customerId', '=', customerId).where('active', '=', true)
    .$if(Boolean(query.q?.trim()), (qb) => qb.where((eb) => textSearch(eb, query.q!, ['externalLocations.name', 'externalLocations.gln', 'externalLocations.city'], 'externalLocations.id')))
    .orderBy('name').orderBy('id').limit(query.count ?? DEFAULT_PAGE_SIZE).execute();
}
