import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.js';
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
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Database): Promise<void> {
  // Areas add migrations side by side; one added later than a newer one still runs.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
