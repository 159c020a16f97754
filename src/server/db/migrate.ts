// Migrations run at start (DESIGN "Database"). A fleet starts all at once: the first server to take
// the migration lock runs them, the others wait for it and find nothing left to do. A server of the
// previous version started during a rolling deploy finds migrations it does not know and starts
// without touching the schema: every migration keeps the previous version working (docs/operations.md,
// "Expand, then contract").
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Tables } from './tables.js';
import { isEmbedded } from './embedded.js';

// Every file of migrations/ is a migration, named by its file name: adding one is adding the file.
// Imported from here rather than by Kysely's FileMigrationProvider, so that the same loader that runs
// this file (tsx, the test runner) reads the TypeScript.
const FOLDER = join(import.meta.dirname, 'migrations');
let known: Promise<Record<string, OurMigration>> | undefined;
/** This version's migrations, read from the folder once. */
const migrations = () => (known ??= readMigrations());

/** A migration that builds an index concurrently says so: PostgreSQL refuses that in a transaction. */
type OurMigration = Migration & { withoutTransaction?: boolean };

const migrationFiles = () => readdirSync(FOLDER).filter((file) => /^\d{4}_\w+\.[jt]s$/.test(file) && !file.endsWith('.d.ts')).sort();

async function readMigrations(): Promise<Record<string, OurMigration>> {
  const loaded = await Promise.all(migrationFiles().map(async (file) => [file.replace(/\.[jt]s$/, ''), await import(pathToFileURL(join(FOLDER, file)).href) as OurMigration] as const));
  return Object.fromEntries(loaded);
}

/**
 * This version's migrations as a short hash of their files' names and contents: a kept cluster made by
 * other migrations is not this version's schema (empty-cluster.ts).
 */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of migrationFiles()) hash.update(file).update('\0').update(readFileSync(join(FOLDER, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** The advisory lock class of the migrations (the nightly jobs use 4210). */
const MIGRATION_LOCK_CLASS = 4211;
const LOCK_RETRY_MS = 250;

export interface MigrationOutcome {
  /** The migrations this call ran (empty when another server had run them, or none were due). */
  ran: string[];
  /** Migrations in the database that this version does not know: a newer version ran them. */
  newer: string[];
}

/** Brings the schema up to this version's, holding the migration lock while it does on PostgreSQL. */
export async function migrateToLatest(db: Kysely<Tables>): Promise<MigrationOutcome> {
  if (isEmbedded(db)) return migrate(db);
  // The lock is held on a connection of its own; the migrator takes others from the pool.
  return db.connection().execute(async (connection) => {
    // The others ask again and again rather than wait inside pg_advisory_lock: a statement waiting
    // there holds a snapshot, which `create index concurrently` waits to see end (a server waiting
    // for the migration would hold it up for good), and it would meet the statement timeout.
    while (!(await sql<{ taken: boolean }>`select pg_try_advisory_lock(${MIGRATION_LOCK_CLASS}, 0) as taken`.execute(connection)).rows[0]!.taken) {
      await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
    }
    try {
      return await migrate(db);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_CLASS}, 0)`.execute(connection);
    }
  });
}

async function migrate(db: Kysely<Tables>): Promise<MigrationOutcome> {
  const ours = await migrations();
  const executed = await executedMigrations(db);
  const newer = executed.filter((name) => !(name in ours));
  // A newer version's schema serves this version (expand, then contract): nothing to run here.
  if (newer.length > 0) return { ran: [], newer };
  // Areas add migrations side by side; one added later than a newer one still runs.
  const migrator = (withoutTransaction: boolean) =>
    new Migrator({ db, provider: { getMigrations: migrations }, allowUnorderedMigrations: true, disableTransactions: withoutTransaction });
  // In their order: the pending ones before the next that must run outside a transaction together, in
  // one transaction; each that must (it builds an index concurrently: online-index.ts) alone.
  let pending = Object.keys(ours).sort().filter((name) => !executed.includes(name));
  const ran: string[] = [];
  while (pending.length > 0) {
    const alone = pending.findIndex((name) => ours[name]!.withoutTransaction);
    const { error, results = [] } = alone === 0 ? await migrator(true).migrateUp()
      : alone === -1 ? await migrator(false).migrateToLatest() : await migrator(false).migrateTo(pending[alone - 1]!);
    const failed = results.find((result) => result.status === 'Error');
    if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
    // The lock is held and the pending ones were read under it: a step that runs none is a fault, not the end.
    if (results.length === 0) throw new Error(`Migrations ${pending.join(', ')} are pending but none ran`);
    ran.push(...results.map((result) => result.migrationName));
    pending = pending.filter((name) => !ran.includes(name));
  }
  return { ran, newer: [] };
}

async function executedMigrations(db: Kysely<Tables>): Promise<string[]> {
  const { rows: [table] } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(db);
  if (!table?.exists) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}

/** Every migration of this version has run on the database (the readiness check). */
export async function migrationsApplied(db: Kysely<Tables>): Promise<boolean> {
  const executed = new Set(await executedMigrations(db));
  return Object.keys(await migrations()).every((name) => executed.has(name));
}
