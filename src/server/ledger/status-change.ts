// POST orderstatus (E30, R02): one step of a transaction's life, by the side whose step it is.
// Picking records the picked quantities, sending needs a line above 0 (E24), a dispute needs the
// receiver's counts and why, and confirming posts the stock movements in the same database transaction,
// as it writes the webhook events of a send, confirm or dispute (issue 30).
import { sql, type QueryCreator } from 'kysely';
import type { Tables } from '../db/tables.js';
import { isReadOnlyStatus, judgeTransition, TransactionStatus } from '../../domain/ledger/statuses.js';
import { mayDispatch } from '../../domain/ledger/rules.js';
import { postedCounts } from '../../domain/ledger/posted-counts.js';
import type { LedgerRole } from '../../domain/ledger/statuses.js';
import { INVENTORY_TYPES } from '../../domain/ledger/types.js';
import { auditEntry } from '../system/audit.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { actingRoles, countRefused, orderModified, orderReadOnly } from './access.js';
import { postingWrites, type Alongside } from './posting.js';
import { claimAlone, keepWithinLimits, visibleHead } from './writes.js';
import { outboxWrites, transactionEvents } from '../integrations/outbox.js';
import { noticeWrites, transferNoticesOf } from '../notifications/notices.js';

type Caller = Pick<CallContext, 'user' | 'loginUser' | 'location' | 'scope' | 'customer'>;

export interface StatusChange {
  id: number;
  status: number;
  version: number;
  lines?: Array<{ productId: number; qtyPicked?: number; qtyReceived?: number }>;
  comment?: string;
}

const S = TransactionStatus;

/**
 * `respondingAs`: the roles an inventory correction's customer answers in (orderinventoryresponseto);
 * without it a customer's side may not move a settlement or correction (only staff do, R02).
 */
export async function changeStatus(db: Database, call: Caller, change: StatusChange, respondingAs?: LedgerRole[]): Promise<void> {
  // The head decides; its lines are read at the same time (they are used only if it allows the step).
  const [head, stored] = await Promise.all([
    visibleHead(db, call, change.id),
    db.selectFrom('transactionLines').selectAll().where('transactionId', '=', change.id).orderBy('id').execute(),
  ]);
  // A stale version first: what the caller saw has changed, whatever it became (O25).
  if (head.version !== change.version) throw orderModified();
  if (isReadOnlyStatus(head.status)) throw orderReadOnly();
  // A replacement is written by the correcting transaction, never as a bare status.
  const roles = respondingAs ?? actingRoles(call, head).filter((role) => role === 'staff' || !INVENTORY_TYPES.includes(head.type));
  const verdict = change.status === S.Replaced ? 'forbidden-transition' : judgeTransition(head.type, head.status, change.status, roles);
  if (verdict === 'forbidden-transition') throw new ApiError(400, 'forbidden-transition', 'forbiddenTransition', { from: head.status, to: change.status, field: 'status' });
  if (verdict === 'not-your-step') throw new ApiError(403, 'not-your-step', 'notYourStep', { to: change.status });

  const given = new Map((change.lines ?? []).map((line) => [line.productId, line]));
  if ([...given.keys()].some((productId) => !stored.some((line) => line.productId === productId))) {
    throw new ApiError(400, 'line-not-on-order', 'lineNotOnOrder', { field: 'lines' });
  }
  const comment = change.comment?.trim();
  // A confirm posts the sent count, or the disputed one when a dispute is accepted; another only by staff's decision.
  const posted = change.status === S.Confirmed ? postedCounts(head.status, roles, stored, new Map([...given].map(([id, line]) => [id, line.qtyReceived])), comment) : undefined;
  if (posted && 'refused' in posted) throw countRefused(posted.refused);
  // What each line becomes: picked by the operator, counted by the receiver.
  const lines = stored.map((line) => {
    const input = given.get(line.productId);
    let { qtyPicked, qtyReceived } = line;
    if (change.status === S.Picked) qtyPicked = input?.qtyPicked ?? line.qtyPicked ?? line.qtyOrdered;
    if (change.status === S.NotAgreed) qtyReceived = input?.qtyReceived ?? null;
    if (posted && 'counts' in posted) qtyReceived = posted.counts.get(line.productId)!;
    return { ...line, qtyPicked, qtyReceived };
  });
  if (change.status === S.Ordered) await keepWithinLimits(db, call, { id: head.id, type: head.type, status: S.Ordered, locationIdTo: head.locationIdTo, transactionDate: head.transactionDate, lines });
  if (change.status === S.Sent && !mayDispatch(lines)) throw new ApiError(400, 'all-lines-zero', 'allLinesZero', { field: 'lines' });
  if (change.status === S.NotAgreed) {
    if (!comment) throw new ApiError(400, 'dispute-needs-comment', 'disputeNeedsComment', { field: 'comment' });
    if (lines.some((line) => line.qtyReceived === null)) throw new ApiError(400, 'dispute-needs-count', 'disputeNeedsCount', { field: 'lines' });
  }

  // Everything the step writes goes with its claim, in one statement on its own (claimAlone): the lines
  // that change (a confirm sets every line's received count), the comment, the posting, the audit entry.
  const changed = lines.filter((line, index) => line.qtyPicked !== stored[index].qtyPicked || line.qtyReceived !== stored[index].qtyReceived);
  const values = sql`(values ${sql.join(changed.map((line) => sql`(${line.id}::int, ${line.qtyPicked}::int, ${line.qtyReceived}::int)`))})`.as<'v'>(sql`v(id, qty_picked, qty_received)`);
  const writes: Alongside[] = [
    ...(changed.length ? [(db: QueryCreator<Tables>) => db.updateTable('transactionLines').from(values as never)
      .set((eb: any) => ({ qtyPicked: eb.ref('v.qtyPicked'), qtyReceived: eb.ref('v.qtyReceived') }))
      .whereRef('transactionLines.id', '=', sql.ref('v.id') as never)] : []),
    ...(comment ? [(db: QueryCreator<Tables>) => db.insertInto('transactionComments').values({ transactionId: head.id, text: comment, userId: call.user.id, loginUserId: call.loginUser.id })] : []),
    ...(change.status === S.Confirmed ? postingWrites({
      transactionId: head.id, accountFrom: head.accountFrom, accountTo: head.accountTo, bookedOn: head.transactionDate,
      lines: lines.map((line) => ({ productId: line.productId, quantity: line.qtyReceived ?? 0 })),
    }) : []),
    auditEntry(call, { entity: 'order', entityId: head.id, action: `status ${head.status} → ${change.status}` }),
    // Issue 30: the customers' webhooks hear of it from the same statement, or not at all.
    ...outboxWrites(transactionEvents(head, head.status, change.status, change.version + 1)),
    // B38: and the users who chose to hear of it, in the same statement.
    ...noticeWrites(await transferNoticesOf(db, [{ head: { ...head, lines: lines.map((line) => ({ productId: line.productId, quantity: line.qtyPicked ?? line.qtyOrdered })) }, from: head.status, to: change.status }]), call.user.id),
  ];
  const now = new Date();
  await claimAlone(db, call, head.id, change.version, {
    status: change.status,
    ...(change.status === S.Sent ? { sentAt: now } : {}),
    ...(change.status === S.Confirmed ? { confirmedAt: now } : {}),
  }, writes);
}
