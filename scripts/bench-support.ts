// npm run bench, support desk: the agent's ticket list (100 rows filtered by status) and one ticket's
// 50 events, on a database grown to 200,000 tickets and 2,000,000 events with set-based inserts.
import { sql } from 'kysely';
import { buildServer } from '../src/server/app.js';
import { readConfig } from '../src/server/config.js';
import type { Database } from '../src/server/db/database.js';
import { DEMO_PASSWORD } from '../src/server/seed/demo-logins.js';

export const SUPPORT_BENCH = { tickets: 200_000, events: 2_000_000, eventsOfOneTicket: 50, targetP95Ms: 30 };
/** Rows per insert statement: large enough to be fast, small enough to keep memory flat. */
const CHUNK = { tickets: 50_000, events: 250_000 };

export interface SupportBenchTools {
  loadTest(url: string, headers: Record<string, string>, options: { connections: number; seconds: number }): Promise<{ p50: number; p95: number; p99: number; requestsPerSecond: number; requests: number; errors: number; firstError?: string }>;
  login(base: string, userLoginName: string, password: string): Promise<Record<string, string>>;
}

/** Grows the seeded database: tickets spread over every active customer user, 10 % unresolved. */
export async function growSupportData(db: Database): Promise<{ seconds: number; ticketId: number }> {
  const started = Date.now();
  await sql`create temp table bench_contacts as
    select row_number() over (order by u.id) - 1 as n, u.id, u.customer_id, u.location_id
    from users u join customers c on c.id = u.customer_id where c.type <> 'provider' and u.active`.execute(db);
  await sql`create temp table bench_agents as
    select row_number() over (order by id) - 1 as n, id from users where employee_id is not null and employment_type = 'Employed'`.execute(db);
  await sql`create temp table bench_categories as
    select row_number() over (order by id) - 1 as n, id, main_category_id from support_categories`.execute(db);
  const first = Number((await sql<{ id: number }>`select coalesce(max(id), 0) + 1 as id from support_tickets`.execute(db)).rows[0].id);

  for (let from = 1; from <= SUPPORT_BENCH.tickets; from += CHUNK.tickets) {
    const to = Math.min(SUPPORT_BENCH.tickets, from + CHUNK.tickets - 1);
    await sql`insert into support_tickets (title, status, priority, agent_user_id, customer_id, location_id, ordered_by_user_id, created_by_user_id,
        main_category_id, category_id, internal, created_at, updated_at)
      select 'Benkesak ' || g, case when g % 10 = 0 then (g / 10) % 3 else 3 + g % 3 end, g % 3,
        case when g % 10 = 0 and g % 4 = 0 then null else a.id end, c.customer_id, c.location_id, c.id, c.id,
        k.main_category_id, k.id, g % 50 = 0, now() - (${SUPPORT_BENCH.tickets + 1}::int - g) * interval '3 minutes', now()
      from generate_series(${from}::int, ${to}::int) g
      join bench_contacts c on c.n = g % (select count(*) from bench_contacts)
      join bench_agents a on a.n = g % (select count(*) from bench_agents)
      join bench_categories k on k.n = g % (select count(*) from bench_categories)
      order by g`.execute(db);
  }

  // Ten events per ticket, every ninth an internal note; customer and agent take turns.
  for (let from = 0; from < SUPPORT_BENCH.events; from += CHUNK.events) {
    const to = Math.min(SUPPORT_BENCH.events, from + CHUNK.events) - 1;
    await sql`insert into support_events (ticket_id, description, internal_use, status, user_id, created_at)
      select t.id, '<p>Innlegg ' || g || ' i saken: vi har sjekket leveransen og kommer tilbake med svar.</p>', g % 9 = 0, t.status,
        case when g % 2 = 0 then t.ordered_by_user_id else coalesce(t.agent_user_id, t.created_by_user_id) end,
        t.created_at + (g / ${SUPPORT_BENCH.tickets}::int) * interval '1 hour'
      from generate_series(${from}::int, ${to}::int) g
      join support_tickets t on t.id = ${first}::int + g % ${SUPPORT_BENCH.tickets}::int
      order by g`.execute(db);
  }
  // The newest bench ticket gets forty more, fifty in all.
  const ticketId = first + SUPPORT_BENCH.tickets - 1;
  const perTicket = SUPPORT_BENCH.events / SUPPORT_BENCH.tickets;
  await sql`insert into support_events (ticket_id, description, internal_use, status, user_id, created_at)
    select t.id, '<p>Oppfølging ' || g || '.</p>', false, t.status, t.ordered_by_user_id, t.created_at + g * interval '10 minutes'
    from generate_series(1, ${SUPPORT_BENCH.eventsOfOneTicket - perTicket}::int) g join support_tickets t on t.id = ${ticketId}::int`.execute(db);
  // As autovacuum would leave a table in use: statistics, and a visibility map for index-only counts.
  await sql`vacuum analyze support_tickets, support_events`.execute(db);
  return { seconds: Math.round((Date.now() - started) / 100) / 10, ticketId };
}

export interface SupportBenchResult {
  grownInSeconds: number;
  tickets: number;
  events: number;
  calls: Array<{ name: string; url: string; rows: number; connections: number; p50: number; p95: number; p99: number; requestsPerSecond: number; errors: number }>;
}

/** The real server over the grown database, loaded with the two calls at each concurrency. */
export async function benchSupportDesk(db: Database, tools: SupportBenchTools, connections: number[], seconds: number): Promise<SupportBenchResult> {
  const grown = await growSupportData(db);
  const [tickets, events] = await Promise.all([
    db.selectFrom('supportTickets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('supportEvents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const config = readConfig({ DIST_DIR: '/nonexistent', LOGIN_LIMIT_PER_ADDRESS: '100000', LOGIN_LIMIT_PER_USER: '100000' });
  const app = await buildServer({ db, config });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const headers = await tools.login(base, 'agent', DEMO_PASSWORD);
    const calls = [
      { name: 'ticket list, unresolved, 100 rows', url: `${base}/api/supporttickets?status=New,InProcess,Pending&count=100`, rows: 100 },
      { name: `one ticket's ${SUPPORT_BENCH.eventsOfOneTicket} events`, url: `${base}/api/supportevents?ticketId=${grown.ticketId}&withAttachments=true`, rows: SUPPORT_BENCH.eventsOfOneTicket },
    ];
    const results: SupportBenchResult['calls'] = [];
    for (const call of calls) {
      const check = await fetch(call.url, { headers });
      const body = (await check.json()) as { data?: unknown[] };
      if (check.status !== 200 || body.data?.length !== call.rows) throw new Error(`${call.url}: HTTP ${check.status}, ${body.data?.length ?? 0} rows (expected ${call.rows})`);
      for (const count of connections) {
        await tools.loadTest(call.url, headers, { connections: count, seconds: 1 });
        const load = await tools.loadTest(call.url, headers, { connections: count, seconds });
        results.push({ name: call.name, url: call.url.replace(base, ''), rows: call.rows, connections: count, ...load });
      }
    }
    return { grownInSeconds: grown.seconds, tickets: Number(tickets.n), events: Number(events.n), calls: results };
  } finally {
    await app.close();
  }
}
