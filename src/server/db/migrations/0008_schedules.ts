import { sql, type Kysely } from 'kysely';

// Scheduled orders and pickups (E02, E03, E17, P05): what a location orders from a depot, or has
// collected, on fixed weekdays every n weeks. A transaction created from a schedule names it, and a
// schedule has at most one transaction per day: the nightly job creates each one once, however many
// servers run it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('scheduled_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (1, 2)`))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('depot_location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('every_weeks', 'smallint', (c) => c.notNull().check(sql`every_weeks between 1 and 8`))
    .addColumn('weekdays', sql`smallint[]`, (c) => c.notNull().check(sql`cardinality(weekdays) between 1 and 5 and weekdays <@ array[1, 2, 3, 4, 5]::smallint[]`))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.check(sql`end_date >= start_date`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sender_reference', 'text')
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    // The last day the nightly job has registered transactions for.
    .addColumn('created_through', 'date')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_by_login_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('scheduled_orders_location_idx').on('scheduled_orders').column('location_id').execute();
  await db.schema.alterTable('transactions').addColumn('schedule_id', 'integer', (c) => c.references('scheduled_orders.id').onDelete('set null')).execute();
  await db.schema.createIndex('transactions_schedule_day_uq').on('transactions').columns(['schedule_id', 'transaction_date']).unique()
    .where(sql.ref('schedule_id'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('transactions_schedule_day_uq').execute();
  await db.schema.alterTable('transactions').dropColumn('schedule_id').execute();
  await db.schema.dropTable('scheduled_orders').execute();
}
