// The users list (issue 33) leaves the service accounts out (issue 30) and reads its page in the
// order of a name index: the first page's 100 rows, a later page's ids by offset. With the service
// account flag in those indexes the rows are tested there, without reading the table (an index-only
// scan): the ids of a page 10,000 users deep read 10,000 table rows for that test alone (12.7 ms of
// the page's 13.5 ms at 200,000 users).
import { sql, type Kysely } from 'kysely';
import { replaceIndex } from '../online-index.js';

/** Built concurrently, so the users take writes meanwhile (online-index.ts). */
export const withoutTransaction = true;

const INDEXES = [['users_name_idx', ['name', 'id']], ['users_customer_name_idx', ['customer_id', 'name', 'id']], ['users_location_name_idx', ['location_id', 'name', 'id']]] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await replaceIndex(db, name, sql`on users (${sql.join(columns.map((column) => sql.id(column)))}) include (is_service_account)`);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await replaceIndex(db, name, sql`on users (${sql.join(columns.map((column) => sql.id(column)))})`);
  }
}
