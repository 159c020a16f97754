// What the order and delivery dialogs pick from (N30, N31, E15, E31): delivery days, the products a
// location may register (favorites first, Expired types left out), a balance, the operator's depots.
import { sql } from 'kysely';
import { poolToday } from '../../domain/dates.js';
import { deliveryDays as workingDeliveryDays } from '../../domain/ledger/working-days.js';
import type { Database } from '../db/database.js';
import type { CallContext } from '../http/call-context.js';
import { accountOf } from './posting.js';
import { withdrawalRoom } from './withdrawal.js';
import { EXPIRED_PRODUCT_TYPE, TransactionType as T } from '../../domain/ledger/types.js';
import { TransactionStatus as S } from '../../domain/ledger/statuses.js';

/** N30, from the pool's today. */
export const deliveryDays = (today = poolToday()) => workingDeliveryDays(today);

/** A location's agreed products (location products), or every product in use when it has none. */
export async function availableProducts(db: Database, call: Pick<CallContext, 'user'>, locationId: number) {
  const agreed = db.selectFrom('locationProducts').select('locationProducts.productId').where('locationProducts.locationId', '=', locationId);
  const { count } = await db.selectFrom('locationProducts').select((eb) => eb.fn.countAll<number>().as('count')).where('locationId', '=', locationId).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('products')
    .select(['products.id', 'products.name', 'products.productTypeId'])
    .select((eb) => eb.exists(eb.selectFrom('favoriteProducts').select('favoriteProducts.userId')
      .where('favoriteProducts.userId', '=', call.user.id).whereRef('favoriteProducts.productId', '=', 'products.id')).as('isFavorite'))
    .where('products.productTypeId', '<>', EXPIRED_PRODUCT_TYPE)
    .$if(Number(count) > 0, (qb) => qb.where('products.id', 'in', agreed))
    .orderBy(sql`2`, 'asc').execute();
  const room = await withdrawalRoom(db, locationId, rows.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    isFavorite: Boolean(row.isFavorite),
    withdrawalLimitPercent: room.get(row.id)?.limitPercent ?? null,
    withdrawalAvailable: room.get(row.id)?.available ?? null,
  }))
    .sort((a, b) => Number(b.isFavorite) - Number(a.isFavorite) || a.name.localeCompare(b.name, 'nb'));
}

export async function productQuantity(db: Database, locationId: number, productId: number) {
  const account = await accountOf(db, locationId);
  const row = await db.selectFrom('stockBalances').select('quantity').where('locationId', '=', account).where('productId', '=', productId).executeTakeFirst();
  return { locationId: account, productId, quantity: row?.quantity ?? 0 };
}

/** The registrations that go to or come from a depot: orders of empties, pickups, reports of available carriers. */
const DEPOT_TYPES = [T.Order, T.Pickup, T.Available];

/**
 * The location's own depot (docs/decisions.md "A location's own depot"): the one its latest order,
 * pickup or report of available carriers went to or came from, for every user at the location; none
 * for a location that has had none. Read along each side's (location, date) index.
 */
async function ownDepot(db: Database, locationId: number): Promise<number | undefined> {
  const latest = (side: 'locationIdFrom' | 'locationIdTo') => db.selectFrom('transactions')
    .select(['transactionDate', 'id', side === 'locationIdTo' ? 'locationIdFrom as depotId' : 'locationIdTo as depotId'])
    .where(side, '=', locationId).where('type', 'in', DEPOT_TYPES).where('status', '<>', S.Draft)
    .orderBy('transactionDate', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const found = (await Promise.all([latest('locationIdTo'), latest('locationIdFrom')])).filter((row) => row !== undefined);
  found.sort((a, b) => String(b.transactionDate).localeCompare(String(a.transactionDate)) || b.id - a.id);
  return found[0]?.depotId;
}

/**
 * The operator's depots: active locations of the provider customer, each with its country, those in
 * the calling location's own country first (issue 28: a newcomer at Hamar is not offered Denmark
 * first), and the location's own depot marked, for the dialogs to preselect.
 */
export async function depots(db: Database, locationId: number) {
  const [rows, own, here] = await Promise.all([
    db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
      .select(['locations.id', 'locations.name', 'locations.countryCode']).where('customers.type', '=', 'provider').where('locations.statusId', '=', 1)
      .orderBy('locations.name').execute(),
    ownDepot(db, locationId),
    db.selectFrom('locations').select('countryCode').where('id', '=', locationId).executeTakeFirst(),
  ]);
  const abroad = (row: { countryCode: string }) => Number(row.countryCode !== here?.countryCode);
  return rows.map((row) => ({ ...row, ownDepot: row.id === own }))
    .sort((a, b) => abroad(a) - abroad(b) || a.name.localeCompare(b.name, 'nb'));
}
