// Service-account keys (issue 30): an opaque random key for the integration, only its hash in the
// database, as for session tokens (sessions.ts). A key begins with "kpk." and a session token never
// does (base64url has no dot), so the two are told apart without a lookup.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import { hashToken } from './sessions.js';
import type { ActiveSession } from '../http/call-context.js';

export const API_KEY_PREFIX = 'kpk.';
/** How much of a key lists show, so its owner can tell keys apart; far too little to guess the rest. */
const HINT_LENGTH = API_KEY_PREFIX.length + 6;
/** last_used_at is written at most this often, not on every call. */
const TOUCH_INTERVAL = 60_000;

export const isApiKey = (token: string | undefined): token is string => Boolean(token?.startsWith(API_KEY_PREFIX));

export function newApiKey(): { key: string; keyHash: string; keyHint: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashToken(key), keyHint: `${key.slice(0, HINT_LENGTH)}…` };
}

/**
 * The session a key stands for: its service account's user as login user. The id is the account's,
 * negated, so it never names a row of sessions. Undefined for an unknown or revoked key.
 */
export async function findKeySession(db: Database, key: string, now = new Date()): Promise<ActiveSession | undefined> {
  const account = await db.selectFrom('serviceAccounts').select(['id', 'userId', 'lastUsedAt'])
    .where('keyHash', '=', hashToken(key)).where('revokedAt', 'is', null).executeTakeFirst();
  if (!account) return undefined;
  if (!account.lastUsedAt || now.getTime() - new Date(account.lastUsedAt).getTime() > TOUCH_INTERVAL) {
    await db.updateTable('serviceAccounts').set({ lastUsedAt: now }).where('id', '=', account.id).execute();
  }
  return { id: -account.id, loginUserId: account.userId, rememberMe: false, serviceAccountId: account.id };
}
