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
let known: Promise<Record<string, Migration>> | undefined;
/** This version's migrations, read from the folder once. */
const migrations = () => (known ??= readMigrations());

const migrationFiles = () => readdirSync(FOLDER).filter((file) => /^\d{4}_\w+\.[jt]s$/.test(file) && !file.endsWith('.d.ts')).sort();

async function readMigrations(): Promise<Record<string, Migration>> {
  const loaded = await Promise.all(migrationFiles().map(async (file) => [file.replace(/\.[jt]s$/, ''), await import(pathToFileURL(join(FOLDER, file)).href) as Migration] as const));
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
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_CLASS}, 0)`.execute(connection);
    try {
      return await migrate(db);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_CLASS}, 0)`.execute(connection);
    }
  });
}

async function migrate(db: Kysely<Tables>): Promise<MigrationOutcome> {
  const ours = await migrations();
  const newer = (await executedMigrations(db)).filter((name) => !(name in ours));
  // A newer version's schema serves this version (expand, then contract): nothing to run here.
  if (newer.length > 0) return { ran: [], newer };
  // Areas add migrations side by side; one added later than a newer one still runs.
  const migrator = new Migrator({ db, provider: { getMigrations: migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return { ran: (results ?? []).map((result) => result.migrationName), newer: [] };
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
