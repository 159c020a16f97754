// Section Q, O42: the portal reports uncaught errors, page views and a page view's API calls; they are
// kept in the logs (K07) by category (client-exception, page-view, request), with the acting and the
// login user, never shown to the user who caused them. A session that sends more than its share in a
// minute is answered 429, which the client backs off from (Q05): a broken client cannot flood the logs.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors.js';
import type { Database } from '../db/database.js';
import { languageOf } from '../i18n/texts.js';
import { callOf, contextOfToken, type CallContext } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

interface TelemetryEvent { kind: 'exception' | 'pageView' | 'request'; path: string; message?: string; stack?: string; durationMs?: number; status?: number; sessionId?: string; userId?: string; at?: string }

/** Events one session may store in a minute, on this server. */
export const TELEMETRY_EVENTS_PER_MINUTE = 600;
const MINUTE_MS = 60_000;
const CATEGORY = { exception: 'client-exception', pageView: 'page-view', request: 'request' } as const;

/** What each session sent in its current minute (a guard of this server only; pruned as it goes). */
type Shares = Map<number, { since: number; events: number }>;

function withinShare(sent: Shares, sessionId: number, events: number, now = Date.now()): boolean {
  for (const [key, entry] of sent) if (now - entry.since >= MINUTE_MS) sent.delete(key);
  const entry = sent.get(sessionId) ?? { since: now, events: 0 };
  if (entry.events + events > TELEMETRY_EVENTS_PER_MINUTE) return false;
  entry.events += events;
  sent.set(sessionId, entry);
  return true;
}

/** Keeps a batch in the logs, within the session's share of the minute. */
async function keep(db: Database, sent: Shares, call: CallContext, events: TelemetryEvent[], userAgent: string | undefined): Promise<void> {
  if (!withinShare(sent, call.session.id, events.length)) throw new ApiError(429, 'telemetry-too-much', 'tooManyRequests');
  await db.insertInto('logs').values(events.map((event) => ({
    level: event.kind === 'exception' ? 'Error' : 'Trace',
    category: CATEGORY[event.kind],
    message: event.kind === 'exception' ? `${event.message ?? 'Error'} at ${event.path}` : event.kind === 'request' ? `${event.path} → ${event.status ?? '?'}` : event.path,
    userId: call.user.id,
    loginUserId: call.loginUser.id,
    details: JSON.stringify({
      path: event.path, stack: event.stack, durationMs: event.durationMs, status: event.status, sessionId: event.sessionId, telemetryUser: event.userId, at: event.at, userAgent,
    }),
  }))).execute();
}

export function telemetryRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // The server's own: a session id means nothing to another server (or another database) in the process.
  const sent: Shares = new Map();
  addRoute(app, 'POST', '/api/telemetry', async (request) => {
    await keep(db, sent, callOf(request), (request.body as { events: TelemetryEvent[] }).events, request.headers['user-agent']);
    return { data: null };
  });

  // Q12: what is left as the page goes, sent with the browser's beacon, which cannot carry headers: the
  // session's token and context come in the body and are checked exactly as the headers of any call.
  addRoute(app, 'POST', '/api/telemetry/beacon', async (request) => {
    const { token, context, events } = request.body as { token: string; context?: string; events: TelemetryEvent[] };
    const call = await contextOfToken(db, token, context, languageOf(request.headers['accept-language']));
    await keep(db, sent, call, events, request.headers['user-agent']);
    return { data: null };
  }, { public: true });
}
