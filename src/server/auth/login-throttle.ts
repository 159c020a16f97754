// Password guessing is slowed where the guesses come from, not where they go: failed logins count
// per user name and client address, so an attacker who fails too often is answered 429 until the
// window has passed, while the account's owner still signs in from another address. Wrong old
// passwords on a password change count per user (the caller holds that user's session). Kept in the
// database so every instance agrees; attempts per address are limited in memory besides (session.ts).
import type { Database } from '../db/database.js';

const WINDOW_MS = 5 * 60_000;

/** What the failures are counted against: the two kinds never share a key. */
const loginKey = (loginName: string) => `login:${loginName.trim().toLowerCase()}`;
const passwordChangeKey = (userId: number) => `password-change:${userId}`;

async function failuresSince(db: Database, key: string, address: string | undefined, now: Date): Promise<number> {
  const { failures } = await db.selectFrom('loginFailures')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('loginName', '=', key)
    .$if(address !== undefined, (query) => query.where('ipAddress', '=', address!))
    .where('createdAt', '>', new Date(now.getTime() - WINDOW_MS))
    .executeTakeFirstOrThrow();
  return Number(failures);
}

/** Has this address failed to log in as this user name too often? Other addresses are not affected. */
export async function tooManyLoginFailures(db: Database, loginName: string, address: string, limit: number, now = new Date()): Promise<boolean> {
  return (await failuresSince(db, loginKey(loginName), address, now)) >= limit;
}

export async function recordLoginFailure(db: Database, loginName: string, address: string): Promise<void> {
  await db.insertInto('loginFailures').values({ loginName: loginKey(loginName), ipAddress: address }).execute();
}

/**
 * A successful login forgets the failures of its own address only (an attacker elsewhere keeps
 * counting); a new password from a reset link forgets them all (no address).
 */
export async function clearLoginFailures(db: Database, loginName: string, address?: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('loginName', '=', loginKey(loginName))
    .$if(address !== undefined, (query) => query.where('ipAddress', '=', address!)).execute();
}

/** Has this user given a wrong old password too often when changing the password? */
export async function tooManyPasswordChangeFailures(db: Database, userId: number, limit: number, now = new Date()): Promise<boolean> {
  return (await failuresSince(db, passwordChangeKey(userId), undefined, now)) >= limit;
}

export async function recordPasswordChangeFailure(db: Database, userId: number, address: string): Promise<void> {
  await db.insertInto('loginFailures').values({ loginName: passwordChangeKey(userId), ipAddress: address }).execute();
}

export async function clearPasswordChangeFailures(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('loginFailures').where('loginName', '=', passwordChangeKey(userId)).execute();
}
