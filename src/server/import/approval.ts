// Approving a valid import file (E12, O12): every delivery it makes is checked again by the ledger's
// rules (the ledger may have changed since the validation) and registered and sent as the delivery
// dialog registers one (writes.ts checkRegistration, writeRegistrations), all of them in ONE database
// transaction with the file's own change to approved: any failure, or a server that dies half-way,
// leaves nothing of the file registered and the file still valid.
import { setImmediate } from 'node:timers/promises';
import { TransactionStatus as S } from '../../domain/ledger/statuses.js';
import { recordWrite } from '../system/audit.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { isOperator } from '../ledger/access.js';
import { RegistrationLookups } from '../ledger/registration.js';
import { checkRegistration, writeRegistrations, type CheckedRegistration, type OrderInput } from '../ledger/writes.js';
import { ownFile, type ImportCaller } from './files.js';

/** Deliveries read, checked and written at a time, inside the one transaction. */
const CHUNK = 1000;

/** A delivery of the file the ledger refused at approval: the route words it as O12 with the row. */
export class ApprovalRefused extends Error {
  constructor(readonly row: number, readonly cause: ApiError) {
    super(cause.code);
  }
}

export const notValid = () => new ApiError(409, 'import-not-valid', 'importNotValid');

/** POST excelaccept: registers the file's deliveries; answers how many. `progress` hears of each chunk written (not yet committed). */
export async function approveFile(db: Database, call: ImportCaller, fileId: number, progress?: (written: number, total: number) => void): Promise<number> {
  const file = await ownFile(db, call, fileId);
  if (file.status !== 'valid') throw file.status === 'approved' || file.status === 'rejected' ? new ApiError(409, 'import-finished', 'importFinished') : notValid();
  const source = isOperator(call.user) ? 'provider' : 'Unknown';
  return db.transaction().execute(async (trx) => {
    // The file's change comes first and takes its row: of two approvals one goes on, the other finds it approved.
    const claimed = await trx.updateTable('importFiles').set({ status: 'approved', approvedAt: new Date(), updatedAt: new Date(), content: null })
      .where('id', '=', fileId).where('userId', '=', call.user.id).where('status', '=', 'valid').where('validationRun', '=', file.validationRun)
      .returning('deliveryCount').executeTakeFirst();
    if (!claimed) throw new ApiError(409, 'import-finished', 'importFinished');
    const lookups = new RegistrationLookups(trx);
    let written = 0;
    for (let first = 1; first <= claimed.deliveryCount; first += CHUNK) {
      const rows = await trx.selectFrom('importRows').selectAll().where('fileId', '=', fileId)
        .where('deliveryNo', '>=', first).where('deliveryNo', '<', first + CHUNK).orderBy('deliveryNo').orderBy('rowNo').execute();
      const deliveries = new Map<number, { row: number; input: OrderInput }>();
      for (const row of rows) {
        const delivery = deliveries.get(row.deliveryNo);
        if (delivery) delivery.input.lines.push({ productId: row.productId, qtyOrdered: row.quantity });
        else {
          deliveries.set(row.deliveryNo, {
            row: row.rowNo,
            input: {
              type: row.type, status: S.Sent, locationIdFrom: call.location.id, locationIdTo: row.locationIdTo, transactionDate: row.transactionDate,
              senderReference: row.senderReference, receiverReference: row.receiverReference, lines: [{ productId: row.productId, qtyOrdered: row.quantity }],
            },
          });
        }
      }
      const checked: CheckedRegistration[] = [];
      for (const { row, input } of deliveries.values()) {
        try {
          checked.push(await checkRegistration(trx, call, input, source, lookups));
        } catch (error) {
          throw error instanceof ApiError ? new ApprovalRefused(row, error) : error;
        }
      }
      await writeRegistrations(trx, call, checked, lookups);
      written += checked.length;
      progress?.(written, claimed.deliveryCount);
      // PGlite answers within the same turn of the event loop: let the server's other work (its log,
      // other requests) have a turn between chunks.
      await setImmediate();
    }
    await trx.deleteFrom('importRows').where('fileId', '=', fileId).execute();
    await trx.updateTable('importFiles').set({ orderCount: written }).where('id', '=', fileId).execute();
    await recordWrite(trx, call, { entity: 'excelfile', entityId: fileId, action: 'approve', summary: `${written} deliveries from ${file.filename}` });
    return written;
  });
}

/** POST excelreject: a file not approved is rejected; its content and rows go, the record stays. */
export async function rejectFile(db: Database, call: ImportCaller, fileId: number): Promise<void> {
  const file = await ownFile(db, call, fileId);
  if (file.status === 'approved' || file.status === 'rejected') throw new ApiError(409, 'import-finished', 'importFinished');
  await db.transaction().execute(async (trx) => {
    // A new run number stops a validation under way from writing on.
    const rejected = await trx.updateTable('importFiles')
      .set((eb) => ({ status: 'rejected', rejectedAt: new Date(), updatedAt: new Date(), content: null, validationRun: eb('validationRun', '+', 1) }))
      .where('id', '=', fileId).where('status', 'not in', ['approved', 'rejected']).executeTakeFirst();
    if (Number(rejected.numUpdatedRows) === 0) throw new ApiError(409, 'import-finished', 'importFinished');
    await trx.deleteFrom('importRows').where('fileId', '=', fileId).execute();
    await recordWrite(trx, call, { entity: 'excelfile', entityId: fileId, action: 'reject', summary: file.filename });
  });
}

/** DELETE excelfile: the file and what its validation read; deliveries it registered stay. */
export async function deleteFile(db: Database, call: ImportCaller, fileId: number): Promise<void> {
  const file = await ownFile(db, call, fileId);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('importFiles').where('id', '=', fileId).execute();
    await recordWrite(trx, call, { entity: 'excelfile', entityId: fileId, action: 'delete', summary: file.filename });
  });
}
