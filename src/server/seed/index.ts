import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { hashPassword } from '../auth/passwords.js';
import { seedDemoData } from './demo.js';
import { seedMasterData } from './masterdata.js';
import { DEMO_PASSWORD } from './demo-logins.js';
import { seedSupport } from './support.js';
import { seedIdentity } from './identity.js';
import { seedLedger } from './ledger.js';
import { seedExternalAndShop } from './external-shop.js';
import { seedInventory } from './inventory.js';
import { seedMoney } from './money.js';
import { seedInformation } from './information.js';

/**
 * Further demo data, run in order after the master data; each area adds its seeder here.
 * A seeder must be deterministic and use multi-row inserts.
 */
const areaSeeders: Array<(db: Database) => Promise<void>> = [seedMasterData, seedSupport, seedIdentity, seedLedger, seedExternalAndShop, seedInventory, seedMoney, seedInformation];

/** Demo data goes into an empty database only, never over real data. Returns whether it seeded. */
export async function seedDemoDataIfEmpty(db: Database): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await seedDemoData(db, await hashPassword(DEMO_PASSWORD));
  for (const seed of areaSeeders) await seed(db);
  // Fresh statistics: the planner's choices and the estimated totals of large lists rest on them
  // (an embedded database has no autovacuum to gather them).
  await sql`analyze`.execute(db);
  return true;
}
