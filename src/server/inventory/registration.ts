// POST inventory for ControlReg and MainReg, DELETE inventorycount (N38, F01, F02): a count is saved
// one product at a time as it is typed (a line sent twice is the same line), handed in when done, and
// discarded or a line removed while it is still being typed. Nothing typed is refused silently.
import { sql, type Kysely } from 'kysely';
import { correctionBy } from '../../domain/inventory/lines.js';
import { recordWrite } from '../system/audit.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { ApiError } from '../http/errors.js';
import { countClosed, countModified, countNotFound, inventoryActor, needBalanceLocation, periodForbids, type Caller } from './access.js';
import { checkProducts } from '../ledger/registration.js';
import { activePeriod } from './periods.js';
import { bookedBalances } from './products.js';
import { poolToday } from '../../domain/dates.js';

export interface CountedLine { productId: number; quantity: number; countedOn?: string }
export interface Registration {
  type: 'ControlReg' | 'MainReg';
  countId?: number;
  periodId?: number;
  /** The day the main count is taken (the booked balance it is settled against); today by default. */
  countedOn?: string;
  lines?: CountedLine[];
  /** Hand the count in; needs the version read. */
  submit?: boolean;
  version?: number;
}

interface Place { id: number; isBalance: boolean }

async function findCount(db: Kysely<Tables>, locationId: number, countId: number) {
  const count = await db.selectFrom('inventoryCounts').selectAll().where('id', '=', countId).where('locationId', '=', locationId).executeTakeFirst();
  if (!count) throw countNotFound();
  return count;
}

/** The count lines go to: the one named, or the location's open one of this kind in the period, made when missing. */
async function countFor(db: Database, call: Caller, place: Place, input: Registration, actor: 'staff' | 'location') {
  const main = input.type === 'MainReg';
  if (input.countId !== undefined) {
    const count = await findCount(db, place.id, input.countId);
    if ((count.type === 'ControlReg') !== !main) throw countNotFound();
    // The operator answers a claim, or corrects a handed-in main count, by registering it again.
    const reopened = main && actor === 'staff' && count.status === 'Closed';
    if (count.status !== 'Active' && !reopened) throw countClosed();
    return count;
  }
  const period = await activePeriod(db, call, input.periodId);
  if (main && !period) throw new ApiError(400, 'no-active-period', 'noActivePeriod', { field: 'periodId' });
  if (main && actor === 'location' && !period!.canMaster) throw periodForbids('type');
  const countedOn = input.countedOn ?? poolToday();
  if (countedOn > poolToday()) throw new ApiError(400, 'count-day-outside', 'countDayOutside', { field: 'countedOn' });
  const open = () => db.selectFrom('inventoryCounts').selectAll().where('locationId', '=', place.id)
    .where(sql<boolean>`coalesce(period_id, 0) = ${period?.id ?? 0}`)
    .where(main ? sql<boolean>`type <> 'ControlReg'` : sql<boolean>`type = 'ControlReg'`)
    .where('status', main ? '<>' : '=', main ? 'NotInUse' : 'Active').executeTakeFirst();
  const existing = await open();
  if (existing) {
    if (existing.status === 'Finished' || (existing.status !== 'Active' && !(main && actor === 'staff'))) throw new ApiError(409, 'main-count-exists', 'mainCountExists', { field: 'type' });
    return existing;
  }
  try {
    return await db.insertInto('inventoryCounts').values({
      periodId: period?.id ?? null, locationId: place.id, type: input.type, countedOn, createdByUserId: call.user.id, createdByLoginUserId: call.loginUser.id,
    }).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    // Two devices started the same count at once: both write to the one that won.
    const raced = await open();
    if (raced) return raced;
    throw error;
  }
}

/** Saves the lines typed (and hands the count in when asked); returns the count's id. */
export async function registerCount(db: Database, call: Caller, place: Place, input: Registration): Promise<number> {
  needBalanceLocation(place);
  const actor = inventoryActor(call, place.id, input.type === 'MainReg' ? 'MainApprove' : 'ControlReg');
  const count = await countFor(db, call, place, input, actor);
  const lines = input.lines ?? [];
  const products = new Set(lines.map((line) => line.productId));
  await checkProducts(db, lines.map((line) => line.productId));
  if (lines.some((line) => line.countedOn !== undefined && line.countedOn > poolToday())) throw new ApiError(400, 'count-day-outside', 'countDayOutside', { field: 'lines' });
  if (input.submit && input.version !== count.version) throw countModified();
  const [booked, stored] = await Promise.all([
    bookedBalances(db, place.id, count.countedOn, [...products]),
    products.size ? db.selectFrom('inventoryCountLines').select(['productId', 'quantity']).where('countId', '=', count.id).where('productId', 'in', [...products]).execute() : Promise.resolve([]),
  ]);
  const before = new Map(stored.map((line) => [line.productId, line.quantity]));
  await db.transaction().execute(async (trx) => {
    if (lines.length) {
      await trx.insertInto('inventoryCountLines').values(lines.map((line) => ({
        countId: count.id, productId: line.productId, quantity: line.quantity, booked: booked.get(line.productId) ?? 0,
        countedOn: count.type === 'ControlReg' ? line.countedOn ?? poolToday() : count.countedOn,
        correctedBy: correctionBy(count.status, before.get(line.productId), line.quantity, actor === 'staff') ?? null,
        userId: call.user.id, loginUserId: call.loginUser.id,
      }))).onConflict((conflict) => conflict.columns(['countId', 'productId']).doUpdateSet((eb) => ({
        quantity: eb.ref('excluded.quantity'), booked: eb.ref('excluded.booked'), countedOn: eb.ref('excluded.countedOn'), canceled: false,
        correctedBy: sql`coalesce(excluded.corrected_by, inventory_count_lines.corrected_by)`,
        userId: eb.ref('excluded.userId'), loginUserId: eb.ref('excluded.loginUserId'), updatedAt: sql`now()`,
      }))).execute();
    }
    if (input.submit || count.status !== 'Active') {
      if (input.submit) {
        const any = await trx.selectFrom('inventoryCountLines').select('productId').where('countId', '=', count.id).where('canceled', '=', false).executeTakeFirst();
        if (!any) throw new ApiError(400, 'count-empty', 'countEmpty', { field: 'lines' });
      }
      // Handing in, or the operator registering a claimed main count again: it stands as registered.
      const claimed = await trx.updateTable('inventoryCounts').set((eb) => ({
        status: 'Closed', type: count.type === 'ControlReg' ? 'ControlReg' : 'MainReg', submittedAt: count.submittedAt ?? new Date(), version: eb('version', '+', 1),
      })).where('id', '=', count.id).where('version', '=', count.version).returning('id').executeTakeFirst();
      if (!claimed && input.submit) throw countModified();
    }
    if (input.submit) await recordWrite(trx, call, { entity: 'inventory', entityId: count.id, action: 'submit', summary: `${count.type} at location ${place.id}` });
  });
  return count.id;
}

/** DELETE inventorycount: one line of a count being typed, or the whole count (discarded, F07 NotInUse). */
export async function discardCount(db: Database, call: Caller, place: Place, countId: number, change: { productId?: number; version?: number }): Promise<void> {
  const count = await findCount(db, place.id, countId);
  inventoryActor(call, place.id, count.type === 'ControlReg' ? 'ControlReg' : 'MainApprove');
  if (count.status !== 'Active') throw countClosed();
  if (change.productId !== undefined) {
    await db.updateTable('inventoryCountLines').set({ canceled: true, userId: call.user.id, loginUserId: call.loginUser.id, updatedAt: new Date() })
      .where('countId', '=', count.id).where('productId', '=', change.productId).execute();
    return;
  }
  if (change.version !== count.version) throw countModified();
  await db.transaction().execute(async (trx) => {
    const done = await trx.updateTable('inventoryCounts').set((eb) => ({ status: 'NotInUse', version: eb('version', '+', 1) }))
      .where('id', '=', count.id).where('version', '=', count.version).returning('id').executeTakeFirst();
    if (!done) throw countModified();
    await recordWrite(trx, call, { entity: 'inventory', entityId: count.id, action: 'discard' });
  });
}
