// Messages (K01–K05, N44, N45): everyone reads what is meant for them and marks it read; global
// admins publish, change and delete messages and their attachments (C38).
import type { FastifyInstance } from 'fastify';
import type { Message, MessageAttachment } from '../../../generated/entities.js';
import { mayManageMessages } from '../../domain/access.js';
import { addAttachment, attachmentNotFound, deleteAttachment, getAttachment, listAttachments } from './attachments.js';
import { deleteMessage, getMessage, listMessages, markRead, messageNotFound, saveMessage, viewerOf, type MessageQuery } from './messages.js';
import { refuseReadOnlyChanges } from '../generic/locked-fields.js';
import { refuseStale } from '../generic/versions.js';
import { forbidden } from '../http/errors.js';
import { callOf, type CallContext } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

export function messageRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  const manager = (call: CallContext) => {
    if (!mayManageMessages(call.user)) throw forbidden();
    return call;
  };
  /** The message, when the caller may see it (meant for them, or any for a global admin). */
  const visible = async (call: CallContext, id: number) => {
    const message = await getMessage(db, viewerOf(call), id, mayManageMessages(call.user));
    if (!message) throw messageNotFound();
    return message;
  };
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

  addRoute(app, 'GET', '/api/messages', async (request) => {
    const call = callOf(request);
    const query = request.query as MessageQuery & { all?: boolean };
    if (query.all) manager(call);
    return listMessages(db, viewerOf(call), query, Boolean(query.all));
  });

  addRoute(app, 'GET', '/api/message/:id', async (request) => ({ data: await visible(callOf(request), idOf(request)) }));

  addRoute(app, 'POST', '/api/message', async (request) => {
    const call = manager(callOf(request));
    refuseReadOnlyChanges(request.body, 'message.schema.json');
    const id = await saveMessage(db, call, request.body as Message);
    return { data: await visible(call, id) };
  });

  addRoute(app, 'PUT', '/api/message/:id', async (request) => {
    const call = manager(callOf(request));
    const input = request.body as Message;
    const stored = await visible(call, idOf(request));
    // O25: a change from an older version is refused before the write's own checks.
    refuseStale(stored, input.version);
    // Who created it and who has read it may come back as shown, but not changed.
    refuseReadOnlyChanges(request.body, 'message.schema.json', stored);
    await saveMessage(db, call, input, idOf(request));
    return { data: await visible(call, idOf(request)) };
  });

  addRoute(app, 'DELETE', '/api/message/:id', async (request) => {
    await deleteMessage(db, manager(callOf(request)), idOf(request));
    return { data: null };
  });

  addRoute(app, 'POST', '/api/messageread', async (request) => {
    await markRead(db, callOf(request), (request.body as { id: number }).id);
    return { data: null };
  });

  addRoute(app, 'GET', '/api/messageattachments', async (request) => {
    const { messageId } = request.query as { messageId: number };
    await visible(callOf(request), messageId);
    return { data: await listAttachments(db, messageId) };
  });

  addRoute(app, 'GET', '/api/messageattachment/:id', async (request) => {
    const attachment = await getAttachment(db, idOf(request));
    if (!attachment) throw attachmentNotFound();
    // Someone the message is not meant for learns nothing about its files.
    await visible(callOf(request), attachment.messageId).catch(() => { throw attachmentNotFound(); });
    return { data: attachment };
  });

  addRoute(app, 'POST', '/api/messageattachment', async (request) => {
    const call = manager(callOf(request));
    refuseReadOnlyChanges(request.body, 'message-attachment.schema.json');
    return { data: await addAttachment(db, call, request.body as Required<Pick<MessageAttachment, 'messageId' | 'filename' | 'contentType' | 'contentData'>>) };
  }, { files: true });

  addRoute(app, 'DELETE', '/api/messageattachment/:id', async (request) => {
    await deleteAttachment(db, manager(callOf(request)), idOf(request));
    return { data: null };
  });
}
