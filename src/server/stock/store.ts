// GET and POST store (N30; docs/decisions.md): a balance location's reported stock on hand, per
// product, between inventories. A report never touches the ledger or the kept balances; it is read
// beside them (booked against reported).
import { hasTask } from '../../domain/access.js';
import { poolToday } from '../../domain/dates.js';
import { recordWrite } from '../system/audit.js';
import type { Database } from '../db/database.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { isOperator } from '../ledger/access.js';
import { checkProducts } from '../ledger/registration.js';

export interface StoreReport { reportedOn?: string; lines: Array<{ productId: number; quantity: number }> }

/** The latest report of each product at the location, with who made it. */
export async function storeRows(db: Database, locationId: number) {
  const rows = await db.selectFrom('storeReports')
    .innerJoin('products', 'products.id', 'storeReports.productId')
    .innerJoin('users', 'users.id', 'storeReports.userId')
    .distinctOn('storeReports.productId')
    .select(['storeReports.productId', 'products.name as productName', 'storeReports.quantity', 'storeReports.reportedOn', 'users.name as reportedBy'])
    .where('storeReports.locationId', '=', locationId)
    .orderBy('storeReports.productId').orderBy('storeReports.reportedOn', 'desc').orderBy('storeReports.id', 'desc')
    .execute();
  return rows;
}

/**
 * A report at a balance location in the caller's scope, by a user with the Inventory task (C14) or
 * the operator's staff; not for a day ahead. One row per product, all or none.
 */
export async function reportStore(db: Database, call: Pick<CallContext, 'user' | 'loginUser' | 'location'>, locationId: number, report: StoreReport): Promise<void> {
  if (!isOperator(call.user) && !hasTask(call.user, 'Inventory')) throw forbidden();
  const location = await db.selectFrom('locations').select('isBalance').where('id', '=', locationId).executeTakeFirstOrThrow();
  if (!location.isBalance) throw new ApiError(400, 'not-a-balance-location', 'notABalanceLocation', { field: 'locationId' });
  const today = poolToday();
  const reportedOn = report.reportedOn ?? today;
  if (reportedOn > today) throw new ApiError(400, 'store-date-ahead', 'storeDateAhead', { field: 'reportedOn' });
  await checkProducts(db, report.lines.map((line) => line.productId));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('storeReports').values(report.lines.map((line) => ({
      locationId, productId: line.productId, quantity: line.quantity, reportedOn, userId: call.user.id, loginUserId: call.loginUser.id,
    }))).execute();
    await recordWrite(trx, call, { entity: 'store', entityId: locationId, action: 'report', summary: `${report.lines.length} products on ${reportedOn}` });
  });
}
