import { sql, type Kysely } from 'kysely';

// The support desk (section I): categories, tickets, their events and files, rich-text images and
// global settings (the reply templates live there, I39).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('support_main_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.createTable('support_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('main_category_id', 'text', (c) => c.notNull().references('support_main_categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('video_link', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('support_categories_main_idx').on('support_categories').column('main_category_id').execute();

  await db.schema.createTable('support_tickets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('priority', 'smallint')
    .addColumn('agent_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('ordered_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('main_category_id', 'text', (c) => c.references('support_main_categories.id'))
    .addColumn('category_id', 'integer', (c) => c.references('support_categories.id'))
    .addColumn('order_id', 'integer')
    .addColumn('transaction_type_id', 'integer')
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('internal', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The list reads newest first within a status (agents), a contact, a location or a customer.
  await db.schema.createIndex('support_tickets_status_idx').on('support_tickets').columns(['status', 'id']).execute();
  await db.schema.createIndex('support_tickets_ordered_by_idx').on('support_tickets').columns(['ordered_by_user_id', 'id']).execute();
  await db.schema.createIndex('support_tickets_location_idx').on('support_tickets').columns(['location_id', 'id']).execute();
  await db.schema.createIndex('support_tickets_customer_idx').on('support_tickets').columns(['customer_id', 'id']).execute();
  await db.schema.createIndex('support_tickets_agent_idx').on('support_tickets').columns(['agent_user_id', 'id']).execute();

  await db.schema.createTable('support_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('support_tickets.id'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('internal_use', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('support_events_ticket_idx').on('support_events').columns(['ticket_id', 'id']).execute();

  await db.schema.createTable('support_attachments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ticket_event_id', 'integer', (c) => c.notNull().references('support_events.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('support_attachments_event_idx').on('support_attachments').column('ticket_event_id').execute();

  // Images placed in rich text with the insert-image tool (I29), reached by an unguessable key.
  await db.schema.createTable('support_images')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('settings')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('settings_pk', ['scope', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['settings', 'support_images', 'support_attachments', 'support_events', 'support_tickets', 'support_categories', 'support_main_categories']) {
    await db.schema.dropTable(table).execute();
  }
}
