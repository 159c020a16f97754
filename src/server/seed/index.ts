import { sql } from 'kysely';
import { poolToday } from '../../domain/dates.js';
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
import { demoCalendar, type DemoCalendar } from './ledger-world.js';

/**
 * Further demo data, run in order after the master data; each area adds its seeder here.
 * A seeder must be deterministic for the demo's day (its calendar) and use multi-row inserts.
 */
const areaSeeders: Array<(db: Database, calendar: DemoCalendar) => Promise<void>> = [seedMasterData, seedSupport, seedIdentity, seedLedger, seedExternalAndShop, seedInventory, seedMoney, seedInformation];

/** Where the day the demo was made is kept: its dates are counted from it (docs/decisions.md "Demo ledger"). */
export const DEMO_DAY_SETTING = { scope: 'demo', name: 'created' } as const;

/**
 * Demo data goes into an empty database only, never over real data. Returns whether it seeded. The
 * demo lives on the day it is made (Oslo's today): its history runs up to yesterday.
 */
export async function seedDemoDataIfEmpty(db: Database, today = poolToday()): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const calendar = demoCalendar(today);
  await seedDemoData(db, await hashPassword(DEMO_PASSWORD), calendar);
  for (const seed of areaSeeders) await seed(db, calendar);
  await db.insertInto('settings').values({ ...DEMO_DAY_SETTING, value: JSON.stringify({ day: today }) }).execute();
  // Fresh statistics: the planner's choices and the estimated totals of large lists rest on them
  // (an embedded database has no autovacuum to gather them). The portal's tables only: the system
  // catalogs' took as long again.
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(db);
  await sql`analyze ${sql.join(rows.map((row) => sql.table(row.name)))}`.execute(db);
  return true;
}
