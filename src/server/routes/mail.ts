// The mail archive (J17, N43): location admins and above (C37), scoped to what the viewer may see.
import type { FastifyInstance } from 'fastify';
import { mayReadMailArchive } from '../../domain/access.js';
import { getMail, listMails, type MailQuery } from '../data/mail-archive.js';
import { ApiError, forbidden } from '../http/errors.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

export function mailRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  const reader = (request: Parameters<typeof callOf>[0]) => {
    const call = callOf(request);
    if (!mayReadMailArchive(call.user)) throw forbidden();
    return call;
  };

  addRoute(app, 'GET', '/api/mailarchives', async (request) => listMails(db, reader(request).scope, request.query as MailQuery));

  addRoute(app, 'GET', '/api/mailarchive/:id', async (request) => {
    const mail = await getMail(db, reader(request).scope, (request.params as { id: number }).id);
    if (!mail) throw new ApiError(404, 'mail-not-found', 'mailNotFound');
    return { data: mail };
  });
}
