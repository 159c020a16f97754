// The nightly job of scheduled orders and pickups (E03, LEDGER.md "Nightly"): each active schedule
// registers the transactions it promises for the coming week, one per day. The unique index on
// (schedule, day) makes each one once, however many servers run the job; a schedule's days and its
// watermark commit together.
import { addDays, poolToday } from '../../domain/dates.js';
import { scheduledDates, SCHEDULE_HORIZON_DAYS } from '../../domain/ledger/schedule.js';
import { TransactionStatus as S } from '../../domain/ledger/statuses.js';
import { TransactionType as T } from '../../domain/ledger/types.js';
import type { Database } from '../db/database.js';
import type { NightlyJob } from '../jobs/nightly.js';
import { accountOf } from './posting.js';

async function registerDays(db: Database, scheduleId: number, today: string, until: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const schedule = await trx.selectFrom('scheduledOrders').selectAll().where('id', '=', scheduleId).where('active', '=', true).forUpdate().executeTakeFirst();
    if (!schedule) return 0;
    const from = schedule.createdThrough && schedule.createdThrough >= today ? addDays(schedule.createdThrough, 1) : today;
    const days = scheduledDates(schedule, from, { until });
    const [fromId, toId] = schedule.type === T.Order ? [schedule.depotLocationId, schedule.locationId] : [schedule.locationId, schedule.depotLocationId];
    const places = await trx.selectFrom('locations').select(['id', 'customerId']).where('id', 'in', [fromId, toId]).execute();
    const customerOf = (id: number) => places.find((place) => place.id === id)!.customerId;
    const [accountFrom, accountTo] = await Promise.all([accountOf(trx, fromId), accountOf(trx, toId)]);
    let created = 0;
    for (const day of days) {
      const head = await trx.insertInto('transactions').values({
        type: schedule.type, status: S.Ordered, source: 'Schedule', scheduleId,
        locationIdFrom: fromId, locationIdTo: toId, customerIdFrom: customerOf(fromId), customerIdTo: customerOf(toId), accountFrom, accountTo,
        senderReference: schedule.senderReference, receiverReference: null, transactionDate: day, processBy: null, truckTypeId: null,
        createdByUserId: schedule.createdByUserId, createdByLoginUserId: schedule.createdByLoginUserId,
        updatedByUserId: schedule.createdByUserId, updatedByLoginUserId: schedule.createdByLoginUserId, sentAt: null,
      }).onConflict((conflict) => conflict.columns(['scheduleId', 'transactionDate']).where('scheduleId', 'is not', null).doNothing()).returning('id').executeTakeFirst();
      if (!head) continue;
      await trx.insertInto('transactionLines').values(schedule.lines.map((line) => ({ transactionId: head.id, productId: line.productId, qtyOrdered: line.quantity, qtyPicked: null, qtyReceived: null }))).execute();
      created++;
    }
    await trx.updateTable('scheduledOrders').set({ createdThrough: until }).where('id', '=', scheduleId).execute();
    return created;
  });
}

export const createScheduledOrders: NightlyJob = {
  name: 'scheduled-orders',
  async run(db, now) {
    const today = poolToday(now);
    const until = addDays(today, SCHEDULE_HORIZON_DAYS);
    const due = await db.selectFrom('scheduledOrders').select('id').where('active', '=', true)
      .where((eb) => eb.or([eb('createdThrough', 'is', null), eb('createdThrough', '<', until)]))
      .where((eb) => eb.or([eb('endDate', 'is', null), eb('endDate', '>=', today)])).orderBy('id').execute();
    let created = 0;
    for (const { id } of due) created += await registerDays(db, id, today, until);
    return created;
  },
};
