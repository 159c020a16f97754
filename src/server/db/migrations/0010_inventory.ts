import { sql, type Kysely } from 'kysely';

// Inventory (section F, LEDGER.md "Inventory", docs/decisions.md): the operator's counting periods,
// the counts of a balance location (control counts and the main count) and their lines, saved one
// product at a time as they are typed. An approved main count posts a stock settlement (type 8).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('inventory_periods')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('control_from', 'date', (c) => c.notNull())
    .addColumn('control_to', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('New').check(sql`status in ('New', 'Active', 'Closed', 'Finished', 'NotInUse')`))
    .addColumn('can_claim', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_response', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_master', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_visible', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('inventory_periods_window', sql`control_from <= control_to`)
    .execute();

  await db.schema.createTable('inventory_counts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('period_id', 'integer', (c) => c.references('inventory_periods.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    // F05: a control count stays ControlReg; a main count moves MainReg → MainClaim → MainApprove.
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('ControlReg', 'MainReg', 'MainClaim', 'MainApprove')`))
    // F07: Active while typed, Closed when handed in, Finished when approved, NotInUse when discarded.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active').check(sql`status in ('New', 'Active', 'Closed', 'Finished', 'NotInUse')`))
    .addColumn('counted_on', 'date', (c) => c.notNull())
    .addColumn('claim_comment', 'text')
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_by_login_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('approved_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('inventory_counts_location_idx').on('inventory_counts').columns(['location_id', 'created_at desc', 'id desc']).execute();
  // One count of a kind being typed per location and period; one main count per location and period.
  await sql`create unique index inventory_counts_open_uq on inventory_counts (location_id, coalesce(period_id, 0), (type = 'ControlReg')) where status = 'Active'`.execute(db);
  await sql`create unique index inventory_counts_main_uq on inventory_counts (location_id, period_id) where type <> 'ControlReg' and status <> 'NotInUse'`.execute(db);

  await db.schema.createTable('inventory_count_lines')
    .addColumn('count_id', 'integer', (c) => c.notNull().references('inventory_counts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    // The booked balance on the count's day, as last read (at approval: the one settled against).
    .addColumn('booked', 'integer', (c) => c.notNull())
    .addColumn('claimed', 'integer', (c) => c.check(sql`claimed >= 0`))
    .addColumn('counted_on', 'date', (c) => c.notNull())
    // F09: a line changed after its count was handed in, by the location itself or by the operator.
    .addColumn('corrected_by', 'text', (c) => c.check(sql`corrected_by in ('own', 'provider')`))
    .addColumn('canceled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('login_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('inventory_count_lines_pk', ['count_id', 'product_id'])
    .execute();

  // The settlement an approved main count posted, and the count behind a stock row's qtyPhysical.
  await db.schema.alterTable('transactions').addColumn('inventory_count_id', 'integer', (c) => c.references('inventory_counts.id')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('inventory_count_id').execute();
  for (const table of ['inventory_count_lines', 'inventory_counts', 'inventory_periods']) await db.schema.dropTable(table).execute();
}
