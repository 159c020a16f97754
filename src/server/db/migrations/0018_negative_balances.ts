import { type Kysely, sql } from 'kysely';

// The operator's list of balances below zero (docs/decisions.md "Negative balances"): a partial index
// holds only those rows, most negative first, so the list reads a handful of index entries however
// many balance accounts the pool keeps.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index stock_balances_negative_idx on stock_balances (quantity, location_id, product_id) where quantity < 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stock_balances_negative_idx').execute();
}
