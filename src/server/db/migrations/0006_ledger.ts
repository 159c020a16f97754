import { sql, type Kysely } from 'kysely';

// The carrier ledger (LEDGER.md): transactions (head and lines) with their comments, the stock
// movements that confirmed lines post, and the balances kept per account and product. Quantities
// are integers; the balance is updated in the same database transaction as its movements.
export async function up(db: Kysely<any>): Promise<void> {
  // E21: what the fill degree is computed from.
  await db.schema.alterTable('truck_types').addColumn('pallet_places', 'smallint', (c) => c.check(sql`pallet_places > 0`)).execute();
  await db.schema.alterTable('products').addColumn('units_per_place', 'smallint', (c) => c.check(sql`units_per_place > 0`)).execute();

  await db.schema.createTable('transactions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'smallint', (c) => c.notNull().references('transaction_types.id'))
    .addColumn('status', 'smallint', (c) => c.notNull().references('transaction_statuses.id'))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('Unknown'))
    .addColumn('location_id_from', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('location_id_to', 'integer', (c) => c.notNull().references('locations.id'))
    // The balance locations booked (LEDGER.md: a location without its own balance books to its balance location).
    .addColumn('account_from', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('account_to', 'integer', (c) => c.notNull().references('locations.id'))
    // The customers of both sides, kept on the head so that section C scoping needs no join.
    .addColumn('customer_id_from', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('customer_id_to', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('sender_reference', 'text')
    .addColumn('receiver_reference', 'text')
    .addColumn('transaction_date', 'date', (c) => c.notNull())
    .addColumn('process_by', 'date')
    .addColumn('truck_type_id', 'integer', (c) => c.references('truck_types.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_login_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by_login_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('replaced_by_id', 'integer', (c) => c.references('transactions.id'))
    .addCheckConstraint('transactions_two_sides', sql`location_id_from <> location_id_to`)
    .execute();
  // Each list reads one side of one location (or of its balance account), newest first, id as tie-breaker.
  for (const column of ['location_id_from', 'location_id_to', 'account_from', 'account_to', 'customer_id_from', 'customer_id_to']) {
    await db.schema.createIndex(`transactions_${column}_idx`).on('transactions').columns([column, 'transaction_date desc', 'id desc']).execute();
  }
  await db.schema.createIndex('transactions_date_idx').on('transactions').columns(['transaction_date desc', 'id desc']).execute();
  // The open ones: drafts to purge, deliveries in transit, disputes (nightly jobs and counts).
  await db.schema.createIndex('transactions_open_idx').on('transactions').columns(['status', 'transaction_date'])
    .where(sql.ref('status'), 'in', [0, 1, 2, 3, 4, 6, 9]).execute();

  await db.schema.createTable('transaction_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('qty_ordered', 'integer', (c) => c.notNull().check(sql`qty_ordered >= 0`))
    .addColumn('qty_picked', 'integer', (c) => c.check(sql`qty_picked >= 0`))
    .addColumn('qty_received', 'integer', (c) => c.check(sql`qty_received >= 0`))
    .addUniqueConstraint('transaction_lines_product_uq', ['transaction_id', 'product_id'])
    .execute();

  await db.schema.createTable('transaction_comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('login_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('filename', 'text')
    .addColumn('content_type', 'text')
    .addColumn('size', 'integer')
    .addColumn('content', 'bytea')
    .execute();
  await db.schema.createIndex('transaction_comments_transaction_idx').on('transaction_comments').column('transaction_id').execute();

  // Posted when a line reaches Confirmed: minus at the sender's account, plus at the receiver's.
  await db.schema.createTable('stock_movements')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id'))
    .addColumn('account_location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('booked_on', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('stock_movements_account_idx').on('stock_movements').columns(['account_location_id', 'product_id', 'booked_on']).execute();
  await db.schema.createIndex('stock_movements_transaction_idx').on('stock_movements').column('transaction_id').execute();

  await db.schema.createTable('stock_balances')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('stock_balances_pk', ['location_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['stock_balances', 'stock_movements', 'transaction_comments', 'transaction_lines', 'transactions']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('products').dropColumn('units_per_place').execute();
  await db.schema.alterTable('truck_types').dropColumn('pallet_places').execute();
}
