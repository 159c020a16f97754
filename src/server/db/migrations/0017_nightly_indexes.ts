import { type Kysely, sql } from 'kysely';

// The nightly jobs on a ledger of millions of heads (issue 10, docs/benchmarks/jobs.md):
// - Deleting a transaction (the purge of drafts, R53) makes PostgreSQL look for rows that name it as
//   their replacement (replaced_by_id, a reference to the same table). Without an index that look is a
//   scan of the whole ledger per deleted row: 500 drafts took a minute on 4 million heads. Few
//   transactions are replaced, so a partial index is small.
// - Auto-commit and the missing-registration deadlines walk the transactions in transit in id order;
//   by the primary key that read 4 million heads (a second a batch) to find the 20,000 sent ones.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`set local statement_timeout = 0`.execute(db);
  await sql`create index transactions_replaced_by_idx on transactions (replaced_by_id) where replaced_by_id is not null`.execute(db);
  await sql`create index transactions_sent_idx on transactions (id) where status = 4`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('transactions_sent_idx').execute();
  await db.schema.dropIndex('transactions_replaced_by_idx').execute();
}
