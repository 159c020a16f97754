// Ticket events and their files (I18, I20, I21, I24, I30, I32, I38). Internal notes reach agents
// only (R24); a reply moves the ticket's status as the rules say, in the same transaction.
import { sql } from 'kysely';
import type { SupportEvent } from '../../../generated/entities.js';
import { isSupportAgent, mayReply, mayWriteInternalNote, statusAfterReply } from '../../domain/support.js';
import type { Database } from '../db/database.js';
import { base64Of, fileBytes } from '../db/file-content.js';
import { nextVersion } from '../generic/versions.js';
import { ApiError } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { recordWrite } from '../system/audit.js';
import { checkedFile, checkedRichText } from './checks.js';
import { toApiAttachment } from './ticket-writes.js';
import { ISO_FORMAT, LOCAL_FORMAT, localTime, ticketFacts, type TicketReader } from './tickets.js';

type Caller = Pick<CallContext, 'user' | 'loginUser' | 'location'>;
const ticketNotFound = () => new ApiError(404, 'ticket-not-found', 'ticketNotFound');
const archived = () => new ApiError(409, 'ticket-archived', 'ticketArchived');

const attachmentColumns = ['id', 'ticketEventId', 'userId', 'filename', 'contentType', 'size'] as const;

/** GET supportevents: newest first (I20); undefined when the ticket is not readable. */
export async function listEvents(db: Database, reader: TicketReader, ticketId: number, withAttachments: boolean): Promise<SupportEvent[] | undefined> {
  if (!(await ticketFacts(db, reader, ticketId))) return undefined;
  const rows = await db.selectFrom('supportEvents').innerJoin('users', 'users.id', 'supportEvents.userId')
    .select(['supportEvents.id', 'supportEvents.ticketId', 'supportEvents.description', 'supportEvents.internalUse', 'supportEvents.status',
      'supportEvents.userId', 'users.name as userName'])
    .select([
      sql<string>`to_char(support_events.created_at at time zone 'UTC', ${ISO_FORMAT})`.as('created'),
      sql<string>`to_char(support_events.created_at at time zone 'Europe/Oslo', ${LOCAL_FORMAT})`.as('createdLocal'),
    ])
    .where('supportEvents.ticketId', '=', ticketId)
    .$if(!reader.seesInternal, (qb) => qb.where('supportEvents.internalUse', '=', false))
    .orderBy('supportEvents.id', 'desc')
    .execute();
  const files = withAttachments && rows.length > 0
    ? await db.selectFrom('supportAttachments').select(attachmentColumns).where('ticketEventId', 'in', rows.map((row) => row.id)).orderBy('id').execute()
    : [];
  return rows.map((row) => ({
    ...row,
    status: row.status as SupportEvent['status'],
    ...(withAttachments ? { attachments: files.filter((file) => file.ticketEventId === row.id).map(toApiAttachment) } : {}),
  }));
}

/** POST supportevent (I24): the reply, the ticket's new status (I30, I32) and, for a ticket nobody has, its agent (issue 28). */
export async function createEvent(db: Database, call: Caller, reader: TicketReader, input: SupportEvent): Promise<SupportEvent> {
  const ticket = await ticketFacts(db, reader, input.ticketId);
  if (!ticket) throw ticketNotFound();
  if (!mayReply(ticket)) throw archived();
  if (input.userId !== undefined && input.userId !== call.user.id) throw new ApiError(403, 'reply-as-other', 'replyAsOther');
  const internalUse = input.internalUse ?? false;
  if (internalUse && !mayWriteInternalNote(call.user)) throw new ApiError(403, 'ticket-agent-only', 'ticketAgentOnly');
  const status = statusAfterReply(call.user, ticket.status, input.status);
  if (status === null) throw new ApiError(403, 'ticket-agent-only', 'ticketAgentOnly');
  const description = checkedRichText(input.description);

  const event = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('supportEvents').values({ ticketId: ticket.id, description, internalUse, status, userId: call.user.id })
      .returning(['id', 'createdAt']).executeTakeFirstOrThrow();
    // An agent's reply takes a ticket nobody has (as agent workspaces do); of two agents answering at
    // once, the first to write keeps it. A customer's reply assigns nobody.
    const agent = isSupportAgent(call.user) ? { agentUserId: sql<number>`coalesce(agent_user_id, ${call.user.id})` } : {};
    await trx.updateTable('supportTickets').set({ status, ...agent, updatedAt: new Date(), version: nextVersion() }).where('id', '=', ticket.id).execute();
    await recordWrite(trx, call, { entity: 'supportevent', entityId: row.id, action: 'create', summary: `ticket ${ticket.id}${internalUse ? ', internal' : ''}` });
    return row;
  });
  const created = new Date(event.createdAt);
  return {
    id: event.id, ticketId: ticket.id, description, internalUse, status: status as SupportEvent['status'], userId: call.user.id,
    userName: call.user.name, created: created.toISOString(), createdLocal: localTime(created), attachments: [],
  };
}

/** The event a file belongs to, if the reader may see it (R24: internal notes only for agents). */
async function readableEvent(db: Database, reader: TicketReader, eventId: number) {
  const event = await db.selectFrom('supportEvents').select(['id', 'ticketId', 'userId', 'internalUse']).where('id', '=', eventId).executeTakeFirst();
  if (!event || (event.internalUse && !reader.seesInternal)) return undefined;
  const ticket = await ticketFacts(db, reader, event.ticketId);
  return ticket && { event, ticket };
}

/** POST supportattachment (I24, I25): by the event's author or an agent, while the ticket is open. */
export async function createAttachment(db: Database, call: Caller, reader: TicketReader, input: { ticketEventId?: number; userId?: number; filename: string; contentType?: string; contentData: string }) {
  const found = input.ticketEventId === undefined ? undefined : await readableEvent(db, reader, input.ticketEventId);
  if (!found) throw new ApiError(404, 'event-not-found', 'notFound');
  if (!mayReply(found.ticket)) throw archived();
  if (found.event.userId !== call.user.id && !isSupportAgent(call.user)) throw new ApiError(403, 'attachment-author-only', 'attachmentAuthorOnly');
  if (input.userId !== undefined && input.userId !== call.user.id) throw new ApiError(403, 'reply-as-other', 'replyAsOther');
  const file = checkedFile(input);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('supportAttachments').values({ ticketEventId: found.event.id, userId: call.user.id, ...file, content: await fileBytes(db, trx, file.content) })
      .returning('id').executeTakeFirstOrThrow();
    await recordWrite(trx, call, { entity: 'supportattachment', entityId: row.id, action: 'create', summary: file.filename });
    return row.id;
  }).catch((error: { code?: string }) => {
    if (error.code?.startsWith('22')) throw new ApiError(400, 'attachment-failed', 'attachmentFailed');
    throw error;
  });
  return toApiAttachment({ id, ticketEventId: found.event.id, userId: call.user.id, filename: file.filename, contentType: file.contentType, size: file.size });
}

/** One file with its content (I21, I49), if the reader may see its event. */
export async function getAttachment(db: Database, reader: TicketReader, id: number) {
  const row = await db.selectFrom('supportAttachments').select([...attachmentColumns, base64Of('content').as('content')]).where('id', '=', id).executeTakeFirst();
  if (!row || !(await readableEvent(db, reader, row.ticketEventId))) return undefined;
  return row;
}
