// Creating and updating tickets (I14, I16, I31, I33, R26). A new ticket, its first message and its
// files are written in one transaction: a file that fails leaves nothing behind.
import type { SupportAttachment, SupportTicket } from '../../../generated/entities.js';
import { isSupportAgent, mayEditTicket, NEW_TICKET, richTextIsEmpty, TICKET_MAX_FILES } from '../../domain/support.js';
import type { Database } from '../db/database.js';
import { fileBytes } from '../db/file-content.js';
import { refuseStale, updateVersioned } from '../generic/versions.js';
import { ApiError } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { noticeWrite } from '../notifications/notices.js';
import { recordWrite } from '../system/audit.js';
import { checkAgent, checkCategory, checkedFile, checkedRichText, checkParties } from './checks.js';
import type { TicketFacts } from './tickets.js';

type Caller = Pick<CallContext, 'user' | 'loginUser' | 'location' | 'customer'>;
const agentOnly = () => new ApiError(403, 'ticket-agent-only', 'ticketAgentOnly');

/** Database failures inside the write, as a clear refusal rather than a 500. */
function refusal(error: unknown, attachments: boolean): never {
  if (error instanceof ApiError) throw error;
  const code = (error as { code?: string }).code ?? '';
  // 22xxx: data the database refuses (a NUL byte in a name, an out-of-range number ...).
  if (code.startsWith('22') || code === '23503') {
    throw attachments ? new ApiError(400, 'attachment-failed', 'attachmentFailed') : new ApiError(400, 'ticket-create-failed', 'ticketCreateFailed');
  }
  throw error;
}

/** POST supportticket: the ticket always starts New, Medium, not internal (I14). */
export async function createTicket(db: Database, call: Caller, input: SupportTicket): Promise<number> {
  const agent = isSupportAgent(call.user);
  // I30, I31, I41: a non-agent raises tickets for the own context and as the own contact.
  if (!agent) {
    const foreign = (input.employeeId ?? null) !== null
      || (input.customerId != null && input.customerId !== call.location.customerId)
      || (input.locationId != null && input.locationId !== call.location.id)
      || (input.userId_Ordered != null && input.userId_Ordered !== call.user.id);
    if (foreign) throw agentOnly();
  }
  const customerId = input.customerId ?? call.location.customerId;
  const locationId = input.locationId ?? call.location.id;
  const contactId = input.userId_Ordered === undefined ? call.user.id : input.userId_Ordered;
  if (agent) await checkParties(db, { customerId, locationId, contactId });
  const agentUserId = agent ? await checkAgent(db, input.employeeId) : null;
  const category = await checkCategory(db, input.mainCategoryId, input.categoryId, input.orderId);
  const description = checkedRichText(input.description);
  if ((input.attachments?.length ?? 0) > TICKET_MAX_FILES) throw new ApiError(400, 'too-many-files', 'tooManyFiles', { max: TICKET_MAX_FILES });
  const files = (input.attachments ?? []).map(checkedFile);

  return db.transaction().execute(async (trx) => {
    const ticket = await trx.insertInto('supportTickets').values({
      title: input.title.trim(),
      ...NEW_TICKET,
      agentUserId,
      customerId,
      locationId,
      orderedByUserId: contactId,
      createdByUserId: call.user.id,
      ...category,
      orderId: input.orderId ?? null,
      transactionTypeId: input.transactionTypeId ?? null,
      productId: input.productId ?? null,
    }).returning('id').executeTakeFirstOrThrow();
    await recordWrite(trx, call, { entity: 'supportticket', entityId: ticket.id, action: 'create', summary: input.title.trim() });
    if (!richTextIsEmpty(description) || files.length > 0) {
      const event = await trx.insertInto('supportEvents').values({
        ticketId: ticket.id, description, internalUse: false, status: NEW_TICKET.status, userId: call.user.id,
      }).returning('id').executeTakeFirstOrThrow();
      await recordWrite(trx, call, { entity: 'supportevent', entityId: event.id, action: 'create', summary: `ticket ${ticket.id}` });
      for (const file of files) {
        const stored = await trx.insertInto('supportAttachments').values({ ticketEventId: event.id, userId: call.user.id, ...file, content: await fileBytes(db, trx, file.content) })
          .returning('id').executeTakeFirstOrThrow()
          .catch((error: unknown) => refusal(error, true));
        await recordWrite(trx, call, { entity: 'supportattachment', entityId: stored.id, action: 'create', summary: file.filename });
      }
    }
    // B38: a ticket of a quality category is a quality deviation at its location, told to who chose to hear of it.
    const quality = (await trx.selectFrom('supportCategories').select('qualityDeviation').where('id', '=', category.categoryId).executeTakeFirst())?.qualityDeviation;
    if (quality) await noticeWrite([{ event: 'qualityDeviation', locationId, ticketId: ticket.id }], call.user.id)!(trx).execute();
    return ticket.id;
  }).catch((error: unknown) => refusal(error, false));
}

/**
 * PUT supportticket (I31, I33): agents only, while the ticket is below Archived, from the version
 * last read (O25), with no read-only fact changed (`refuseReadOnly`, after those refusals). Absent
 * fields keep what is stored; null clears a field that may be empty.
 */
export async function updateTicket(db: Database, call: Caller, stored: TicketFacts, input: SupportTicket, refuseReadOnly: () => Promise<void> = async () => {}): Promise<void> {
  if (!isSupportAgent(call.user)) throw agentOnly();
  // O25 before any other refusal: what the agent saw has changed, whatever it became.
  refuseStale(stored, input.version);
  if (!mayEditTicket(call.user, stored)) throw new ApiError(409, 'ticket-archived', 'ticketArchived');
  await refuseReadOnly();
  const keep = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);

  const customerId = keep(input.customerId ?? undefined, stored.customerId);
  const locationId = keep(input.locationId ?? undefined, stored.locationId);
  const contactId = keep(input.userId_Ordered, stored.orderedByUserId);
  await checkParties(db, { customerId, locationId, contactId }, stored);

  const agentUserId = input.employeeId === undefined ? stored.agentUserId : await checkAgent(db, input.employeeId);
  const orderId = keep(input.orderId, stored.orderId);
  const categoryChanged = input.categoryId !== undefined || input.mainCategoryId !== undefined || orderId !== stored.orderId;
  const category = categoryChanged
    ? await checkCategory(db, keep(input.mainCategoryId, stored.mainCategoryId), keep(input.categoryId, stored.categoryId), orderId)
    : { mainCategoryId: stored.mainCategoryId, categoryId: stored.categoryId };

  await db.transaction().execute(async (trx) => {
    await updateVersioned(trx, 'supportTickets', stored.id, input.version!, {
      title: input.title.trim(),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.priority !== undefined ? { priority: input.priority } : {}),
      ...(input.internal !== undefined ? { internal: input.internal } : {}),
      agentUserId,
      customerId,
      locationId,
      orderedByUserId: contactId,
      ...category,
      orderId,
      ...(input.transactionTypeId !== undefined ? { transactionTypeId: input.transactionTypeId } : {}),
      ...(input.productId !== undefined ? { productId: input.productId } : {}),
      updatedAt: new Date(),
    });
    await recordWrite(trx, call, { entity: 'supportticket', entityId: stored.id, action: 'update', summary: input.title.trim() });
  }).catch((error: unknown) => {
    if ((error as { code?: string }).code === '23503') throw new ApiError(400, 'invalid-reference', 'invalidInput');
    throw error;
  });
}

/** The file of an event as the API lists it (I49); lists leave the content out, one file carries it. */
export function toApiAttachment(row: { id: number; ticketEventId: number; userId: number; filename: string; contentType: string; size: number; content?: string }): SupportAttachment {
  const attachment = { id: row.id, ticketEventId: row.ticketEventId, userId: row.userId, filename: row.filename, contentType: row.contentType, size: row.size };
  return (row.content ? { ...attachment, contentData: row.content } : attachment) as SupportAttachment;
}
