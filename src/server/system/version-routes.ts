import type { FastifyInstance } from 'fastify';
import { SERVER_VERSION } from '../identity/session-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

/** B25: the portal polls this to notice a new deployment. */
export function versionRoutes(app: FastifyInstance, { config }: RouteDeps): void {
  addRoute(app, 'GET', '/version.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: SERVER_VERSION, buildCommit: config.buildCommit };
  }, { public: true });
}
