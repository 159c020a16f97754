// GET /api/health and GET /api/ready for load balancers and orchestrators (DESIGN "Running as a
// fleet"): no session, no body to parse, at most one small query. Health says the process lives (a
// failing one is restarted); ready says whether to send it requests (a failing one is passed over).
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors.js';
import { addRoute } from '../http/route.js';
import type { NotReady, Readiness } from './readiness.js';

const NOT_READY = {
  draining: { code: 'draining', text: 'notReadyDraining' },
  database: { code: 'database-unreachable', text: 'notReadyDatabase' },
  migrations: { code: 'migrations-missing', text: 'notReadyMigrations' },
} as const;

export function healthRoutes(app: FastifyInstance, readiness: Readiness): void {
  addRoute(app, 'GET', '/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { live: true } };
  }, { public: true });

  addRoute(app, 'GET', '/api/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const reason: NotReady | undefined = await readiness.check();
    if (reason) throw new ApiError(503, NOT_READY[reason].code, NOT_READY[reason].text);
    return { data: { ready: true } };
  }, { public: true });
}
