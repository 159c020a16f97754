// An index replaced while the servers go on writing (docs/operations.md "Expand, then contract"): the
// new one is built beside the old with `create index concurrently`, which takes no lock that stops
// writes to the table, and then takes the old one's name. A plain `create index` holds off every write
// to the table while it builds: 3.7 s for one of the ledger's at national scale, more as the ledger
// grows (docs/benchmarks/migrations.md). PostgreSQL refuses `concurrently` inside a transaction, so a
// migration using this says `withoutTransaction` (migrate.ts). Each step may run again: a build cut
// short leaves an invalid index, which the next try drops.
import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Replaces the index `name` by one made by `definition` (`on table (...) ...`), under the same name.
 * `db` is one connection (a migration's), so the timeout lifted here is lifted for it alone.
 */
export async function replaceIndex(db: Kysely<any>, name: string, definition: RawBuilder<unknown>): Promise<void> {
  const next = `${name}_next`;
  // A build takes as long as the table is big: not bounded by the requests' statement timeout, which
  // the connection gets back afterwards.
  const { rows: [timeout] } = await sql<{ previous: string }>`select current_setting('statement_timeout') as previous`.execute(db);
  await sql`set statement_timeout = 0`.execute(db);
  try {
    await sql`drop index concurrently if exists ${sql.id(next)}`.execute(db);
    await sql`create index concurrently ${sql.id(next)} ${definition}`.execute(db);
    await sql`drop index concurrently if exists ${sql.id(name)}`.execute(db);
    await sql`alter index ${sql.id(next)} rename to ${sql.id(name)}`.execute(db);
  } finally {
    await sql`select set_config('statement_timeout', ${timeout!.previous}, false)`.execute(db);
  }
}
