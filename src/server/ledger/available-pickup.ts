// POST availablepickup (E14, LEDGER.md "4 available → becomes a pickup"): the operator's staff turn a
// customer's report of available carriers into a pickup. The pickup is registered as any pickup is
// (every rule of checkRegistration), and the report is replaced by it (8, replacedById) in the same
// database transaction, its version checked (O25): a report becomes one pickup, once.
import { mayBecomePickup, pickupOf, type PickupChoice } from '../../domain/ledger/available.js';
import { TransactionStatus as S } from '../../domain/ledger/statuses.js';
import { recordWrite } from '../system/audit.js';
import type { Database } from '../db/database.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { isOperator, orderModified, orderReadOnly } from './access.js';
import { checkRegistration, claimVersion, visibleHead, writeRegistrations } from './writes.js';

type Caller = Pick<CallContext, 'user' | 'loginUser' | 'location' | 'scope' | 'customer'>;

export interface AvailablePickupInput extends PickupChoice { id: number; version: number }

/** The new pickup's number. */
export async function turnIntoPickup(db: Database, call: Caller, input: AvailablePickupInput): Promise<number> {
  if (!isOperator(call.user)) throw forbidden();
  const report = await visibleHead(db, call, input.id);
  if (report.version !== input.version) throw orderModified();
  if (report.status === S.Confirmed || report.status === S.Cancelled || report.status === S.Replaced) throw orderReadOnly();
  if (!mayBecomePickup(report)) throw new ApiError(400, 'not-an-available-report', 'notAnAvailableReport', { field: 'id' });
  const lines = await db.selectFrom('transactionLines').select(['productId', 'qtyOrdered']).where('transactionId', '=', report.id).orderBy('id').execute();
  const registration = await checkRegistration(db, call, pickupOf({ ...report, lines }, input), 'provider');
  return db.transaction().execute(async (trx) => {
    const [pickupId] = await writeRegistrations(trx, call, [registration]);
    // The claim after the pickup's number is known; a concurrent turn of the same report gets O25 and its pickup is rolled back.
    await claimVersion(trx, call, report.id, input.version, { status: S.Replaced, replacedById: pickupId });
    await recordWrite(trx, call, { entity: 'order', entityId: report.id, action: `status ${report.status} → ${S.Replaced}`, summary: `pickup ${pickupId}` });
    return pickupId;
  });
}
