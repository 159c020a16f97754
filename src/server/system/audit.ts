// Every write records who did it: the acting user and the real login user, who differ while
// impersonating (A12, M). The logs page (K07) shows these entries under the category "audit".
import type { Kysely, QueryCreator } from 'kysely';
import type { Tables } from '../db/tables.js';
import type { CallContext } from '../http/call-context.js';
import { forgetAllContexts, forgetContexts } from '../http/context-cache.js';

export interface AuditedWrite {
  /** The entity written, in the API's words: location, user, supportticket ... */
  entity: string;
  entityId: number | string;
  action: 'create' | 'update' | 'delete' | string;
  /** A short human summary, e.g. the record's name. */
  summary?: string;
}

/** Who wrote, where, and in which request (its id also in the log line and the caller's X-Request-Id). */
type Audited = Pick<CallContext, 'user' | 'loginUser' | 'location' | 'requestId'>;

/** Cached call contexts hold users, customers and locations: a write to one of those forgets them. */
function forgetCachedContexts(write: AuditedWrite): void {
  if (write.entity === 'user') forgetContexts({ userId: Number(write.entityId) });
  else if (write.entity === 'location' || write.entity === 'customer') forgetAllContexts();
}

/**
 * The audit entry of a write, as a statement that may run alongside the write's own (one round trip);
 * forgets the cached contexts the write makes stale.
 */
export function auditEntry(call: Audited, write: AuditedWrite) {
  forgetCachedContexts(write);
  return (db: QueryCreator<Tables>) => db.insertInto('logs').values(auditRow(call, write));
}

function auditRow(call: Audited, write: AuditedWrite) {
  const impersonating = call.user.id !== call.loginUser.id;
  return {
    level: 'Information',
    category: 'audit',
    message: `${write.action} ${write.entity} ${write.entityId}${write.summary ? ` (${write.summary})` : ''} by ${call.user.loginName}${impersonating ? ` as impersonated by ${call.loginUser.loginName}` : ''}`,
    userId: call.user.id,
    loginUserId: call.loginUser.id,
    details: JSON.stringify({ ...write, locationId: call.location.id, ...(call.requestId ? { requestId: call.requestId } : {}) }),
  };
}

/** The audit entries of many writes of one caller in one statement (the deliveries of an import file). */
export async function recordWrites(db: Kysely<Tables>, call: Audited, writes: AuditedWrite[]): Promise<void> {
  if (writes.length === 0) return;
  for (const write of writes) forgetCachedContexts(write);
  await db.insertInto('logs').values(writes.map((write) => auditRow(call, write))).execute();
}

/** Call inside the write's transaction, so the record and its audit entry land together. */
export async function recordWrite(db: Kysely<Tables>, call: Audited, write: AuditedWrite): Promise<void> {
  await auditEntry(call, write)(db).execute();
}
