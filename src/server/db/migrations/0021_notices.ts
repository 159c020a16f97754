// B38: each user's notification options, and the notices the server writes with the change they tell
// of: read in the portal (the bell), and mailed where the user chose mail, each once (mailed_at, with a
// claim that lapses, as the webhook outbox does). Support categories that are quality deviations.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column notice_options jsonb not null default '{}'::jsonb`.execute(db);
  await sql`alter table support_categories add column quality_deviation boolean not null default false`.execute(db);
  await sql`
    create table notices (
      id serial primary key,
      user_id int not null references users (id) on delete cascade,
      event text not null,
      kind text not null,
      location_id int references locations (id) on delete cascade,
      customer_id int references customers (id) on delete cascade,
      transaction_id int,
      ticket_id int,
      created_at timestamptz not null default now(),
      read_at timestamptz,
      by_mail boolean not null default false,
      mail_claimed_until timestamptz,
      mailed_at timestamptz
    )`.execute(db);
  await sql`create index notices_user_idx on notices (user_id, id desc)`.execute(db);
  await sql`create index notices_to_mail_idx on notices (id) where by_mail and mailed_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists notices`.execute(db);
  await sql`alter table support_categories drop column if exists quality_deviation`.execute(db);
  await sql`alter table users drop column if exists notice_options`.execute(db);
}
