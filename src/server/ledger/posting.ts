// Posting (LEDGER.md "Stock"): a transaction that reaches Confirmed posts, per line, minus at the
// sender's balance account and plus at the receiver's, and updates the kept balances in the same
// database transaction. Reading stock then never sums history.
import { sql, type Kysely, type OperationNode, type QueryCreator } from 'kysely';
import type { Tables } from '../db/tables.js';
import { accountOfLocation } from '../../domain/ledger/accounts.js';

export interface Posting { transactionId: number; accountFrom: number; accountTo: number; bookedOn: string; lines: Array<{ productId: number; quantity: number }> }

/** The balance account of a location (domain/ledger/accounts.ts), read by the location's id. */
export async function accountOf(db: Kysely<Tables>, locationId: number): Promise<number> {
  return accountOfLocation(await db.selectFrom('locations').select(['id', 'isBalance', 'locationIdInventEx']).where('id', '=', locationId).executeTakeFirstOrThrow());
}

/** A write that can run as a CTE of another statement (claimVersion), or on its own. */
export type Alongside = (db: QueryCreator<Tables>) => { toOperationNode(): OperationNode; execute(): Promise<unknown> };

/** The posting's writes: the movements, the balances and the month's nets; none when nothing moved. */
export function postingWrites(posting: Posting): Alongside[] {
  const moved = posting.lines.filter((line) => line.quantity !== 0);
  if (moved.length === 0) return [];
  const movements = moved.flatMap((line) => [
    { transactionId: posting.transactionId, accountLocationId: posting.accountFrom, productId: line.productId, quantity: -line.quantity, bookedOn: posting.bookedOn },
    { transactionId: posting.transactionId, accountLocationId: posting.accountTo, productId: line.productId, quantity: line.quantity, bookedOn: posting.bookedOn },
  ]);
  const changes = summed(movements.map((movement) => ({ locationId: movement.accountLocationId, productId: movement.productId, quantity: movement.quantity })));
  const month = `${posting.bookedOn.slice(0, 7)}-01`;
  return [
    (db) => db.insertInto('stockMovements').values(movements),
    (db) => db.insertInto('stockBalances').values(changes)
      .onConflict((conflict) => conflict.columns(['locationId', 'productId']).doUpdateSet({ quantity: sql`stock_balances.quantity + excluded.quantity` })),
    (db) => db.insertInto('stockMonths').values(changes.map(({ locationId, productId, quantity }) => ({ locationId, productId, month, net: quantity })))
      .onConflict((conflict) => conflict.columns(['locationId', 'productId', 'month']).doUpdateSet({ net: sql`stock_months.net + excluded.net` })),
  ];
}

/** Writes several statements as one (data-modifying CTEs): one round trip. */
export async function inOneStatement(trx: Kysely<Tables>, writes: Alongside[]): Promise<void> {
  if (writes.length === 0) return;
  const [last, ...before] = [...writes].reverse();
  const query = before.reverse().reduce<QueryCreator<Tables>>((creator, write, index) => creator.with(`write${index}`, (db) => write(db as QueryCreator<Tables>) as never) as never, trx);
  await last(query).execute();
}

/** Call inside the write's database transaction: the posting in one statement. */
export async function postMovements(trx: Kysely<Tables>, posting: Posting): Promise<void> {
  await inOneStatement(trx, postingWrites(posting));
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
