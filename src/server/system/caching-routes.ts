// System caching (K06, C38, R31): global admins empty the server's caches, so that users, customers
// and locations are read afresh on the next call. (The portal refreshes its own master data itself.)
import type { FastifyInstance } from 'fastify';
import { isGlobalAdmin } from '../../domain/access.js';
import { writeLog } from './logs.js';
import { forgetAllContexts } from '../http/context-cache.js';
import { forbidden } from '../http/errors.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

export function cachingRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'POST', '/api/cacherefresh', async (request) => {
    const call = callOf(request);
    if (!isGlobalAdmin(call.user)) throw forbidden();
    forgetAllContexts();
    await writeLog(db, { level: 'Information', category: 'system', message: `Server caches emptied by ${call.loginUser.loginName}`, userId: call.user.id, loginUserId: call.loginUser.id });
    return { data: { refreshedAt: new Date().toISOString() } };
  });
}
