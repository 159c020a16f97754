// The demo's days as the tests read them: counted from the day the demo was made (kept in settings),
// never a fixed date, so the suite holds on whatever day the demo database was seeded.
import { demoCalendar, type DemoCalendar } from '../../src/server/seed/ledger-world';
import { DEMO_DAY_SETTING } from '../../src/server/seed/index';
import type { Database } from '../../src/server/db/database';

export async function demoDays(db: Database): Promise<DemoCalendar> {
  const row = await db.selectFrom('settings').select('value').where('scope', '=', DEMO_DAY_SETTING.scope).where('name', '=', DEMO_DAY_SETTING.name).executeTakeFirstOrThrow();
  return demoCalendar((row.value as { day: string }).day);
}
