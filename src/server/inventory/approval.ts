// POST inventory for MainClaim and MainApprove (F02, F05, docs/decisions.md): the location claims a
// handed-in main count it disagrees with (while the period lets it), or approves it; approval posts
// the stock settlement (type 8) for the difference per product, in one database transaction with
// its movements, and confirms the period's control counts at the location.
import { sql } from 'kysely';
import { settlementLines, type SettlementLine } from '../../domain/inventory/settlement.js';
import { TransactionStatus } from '../../domain/ledger/statuses.js';
import { TransactionType } from '../../domain/ledger/types.js';
import { auditEntry } from '../system/audit.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { inOneStatement, postingWrites, type Alongside } from '../ledger/posting.js';
import { countModified, countNotFound, inventoryActor, periodForbids, type Caller } from './access.js';
import { periodById } from './periods.js';
import { bookedBalances } from './products.js';

export interface Claim { countId: number; version: number; comment?: string; lines?: Array<{ productId: number; quantity: number }> }

const stepRefused = (step: string) => new ApiError(409, 'main-count-step', 'mainCountStep', { step, field: 'type' });

async function mainCount(db: Database, locationId: number, countId: number) {
  const count = await db.selectFrom('inventoryCounts').selectAll().where('id', '=', countId).where('locationId', '=', locationId).executeTakeFirst();
  if (!count || count.type === 'ControlReg') throw countNotFound();
  return count;
}

/** MainClaim: the location says the handed-in main count is wrong, why, and what it counts instead. */
export async function claimCount(db: Database, call: Caller, locationId: number, claim: Claim): Promise<void> {
  const count = await mainCount(db, locationId, claim.countId);
  if (inventoryActor(call, locationId, 'MainApprove') === 'staff') throw new ApiError(403, 'not-your-step', 'notYourStep', { to: 'MainClaim' });
  if (count.version !== claim.version) throw countModified();
  if (count.type !== 'MainReg' || count.status !== 'Closed') throw stepRefused(call.language === 'en-US' ? 'claimed' : 'reklameres på');
  const period = count.periodId === null ? undefined : await periodById(db, count.periodId);
  if (!period?.canClaim) throw periodForbids('type');
  const comment = claim.comment?.trim();
  if (!comment) throw new ApiError(400, 'claim-needs-comment', 'claimNeedsComment', { field: 'comment' });
  const lines = claim.lines ?? [];
  await db.transaction().execute(async (trx) => {
    const done = await trx.updateTable('inventoryCounts').set((eb) => ({ type: 'MainClaim', claimComment: comment, version: eb('version', '+', 1) }))
      .where('id', '=', count.id).where('version', '=', count.version).returning('id').executeTakeFirst();
    if (!done) throw countModified();
    for (const line of lines) {
      await trx.updateTable('inventoryCountLines').set({ claimed: line.quantity }).where('countId', '=', count.id).where('productId', '=', line.productId).execute();
    }
    await inOneStatement(trx, [auditEntry(call, { entity: 'inventory', entityId: count.id, action: 'claim' })]);
  });
}

/** The operator's main depot: the pool's own account that settlements and corrections move to and from. */
export async function poolAccount(db: Database) {
  return db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .select(['locations.id', 'locations.customerId']).where('customers.type', '=', 'provider').where('locations.isBalance', '=', true)
    .orderBy('locations.isMainLocation', 'desc').orderBy('locations.id').limit(1).executeTakeFirstOrThrow();
}

/**
 * MainApprove: the location's main approver approves a registered main count; the operator also
 * decides a claim by approving it, the claimed quantities standing where given.
 */
export async function approveCount(db: Database, call: Caller, locationId: number, approval: { countId: number; version: number }): Promise<number[]> {
  const count = await mainCount(db, locationId, approval.countId);
  const actor = inventoryActor(call, locationId, 'MainApprove');
  if (count.version !== approval.version) throw countModified();
  const approvable = count.status === 'Closed' && (count.type === 'MainReg' || (count.type === 'MainClaim' && actor === 'staff'));
  if (!approvable) throw stepRefused(call.language === 'en-US' ? 'approved' : 'godkjennes');
  const lines = await db.selectFrom('inventoryCountLines').select(['productId', 'quantity', 'claimed'])
    .where('countId', '=', count.id).where('canceled', '=', false).execute();
  const [booked, pool, place] = await Promise.all([
    bookedBalances(db, locationId, count.countedOn, lines.map((line) => line.productId)),
    poolAccount(db),
    db.selectFrom('locations').select(['id', 'customerId']).where('id', '=', locationId).executeTakeFirstOrThrow(),
  ]);
  const counted = lines.map((line) => ({
    productId: line.productId, counted: count.type === 'MainClaim' ? line.claimed ?? line.quantity : line.quantity, booked: booked.get(line.productId) ?? 0,
  }));
  const { found, missing } = settlementLines(counted);
  return db.transaction().execute(async (trx) => {
    const done = await trx.updateTable('inventoryCounts').set((eb) => ({
      type: 'MainApprove', status: 'Finished', approvedAt: new Date(), approvedByUserId: call.user.id, version: eb('version', '+', 1),
    })).where('id', '=', count.id).where('version', '=', count.version).returning('id').executeTakeFirst();
    if (!done) throw countModified();
    // The lines keep what was settled: the booked balance of the day, and the quantity that stood.
    const values = sql`(values ${sql.join(counted.map((line) => sql`(${line.productId}::int, ${line.counted}::int, ${line.booked}::int)`))})`;
    if (counted.length) {
      await sql`update inventory_count_lines l set quantity = v.counted, booked = v.booked from ${values} as v(product_id, counted, booked)
        where l.count_id = ${count.id} and l.product_id = v.product_id`.execute(trx);
    }
    const settlements: number[] = [];
    for (const [direction, settled] of [['found', found], ['missing', missing]] as Array<['found' | 'missing', SettlementLine[]]>) {
      if (settled.length === 0) continue;
      const [from, to] = direction === 'found' ? [pool, place] : [place, pool];
      const { id } = await trx.insertInto('transactions').values({
        type: TransactionType.StockSettlement, status: TransactionStatus.Confirmed, source: 'Inventory',
        locationIdFrom: from.id, locationIdTo: to.id, accountFrom: from.id, accountTo: to.id, customerIdFrom: from.customerId, customerIdTo: to.customerId,
        senderReference: null, receiverReference: null, transactionDate: count.countedOn, processBy: null, truckTypeId: null,
        createdByUserId: call.user.id, createdByLoginUserId: call.loginUser.id, updatedByUserId: call.user.id, updatedByLoginUserId: call.loginUser.id,
        sentAt: new Date(), confirmedAt: new Date(), inventoryCountId: count.id,
      }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('transactionLines').values(settled.map((line) => ({ transactionId: id, productId: line.productId, qtyOrdered: line.quantity, qtyReceived: line.quantity }))).execute();
      const writes: Alongside[] = postingWrites({ transactionId: id, accountFrom: from.id, accountTo: to.id, bookedOn: count.countedOn, lines: settled });
      await inOneStatement(trx, writes);
      settlements.push(id);
    }
    // The period's control counts at the location are done with: handed in ones confirmed, open ones discarded.
    if (count.periodId !== null) {
      await trx.updateTable('inventoryCounts').set((eb) => ({ status: sql`case when status = 'Closed' then 'Finished' else 'NotInUse' end`, version: eb('version', '+', 1) }))
        .where('locationId', '=', locationId).where('periodId', '=', count.periodId).where('type', '=', 'ControlReg').where('status', 'in', ['Active', 'Closed']).execute();
    }
    await inOneStatement(trx, [auditEntry(call, { entity: 'inventory', entityId: count.id, action: 'approve', summary: `settlements ${settlements.join(', ') || 'none'}` })]);
    return settlements;
  });
}
