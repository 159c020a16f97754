import type { Kysely } from 'kysely';

// Every editable record carries a version (issue 15, O25): a write names the version it read and
// is refused when the row has moved on, so concurrent edits never overwrite each other silently.
// These are the tables the portal's forms and the ticket workspace write.
export const versionedTables = [
  'users', 'customers', 'locations', 'products', 'product_types', 'truck_types', 'postal_codes', 'external_locations', 'messages', 'support_tickets',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of versionedTables) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of versionedTables) await db.schema.alterTable(table).dropColumn('version').execute();
}
