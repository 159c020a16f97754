// What the order and delivery dialogs pick from (N30, N31, E15, E31): delivery days, the products a
// location may register (favorites first, Expired types left out), a balance, the operator's depots.
import { sql } from 'kysely';
import { poolToday } from '../../domain/dates.js';
import { nextWorkingDays } from '../../domain/ledger/working-days.js';
import type { Database } from '../db/database.js';
import type { CallContext } from '../http/request-context.js';
import { accountOf } from './posting.js';
import { withdrawalRoom } from './withdrawal.js';
import { EXPIRED_PRODUCT_TYPE } from '../../domain/ledger/types.js';


export const deliveryDays = (today = poolToday()) => nextWorkingDays(today, 20);

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

/** The operator's depots: active locations of the provider customer. */
export function depots(db: Database) {
  return db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .select(['locations.id', 'locations.name']).where('customers.type', '=', 'provider').where('locations.statusId', '=', 1)
    .orderBy('locations.name').execute();
}
