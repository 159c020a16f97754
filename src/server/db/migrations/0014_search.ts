import { type Kysely, sql } from 'kysely';

// Lists at scale (issue 16): free-text search is "contains" (lower(column) LIKE '%…%', paging.ts),
// which no b-tree serves. Trigram indexes on the same lower(column) expressions do, so a search of
// 100,000 locations reads the matching rows instead of all of them. The ledger's references are
// left out: its searches are always within one location's index range.
const searched: Record<string, string[]> = {
  locations: ['name', 'gln'],
  customers: ['name', 'org_number'],
  users: ['name', 'login_name', 'email', 'employee_id'],
  support_tickets: ['title'],
};

const indexName = (table: string, column: string) => `${table}_${column}_trgm_idx`;

export async function up(db: Kysely<any>): Promise<void> {
  // Building these on a large existing table takes longer than an API statement may (database.ts).
  await sql`set local statement_timeout = 0`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [table, columns] of Object.entries(searched)) {
    for (const column of columns) {
      await sql`create index ${sql.id(indexName(table, column))} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
    }
  }
  // A number searched for is a ticket's or its order's (support-tickets.ts).
  await sql`create index support_tickets_order_idx on support_tickets (order_id) where order_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('support_tickets_order_idx').execute();
  for (const [table, columns] of Object.entries(searched)) {
    for (const column of columns) await db.schema.dropIndex(indexName(table, column)).execute();
  }
}
