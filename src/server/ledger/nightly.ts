// The ledger's nightly work (LEDGER.md "Nightly"): drafts older than a day are purged (R53, E25), with
// the order numbers reserved over a week ago and never used; deliveries sent but neither confirmed
// nor disputed within the auto-commit days are confirmed with the sent quantities (B38), both sides
// told; missing registrations unanswered past their deadline stand as registered (E07). One
// database transaction per transaction handled.
import { poolToday } from '../../domain/dates.js';
import { sentQuantity } from '../../domain/ledger/rules.js';
import { TransactionStatus as S } from '../../domain/ledger/statuses.js';
import { isPastAnswerBy } from '../../domain/ledger/missing.js';
import { DELIVERY_TYPES, TransactionType as T } from '../../domain/ledger/types.js';
import type { Database } from '../db/database.js';
import type { NightlyJob } from '../jobs/nightly.js';
import { postMovements } from './posting.js';
import { outboxWrite, transactionEvents } from '../integrations/outbox.js';
import { noticeWrite } from '../notifications/notices.js';
import { transferNotices } from '../../domain/notifications.js';
import { createScheduledOrders } from './schedule-job.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;
/** B38: days a receiver has to confirm or dispute (the setting ledger/auto-commit-days). */
export const DEFAULT_AUTO_COMMIT_DAYS = 14;

/**
 * An order number given to an external or shop dialog that was closed without saving is never used;
 * after a week no dialog still holds it (a saved one takes its number out of the reservations).
 */
export const RESERVATION_DAYS = 7;

export const purgeDrafts: NightlyJob = {
  name: 'purge-drafts',
  async run(db, now) {
    await db.deleteFrom('orderNumberReservations').where('createdAt', '<', new Date(now.getTime() - RESERVATION_DAYS * DAY_MS)).execute();
    let purged = 0;
    for (;;) {
      // No order: what is deleted drops out of the next batch, and an order by id would walk the whole ledger's key.
      const ids = (await db.selectFrom('transactions').select('id').where('status', '=', S.Draft)
        .where('updatedAt', '<', new Date(now.getTime() - DAY_MS)).limit(BATCH).execute()).map((row) => row.id);
      if (ids.length === 0) return purged;
      // Only drafts still untouched: one changed meanwhile stays.
      const deleted = await db.deleteFrom('transactions').where('id', 'in', ids).where('status', '=', S.Draft).execute();
      purged += Number(deleted[0]?.numDeletedRows ?? 0);
    }
  },
};

export async function autoCommitDays(db: Database): Promise<number> {
  const setting = await db.selectFrom('settings').select('value').where('scope', '=', 'ledger').where('name', '=', 'auto-commit-days').executeTakeFirst();
  const days = Number((setting?.value as { days?: number } | undefined)?.days);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_AUTO_COMMIT_DAYS;
}

interface Notice { title: (id: number) => string; text: (id: number) => string; action: string }

const AUTO_COMMITTED: Notice = {
  title: (id) => `Ordre ${id} er automatisk bekreftet`,
  text: (id) => `Ordre ${id} ble ikke bekreftet eller bestridt av mottakeren innen fristen, og er nå bekreftet med antallet som ble sendt.`,
  action: 'auto-commit',
};
const STANDS_AS_REGISTERED: Notice = {
  title: (id) => `Mottakerregistrering ${id} står som registrert`,
  text: (id) => `Mottakerregistrering ${id} ble ikke bekreftet eller bestridt av avsenderen innen fristen på 10 arbeidsdager, og står nå som mottakeren registrerte den.`,
  action: 'missing-reg-stands',
};

/** Confirms one overdue transaction with the quantities it was sent (or registered) with; false when someone answered it meanwhile. */
async function commitOne(db: Database, id: number, version: number, now: Date, notice: Notice): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const head = await trx.updateTable('transactions').set({ status: S.Confirmed, confirmedAt: now, version: version + 1, updatedAt: now })
      .where('id', '=', id).where('version', '=', version).where('status', '=', S.Sent)
      .returning(['id', 'type', 'accountFrom', 'accountTo', 'transactionDate', 'locationIdFrom', 'locationIdTo', 'customerIdFrom', 'customerIdTo', 'senderReference', 'receiverReference']).executeTakeFirst();
    if (!head) return false;
    const lines = await trx.selectFrom('transactionLines').select(['id', 'productId', 'qtyOrdered', 'qtyPicked']).where('transactionId', '=', id).execute();
    for (const line of lines) await trx.updateTable('transactionLines').set({ qtyReceived: sentQuantity(line) }).where('id', '=', line.id).execute();
    await postMovements(trx, { transactionId: id, accountFrom: head.accountFrom, accountTo: head.accountTo, bookedOn: head.transactionDate, lines: lines.map((line) => ({ productId: line.productId, quantity: sentQuantity(line) })) });
    // B38: both sides are told, each at its own location.
    await trx.insertInto('messages').values([
      [head.customerIdFrom, head.locationIdFrom], [head.customerIdTo, head.locationIdTo],
    ].map(([customerId, locationId]) => ({
      title: notice.title(id),
      text: notice.text(id),
      priority: 1, type: 'Message', mustRead: false, taskId: null, parentId: null, customerId, locationId, createdByUserId: null,
    }))).execute();
    await trx.insertInto('logs').values({ level: 'Information', category: 'audit', message: `${notice.action} order ${id}`, userId: null, loginUserId: null, details: JSON.stringify({ entity: 'order', entityId: id, action: notice.action }) }).execute();
    // Issue 30: both sides' webhooks hear that the night confirmed it, in this database transaction.
    const told = outboxWrite(transactionEvents(head, S.Sent, S.Confirmed, version + 1, true));
    if (told) await told(trx).execute();
    const notices = noticeWrite(transferNotices(head, S.Sent, S.Confirmed, { byNightlyJob: true }), null);
    if (notices) await notices(trx).execute();
    return true;
  });
}

export const autoCommitDeliveries: NightlyJob = {
  name: 'auto-commit-deliveries',
  async run(db, now) {
    const deadline = new Date(now.getTime() - (await autoCommitDays(db)) * DAY_MS);
    let committed = 0;
    let after = 0;
    for (;;) {
      const due = await db.selectFrom('transactions').select(['id', 'version']).where('status', '=', S.Sent)
        .where('type', 'in', [...DELIVERY_TYPES]).where('sentAt', '<', deadline).where('id', '>', after).orderBy('id').limit(BATCH).execute();
      if (due.length === 0) return committed;
      for (const { id, version } of due) if (await commitOne(db, id, version, now, AUTO_COMMITTED)) committed++;
      after = due.at(-1)!.id;
    }
  },
};

/** E07: a missing registration its sender has not answered within 10 working days stands as registered. */
export const standMissingRegistrations: NightlyJob = {
  name: 'missing-registrations-stand',
  async run(db, now) {
    const today = poolToday(now);
    // 10 working days are at least 14 calendar days: older ones are the candidates, the working days decide.
    const candidates = new Date(now.getTime() - 14 * DAY_MS);
    let stood = 0;
    let after = 0;
    for (;;) {
      const due = await db.selectFrom('transactions').select(['id', 'version', 'sentAt']).where('status', '=', S.Sent)
        .where('type', '=', T.Missing).where('sentAt', '<', candidates).where('id', '>', after).orderBy('id').limit(BATCH).execute();
      if (due.length === 0) return stood;
      for (const { id, version, sentAt } of due) {
        if (sentAt && isPastAnswerBy(poolToday(new Date(sentAt)), today) && await commitOne(db, id, version, now, STANDS_AS_REGISTERED)) stood++;
      }
      after = due.at(-1)!.id;
    }
  },
};

export const ledgerJobs: NightlyJob[] = [purgeDrafts, autoCommitDeliveries, standMissingRegistrations, createScheduledOrders];
