// B38: notices a user chose to have by mail go out through the mailer (the archive first, then SMTP
// when configured). Every server looks now and then and claims due notices with FOR UPDATE SKIP
// LOCKED and a claim that lapses, as the webhook deliveries do, so with several servers each notice
// is mailed once; a server that stops between its claim and the archive leaves it to the next look.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { NoticeEvent } from '../../domain/notifications.js';
import type { Database } from '../db/database.js';
import { startPolling } from '../fleet/poller.js';
import { languageOf } from '../i18n/texts.js';
import { mailerFor } from '../mail/index.js';
import { noticeMail } from '../mail/templates.js';

const CLAIM_MS = 60_000;
const BATCH = 50;

interface Due {
  id: number; userId: number; event: NoticeEvent; transactionId: number | null; ticketId: number | null;
  locationId: number | null; customerId: number | null;
  name: string; email: string | null; language: string; place: string | null; ownLocationId: number;
}

/** Mails the due notices (at most a batch); returns how many were claimed. */
export async function mailDueNotices(db: Database, now = new Date(), batch = BATCH): Promise<number> {
  const mailer = mailerFor(db);
  const claimedUntil = new Date(now.getTime() + CLAIM_MS);
  const { rows } = await sql<Due>`
    with claimed as (
      update notices n set mail_claimed_until = ${claimedUntil}
      where n.id in (
        select id from notices where by_mail and mailed_at is null and (mail_claimed_until is null or mail_claimed_until <= ${now})
        order by id limit ${batch} for update skip locked)
      returning n.*)
    select c.id, c.user_id, c.event, c.transaction_id, c.ticket_id, c.location_id, c.customer_id, u.name, u.email, u.language, u.location_id as own_location_id,
      coalesce(l.name, k.name) as place
    from claimed c join users u on u.id = c.user_id left join locations l on l.id = c.location_id left join customers k on k.id = c.customer_id
    order by c.id`.execute(db);
  const archived: number[] = [];
  for (const row of rows) {
    await db.transaction().execute(async (trx) => {
      // Still ours (a lapsed claim taken over by another server is that server's to mail).
      const mine = await trx.updateTable('notices').set({ mailedAt: now, mailClaimedUntil: null }).where('id', '=', row.id).where('mailClaimedUntil', '=', claimedUntil).executeTakeFirst();
      if (Number(mine.numUpdatedRows) === 0 || !row.email) return;
      const { subject, body } = noticeMail(languageOf(row.language), {
        name: row.name, event: row.event, where: row.place ?? '', id: row.transactionId ?? row.ticketId, link: `${mailer.settings.portalUrl}/app/home`,
      });
      // A notice of the customer's record concerns the addressee's own location in the archive (J17's scope).
      archived.push(await mailer.archive({ kind: 'notice', toAddress: row.email, toName: row.name, subject, body, userId: row.userId, customerId: row.customerId, locationId: row.locationId ?? row.ownLocationId }, trx));
    });
  }
  if (archived.length) await mailer.deliver(archived.map((id) => ({ id })));
  return rows.length;
}

/** Every server that listens mails notices, as often as it looks for webhook deliveries; API tests call mailDueNotices. */
export function installNoticeMail(app: FastifyInstance, db: Database, pollMs: number): void {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onListen', async () => { stop ??= startPolling('Notice mail', pollMs, async () => (await mailDueNotices(db)) === BATCH); });
  app.addHook('onClose', async () => { await stop?.(); });
}
