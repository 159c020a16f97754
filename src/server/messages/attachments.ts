// Message attachments (K02): base64 files of at most 5 MB decoded (P02, R36), readable by anyone the
// message is meant for, added and removed by global admins.
import type { MessageAttachment } from '../../../generated/entities.js';
import { fileTooLarge } from '../../domain/files.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { recordWrite } from '../system/audit.js';

export const attachmentNotFound = () => new ApiError(404, 'attachment-not-found', 'attachmentNotFound');

const metaColumns = ['id', 'messageId', 'filename', 'contentType', 'size', 'createdAt'] as const;

type Meta = { id: number; messageId: number; filename: string; contentType: string; size: number; createdAt: Date | string };
const toAttachment = ({ createdAt, ...row }: Meta & { contentData?: string }): MessageAttachment => ({ ...row, created: new Date(createdAt).toISOString() });

export async function listAttachments(db: Database, messageId: number): Promise<MessageAttachment[]> {
  const rows = await db.selectFrom('messageAttachments').select(metaColumns).where('messageId', '=', messageId).orderBy('id').execute();
  return rows.map(toAttachment);
}

export async function getAttachment(db: Database, id: number): Promise<MessageAttachment | undefined> {
  const row = await db.selectFrom('messageAttachments').select([...metaColumns, 'contentData']).where('id', '=', id).executeTakeFirst();
  return row && toAttachment(row);
}

/** The decoded size of strict base64, or undefined when it is not base64. */
export function decodedSize(base64: string): number | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) return undefined;
  return (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

export async function addAttachment(db: Database, call: Pick<CallContext, 'user' | 'loginUser' | 'location'>, input: Required<Pick<MessageAttachment, 'messageId' | 'filename' | 'contentType' | 'contentData'>>): Promise<MessageAttachment> {
  const size = decodedSize(input.contentData);
  if (size === undefined) throw new ApiError(400, 'invalid-file', 'invalidFile');
  // P02, R36: the portal's one 5 MB rule (5 × 1024 × 1024 decoded bytes), as the form checks it.
  if (fileTooLarge(size)) throw new ApiError(400, 'file-too-large', 'fileTooLarge', { field: 'contentData' });
  return db.transaction().execute(async (trx) => {
    const message = await trx.selectFrom('messages').select('id').where('id', '=', input.messageId).executeTakeFirst();
    if (!message) throw new ApiError(404, 'message-not-found', 'messageNotFound');
    const row = await trx.insertInto('messageAttachments')
      .values({ messageId: input.messageId, filename: input.filename.trim(), contentType: input.contentType, size, contentData: input.contentData })
      .returning(metaColumns).executeTakeFirstOrThrow();
    await recordWrite(trx, call, { entity: 'messageattachment', entityId: row.id, action: 'create', summary: `${row.filename} on message ${input.messageId}` });
    return toAttachment(row);
  });
}

export async function deleteAttachment(db: Database, call: Pick<CallContext, 'user' | 'loginUser' | 'location'>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('messageAttachments').where('id', '=', id).returning(['filename', 'messageId']).executeTakeFirst();
    if (!deleted) throw attachmentNotFound();
    await recordWrite(trx, call, { entity: 'messageattachment', entityId: id, action: 'delete', summary: `${deleted.filename} on message ${deleted.messageId}` });
  });
}
