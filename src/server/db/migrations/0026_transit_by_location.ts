// What is in transit to and from a location without a balance of its own (D02, D07: its home shows
// what is on its way to and from it, not its balance location's): the same few rows as 0007's indexes
// of an account's, by the location itself.
import { sql, type Kysely } from 'kysely';
import { replaceIndex } from '../online-index.js';

/** Built concurrently, so the ledger takes writes meanwhile (online-index.ts). */
export const withoutTransaction = true;

export async function up(db: Kysely<any>): Promise<void> {
  for (const side of ['from', 'to']) {
    await replaceIndex(db, `transactions_in_transit_location_${side}_idx`, sql`on transactions (${sql.id(`location_id_${side}`)}) where status in (4, 6, 9)`);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const side of ['from', 'to']) await sql`drop index if exists ${sql.id(`transactions_in_transit_location_${side}_idx`)}`.execute(db);
}
