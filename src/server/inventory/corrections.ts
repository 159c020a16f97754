// Correction orders (F03, type 14, docs/decisions.md): at a location without its own balance the
// operator's staff propose a correction of what is booked there (carriers found beyond the booking,
// or missing); the customer accepts it (posted, Confirmed) or disputes it with its own count and why
// (NotAgreed, then the operator decides) through POST orderinventoryresponseto, while the period
// the order was proposed in lets customers answer (canResponse).
import { hasInventoryLevel, hasTask } from '../../domain/access.js';
import { periodOn } from '../../domain/inventory/periods.js';
import { TransactionStatus } from '../../domain/ledger/statuses.js';
import { TransactionType } from '../../domain/ledger/types.js';
import { recordWrite } from '../system/audit.js';
import type { Database } from '../db/database.js';
import { ApiError, forbidden } from '../http/errors.js';
import { isOperator } from '../ledger/access.js';
import { accountOf } from '../ledger/posting.js';
import { checkLines } from '../ledger/registration.js';
import { changeStatus } from '../ledger/status-change.js';
import { visibleHead } from '../ledger/writes.js';
import { periodForbids, type Caller } from './access.js';
import { poolAccount } from './approval.js';
import { poolToday } from '../../domain/dates.js';
import { noticeWrite } from '../notifications/notices.js';

export interface Correction { locationId: number; direction: 'found' | 'missing'; lines: Array<{ productId: number; quantity: number }>; comment: string }
export interface CorrectionAnswer { id: number; version: number; accept: boolean; comment?: string; lines?: Array<{ productId: number; qtyReceived: number }> }

/** Staff propose: sent to the location at once, waiting for its answer (B33 counts it). */
export async function proposeCorrection(db: Database, call: Caller, correction: Correction): Promise<number> {
  if (!isOperator(call.user)) throw forbidden();
  const place = await db.selectFrom('locations').select(['id', 'customerId', 'isBalance']).where('id', '=', correction.locationId).executeTakeFirstOrThrow();
  if (place.isBalance) throw new ApiError(400, 'correction-needs-non-balance', 'correctionNeedsNonBalance', { field: 'locationId' });
  const lines = await checkLines(db, call, correction.lines.map((line) => ({ productId: line.productId, qtyOrdered: line.quantity })));
  if (!lines.some((line) => line.qtyOrdered > 0)) throw new ApiError(400, 'all-lines-zero', 'allLinesZero', { field: 'lines' });
  const comment = correction.comment.trim();
  if (!comment) throw new ApiError(400, 'dispute-needs-comment', 'disputeNeedsComment', { field: 'comment' });
  const pool = await poolAccount(db);
  const account = await accountOf(db, place.id);
  const [from, to] = correction.direction === 'found'
    ? [{ ...pool, account: pool.id }, { ...place, account }]
    : [{ ...place, account }, { ...pool, account: pool.id }];
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('transactions').values({
      type: TransactionType.Inventory, status: TransactionStatus.Sent, source: 'Inventory',
      locationIdFrom: from.id, locationIdTo: to.id, accountFrom: from.account, accountTo: to.account, customerIdFrom: from.customerId, customerIdTo: to.customerId,
      senderReference: null, receiverReference: null, transactionDate: poolToday(), processBy: null, truckTypeId: null,
      createdByUserId: call.user.id, createdByLoginUserId: call.loginUser.id, updatedByUserId: call.user.id, updatedByLoginUserId: call.loginUser.id, sentAt: new Date(),
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('transactionLines').values(lines.map((line) => ({ transactionId: id, productId: line.productId, qtyOrdered: line.qtyOrdered }))).execute();
    await trx.insertInto('transactionComments').values({ transactionId: id, text: comment, userId: call.user.id, loginUserId: call.loginUser.id }).execute();
    await recordWrite(trx, call, { entity: 'order', entityId: id, action: 'create', summary: `correction order at location ${place.id}` });
    // B38: the location's users who chose to hear of correction orders.
    await noticeWrite([{ event: 'correctionOrder', locationId: place.id, transactionId: id }], call.user.id)!(trx).execute();
    return id;
  });
}

/** POST orderinventoryresponseto: the location's main approver accepts or disputes a correction order. */
export async function answerCorrection(db: Database, call: Caller & Parameters<typeof changeStatus>[1], answer: CorrectionAnswer): Promise<void> {
  const head = await visibleHead(db, call, answer.id);
  if (head.type !== TransactionType.Inventory) throw new ApiError(400, 'not-a-correction-order', 'notACorrectionOrder', { field: 'id' });
  const own = head.locationIdFrom === call.location.id || head.locationIdTo === call.location.id;
  if (!own || !hasTask(call.user, 'Inventory') || !hasInventoryLevel(call.user, 'MainApprove')) throw forbidden();
  const periods = await db.selectFrom('inventoryPeriods').selectAll().where('controlFrom', '<=', head.transactionDate).where('controlTo', '>=', head.transactionDate).execute();
  const period = periodOn(periods, head.transactionDate);
  if (period && !period.canResponse) throw periodForbids('id');
  await changeStatus(db, call, {
    id: answer.id, version: answer.version, status: answer.accept ? TransactionStatus.Confirmed : TransactionStatus.NotAgreed,
    comment: answer.comment, lines: answer.lines,
  }, ['receiver']);
}
