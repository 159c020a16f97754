// Messages (K01–K04, B23, B35): who receives a message (its audience), reading them with the
// acting user's read marks, and the global admins' publishing. Every write is audited.
import { sql, type ExpressionBuilder } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import type { Message, Task } from '../../../generated/entities.js';
import { richTextIsEmpty } from '../../domain/support.js';
import { closesLoop, type TreeNode } from '../../domain/tree.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { pageOf, textSearch, type Page } from '../generic/paging.js';
import { updateVersioned } from '../generic/versions.js';
import { ApiError } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { recordWrite } from '../system/audit.js';

/** Whose messages: the acting user at the acting location (A12). */
export interface MessageViewer { userId: number; tasks: readonly Task[]; customerId: number; locationId: number }

export const viewerOf = (call: Pick<CallContext, 'user' | 'customer' | 'location'>): MessageViewer =>
  ({ userId: call.user.id, tasks: call.user.tasksAllowed, customerId: call.customer.id, locationId: call.location.id });

export interface MessageQuery {
  index?: number;
  count?: number;
  sort?: 'created' | 'title' | 'priority' | 'type';
  order?: string;
  type?: string;
  parentId?: number;
  taskId?: string;
  taskIdSet?: boolean;
  withText?: boolean;
  mustRead?: boolean;
  isRead?: boolean;
  priority?: number;
  q?: string;
}

export const messageNotFound = () => new ApiError(404, 'message-not-found', 'messageNotFound');

type Eb = ExpressionBuilder<Tables, 'messages'>;

/** A message reaches a viewer when each of its customer, location and task is unset or matches. */
function meantFor(viewer: MessageViewer) {
  return (eb: Eb) => eb.and([
    eb.or([eb('messages.customerId', 'is', null), eb('messages.customerId', '=', viewer.customerId)]),
    eb.or([eb('messages.locationId', 'is', null), eb('messages.locationId', '=', viewer.locationId)]),
    viewer.tasks.length > 0
      ? eb.or([eb('messages.taskId', 'is', null), eb('messages.taskId', 'in', [...viewer.tasks])])
      : eb('messages.taskId', 'is', null),
  ]);
}

const readBy = (userId: number) => (eb: Eb) =>
  eb.exists(eb.selectFrom('messageReads').select('messageReads.messageId')
    .whereRef('messageReads.messageId', '=', 'messages.id').where('messageReads.userId', '=', userId));

/** The messages the viewer may read (every one with `all`), before anything is selected of them. */
const messagesFor = (db: Database, viewer: MessageViewer, all: boolean) => db.selectFrom('messages').$if(!all, (qb) => qb.where(meantFor(viewer)));

/** What a message row shows: its own columns, the names of creator, customer and location, read or not, attachments. */
function withColumns(viewer: MessageViewer) {
  return (query: ReturnType<typeof messagesFor>) => query
    .leftJoin('users as creator', 'creator.id', 'messages.createdByUserId')
    .leftJoin('customers', 'customers.id', 'messages.customerId')
    .leftJoin('locations', 'locations.id', 'messages.locationId')
    .select([
      'messages.id', 'messages.title', 'messages.createdAt', 'messages.priority', 'messages.type', 'messages.mustRead', 'messages.taskId',
      'messages.parentId', 'messages.customerId', 'messages.locationId', 'messages.version', 'creator.name as userNameCreater', 'customers.name as customerName',
      'locations.name as locationName',
    ])
    .select((eb) => [
      readBy(viewer.userId)(eb).as('isRead'),
      eb.selectFrom('messageAttachments').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('messageAttachments.messageId', '=', 'messages.id').as('attachmentCount'),
    ]);
}

const selectMessages = (db: Database, viewer: MessageViewer, all: boolean) => withColumns(viewer)(messagesFor(db, viewer, all));

type MessageRow = {
  id: number; title: string; createdAt: Date | string; priority: number; type: string; mustRead: boolean; taskId: string | null; parentId: number | null;
  customerId: number | null; locationId: number | null; version: number; userNameCreater: string | null; customerName: string | null; locationName: string | null;
  isRead: unknown; attachmentCount: unknown; text?: string; readCount?: unknown;
};

function toMessage(row: MessageRow): Message {
  const { createdAt, isRead, attachmentCount, readCount, ...rest } = row;
  return {
    ...rest,
    created: new Date(createdAt).toISOString(),
    priority: rest.priority as Message['priority'],
    type: rest.type as Message['type'],
    taskId: rest.taskId as Message['taskId'],
    taskIdSet: rest.taskId !== null,
    isRead: Boolean(isRead),
    attachmentCount: Number(attachmentCount ?? 0),
    ...(readCount !== undefined ? { readCount: Number(readCount) } : {}),
  } as Message;
}

const sortColumns = { created: 'messages.createdAt', title: 'messages.title', priority: 'messages.priority', type: 'messages.type' } as const;

/** K04: the viewer's messages (every message for a global admin's `all`), one page and the total. */
export async function listMessages(db: Database, viewer: MessageViewer, query: MessageQuery, all = false): Promise<Page<Message>> {
  let select = messagesFor(db, viewer, all);
  if (query.type) select = select.where('messages.type', '=', query.type);
  if (query.parentId !== undefined) select = select.where('messages.parentId', '=', query.parentId);
  if (query.taskId) select = select.where('messages.taskId', '=', query.taskId);
  if (query.taskIdSet !== undefined) select = select.where('messages.taskId', query.taskIdSet ? 'is not' : 'is', null);
  if (query.mustRead !== undefined) select = select.where('messages.mustRead', '=', query.mustRead);
  if (query.priority !== undefined) select = select.where('messages.priority', '=', query.priority);
  if (query.isRead !== undefined) select = select.where((eb) => (query.isRead ? readBy(viewer.userId)(eb) : eb.not(readBy(viewer.userId)(eb))));
  if (query.q?.trim()) select = select.where((eb) => textSearch(eb, query.q!, ['messages.title']));
  const column = sortColumns[query.sort ?? 'created'] ?? sortColumns.created;
  const direction = query.order?.toLowerCase() === 'asc' ? 'asc' : 'desc';
  // Paged and counted as the large lists are (issue 16): deep pages by their ids, the total bounded.
  const { rows, ...total } = await pageOf<MessageRow>(db, select, (page) => withColumns(viewer)(page)
    .$if(Boolean(query.withText), (qb) => qb.select('messages.text'))
    .$if(all, (qb) => qb.select((eb) => eb.selectFrom('messageReads').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('messageReads.messageId', '=', 'messages.id').as('readCount'))),
  { column, direction, tieBreaker: 'messages.id' }, query);
  return { data: rows.map(toMessage), ...total };
}

/** One message with its text; global admins (`asAdmin`) get any message and who has read it. */
export async function getMessage(db: Database, viewer: MessageViewer, id: number, asAdmin = false): Promise<Message | undefined> {
  const row = await selectMessages(db, viewer, asAdmin).select('messages.text').where('messages.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const message = toMessage(row as MessageRow);
  if (!asAdmin) return message;
  const reads = await db.selectFrom('messageReads').innerJoin('users', 'users.id', 'messageReads.userId')
    .leftJoin('users as login', 'login.id', 'messageReads.loginUserId')
    .select(['messageReads.userId', 'users.name as userName', 'messageReads.readAt', 'messageReads.loginUserId', 'login.name as loginUserName'])
    .where('messageReads.messageId', '=', id).orderBy('messageReads.readAt', 'desc').limit(500).execute();
  return {
    ...message,
    readCount: reads.length,
    readBy: reads.map((read) => ({ ...read, readAt: new Date(read.readAt).toISOString() })),
  };
}

/** Rich text from the editor, stripped of scripts, handlers and foreign markup. */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span'],
    allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, img: ['src', 'alt', 'width', 'height'], span: ['style'], p: ['style'] },
    allowedStyles: { '*': { color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(/], 'text-align': [/^(left|right|center|justify)$/] } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  });
}

/** The messages a message follows up, from `parentId` up to the first one (P50). */
async function followedUp(db: Database, parentId: number): Promise<TreeNode[]> {
  const { rows } = await sql<TreeNode>`
    with recursive up (id, parent_id) as (
      select id, parent_id from messages where id = ${parentId}
      union
      select messages.id, messages.parent_id from messages join up on messages.id = up.parent_id
    )
    select id, parent_id as "parentId" from up`.execute(db);
  return rows;
}

async function checkReferences(db: Database, input: Message): Promise<void> {
  const [parent, customer, location] = await Promise.all([
    input.parentId ? db.selectFrom('messages').select('id').where('id', '=', input.parentId).executeTakeFirst() : true,
    input.customerId ? db.selectFrom('customers').select('id').where('id', '=', input.customerId).executeTakeFirst() : true,
    input.locationId ? db.selectFrom('locations').select(['id', 'customerId']).where('id', '=', input.locationId).executeTakeFirst() : true,
  ]);
  if (!parent || !customer || !location) throw new ApiError(400, 'invalid-reference', 'invalidReference');
  if (input.customerId && input.locationId && typeof location === 'object' && location.customerId !== input.customerId) {
    throw new ApiError(400, 'location-not-of-customer', 'locationNotOfCustomer');
  }
}

/** K01: publish or change a message (global admins; the route checks); a change carries the version it read (O25). */
export async function saveMessage(db: Database, call: Pick<CallContext, 'user' | 'loginUser' | 'location'>, input: Message, id?: number): Promise<number> {
  await checkReferences(db, input);
  if (id !== undefined && input.parentId && closesLoop(id, input.parentId, await followedUp(db, input.parentId))) {
    throw new ApiError(400, 'follow-up-loop', 'followUpLoop', { field: 'parentId' });
  }
  const text = cleanHtml(input.text);
  // A message everyone may be shown says something: the editor's empty paragraph is no text.
  if (richTextIsEmpty(text)) throw new ApiError(400, 'invalid-input', 'fieldRequired', { field: 'text' });
  const values = {
    title: input.title.trim(),
    text,
    priority: input.priority,
    type: input.type,
    mustRead: input.mustRead,
    taskId: input.taskId ?? null,
    parentId: input.parentId ?? null,
    customerId: input.customerId ?? null,
    locationId: input.locationId ?? null,
  };
  return db.transaction().execute(async (trx) => {
    let savedId = id;
    if (savedId === undefined) savedId = (await trx.insertInto('messages').values({ ...values, createdByUserId: call.loginUser.id }).returning('id').executeTakeFirstOrThrow()).id;
    else await updateVersioned(trx, 'messages', savedId, input.version!, values);
    await recordWrite(trx, call, { entity: 'message', entityId: savedId, action: id === undefined ? 'create' : 'update', summary: values.title });
    return savedId;
  });
}

export async function deleteMessage(db: Database, call: Pick<CallContext, 'user' | 'loginUser' | 'location'>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('messages').where('id', '=', id).returning('title').executeTakeFirst();
    if (!deleted) throw messageNotFound();
    await recordWrite(trx, call, { entity: 'message', entityId: id, action: 'delete', summary: deleted.title });
  });
}

/**
 * B23, B24: marks a message read for the acting user, recording who pressed it. A must-read
 * message is only for the user themself: staff acting as someone cannot mark it for them.
 */
export async function markRead(db: Database, call: Pick<CallContext, 'user' | 'loginUser' | 'location' | 'customer'>, id: number): Promise<void> {
  const message = await getMessage(db, viewerOf(call), id);
  if (!message) throw messageNotFound();
  if (message.mustRead && call.user.id !== call.loginUser.id) throw new ApiError(409, 'must-read-own', 'mustReadOnlyOwn');
  await db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('messageReads').values({ messageId: id, userId: call.user.id, loginUserId: call.loginUser.id })
      .onConflict((oc) => oc.columns(['messageId', 'userId']).doNothing()).returning('messageId').executeTakeFirst();
    if (inserted) await recordWrite(trx, call, { entity: 'messageread', entityId: id, action: 'create', summary: message.title });
  });
}
