import { sql, type Kysely } from 'kysely';

// The master data every call is scoped by, the users and their sessions.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('chains')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('admin_user_id', 'integer')
    .execute();

  await db.schema.createTable('customers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('org_number', 'text')
    .addColumn('image', 'text')
    .addColumn('status_id', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('chain_id', 'integer', (c) => c.references('chains.id'))
    .addColumn('has_shop_transactions', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('admin_user_id', 'integer')
    .execute();

  await db.schema.createTable('truck_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_standard', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema.createTable('locations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gln', 'text', (c) => c.unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('status_id', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('truck_type_id', 'integer', (c) => c.references('truck_types.id'))
    .addColumn('truck_type_id2', 'integer', (c) => c.references('truck_types.id'))
    .addColumn('truck_type_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('admin_user_id', 'integer')
    .addColumn('is_srs_location', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_web_hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_light_location', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_main_location', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('default_user_id', 'integer')
    .addColumn('is_balance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('location_id_invent_ex', 'integer', (c) => c.references('locations.id'))
    .execute();
  await db.schema.createIndex('locations_customer_idx').on('locations').column('customer_id').execute();
  await db.schema.createIndex('locations_name_idx').on('locations').column('name').execute();

  await db.schema.createTable('addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_delivery', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('addresses_location_idx').on('addresses').column('location_id').execute();

  await db.schema.createTable('product_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_type_id', 'integer', (c) => c.notNull().references('product_types.id'))
    .addColumn('image', 'text')
    .execute();

  await db.schema.createTable('location_products')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('qty_no_rent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('from_date', 'date')
    .addColumn('to_date', 'date')
    .addPrimaryKeyConstraint('location_products_pk', ['location_id', 'product_id'])
    .execute();

  await db.schema.createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('login_name', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('nb-NO'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('employee_id', 'text')
    .addColumn('employment_type', 'text')
    .addColumn('admin_level', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('report_level', 'smallint', (c) => c.notNull().defaultTo(-1))
    .addColumn('inventory_level', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('tasks_allowed', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('is_financial', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('confirmed_gdpr', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Login names are unique regardless of case.
  await sql`create unique index users_login_name_idx on users (lower(login_name))`.execute(db);
  await db.schema.createIndex('users_location_idx').on('users').column('location_id').execute();
  await db.schema.createIndex('users_customer_idx').on('users').column('customer_id').execute();

  await db.schema.createTable('sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('login_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('state', 'smallint', (c) => c.notNull())
    .addColumn('remember_me', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('login_user_id').execute();

  // Failed logins, counted per user name to slow down password guessing across instances.
  await db.schema.createTable('login_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('login_name', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_failures_name_idx').on('login_failures').columns(['login_name', 'created_at']).execute();

  await db.schema.createTable('logs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('login_user_id', 'integer')
    .addColumn('details', 'jsonb')
    .execute();
  await db.schema.createIndex('logs_created_idx').on('logs').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['logs', 'login_failures', 'sessions', 'users', 'location_products', 'products', 'product_types', 'addresses', 'locations', 'truck_types', 'customers', 'chains']) {
    await db.schema.dropTable(table).execute();
  }
}
