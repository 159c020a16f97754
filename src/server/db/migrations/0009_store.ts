import { sql, type Kysely } from 'kysely';

// Reported stock on hand (GET/POST store, N30; docs/decisions.md): what a balance location says it
// physically holds of a product on a day, between inventories. Reports are kept, never changed; the
// latest per product is read along the index.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('store_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('reported_on', 'date', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('login_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('store_reports_latest_idx').on('store_reports').columns(['location_id', 'product_id', 'reported_on desc', 'id desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_reports').execute();
}
