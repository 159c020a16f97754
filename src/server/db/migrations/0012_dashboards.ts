import { type Kysely } from 'kysely';

// reports/targit (G07, docs/decisions.md): the operator's BI dashboards (TARGIT), listed for the users
// with the Reports task, each a name, what it shows and the address that opens it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('bi_dashboards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bi_dashboards').execute();
}
