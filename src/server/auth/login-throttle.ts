// Password guessing is slowed per user name: after too many failures in the window, login for
// that name answers 429 until the window has passed. Kept in the database so every instance agrees.
import type { Database } from '../db/database.js';

const WINDOW_MS = 5 * 60_000;

const normalised = (loginName: string) => loginName.trim().toLowerCase();

export async function tooManyFailures(db: Database, loginName: string, limit: number, now = new Date()): Promise<boolean> {
  const { failures } = await db.selectFrom('loginFailures')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('loginName', '=', normalised(loginName))
    .where('createdAt', '>', new Date(now.getTime() - WINDOW_MS))
    .executeTakeFirstOrThrow();
  return Number(failures) >= limit;
}

export async function recordFailure(db: Database, loginName: string, ipAddress: string): Promise<void> {
  await db.insertInto('loginFailures').values({ loginName: normalised(loginName), ipAddress }).execute();
}

export async function clearFailures(db: Database, loginName: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('loginName', '=', normalised(loginName)).execute();
}
