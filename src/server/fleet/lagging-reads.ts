// Which database a read that may lag a little goes to (DATABASE_READ_URL, docs/decisions.md
// "Reads on a replica"): the routes choose, per route, the reads that may lag: reports, the
// transactions export, invoices and their drill-down, the ledger's big lists, the negative balances.
// Read-your-writes per session: a successful write sets a short-lived cookie, and while a caller sends
// it, even those reads go to the primary, on whichever server of the fleet the next call lands.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { ReplicaState } from '../db/replica.js';

export const WROTE_COOKIE = 'kp-wrote';
const SENT_WROTE = new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=`);
const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ReadReplica { db: Database; state: ReplicaState }

export type LaggingReads = (request: FastifyRequest) => Database;

/**
 * The chooser the routes use, and the cookie that keeps a writer on the primary for `windowMs`
 * (longer than the replica may lag before it is passed over: REPLICA_MAX_LAG_SECONDS).
 */
export function installLaggingReads(app: FastifyInstance, primary: Database, replica: ReadReplica | undefined, windowMs: number): LaggingReads {
  if (!replica) return () => primary;
  const cookie = `${WROTE_COOKIE}=1; Max-Age=${Math.max(1, Math.round(windowMs / 1000))}; Path=/api; HttpOnly; SameSite=Strict`;
  app.addHook('onSend', async (request, reply) => {
    const wrote = !READ_ONLY.has(request.method) && !request.routeOptions.config?.readsOnly;
    if (wrote && request.call && reply.statusCode < 400) reply.header('set-cookie', cookie);
  });
  return (request) => (SENT_WROTE.test(request.headers.cookie ?? '') || !replica.state.usable() ? primary : replica.db);
}
