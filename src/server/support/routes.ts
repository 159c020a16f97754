// Support tickets, their events and files (I01–I33, D09, R24). Every read goes through the ticket
// scope of the acting user; internal tickets and notes reach agents only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SupportEvent, SupportTicket } from '../../../generated/entities.js';
import { maySeeInternal, NEW_TICKET, parseStatusFilter, ticketScope } from '../../domain/support.js';
import { createAttachment, createEvent, getAttachment, listEvents } from './events.js';
import { createTicket, toApiAttachment, updateTicket } from './ticket-writes.js';
import { getTicket, listTickets, ticketFacts, type TicketQuery, type TicketReader } from './tickets.js';
import { refuseLockedChanges, refuseReadOnlyChanges } from '../generic/locked-fields.js';
import { ApiError } from '../http/errors.js';
import { contractSchema } from '../http/contract.js';
import { callOf } from '../http/request-context.js';
import { addRoute, afterBodyTurn, FILE_BODY_LIMIT, type RouteDeps } from '../http/route.js';

const ticketNotFound = () => new ApiError(404, 'ticket-not-found', 'ticketNotFound');
/** A new ticket may carry several files (R26). */
const TICKET_BODY_LIMIT = 40 * 1024 * 1024;

export function readerOf(request: FastifyRequest): TicketReader {
  const call = callOf(request);
  return { scope: ticketScope(call.user, call.scope), seesInternal: maySeeInternal(call.user), language: call.language };
}

export function supportRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  /** A route whose body may be larger than the server's default limit (files). */
  const largeBodyRoute = (method: 'POST', url: string, bodyLimit: number, handler: (request: FastifyRequest) => Promise<unknown>) =>
    app.route({ method, url, bodyLimit, schema: contractSchema(method, url), config: { public: false, files: true }, preHandler: afterBodyTurn, handler });

  addRoute(app, 'GET', '/api/supporttickets', async (request) => {
    const { status, assignedFirst, ...rest } = request.query as TicketQuery & { status?: string[]; assignedFirst?: boolean };
    const statuses = parseStatusFilter(status);
    if (statuses === null) throw new ApiError(400, 'invalid-input', 'invalidInput');
    return listTickets(db, readerOf(request), { ...rest, status: statuses, ...(assignedFirst ? { assignedFirstTo: callOf(request).user.id } : {}) });
  });

  addRoute(app, 'GET', '/api/supportticket/:id', async (request) => {
    const ticket = await getTicket(db, readerOf(request), (request.params as { id: number }).id);
    if (!ticket) throw ticketNotFound();
    return { data: ticket };
  });

  largeBodyRoute('POST', '/api/supportticket', TICKET_BODY_LIMIT, async (request) => {
    // I14: a new ticket starts New, Medium and not internal; another value is refused, not dropped.
    refuseReadOnlyChanges(request.body, 'supportticket.schema.json');
    refuseLockedChanges(request.body, Object.keys(NEW_TICKET), NEW_TICKET);
    const id = await createTicket(db, callOf(request), request.body as SupportTicket);
    return { data: await getTicket(db, readerOf(request), id) };
  });

  addRoute(app, 'PUT', '/api/supportticket/:id', async (request) => {
    const reader = readerOf(request);
    const id = (request.params as { id: number }).id;
    const stored = await ticketFacts(db, reader, id);
    if (!stored) throw ticketNotFound();
    // Read-only facts (names, who created it, when) may come back as the ticket shows them, but not changed.
    await updateTicket(db, callOf(request), stored, request.body as SupportTicket,
      async () => refuseReadOnlyChanges(request.body, 'supportticket.schema.json', (await getTicket(db, reader, id)) ?? {}));
    return { data: await getTicket(db, reader, id) };
  });

  addRoute(app, 'GET', '/api/supportevents', async (request) => {
    const { ticketId, withAttachments = false } = request.query as { ticketId: number; withAttachments?: boolean };
    const events = await listEvents(db, readerOf(request), ticketId, withAttachments);
    if (!events) throw ticketNotFound();
    return { data: events, total: events.length };
  });

  addRoute(app, 'POST', '/api/supportevent', async (request) => {
    refuseReadOnlyChanges(request.body, 'supportevent.schema.json');
    return { data: await createEvent(db, callOf(request), readerOf(request), request.body as SupportEvent) };
  });

  largeBodyRoute('POST', '/api/supportattachment', FILE_BODY_LIMIT, async (request) => {
    refuseReadOnlyChanges(request.body, 'supportattachment.schema.json');
    return { data: await createAttachment(db, callOf(request), readerOf(request), request.body as Parameters<typeof createAttachment>[3]) };
  });

  addRoute(app, 'GET', '/api/supportattachment/:id', async (request) => {
    const attachment = await getAttachment(db, readerOf(request), (request.params as { id: number }).id);
    if (!attachment) throw new ApiError(404, 'attachment-not-found', 'notFound');
    return { data: toApiAttachment(attachment) };
  });

  // I21: the file itself, saved by the browser under its own name.
  addRoute(app, 'GET', '/api/supportattachment/:id/content', async (request, reply) => {
    const attachment = await getAttachment(db, readerOf(request), (request.params as { id: number }).id);
    if (!attachment) throw new ApiError(404, 'attachment-not-found', 'notFound');
    const ascii = attachment.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('content-type', attachment.contentType)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`)
      .send(Buffer.from(attachment.content, 'base64'));
  });
}
