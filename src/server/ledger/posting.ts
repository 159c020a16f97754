// Posting (LEDGER.md "Stock"): a transaction that reaches Confirmed posts, per line, minus at the
// sender's balance account and plus at the receiver's, and updates the kept balances in the same
// database transaction. Reading stock then never sums history.
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';

export interface Posting { transactionId: number; accountFrom: number; accountTo: number; bookedOn: string; lines: Array<{ productId: number; quantity: number }> }

/** The balance account of a location: its own when it keeps one, else its balance location's. */
export async function accountOf(db: Kysely<Tables>, locationId: number): Promise<number> {
  const location = await db.selectFrom('locations').select(['id', 'isBalance', 'locationIdInventEx']).where('id', '=', locationId).executeTakeFirstOrThrow();
  return location.isBalance ? location.id : location.locationIdInventEx ?? location.id;
}

/**
 * Call inside the write's database transaction. The movements, the balances and the month's nets
 * are written by one statement (data-modifying CTEs): one round trip where a confirm waits on three.
 */
export async function postMovements(trx: Kysely<Tables>, posting: Posting): Promise<void> {
  const moved = posting.lines.filter((line) => line.quantity !== 0);
  if (moved.length === 0) return;
  const movements = moved.flatMap((line) => [
    { transactionId: posting.transactionId, accountLocationId: posting.accountFrom, productId: line.productId, quantity: -line.quantity, bookedOn: posting.bookedOn },
    { transactionId: posting.transactionId, accountLocationId: posting.accountTo, productId: line.productId, quantity: line.quantity, bookedOn: posting.bookedOn },
  ]);
  const changes = summed(movements.map((movement) => ({ locationId: movement.accountLocationId, productId: movement.productId, quantity: movement.quantity })));
  const month = `${posting.bookedOn.slice(0, 7)}-01`;
  await trx
    .with('moved', (db) => db.insertInto('stockMovements').values(movements))
    .with('balances', (db) => db.insertInto('stockBalances').values(changes)
      .onConflict((conflict) => conflict.columns(['locationId', 'productId']).doUpdateSet({ quantity: sql`stock_balances.quantity + excluded.quantity` })))
    .insertInto('stockMonths').values(changes.map(({ locationId, productId, quantity }) => ({ locationId, productId, month, net: quantity })))
    .onConflict((conflict) => conflict.columns(['locationId', 'productId', 'month']).doUpdateSet({ net: sql`stock_months.net + excluded.net` }))
    .execute();
}

/** Sums changes by account and product, in a fixed order so that concurrent postings cannot deadlock. */
function summed(changes: Array<{ locationId: number; productId: number; quantity: number }>) {
  const byKey = new Map<string, { locationId: number; productId: number; quantity: number }>();
  for (const change of changes) {
    const key = `${change.locationId}:${change.productId}`;
    const entry = byKey.get(key) ?? { ...change, quantity: 0 };
    entry.quantity += change.quantity;
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => a.locationId - b.locationId || a.productId - b.productId);
}
