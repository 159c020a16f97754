// Section Q, O42: the portal reports uncaught errors, page views and a page view's API calls; they are
// kept in the logs (K07) by category (client-exception, page-view, request), with the acting and the
// login user, never shown to the user who caused them. A session that sends more than its share in a
// minute is answered 429, which the client backs off from (Q05): a broken client cannot flood the logs.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

interface TelemetryEvent { kind: 'exception' | 'pageView' | 'request'; path: string; message?: string; stack?: string; durationMs?: number; status?: number; sessionId?: string; userId?: string; at?: string }

/** Events one session may store in a minute, on this server. */
export const TELEMETRY_EVENTS_PER_MINUTE = 600;
const MINUTE_MS = 60_000;
const CATEGORY = { exception: 'client-exception', pageView: 'page-view', request: 'request' } as const;

/** What each session sent in its current minute (a guard of this server only; pruned as it goes). */
const sent = new Map<number, { since: number; events: number }>();

function withinShare(sessionId: number, events: number, now = Date.now()): boolean {
  for (const [key, entry] of sent) if (now - entry.since >= MINUTE_MS) sent.delete(key);
  const entry = sent.get(sessionId) ?? { since: now, events: 0 };
  if (entry.events + events > TELEMETRY_EVENTS_PER_MINUTE) return false;
  entry.events += events;
  sent.set(sessionId, entry);
  return true;
}

export function telemetryRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'POST', '/api/telemetry', async (request) => {
    const call = callOf(request);
    const { events } = request.body as { events: TelemetryEvent[] };
    if (!withinShare(call.session.id, events.length)) throw new ApiError(429, 'telemetry-too-much', 'tooManyRequests');
    await db.insertInto('logs').values(events.map((event) => ({
      level: event.kind === 'exception' ? 'Error' : 'Trace',
      category: CATEGORY[event.kind],
      message: event.kind === 'exception' ? `${event.message ?? 'Error'} at ${event.path}` : event.kind === 'request' ? `${event.path} → ${event.status ?? '?'}` : event.path,
      userId: call.user.id,
      loginUserId: call.loginUser.id,
      details: JSON.stringify({
        path: event.path, stack: event.stack, durationMs: event.durationMs, status: event.status, sessionId: event.sessionId, telemetryUser: event.userId, at: event.at, userAgent: request.headers['user-agent'],
      }),
    }))).execute();
    return { data: null };
  });
}
