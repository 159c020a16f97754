import { sql, type Kysely } from 'kysely';

// External orders and shop transactions (E08, E09, H01–H05, LEDGER.md types 9 and 10) in the ledger's
// own tables. An external location gets a place in the ledger (a location of the operator kept only
// as its stock account, docs/decisions.md) with its first external order; the head names the external
// location, so one with transactions cannot be deleted (J16). A shop transaction records which side
// registered it (the other side answers). Order numbers handed out before a registration is saved
// (POST externalorderid, shoporderid) are held for the user they were given to.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('external_locations')
    .addColumn('account_location_id', 'integer', (c) => c.unique().references('locations.id'))
    .execute();
  await db.schema.alterTable('transactions')
    .addColumn('external_location_id', 'integer', (c) => c.references('external_locations.id'))
    .addColumn('registered_side', 'text', (c) => c.check(sql`registered_side in ('sender', 'receiver')`))
    .execute();
  await sql`create index transactions_external_location_idx on transactions (external_location_id) where external_location_id is not null`.execute(db);
  // H01: the overview reads a period of shop transactions over every shop in the caller's reach.
  await sql`create index transactions_shop_date_idx on transactions (transaction_date, id) where type = 10`.execute(db);

  await db.schema.createTable('order_number_reservations')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('external', 'shop')`))
    .addColumn('login_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_number_reservations').execute();
  await sql`drop index if exists transactions_shop_date_idx`.execute(db);
  await sql`drop index if exists transactions_external_location_idx`.execute(db);
  await db.schema.alterTable('transactions').dropColumn('registered_side').dropColumn('external_location_id').execute();
  await db.schema.alterTable('external_locations').dropColumn('account_location_id').execute();
}
