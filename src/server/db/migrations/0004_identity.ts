import { sql, type Kysely } from 'kysely';

// Who acts where and what people are told: location assignments, the session's acting context,
// messages with reads and attachments, the mail archive, password reset tokens, dismissed terms
// warnings, registration requests and the offline national GLN register.
export async function up(db: Kysely<any>): Promise<void> {
  // Further locations a location-level user may switch to besides the own one (C42, docs/decisions.md).
  await db.schema.createTable('user_locations')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_locations_pk', ['user_id', 'location_id'])
    .execute();

  // The context last chosen with POST status, so that the end of an impersonation can be logged.
  await db.schema.alterTable('sessions')
    .addColumn('acting_user_id', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.alterTable('sessions')
    .addColumn('acting_location_id', 'integer', (c) => c.references('locations.id'))
    .execute();

  await db.schema.createTable('messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('priority', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('Message'))
    .addColumn('must_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('task_id', 'text')
    .addColumn('parent_id', 'integer', (c) => c.references('messages.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('location_id', 'integer', (c) => c.references('locations.id').onDelete('cascade'))
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('messages_created_idx').on('messages').column('created_at').execute();

  await db.schema.createTable('message_reads')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Who pressed the button: differs from user_id when staff read as an impersonated user.
    .addColumn('login_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('message_reads_pk', ['message_id', 'user_id'])
    .execute();
  await db.schema.createIndex('message_reads_user_idx').on('message_reads').column('user_id').execute();

  await db.schema.createTable('message_attachments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content_data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('message_attachments_message_idx').on('message_attachments').column('message_id').execute();

  await db.schema.createTable('mail_archive')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('to_name', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('location_id', 'integer', (c) => c.references('locations.id').onDelete('set null'))
    .addColumn('delivery', 'text', (c) => c.notNull().defaultTo('archived'))
    .addColumn('delivery_error', 'text')
    .execute();
  await db.schema.createIndex('mail_archive_created_idx').on('mail_archive').column('created_at').execute();

  // Only the hash of a reset token is kept (A15).
  await db.schema.createTable('password_reset_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();

  // B20: the terms warning for an impersonated user, dismissed once per user by each staff member.
  await db.schema.createTable('gdpr_dismissals')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dismissed_by_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dismissed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('gdpr_dismissals_pk', ['user_id', 'dismissed_by_user_id'])
    .execute();

  await db.schema.createTable('registration_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('org_number', 'text', (c) => c.notNull())
    .addColumn('gln', 'text')
    .addColumn('location_name', 'text')
    .addColumn('street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('comment', 'text')
    .addColumn('message_id', 'integer', (c) => c.references('messages.id').onDelete('set null'))
    .execute();

  // The offline national GLN register (DESIGN: outside services), searched by name, org number or GLN.
  await db.schema.createTable('gln_register')
    .addColumn('gln', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('org_number', 'text')
    .addColumn('street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('country_code', 'text', (c) => c.notNull())
    .execute();
  await sql`create index gln_register_name_idx on gln_register (lower(name))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['gln_register', 'registration_requests', 'gdpr_dismissals', 'password_reset_tokens', 'mail_archive', 'message_attachments', 'message_reads', 'messages', 'user_locations']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('sessions').dropColumn('acting_location_id').execute();
  await db.schema.alterTable('sessions').dropColumn('acting_user_id').execute();
}
