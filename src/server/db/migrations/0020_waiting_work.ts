// What waits for an answer whatever its date (issue 27: disputes, missing registrations and
// correction orders count out of the window of B34): the open sent and disputed rows of a location,
// on either side, are few, and the counts and "Venter på deg" read them through these indexes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  for (const side of ['from', 'to']) {
    await sql`create index ${sql.raw(`transactions_waiting_${side}_idx`)} on transactions (${sql.raw(`location_id_${side}`)}, transaction_date) where status in (4, 6)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const side of ['from', 'to']) await sql`drop index if exists ${sql.raw(`transactions_waiting_${side}_idx`)}`.execute(db);
}
