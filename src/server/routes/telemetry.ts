// Q01, Q16, O42: the portal reports uncaught errors and page views; they are kept in the logs (K07)
// with the acting and the login user, never shown to the user who caused them.
import type { FastifyInstance } from 'fastify';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

interface TelemetryEvent { kind: 'exception' | 'pageView'; path: string; message?: string; stack?: string; durationMs?: number }

export function telemetryRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'POST', '/api/telemetry', async (request) => {
    const call = callOf(request);
    const { events } = request.body as { events: TelemetryEvent[] };
    await db.insertInto('logs').values(events.map((event) => ({
      level: event.kind === 'exception' ? 'Error' : 'Trace',
      category: event.kind === 'exception' ? 'client-exception' : 'page-view',
      message: event.kind === 'exception' ? `${event.message ?? 'Error'} at ${event.path}` : event.path,
      userId: call.user.id,
      loginUserId: call.loginUser.id,
      details: JSON.stringify({ path: event.path, stack: event.stack, durationMs: event.durationMs, userAgent: request.headers['user-agent'] }),
    }))).execute();
    return { data: null };
  });
}
