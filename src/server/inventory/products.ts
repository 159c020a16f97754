// What a balance location counts (GET inventoryproducts, N38): the products agreed for it and for the
// locations booking to it, and every product its account holds, with the booked balance beside.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { poolToday } from '../../domain/dates.js';
import { bookedOn } from '../../domain/inventory/settlement.js';
import type { Tables } from '../db/tables.js';
import { EXPIRED_PRODUCT_TYPE } from '../../domain/ledger/types.js';


export interface InventoryProduct { productId: number; productName: string; productTypeId: number; isLocationProduct: boolean; booked: number }

/** The booked balance of each product of an account on a day: the kept balance less what was booked after it. */
export async function bookedBalances(db: Kysely<Tables>, account: number, day: string, productIds?: number[]): Promise<Map<number, number>> {
  if (productIds?.length === 0) return new Map();
  const [balances, after] = await Promise.all([
    db.selectFrom('stockBalances').select(['productId', 'quantity']).where('locationId', '=', account)
      .$if(productIds !== undefined, (qb) => qb.where('productId', 'in', productIds!)).execute(),
    db.selectFrom('stockMovements').select(['productId', sql<number>`sum(quantity)::int`.as('quantity')])
      .where('accountLocationId', '=', account).where('bookedOn', '>', day)
      .$if(productIds !== undefined, (qb) => qb.where('productId', 'in', productIds!)).groupBy('productId').execute(),
  ]);
  const later = new Map(after.map((row) => [row.productId, Number(row.quantity)]));
  const booked = new Map<number, number>((productIds ?? []).map((id) => [id, 0]));
  for (const row of balances) booked.set(row.productId, bookedOn(row.quantity, later.get(row.productId) ?? 0));
  for (const [productId, quantity] of later) if (!balances.some((row) => row.productId === productId)) booked.set(productId, -quantity);
  return booked;
}

export async function inventoryProducts(db: Kysely<Tables>, account: number, day = poolToday()): Promise<InventoryProduct[]> {
  const [agreed, booked] = await Promise.all([
    db.selectFrom('locationProducts').innerJoin('locations', 'locations.id', 'locationProducts.locationId').select('locationProducts.productId')
      .where((eb) => eb.or([eb('locations.id', '=', account), eb('locations.locationIdInventEx', '=', account)])).execute(),
    bookedBalances(db, account, day),
  ]);
  const agreedIds = new Set(agreed.map((row) => row.productId));
  const ids = [...new Set([...agreedIds, ...[...booked].filter(([, quantity]) => quantity !== 0).map(([id]) => id)])];
  if (ids.length === 0) return [];
  const products = await db.selectFrom('products').select(['id', 'name', 'productTypeId'])
    .where('id', 'in', ids).where('productTypeId', '<>', EXPIRED_PRODUCT_TYPE).orderBy('productTypeId').orderBy('id').execute();
  return products.map((product) => ({
    productId: product.id, productName: product.name, productTypeId: product.productTypeId,
    isLocationProduct: agreedIds.has(product.id), booked: booked.get(product.id) ?? 0,
  }));
}
