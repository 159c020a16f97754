// Locations (J09, J10): reading inside the caller's scope, and writing with addresses and products
// in one transaction.
import type { ExpressionBuilder } from 'kysely';
import type { Location } from '../../../generated/entities.js';
import { staffOnlyLocationFields } from '../../../resources/locations.js';
import { isGlobalAdmin, isProviderStaff, type LocationScope } from '../../domain/access.js';
import { OrgStatus } from '../../domain/levels.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { ApiError } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { recordWrite } from '../system/audit.js';
import { prefixedCustomerColumns, loadContact, prefixedCustomer } from './customers.js';
import { directionOf, oneOf, poolWide, preparedList, sortKeyOf, scopeOf, searchOf, standInScope, textMatch, type Direction } from '../generic/paging.js';
import type { JsonPage } from '../db/json-rows.js';
import { valuesOf, type ValueOf } from '../db/prepared.js';
import { refuseLockedChanges, refuseReadOnlyChanges } from '../generic/locked-fields.js';
import { refuseUnknownReferences } from '../generic/references.js';
import { updateVersioned } from '../generic/versions.js';
import { confirmPostalCodes } from './postal-codes.js';

export interface LocationQuery {
  index?: number;
  count?: number;
  sort?: string;
  order?: string;
  q?: string;
  statusId?: number[];
  locationType?: string[];
  countryCode?: string[];
  customerId?: number;
  isBalance?: boolean;
  active?: boolean;
  id?: number[];
  /** J18: only (true) or no (false) favorites of the acting user. */
  favorite?: boolean;
}

const sortColumns = {
  id: 'locations.id', name: 'locations.name', gln: 'locations.gln', statusId: 'locations.statusId', type: 'locations.type',
  countryCode: 'locations.countryCode', customerName: 'customers.name', isBalance: 'locations.isBalance', isFavorite: 'isFavorite',
} as const;

/** J18: is the location a favorite of this user? */
/** J18: a location among the user's favorites. */
export const favoriteOf = (userId: number) => (eb: ExpressionBuilder<Tables, 'locations'>) =>
  eb.exists(eb.selectFrom('favoriteLocations').select('favoriteLocations.userId').where('favoriteLocations.userId', '=', userId).whereRef('favoriteLocations.locationId', '=', 'locations.id'));


/** The locations of a scope (C05, C42). */
export function locationInScope(scope: LocationScope) {
  return (eb: ExpressionBuilder<Tables, 'locations'>) => {
    switch (scope.kind) {
      case 'all': return eb.lit(true);
      case 'chain': return eb('locations.customerId', 'in', eb.selectFrom('customers').select('customers.id').where('customers.chainId', '=', scope.chainId));
      case 'customer': return eb('locations.customerId', '=', scope.customerId);
      case 'location': return eb('locations.id', '=', scope.locationId);
    }
  };
}

/**
 * What decides the SQL of a location query (prepared.ts): the scope's kind, which filters are
 * given, the order. The call's values go beside it (valuesOfQuery).
 */
interface LocationShape {
  scope: LocationScope['kind'];
  q: boolean; qId: boolean;
  statusId: boolean; locationType: boolean; countryCode: boolean; customerId: boolean; isBalance: boolean; active: boolean; id: boolean;
  favorite?: boolean;
  sort: keyof typeof sortColumns; order: Direction;
}

function shapeOf(scope: LocationScope, query: LocationQuery): LocationShape {
  const sort = sortKeyOf(sortColumns, query.sort, 'name');
  return {
    scope: scopeOf(scope).shape, ...searchOf(query.q).shape,
    statusId: Boolean(query.statusId?.length), locationType: Boolean(query.locationType?.length), countryCode: Boolean(query.countryCode?.length),
    customerId: query.customerId !== undefined, isBalance: query.isBalance !== undefined, active: Boolean(query.active), id: Boolean(query.id?.length),
    favorite: query.favorite, sort, order: directionOf(query.order),
  };
}

function valuesOfQuery(scope: LocationScope, query: LocationQuery, userId: number): Record<string, unknown> {
  const { statusId, locationType, countryCode, customerId, isBalance, id } = query;
  return { ...scopeOf(scope).values, ...searchOf(query.q).values, statusId, locationType, countryCode, customerId, isBalance, id, userId };
}

function filtered(db: Database, shape: LocationShape, value: ValueOf) {
  // No joins: counting the selection reads the locations alone; the page adds the customer's name.
  const userId = value<number>('userId');
  return db.selectFrom('locations').where(locationInScope(standInScope(shape.scope, value)))
    .$if(shape.q, (qb) => qb.where((eb) => textMatch(eb, value('pattern'), ['locations.name', 'locations.gln'], shape.qId ? { column: 'locations.id', id: value('qId') } : undefined)))
    .$if(shape.statusId, (qb) => qb.where(oneOf('locations.statusId', value<number[]>('statusId'))))
    .$if(shape.locationType, (qb) => qb.where(oneOf('locations.type', value<string[]>('locationType'))))
    .$if(shape.countryCode, (qb) => qb.where(oneOf('locations.countryCode', value<string[]>('countryCode'))))
    .$if(shape.customerId, (qb) => qb.where('locations.customerId', '=', value<number>('customerId')))
    .$if(shape.isBalance, (qb) => qb.where('locations.isBalance', '=', value<boolean>('isBalance')))
    .$if(shape.active, (qb) => qb.where('locations.statusId', '=', OrgStatus.Active))
    .$if(shape.id, (qb) => qb.where(oneOf('locations.id', value<number[]>('id'))))
    .$if(shape.favorite !== undefined, (qb) => qb.where((eb) => (shape.favorite ? favoriteOf(userId)(eb) : eb.not(favoriteOf(userId)(eb)))));
}

const locationList = preparedList<LocationShape>('locations', (db, shape, value) => {
  const selection = filtered(db as Database, shape, value);
  const column = sortColumns[shape.sort];
  return {
    filtered: selection,
    shown: selection.innerJoin('customers', 'customers.id', 'locations.customerId')
      .select([
        'locations.id', 'locations.name', 'locations.gln', 'locations.customerId', 'customers.name as customerName', 'locations.statusId',
        'locations.type', 'locations.countryCode', 'locations.truckTypeId', 'locations.truckTypeId2', 'locations.truckTypeIds',
        'locations.isSrsLocation', 'locations.isWebHidden', 'locations.isLightLocation', 'locations.isMainLocation',
        'locations.defaultUserId as defaultUser', 'locations.isBalance', 'locations.locationIdInventEx',
      ])
      .select((eb) => favoriteOf(value<number>('userId'))(eb).as('isFavorite')),
    // J18: favorites first, then by name.
    order: { column, direction: shape.order, then: column === sortColumns.isFavorite ? { column: sortColumns.name, direction: 'asc' } : undefined, tieBreaker: 'locations.id' },
  };
}, { alongside: poolWide });

/** A page of locations as the JSON texts of its rows, written by the database: they go out as they are read (issue 33). */
export function listLocations(db: Database, scope: LocationScope, query: LocationQuery, userId = 0): Promise<JsonPage> {
  return locationList.json(db, shapeOf(scope, query), valuesOfQuery(scope, query, userId), query);
}

/** A location with the access facts of it and its customer, in one query (every call needs them). */
export async function loadLocationWithCustomer(db: Database, locationId: number) {
  const row = await db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .select(['locations.id', 'locations.customerId', 'locations.isBalance', 'locations.locationIdInventEx', 'locations.isMainLocation', 'locations.statusId', 'customers.chainId'])
    .select(prefixedCustomerColumns)
    .where('locations.id', '=', locationId).executeTakeFirst();
  if (!row) return undefined;
  const { id, customerId, isBalance, locationIdInventEx, isMainLocation, statusId, chainId } = row;
  return { location: { id, customerId, isBalance, locationIdInventEx, isMainLocation, statusId, chainId }, customer: prefixedCustomer(row as Record<string, unknown>) };
}

export async function locationChainId(db: Database, locationId: number) {
  return db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .select(['locations.id', 'locations.customerId', 'locations.isBalance', 'locations.isMainLocation', 'locations.statusId', 'customers.chainId'])
    .where('locations.id', '=', locationId).executeTakeFirst();
}

/** One location with everything J10 lists, or undefined when it is not in the scope. */
export async function getLocation(db: Database, scope: LocationScope, id: number): Promise<Location | undefined> {
  const row = await filtered(db, shapeOf(scope, { id: [id] }), valuesOf(valuesOfQuery(scope, { id: [id] }, 0))).innerJoin('customers', 'customers.id', 'locations.customerId')
    .selectAll('locations').select('customers.name as customerName').executeTakeFirst();
  if (!row) return undefined;
  const [addresses, products, users, sources, inventEx, adminUser] = await Promise.all([
    db.selectFrom('addresses').select(['id', 'type', 'rank', 'street', 'postalCode', 'city', 'countryCode', 'active', 'isDelivery']).where('locationId', '=', id).orderBy('id').execute(),
    db.selectFrom('locationProducts').select(['productId', 'qtyNoRent', 'fromDate', 'toDate']).where('locationId', '=', id).orderBy('productId').execute(),
    db.selectFrom('users').select('id').where('locationId', '=', id).orderBy('id').execute(),
    db.selectFrom('locations').select(['id', 'name']).where('locationIdInventEx', '=', id).orderBy('name').execute(),
    row.locationIdInventEx === null ? undefined : db.selectFrom('locations').select('name').where('id', '=', row.locationIdInventEx).executeTakeFirst(),
    loadContact(db, row.adminUserId),
  ]);
  const { adminUserId: _admin, defaultUserId, ...rest } = row;
  return {
    ...rest,
    addresses: addresses as Location['addresses'],
    products,
    adminUser,
    defaultUser: defaultUserId,
    userIds: users.map((user) => user.id),
    inventSources: sources,
    locationNameInventEx: inventEx?.name ?? null,
  } as Location;
}

/** Fields only the pool operator's staff set; others keep what is stored (C06, R03). */
const staffOnly = staffOnlyLocationFields;

/** What a location created by someone other than the operator's staff starts as (C06, R03). */
const createdByCustomer = {
  statusId: OrgStatus.New as Location['statusId'], isMainLocation: true, isBalance: false, isLightLocation: false, isSrsLocation: false, locationIdInventEx: null,
};

/**
 * Refuses what the caller may not set (400 naming the field): read-only fields, a location's customer
 * once it has one (it stays with it), and for everyone but the operator's staff the staff-only fields,
 * sent with other values than the stored ones (on create: than a new location gets).
 */
export function refuseLockedLocationFields(user: CallContext['user'], body: unknown, existing?: Location): void {
  refuseReadOnlyChanges(body, 'location.schema.json', existing);
  if (existing) refuseLockedChanges(body, ['customerId'], existing);
  if (isGlobalAdmin(user) || isProviderStaff(user)) return;
  // On create the customer is the caller's to choose among those it may create for (mayCreateLocation).
  refuseLockedChanges(body, staffOnly.filter((field) => existing || field !== 'customerId'), existing ?? createdByCustomer);
}

/** The addresses of a write that are new, or whose postcode changed (J13 asks about those only). */
function changedAddresses(input: Location, existing?: Location) {
  return (input.addresses ?? []).filter((address) => {
    const before = existing?.addresses?.find((stored) => stored.id !== undefined && stored.id === address.id);
    return !before || before.postalCode !== address.postalCode || before.countryCode !== address.countryCode;
  });
}

export async function saveLocation(
  db: Database,
  call: Pick<CallContext, 'user' | 'loginUser' | 'location'>,
  input: Location,
  existing?: Location,
  confirmed: ReadonlySet<string> = new Set(),
): Promise<number> {
  const { user } = call;
  const staff = isGlobalAdmin(user) || isProviderStaff(user);
  const values = { ...input };
  if (!staff) {
    for (const field of staffOnly) {
      if (existing) (values as Record<string, unknown>)[field] = existing[field];
    }
    if (!existing) Object.assign(values, createdByCustomer);
  }
  const gln = values.gln?.trim() || null;
  if (gln) {
    // J14: the error names the holder.
    const holder = await db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
      .select(['locations.name', 'customers.name as customerName'])
      .where('locations.gln', '=', gln)
      .$if(existing?.id !== undefined, (qb) => qb.where('locations.id', '<>', existing!.id!))
      .executeTakeFirst();
    if (holder) throw new ApiError(409, 'gln-taken', 'glnTaken', { name: `${holder.name} (${holder.customerName})` });
  }
  // J14: a location name is unique within its customer; the error names the holder.
  const sameName = await db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .select(['locations.name', 'customers.name as customerName'])
    .where((eb) => eb(eb.fn('lower', ['locations.name']), '=', values.name.trim().toLowerCase()))
    .where('locations.customerId', '=', values.customerId)
    .$if(existing?.id !== undefined, (qb) => qb.where('locations.id', '<>', existing!.id!))
    .executeTakeFirst();
  if (sameName) throw new ApiError(409, 'location-taken', 'glnTaken', { name: `${sameName.name} (${sameName.customerName})` });
  await refuseUnknownReferences(db, 'location.schema.json', values);
  await confirmPostalCodes(db, changedAddresses(values, existing), confirmed);
  const row = {
    name: values.name.trim(),
    gln,
    customerId: values.customerId,
    statusId: values.statusId ?? OrgStatus.Active,
    type: values.type,
    countryCode: values.countryCode,
    truckTypeId: values.truckTypeId ?? null,
    truckTypeId2: values.truckTypeId2 ?? null,
    truckTypeIds: values.truckTypeIds ?? [],
    isSrsLocation: values.isSrsLocation ?? false,
    isWebHidden: values.isWebHidden ?? false,
    isLightLocation: values.isLightLocation ?? false,
    isMainLocation: values.isMainLocation ?? true,
    defaultUserId: values.defaultUser ?? null,
    isBalance: values.isBalance ?? false,
    locationIdInventEx: values.locationIdInventEx ?? null,
  };
  return db.transaction().execute(async (trx) => {
    // An update is the compare-and-increment of the version the caller read (O25).
    let id = existing?.id;
    if (id) await updateVersioned(trx, 'locations', id, values.version!, row);
    else id = (await trx.insertInto('locations').values(row).returning('id').executeTakeFirstOrThrow()).id;
    if (values.addresses) {
      const keep = values.addresses.map((address) => address.id).filter((addressId): addressId is number => addressId !== undefined);
      await trx.deleteFrom('addresses').where('locationId', '=', id).$if(keep.length > 0, (qb) => qb.where('id', 'not in', keep)).execute();
      for (const { id: addressId, locationId: _sentWith, ...address } of values.addresses) {
        const fields = { ...address, locationId: id, active: address.active ?? true, isDelivery: address.isDelivery ?? false };
        if (addressId !== undefined) await trx.updateTable('addresses').set(fields).where('id', '=', addressId).where('locationId', '=', id).execute();
        else await trx.insertInto('addresses').values(fields).execute();
      }
    }
    await recordWrite(trx, call, { entity: 'location', entityId: id, action: existing ? 'update' : 'create', summary: row.name });
    if (values.products) {
      await trx.deleteFrom('locationProducts').where('locationId', '=', id).execute();
      if (values.products.length > 0) {
        await trx.insertInto('locationProducts').values(values.products.map((product) => ({
          locationId: id, productId: product.productId, qtyNoRent: product.qtyNoRent ?? 0, fromDate: product.fromDate ?? null, toDate: product.toDate ?? null,
        }))).execute();
      }
    }
    return id;
  }).catch((error: { code?: string }) => {
    if (error.code === '23505') throw new ApiError(409, 'gln-taken', 'glnTaken', { name: gln ?? '' });
    if (error.code === '23503') throw new ApiError(400, 'invalid-reference', 'invalidInput');
    throw error;
  });
}

