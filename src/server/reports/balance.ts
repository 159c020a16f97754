// The balance report (G02): per balance account and product, the balance before the range, what came
// in and went out in it, and the balance at its end. The balances are read from the kept balance and
// the monthly nets after the range's months (0007_stock) plus the movements of its last partial
// months, so the cost follows the range, not the history.
import { sql } from 'kysely';
import { monthStart } from '../../domain/stock/indicator.js';
import type { Database } from '../db/database.js';
import { addDays } from '../../domain/dates.js';

/** What was booked after a day, per account and product: the nets of the later months and the movements of the rest of its month. */
async function bookedAfter(db: Database, accounts: number[], day: string) {
  const nextMonth = monthStart(day, -1);
  const [months, days] = await Promise.all([
    db.selectFrom('stockMonths').select(['locationId', 'productId', sql<number>`sum(net)::int`.as('net')])
      .where('locationId', 'in', accounts).where('month', '>=', nextMonth).groupBy(['locationId', 'productId']).execute(),
    db.selectFrom('stockMovements').select(['accountLocationId as locationId', 'productId', sql<number>`sum(quantity)::int`.as('net')])
      .where('accountLocationId', 'in', accounts).where('bookedOn', '>', day).where('bookedOn', '<', nextMonth).groupBy(['accountLocationId', 'productId']).execute(),
  ]);
  const after = new Map<string, number>();
  for (const row of [...months, ...days]) after.set(`${row.locationId}:${row.productId}`, (after.get(`${row.locationId}:${row.productId}`) ?? 0) + Number(row.net));
  return after;
}

export async function balanceRows(db: Database, accounts: Array<{ id: number; name: string }>, range: { from: string; to: string }) {
  const ids = accounts.map((account) => account.id);
  if (ids.length === 0) return [];
  const [kept, afterEnd, afterStart, moved] = await Promise.all([
    db.selectFrom('stockBalances').select(['locationId', 'productId', 'quantity']).where('locationId', 'in', ids).execute(),
    bookedAfter(db, ids, range.to),
    bookedAfter(db, ids, addDays(range.from, -1)),
    db.selectFrom('stockMovements').select(['accountLocationId as locationId', 'productId',
      sql<number>`sum(greatest(quantity, 0))::int`.as('incoming'), sql<number>`sum(least(quantity, 0))::int`.as('outgoing')])
      .where('accountLocationId', 'in', ids).where('bookedOn', '>=', range.from).where('bookedOn', '<=', range.to).groupBy(['accountLocationId', 'productId']).execute(),
  ]);
  const keys = new Set([...kept.map((row) => `${row.locationId}:${row.productId}`), ...moved.map((row) => `${row.locationId}:${row.productId}`)]);
  const balance = new Map(kept.map((row) => [`${row.locationId}:${row.productId}`, row.quantity]));
  const movement = new Map(moved.map((row) => [`${row.locationId}:${row.productId}`, row]));
  const productIds = [...new Set([...keys].map((key) => Number(key.split(':')[1])))];
  const products = productIds.length ? await db.selectFrom('products').select(['id', 'name', 'productTypeId']).where('id', 'in', productIds).execute() : [];
  const productOf = new Map(products.map((product) => [product.id, product]));
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  return [...keys].map((key) => {
    const [locationId, productId] = key.split(':').map(Number);
    const now = balance.get(key) ?? 0;
    const row = movement.get(key);
    return {
      locationId, locationName: names.get(locationId)!, productId, productName: productOf.get(productId)?.name ?? String(productId),
      opening: now - (afterStart.get(key) ?? 0), incoming: Number(row?.incoming ?? 0), outgoing: -Number(row?.outgoing ?? 0), closing: now - (afterEnd.get(key) ?? 0),
    };
  }).filter((row) => row.opening !== 0 || row.incoming !== 0 || row.outgoing !== 0 || row.closing !== 0)
    .sort((a, b) => a.locationName.localeCompare(b.locationName, 'nb') || a.locationId - b.locationId || (productOf.get(a.productId)?.productTypeId ?? 0) - (productOf.get(b.productId)?.productTypeId ?? 0) || a.productId - b.productId);
}
