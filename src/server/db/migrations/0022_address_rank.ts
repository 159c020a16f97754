// P38: an address's rank, which of a location's addresses of a type is its main one. The addresses
// stored before it are Unknown: nobody has said.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table addresses add column rank text not null default 'Unknown'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table addresses drop column if exists rank`.execute(db);
}
