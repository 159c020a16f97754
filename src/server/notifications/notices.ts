// B38: the notices of a change are written with it (the same statement or database transaction, as
// the webhook outbox is), one row per user who chose to hear of that kind: the users of the location
// (their own or one they are assigned), the administrators of its customer (or, for a customer's own
// record, all its users), active
// people only, never the one who made the change.
import { sql, type Kysely } from 'kysely';
import { AdminLevel } from '../../domain/levels.js';
import { TransactionStatus } from '../../domain/ledger/statuses.js';
import { NOTICE_EVENTS, transferNotices, type Notice, type NoticeTransaction } from '../../domain/notifications.js';
import type { Tables } from '../db/tables.js';
import type { Alongside } from '../ledger/posting.js';

export function noticeWrite(notices: readonly Notice[], actorUserId: number | null): Alongside | undefined {
  if (notices.length === 0) return undefined;
  const rows = notices.map((notice) => sql`(${notice.event}::text, ${NOTICE_EVENTS[notice.event]}::text, ${notice.locationId ?? null}::int, ${notice.customerId ?? null}::int, ${notice.transactionId ?? null}::int, ${notice.ticketId ?? null}::int)`);
  return (db) => db.insertInto('notices').columns(['userId', 'event', 'kind', 'locationId', 'customerId', 'transactionId', 'ticketId', 'byMail']).expression(sql`
    select distinct on (u.id, v.event, v.location_id, v.customer_id) u.id, v.event, v.kind, v.location_id, coalesce(l.customer_id, v.customer_id), v.transaction_id, v.ticket_id, u.notice_options ->> v.kind = 'mail'
    from (values ${sql.join(rows)}) as v (event, kind, location_id, customer_id, transaction_id, ticket_id)
    left join locations l on l.id = v.location_id
    join users u on u.active and not u.is_service_account and case
      when v.location_id is null then u.customer_id = v.customer_id
      else u.location_id = v.location_id or (u.customer_id = l.customer_id and u.admin_level >= ${AdminLevel.Customer})
        or exists (select 1 from user_locations ul where ul.user_id = u.id and ul.location_id = v.location_id) end
    where u.notice_options ? v.kind and u.id is distinct from ${actorUserId}::int
    order by u.id, v.event, v.location_id, v.customer_id`);
}

export const noticeWrites = (notices: readonly Notice[], actorUserId: number | null): Alongside[] => {
  const write = noticeWrite(notices, actorUserId);
  return write ? [write] : [];
};

/** The products agreed at a location on a day (N31): a product sent beyond them is a non-agreed product. */
export async function agreedProducts(db: Kysely<Tables>, locationId: number, day: string): Promise<Set<number>> {
  const rows = await db.selectFrom('locationProducts').select('productId').where('locationId', '=', locationId)
    .where((eb) => eb.and([eb.or([eb('fromDate', 'is', null), eb('fromDate', '<=', day)]), eb.or([eb('toDate', 'is', null), eb('toDate', '>=', day)])]))
    .execute();
  return new Set(rows.map((row) => row.productId));
}

type Sending = NoticeTransaction & { transactionDate: string; lines: ReadonlyArray<{ productId: number; quantity: number }> };

/**
 * The notices of transactions moving from a status to another (created: from null), with what their
 * lines carry and, when they are sent, what each receiver has agreed on the day (read once a place and day).
 */
export async function transferNoticesOf(db: Kysely<Tables>, moves: ReadonlyArray<{ head: Sending; from: number | null; to: number; byNightlyJob?: boolean }>): Promise<Notice[]> {
  const agreed = new Map<string, Promise<Set<number>>>();
  const agreedAt = (locationId: number, day: string) => {
    const key = `${locationId}:${day}`;
    if (!agreed.has(key)) agreed.set(key, agreedProducts(db, locationId, day));
    return agreed.get(key)!;
  };
  const notices = await Promise.all(moves.map(async ({ head, from, to, byNightlyJob }) => transferNotices(head, from, to, {
    byNightlyJob, lines: head.lines, agreed: to === TransactionStatus.Sent && from !== to ? await agreedAt(head.locationIdTo, head.transactionDate) : undefined,
  })));
  return notices.flat();
}
