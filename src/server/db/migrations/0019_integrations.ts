import { sql, type Kysely } from 'kysely';

// Integrations (issue 30, DESIGN "Integrations", "Running as a fleet"): service accounts that call
// the API with a key, and webhooks to the customer's systems through an outbox written in the same
// database transaction as the change it tells of.
export async function up(db: Kysely<any>): Promise<void> {
  // A service account is a user of its own, so every access rule and audit entry applies to it as
  // to a person; the flag keeps it out of the portal's sign-in and the user administration.
  await db.schema.alterTable('users').addColumn('is_service_account', 'boolean', (c) => c.notNull().defaultTo(false)).execute();

  await db.schema.createTable('service_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Only the key's hash is kept, as for session tokens; the hint is its first characters, for lists.
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_hint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_by_login_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by_user_id', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('service_accounts_customer_idx').on('service_accounts').columns(['customer_id', 'id']).execute();

  await db.schema.createTable('webhook_endpoints')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('events', sql`text[]`, (c) => c.notNull())
    // The signing secret must be read to sign each delivery, so it is kept as given out (shown once).
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_by_login_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .execute();
  await db.schema.createIndex('webhook_endpoints_customer_idx').on('webhook_endpoints').columns(['customer_id', 'id']).execute();

  // The outbox: one row per event and endpoint, inserted by the statement or transaction that makes
  // the change; the delivery worker claims due rows (FOR UPDATE SKIP LOCKED and a claim that lapses).
  await db.schema.createTable('webhook_deliveries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'delivered', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at, id) where status = 'pending'`.execute(db);
  await db.schema.createIndex('webhook_deliveries_endpoint_idx').on('webhook_deliveries').columns(['endpoint_id', 'id desc']).execute();

  // Each attempt at a delivery: when, the answer's status or the error, how long it took.
  await db.schema.createTable('webhook_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('delivery_id', 'bigint', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_attempts_delivery_idx').on('webhook_attempts').columns(['delivery_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
  await db.schema.dropTable('service_accounts').execute();
  await db.schema.alterTable('users').dropColumn('is_service_account').execute();
}
