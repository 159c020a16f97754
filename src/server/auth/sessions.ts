// Sessions (K08): an opaque random token for the client, only its hash in the database.
// R35: remember-me lasts 30 days, sliding; otherwise 12 hours at most, or 2 hours idle.
import { hash, randomBytes } from 'node:crypto';
import { SessionState } from '../../domain/levels.js';
import type { Database } from '../db/database.js';
import type { ActiveSession } from '../http/call-context.js';
import { forgetContexts } from '../http/context-cache.js';

const HOUR = 3_600_000;
export const REMEMBER_ME_LIFETIME = 30 * 24 * HOUR;
export const SESSION_LIFETIME = 12 * HOUR;
export const SESSION_IDLE_LIMIT = 2 * HOUR;
/** last_seen_at is written at most this often, not on every call. */
const TOUCH_INTERVAL = 60_000;

// One-shot hashing: every call hashes its token to find its context, and this takes a third of the time a Hash object does.
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export async function startSession(db: Database, loginUserId: number, rememberMe: boolean, ipAddress: string, userAgent: string | undefined): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insertInto('sessions').values({
    tokenHash: hashToken(token),
    loginUserId,
    state: SessionState.Active,
    rememberMe,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + (rememberMe ? REMEMBER_ME_LIFETIME : SESSION_LIFETIME)),
    ipAddress,
    userAgent: userAgent?.slice(0, 300) ?? null,
  }).execute();
  return token;
}

/** The active session of a token, or undefined; ends sessions found expired or idle. */
export async function findActiveSession(db: Database, token: string, now = new Date()): Promise<ActiveSession | undefined> {
  const session = await db.selectFrom('sessions').select(['id', 'loginUserId', 'rememberMe', 'state', 'expiresAt', 'lastSeenAt'])
    .where('tokenHash', '=', hashToken(token)).executeTakeFirst();
  if (!session || session.state !== SessionState.Active) return undefined;
  const idle = !session.rememberMe && now.getTime() - new Date(session.lastSeenAt).getTime() > SESSION_IDLE_LIMIT;
  if (new Date(session.expiresAt) <= now || idle) {
    await endSession(db, session.id, SessionState.Expired);
    return undefined;
  }
  if (now.getTime() - new Date(session.lastSeenAt).getTime() > TOUCH_INTERVAL) {
    await db.updateTable('sessions').set({
      lastSeenAt: now,
      ...(session.rememberMe ? { expiresAt: new Date(now.getTime() + REMEMBER_ME_LIFETIME) } : {}),
    }).where('id', '=', session.id).execute();
  }
  return { id: session.id, loginUserId: session.loginUserId, rememberMe: session.rememberMe };
}

export async function endSession(db: Database, id: number, state: number = SessionState.Inactive): Promise<void> {
  forgetContexts({ sessionId: id });
  await db.updateTable('sessions').set({ state, endedAt: new Date() }).where('id', '=', id).where('state', '=', SessionState.Active).execute();
}

export async function endAllSessionsOf(db: Database, loginUserId: number, exceptSessionId?: number): Promise<void> {
  forgetContexts({ userId: loginUserId });
  await db.updateTable('sessions').set({ state: SessionState.Removed, endedAt: new Date() })
    .where('loginUserId', '=', loginUserId).where('state', '=', SessionState.Active)
    .$if(exceptSessionId !== undefined, (qb) => qb.where('id', '<>', exceptSessionId!))
    .execute();
}
