// Migrations run at start (DESIGN "Database"). A fleet starts all at once: the first server to take
// the migration lock runs them, the others wait for it and find nothing left to do. A server of the
// previous version started during a rolling deploy finds migrations it does not know and starts
// without touching the schema: every migration keeps the previous version working (docs/operations.md,
// "Expand, then contract").
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { isEmbedded, type Database } from './database.js';
import * as foundation from './migrations/0001_foundation.js';
import * as masterdata from './migrations/0002_masterdata.js';
import * as support from './migrations/0003_support.js';
import * as identity from './migrations/0004_identity.js';
import * as versions from './migrations/0005_versions.js';
import * as ledger from './migrations/0006_ledger.js';
import * as stock from './migrations/0007_stock.js';
import * as schedules from './migrations/0008_schedules.js';
import * as store from './migrations/0009_store.js';
import * as inventory from './migrations/0010_inventory.js';
import * as invoices from './migrations/0011_invoices.js';
import * as dashboards from './migrations/0012_dashboards.js';
import * as information from './migrations/0013_information.js';
import * as search from './migrations/0014_search.js';
import * as externalShop from './migrations/0015_external_shop.js';
import * as excelImport from './migrations/0016_import.js';
import * as nightlyIndexes from './migrations/0017_nightly_indexes.js';
import * as negativeBalances from './migrations/0018_negative_balances.js';
import * as integrations from './migrations/0019_integrations.js';
import * as waitingWork from './migrations/0020_waiting_work.js';

// Migrations are listed here (not read from disk) so they work the same from source and bundle.
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_masterdata': masterdata,
  '0003_support': support,
  '0004_identity': identity,
  '0005_versions': versions,
  '0006_ledger': ledger,
  '0007_stock': stock,
  '0008_schedules': schedules,
  '0009_store': store,
  '0010_inventory': inventory,
  '0011_invoices': invoices,
  '0012_dashboards': dashboards,
  '0013_information': information,
  '0014_search': search,
  '0015_external_shop': externalShop,
  '0016_import': excelImport,
  '0017_nightly_indexes': nightlyIndexes,
  '0018_negative_balances': negativeBalances,
  '0019_integrations': integrations,
  '0020_waiting_work': waitingWork,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The advisory lock class of the migrations (the nightly jobs use 4210). */
const MIGRATION_LOCK_CLASS = 4211;

export interface MigrationOutcome {
  /** The migrations this call ran (empty when another server had run them, or none were due). */
  ran: string[];
  /** Migrations in the database that this version does not know: a newer version ran them. */
  newer: string[];
}

/** Brings the schema up to this version's, holding the migration lock while it does on PostgreSQL. */
export async function migrateToLatest(db: Database): Promise<MigrationOutcome> {
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

async function migrate(db: Database): Promise<MigrationOutcome> {
  const newer = (await executedMigrations(db)).filter((name) => !(name in migrations));
  // A newer version's schema serves this version (expand, then contract): nothing to run here.
  if (newer.length > 0) return { ran: [], newer };
  // Areas add migrations side by side; one added later than a newer one still runs.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return { ran: (results ?? []).map((result) => result.migrationName), newer: [] };
}

async function executedMigrations(db: Database): Promise<string[]> {
  const { rows: [table] } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(db);
  if (!table?.exists) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}

/** Every migration of this version has run on the database (the readiness check). */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const executed = new Set(await executedMigrations(db));
  return Object.keys(migrations).every((name) => executed.has(name));
}
