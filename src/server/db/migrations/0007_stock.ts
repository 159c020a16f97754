import { sql, type Kysely } from 'kysely';

// Stock over time (LEDGER.md "Balances are kept, not summed"): the net movement per balance account,
// product and month, kept with the movements. The balance at the end of any month is the kept
// balance less the nets of the months after it, so the 12-month indicator (D06) and the chart read
// at most twelve rows per product, however long the history. Withdrawal limits (E22, E23) live on
// the product.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('stock_months')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('month', 'date', (c) => c.notNull().check(sql`extract(day from month) = 1`))
    .addColumn('net', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_months_pk', ['location_id', 'product_id', 'month'])
    .execute();
  // What is in transit to and from an account (D07): few rows, read on every home page.
  for (const side of ['from', 'to']) {
    await db.schema.createIndex(`transactions_in_transit_${side}_idx`).on('transactions').column(`account_${side}`)
      .where(sql.ref('status'), 'in', [4, 6, 9]).execute();
  }
  // E22, E23 (R33, docs/decisions.md): the share of the registered pallets a location may withdraw.
  await db.schema.alterTable('products').addColumn('withdrawal_limit_percent', 'smallint', (c) => c.check(sql`withdrawal_limit_percent > 0`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const side of ['from', 'to']) await db.schema.dropIndex(`transactions_in_transit_${side}_idx`).execute();
  await db.schema.alterTable('products').dropColumn('withdrawal_limit_percent').execute();
  await db.schema.dropTable('stock_months').execute();
}
