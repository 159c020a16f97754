// Comments on an order with an optional file (E28): anyone who may read the order adds one; only
// its author (or the operator's staff) deletes it.
import { fileTooLarge } from '../../domain/files.js';
import { recordWrite } from '../system/audit.js';
import type { Database } from '../db/database.js';
import { base64Of, fileBytes } from '../db/file-content.js';
import { ApiError } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { isOperator, visibleTransactions } from './access.js';
import { visibleHead } from './writes.js';

type Caller = Pick<CallContext, 'user' | 'loginUser' | 'location' | 'scope'>;
export interface CommentInput { orderId: number; text: string; filename?: string | null; contentType?: string | null; contentData?: string | null }

const commentColumns = ['transactionComments.id', 'transactionComments.transactionId as orderId', 'transactionComments.text', 'users.name as userName',
  'transactionComments.createdAt as created', 'transactionComments.filename', 'transactionComments.contentType', 'transactionComments.size'] as const;

export async function listComments(db: Database, call: Caller, orderId: number) {
  await visibleHead(db, call, orderId);
  const rows = await db.selectFrom('transactionComments').leftJoin('users', 'users.id', 'transactionComments.userId')
    .select(commentColumns).where('transactionComments.transactionId', '=', orderId).orderBy('transactionComments.id').execute();
  return rows.map((row) => ({ ...row, created: new Date(row.created).toISOString() }));
}

export async function addComment(db: Database, call: Caller, input: CommentInput) {
  await visibleHead(db, call, input.orderId);
  const text = input.text.trim();
  if (!text) throw new ApiError(400, 'invalid-input', 'fieldRequired', { field: 'text' });
  let file: { filename: string; contentType: string; size: number; content: Buffer } | undefined;
  if (input.contentData) {
    const data = input.contentData.replace(/^data:[^,]*;base64,/, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw new ApiError(400, 'invalid-file', 'invalidFile', { field: 'contentData' });
    const content = Buffer.from(data, 'base64');
    if (fileTooLarge(content.length)) throw new ApiError(400, 'file-too-large', 'fileTooLarge', { field: 'contentData' });
    file = { filename: input.filename?.trim() || 'fil', contentType: input.contentType?.trim() || 'application/octet-stream', size: content.length, content };
  }
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('transactionComments').values({
      transactionId: input.orderId, text, userId: call.user.id, loginUserId: call.loginUser.id,
      filename: file?.filename ?? null, contentType: file?.contentType ?? null, size: file?.size ?? null, content: file ? await fileBytes(db, trx, file.content) : null,
    }).returning('id').executeTakeFirstOrThrow();
    await recordWrite(trx, call, { entity: 'ordercomment', entityId: row.id, action: 'create', summary: `order ${input.orderId}` });
    return row.id;
  });
  return (await listComments(db, call, input.orderId)).find((comment) => comment.id === id)!;
}

/** A comment the caller may see; its file's bytes only when asked for (a delete has no use for them). */
async function visibleComment(db: Database, call: Caller, id: number, withFile = false) {
  const row = await db.selectFrom('transactionComments').innerJoin('transactions', 'transactions.id', 'transactionComments.transactionId')
    .select(['transactionComments.id', 'transactionComments.userId', 'transactionComments.filename', 'transactionComments.contentType'])
    .$if(withFile, (qb) => qb.select(base64Of('transactionComments.content').as('content')))
    .where('transactionComments.id', '=', id).where(visibleTransactions(call)).executeTakeFirst();
  if (!row) throw new ApiError(404, 'not-found', 'notFound');
  return row;
}

export async function deleteComment(db: Database, call: Caller, id: number): Promise<void> {
  const comment = await visibleComment(db, call, id);
  if (comment.userId !== call.user.id && !isOperator(call.user)) throw new ApiError(403, 'comment-author-only', 'commentAuthorOnly');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('transactionComments').where('id', '=', id).execute();
    await recordWrite(trx, call, { entity: 'ordercomment', entityId: id, action: 'delete' });
  });
}

export async function commentFile(db: Database, call: Caller, id: number) {
  const comment = await visibleComment(db, call, id, true);
  if (!comment.content) throw new ApiError(404, 'not-found', 'notFound');
  return { filename: comment.filename ?? 'fil', contentType: comment.contentType ?? 'application/octet-stream', content: Buffer.from(comment.content, 'base64') };
}

