// Possible double registrations (G04, GET orderduplicates): two live transactions of the same type
// between the same two locations on the same day with the same products and quantities. Found on
// demand in the report's range (at most 3 months, R18) at the covered locations; none is changed.
import { sql } from 'kysely';
import { TransactionStatus as S } from '../../domain/ledger/statuses.js';
import { RECEIVER_REGISTERED_TYPES } from '../../domain/ledger/types.js';
import type { Database } from '../db/database.js';

export async function duplicateRows(db: Database, locationIds: number[], range: { from: string; to: string }, english: boolean) {
  if (locationIds.length === 0) return [];
  const ids = sql.join(locationIds.map((id) => sql`${id}::int`));
  const receiverTypes = sql.join(RECEIVER_REGISTERED_TYPES.map((type) => sql`${type}::int`));
  const result = await sql<{
    idA: number; idB: number; statusA: string; statusB: string; transactionDate: string; type: string; locationNameFrom: string; locationNameTo: string; lines: string;
  }>`
    with live as (
      select t.id, t.type, t.status, t.location_id_from, t.location_id_to, t.transaction_date,
             (select string_agg(l.product_id || ':' || l.qty_ordered, ',' order by l.product_id) from transaction_lines l where l.transaction_id = t.id) as signature
      from transactions t
      where t.transaction_date between ${range.from}::date and ${range.to}::date
        and t.status not in (${S.Cancelled}, ${S.Replaced})
        and (t.location_id_from in (${ids}) or t.location_id_to in (${ids}))
        -- another side's drafts are its own (LEDGER.md)
        and (t.status <> ${S.Draft} or (case when t.registered_side = 'receiver' or (t.registered_side is null and t.type in (${receiverTypes}))
                                          then t.location_id_to else t.location_id_from end) in (${ids}))
    )
    select a.id as id_a, b.id as id_b, a.transaction_date, ${english ? sql`coalesce(tt.name_en, tt.name)` : sql`tt.name`} as type,
           ${english ? sql`coalesce(sa.name_en, sa.name)` : sql`sa.name`} as status_a, ${english ? sql`coalesce(sb.name_en, sb.name)` : sql`sb.name`} as status_b,
           lf.name as location_name_from, lt.name as location_name_to,
           (select string_agg(l.qty_ordered || ' ' || p.name, ', ' order by l.product_id) from transaction_lines l join products p on p.id = l.product_id where l.transaction_id = a.id) as lines
    from live a
    join live b on b.id > a.id and b.type = a.type and b.location_id_from = a.location_id_from and b.location_id_to = a.location_id_to
      and b.transaction_date = a.transaction_date and b.signature = a.signature
    join transaction_types tt on tt.id = a.type
    join transaction_statuses sa on sa.id = a.status
    join transaction_statuses sb on sb.id = b.status
    join locations lf on lf.id = a.location_id_from
    join locations lt on lt.id = a.location_id_to
    order by a.transaction_date desc, a.id
    limit 1000`.execute(db);
  return result.rows;
}
