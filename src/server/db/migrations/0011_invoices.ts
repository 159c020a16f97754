import { sql, type Kysely } from 'kysely';

// Money (LEDGER.md "Money", issue 12): the price list (hire per carrier-day per product, the receiver
// fee, the light-location fee R32) with validity dates, and the monthly invoices per customer, stored
// once issued and never changed (a later correction is a line of the next invoice). Amounts are øre.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('prices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('hire', 'receiverFee', 'lightLocationFee')`))
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('ore', 'integer', (c) => c.notNull().check(sql`ore >= 0`))
    .addColumn('valid_from', 'date', (c) => c.notNull())
    .addColumn('valid_to', 'date')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('prices_product_for_hire', sql`(kind = 'hire') = (product_id is not null)`)
    .addCheckConstraint('prices_window', sql`valid_to is null or valid_from <= valid_to`)
    .execute();
  await db.schema.createIndex('prices_kind_idx').on('prices').columns(['kind', 'product_id', 'valid_from']).execute();

  await db.schema.createTable('invoices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('month', 'date', (c) => c.notNull().check(sql`extract(day from month) = 1`))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('total_ore', 'bigint', (c) => c.notNull())
    // The customer type's grace days when issued, so a line is explained as it was computed.
    .addColumn('grace_days', 'smallint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('invoices_customer_month_uq', ['customer_id', 'month'])
    .execute();
  await db.schema.createIndex('invoices_month_idx').on('invoices').columns(['month desc', 'id desc']).execute();

  await db.schema.createTable('invoice_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('hire', 'receiverFee', 'lightLocationFee')`))
    // The balance account (hire) or the location (fees) the line is for.
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('from_date', 'date', (c) => c.notNull())
    .addColumn('to_date', 'date', (c) => c.notNull())
    // Carrier-days (hire), transactions received (receiver fee) or months (light-location fee).
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_ore', 'integer', (c) => c.notNull())
    .addColumn('amount_ore', 'bigint', (c) => c.notNull())
    // Hire: the balance at the end of the day before the month, as it was known when issued.
    .addColumn('opening', 'integer')
    // A correction of an earlier month, found after that month's invoice was issued.
    .addColumn('corrects_month', 'date')
    .execute();
  await db.schema.createIndex('invoice_lines_invoice_idx').on('invoice_lines').column('invoice_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['invoice_lines', 'invoices', 'prices']) await db.schema.dropTable(table).execute();
}
