// The import files (E10–E12): who may import, a caller's own files at the context location, the upload,
// and a file's state as the page reads it, its messages worded in the caller's language.
import { sql, type Kysely, type Selectable } from 'kysely';
import { mayAccess } from '../../domain/access.js';
import { routeForPath } from '../../domain/routes.js';
import { columnOf, MAX_IMPORT_FILE_BYTES, type ImportColumnKey, type ImportStatus } from '../../domain/import/columns.js';
import { fileBytes } from '../db/file-content.js';
import type { ImportFileTable, Tables } from '../db/tables.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { text, type ServerLanguage } from '../i18n/texts.js';
import type { ImportMessage } from './cells.js';
import { looksLikeXlsx } from './sheet.js';

export type ImportCaller = Pick<CallContext, 'user' | 'loginUser' | 'location' | 'scope' | 'customer'>;
export type StoredFile = Omit<Selectable<ImportFileTable>, 'content'>;

/** A validation touches its file at least every batch of rows; untouched this long, its server stopped. */
export const STALE_VALIDATION_MS = 60_000;
/** Files neither approved nor rejected are kept this long, then go with the owner's next upload. */
const KEEP_UNFINISHED_DAYS = 7;
/** Unfinished files an owner keeps at most; a new upload removes the oldest beyond. */
const KEEP_UNFINISHED_FILES = 20;

export const importFileNotFound = () => new ApiError(404, 'import-file-not-found', 'importFileNotFound');

const FILE_IMPORT = routeForPath('delivery/fileimport')!.access;

/** C11: the import's calls take what its page takes (the task Delivery; a global admin has every task, C03). */
export function importer<T extends Pick<CallContext, 'user' | 'customer' | 'location'>>(call: T): T {
  if (!mayAccess({ user: call.user, customer: call.customer, location: call.location }, FILE_IMPORT)) throw forbidden();
  return call;
}

const withoutContent = (db: Kysely<Tables>) => db.selectFrom('importFiles').select([
  'id', 'userId', 'loginUserId', 'locationId', 'filename', 'size', 'firstRowIsHeader', 'status', 'validationRun', 'rowsExpected', 'rowsRead',
  'rowCount', 'deliveryCount', 'quantityTotal', 'errorCount', 'warningCount', 'errors', 'warnings', 'orderCount', 'createdAt', 'updatedAt',
  'validatedAt', 'approvedAt', 'rejectedAt',
]);

/** The caller's own file at the location acted for; another user's, or one of another location, is not found. */
export async function ownFile(db: Kysely<Tables>, call: ImportCaller, id: number): Promise<StoredFile> {
  const file = await withoutContent(db).where('id', '=', id).where('userId', '=', call.user.id).where('locationId', '=', call.location.id).executeTakeFirst();
  if (!file) throw importFileNotFound();
  return file as StoredFile;
}

export async function ownFiles(db: Kysely<Tables>, call: ImportCaller): Promise<StoredFile[]> {
  return await withoutContent(db).where('userId', '=', call.user.id).where('locationId', '=', call.location.id).orderBy('id', 'desc').limit(20).execute() as StoredFile[];
}

/** A validation whose server stopped shows as interrupted, and may be validated again. */
export const statusOf = (file: Pick<StoredFile, 'status' | 'updatedAt'>): ImportStatus =>
  file.status === 'validating' && Date.now() - new Date(file.updatedAt).getTime() > STALE_VALIDATION_MS ? 'interrupted' : file.status as ImportStatus;

function worded(message: ImportMessage, language: ServerLanguage) {
  const column = message.column ? columnOf(message.column) : undefined;
  // A value named heading is a column's key, worded here (importConflict).
  const values = { ...message.values };
  if (typeof values.heading === 'string') values.heading = columnOf(values.heading as ImportColumnKey).heading[language];
  // Quantities in the reader's number format (a product's number stays as it is).
  for (const name of ['total', 'balance'] as const) if (typeof values[name] === 'number') values[name] = values[name].toLocaleString(language);
  return { row: message.row, column: column?.letter ?? null, heading: column?.heading[language] ?? null, text: text(message.key, language, values) };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The file as the API answers it (schemas/import-file.schema.json). */
export function fileState(file: StoredFile, language: ServerLanguage, withMessages = true) {
  const status = statusOf(file);
  const errors = withMessages ? (file.errors as ImportMessage[]).map((message) => worded(message, language)) : [];
  if (status === 'interrupted' && withMessages) errors.unshift(worded({ row: null, column: null, key: 'importInterrupted' }, language));
  return {
    id: file.id, filename: file.filename, size: file.size, status, firstRowIsHeader: file.firstRowIsHeader,
    rowsExpected: file.rowsExpected, rowsRead: file.rowsRead, rowCount: file.rowCount, deliveryCount: file.deliveryCount,
    quantityTotal: Number(file.quantityTotal), errorCount: file.errorCount, warningCount: file.warningCount,
    errors, warnings: withMessages ? (file.warnings as ImportMessage[]).map((message) => worded(message, language)) : [],
    orderCount: file.orderCount, createdAt: iso(file.createdAt)!, validatedAt: iso(file.validatedAt), approvedAt: iso(file.approvedAt), rejectedAt: iso(file.rejectedAt),
  };
}

/** POST blob: keeps the caller's file (R36: at most 5 MB; an .xlsx), to be validated. */
export async function saveUpload(db: Kysely<Tables>, call: ImportCaller, filename: string, content: Buffer): Promise<number> {
  if (content.length > MAX_IMPORT_FILE_BYTES) throw new ApiError(413, 'file-too-large', 'importFileTooLarge');
  if (!looksLikeXlsx(content)) throw new ApiError(400, 'not-xlsx', 'importNotXlsx', { field: 'file' });
  return db.transaction().execute(async (trx) => {
    // The owner's files left unfinished for a week go now, and any beyond the newest few: nobody else ever reads them.
    const unfinished = trx.selectFrom('importFiles').select('id').where('userId', '=', call.user.id).where('status', 'not in', ['approved', 'rejected']);
    await trx.deleteFrom('importFiles').where('id', 'in', unfinished.where('createdAt', '<', sql<Date>`now() - make_interval(days => ${KEEP_UNFINISHED_DAYS})`)).execute();
    await trx.deleteFrom('importFiles').where('id', 'in', unfinished.orderBy('id', 'desc').offset(KEEP_UNFINISHED_FILES - 1)).execute();
    const { id } = await trx.insertInto('importFiles').values({
      userId: call.user.id, loginUserId: call.loginUser.id, locationId: call.location.id, filename, size: content.length, content: await fileBytes(db, trx, content),
    }).returning('id').executeTakeFirstOrThrow();
    return id;
  });
}
