// The menu's counts of what waits whatever its date (disputes and missing registrations, 0020) read
// a location's open rows side by side (ledger/waiting.ts ledgerCounts). With the columns the counts
// test (status, type, registered side and the other side's location) in each side's index of open
// rows, a count reads that index alone; without them the planner took the open rows of the whole
// pool from two partial indexes on status, as if those were independent, and kept the location's:
// 5–11 ms at national scale where the location's own are a few hundred.
import { sql, type Kysely } from 'kysely';
import { replaceIndex } from '../online-index.js';

/** Built concurrently, so the ledger takes writes meanwhile (online-index.ts). */
export const withoutTransaction = true;

const SIDES = [['from', 'to'], ['to', 'from']] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [side, other] of SIDES) {
    await replaceIndex(db, `transactions_waiting_${side}_idx`, sql`on transactions (${sql.id(`location_id_${side}`)}, transaction_date)
      include (status, type, registered_side, ${sql.id(`location_id_${other}`)}) where status in (4, 6)`);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [side] of SIDES) {
    await replaceIndex(db, `transactions_waiting_${side}_idx`, sql`on transactions (${sql.id(`location_id_${side}`)}, transaction_date) where status in (4, 6)`);
  }
}
