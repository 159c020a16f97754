// npm run bench, lists at scale (issue 16): tickets, locations and users grown 1×, 10× and 100×, each
// list's first page, its deepest page, a search and a filtered total through the server as a user
// starts it, beside the SQL the server ran for that very request under pgbench at the same concurrency
// (scripts/bench-pgbench.ts), and beside a bare Fastify answering the same JSON (issue 33's
// third reference: what any Node server pays to answer those bytes). PostgreSQL only; the table goes
// to docs/benchmarks/lists.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PostgresDialect } from 'kysely';
import { camelCaseDatabase } from '../src/server/db/naming.js';
import pg from 'pg';
import { poolOf } from '../src/server/db/pg-client.js';
import { buildServer } from '../src/server/app.js';
import { readConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import type { Tables } from '../src/server/db/tables.js';
import { seedDemoDataIfEmpty } from '../src/server/seed/index.js';
import { LIST_DEPTH } from '../src/domain/lists.js';
import { bareFastify, inTurns, login, machine, withBenchDatabase, type Figures, type Statement } from './bench-ledger.js';
import { startedServer, stopped } from './bench-process.js';

/**
 * 1× is the demo data grown to 1,000 locations, 2,000 users and 2,000 tickets, so that 100× reaches
 * the scale the issue names (100,000 locations, 200,000 tickets).
 */
export const LISTS_BENCH = {
  base: { locations: 1_000, users: 2_000, tickets: 2_000 },
  // LISTS_BENCH_FACTORS=100 measures one size only; LISTS_BENCH_LISTS=locations,users some lists only.
  factors: (process.env.LISTS_BENCH_FACTORS?.split(',').map(Number) ?? [1, 10, 100]),
  lists: process.env.LISTS_BENCH_LISTS?.split(','),
  connections: [1, 8],
  seconds: 3,
  // The API and its SQL take turns, a second each, so that a change in the machine's other load
  // falls on both sides alike instead of on whichever ran while it lasted.
  rounds: 3,
  warmupSeconds: 1,
  port: 3995,
  targets: { deepToFirst: 2, searchP95Ms: 20, throughputToSql: 0.5, p95ToSql: 2 },
};

interface ListCall { list: string; kind: 'first page' | 'second page' | 'second page, total known' | 'deepest page' | 'search' | 'filtered total'; path: string; who: 'admin' | 'agent' }
export interface ListFigure extends ListCall { factor: number; rows: number; total: number; estimate: boolean; statements: number; connections: number; api: Figures; sql: Figures; bare: Figures }
export interface ListsBenchResult { date: string; machine: string; postgres: string; sizes: Array<{ factor: number; locations: number; users: number; tickets: number; grownInSeconds: number }>; figures: ListFigure[]; missed: string[] }

/** Grows the seeded pool set-based to these sizes, copying the demo rows round robin, then analyses as autovacuum would. */
export async function grow(client: pg.Client, sizes: typeof LISTS_BENCH.base): Promise<void> {
  const want = (what: keyof typeof LISTS_BENCH.base) => sizes[what];
  const count = async (table: string) => Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  await client.query(`insert into locations (name, customer_id, status_id, type, country_code, is_main_location)
    select (array['Nord','Sør','Øst','Vest','Havn','Terminal'])[1 + g % 6] || ' lager ' || g, d.customer_id, d.status_id, d.type, d.country_code, false
    from generate_series(1, $1::int) g join (select row_number() over (order by id) - 1 as k, * from locations) d on d.k = g % $2::int`,
  [want('locations') - (await count('locations')), await count('locations')]);
  const locations = await count('locations');
  await client.query(`insert into users (login_name, name, email, password_hash, customer_id, location_id, active)
    select 'vekst.' || g, (array['Ola','Kari','Per','Ingrid','Nils','Marit'])[1 + g % 6] || ' ' || (array['Hansen','Berg','Lund','Dahl','Moen'])[1 + g % 5] || ' ' || g,
      'vekst.' || g || '@example.no', (select password_hash from users where login_name = 'admin'), l.customer_id, l.id, g % 20 <> 19
    from generate_series(1, $1::int) g join (select row_number() over (order by id) - 1 as k, id, customer_id from locations) l on l.k = g % $2::int`,
  [want('users') - (await count('users')), locations]);
  await client.query(`insert into support_tickets (title, status, priority, agent_user_id, customer_id, location_id, ordered_by_user_id, created_by_user_id,
      main_category_id, category_id, internal, created_at, updated_at)
    select 'Vekstsak ' || g || ': ' || t.title, t.status, t.priority, t.agent_user_id, t.customer_id, t.location_id, t.ordered_by_user_id, t.created_by_user_id,
      t.main_category_id, t.category_id, t.internal, now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(1, $1::int) g join (select row_number() over (order by id) - 1 as k, * from support_tickets) t on t.k = g % $2::int`,
  [want('tickets') - (await count('support_tickets')), await count('support_tickets')]);
  await client.query('vacuum analyze locations, users, support_tickets');
}

/** Each list's calls; the deepest page is the last one a list pages to (LIST_DEPTH), or its last. */
function callsOf(rows: { locations: number; users: number; tickets: number }): ListCall[] {
  const deepest = (total: number) => Math.max(0, Math.min(LIST_DEPTH, total) - 100);
  return [
    { list: 'tickets', kind: 'first page', path: '/api/supporttickets?count=100', who: 'agent' },
    { list: 'tickets', kind: 'second page', path: '/api/supporttickets?index=100&count=100', who: 'agent' },
    // Issue 33: as the portal asks for it, with the total its first page answered (not counted again).
    { list: 'tickets', kind: 'second page, total known', path: `/api/supporttickets?index=100&count=100&total=${rows.tickets}`, who: 'agent' },
    { list: 'tickets', kind: 'deepest page', path: `/api/supporttickets?index=${deepest(rows.tickets)}&count=100`, who: 'agent' },
    { list: 'tickets', kind: 'search', path: `/api/supporttickets?q=${encodeURIComponent('Vekstsak 1234')}&count=100`, who: 'agent' },
    { list: 'tickets', kind: 'filtered total', path: '/api/supporttickets?status=New,InProcess,Pending&count=1', who: 'agent' },
    { list: 'locations', kind: 'first page', path: '/api/locations?count=100', who: 'admin' },
    { list: 'locations', kind: 'second page', path: '/api/locations?index=100&count=100', who: 'admin' },
    // Issue 33: as the portal asks for it, with the total its first page answered (not counted again).
    { list: 'locations', kind: 'second page, total known', path: `/api/locations?index=100&count=100&total=${rows.locations}`, who: 'admin' },
    { list: 'locations', kind: 'deepest page', path: `/api/locations?index=${deepest(rows.locations)}&count=100`, who: 'admin' },
    { list: 'locations', kind: 'search', path: `/api/locations?q=${encodeURIComponent('lager 4711')}&count=100`, who: 'admin' },
    { list: 'locations', kind: 'filtered total', path: '/api/locations?countryCode=SWE&count=1', who: 'admin' },
    { list: 'users', kind: 'first page', path: '/api/users?count=100', who: 'admin' },
    { list: 'users', kind: 'second page', path: '/api/users?index=100&count=100', who: 'admin' },
    // Issue 33: as the portal asks for it, with the total its first page answered (not counted again).
    { list: 'users', kind: 'second page, total known', path: `/api/users?index=100&count=100&total=${rows.users}`, who: 'admin' },
    { list: 'users', kind: 'deepest page', path: `/api/users?index=${deepest(rows.users)}&count=100`, who: 'admin' },
    { list: 'users', kind: 'search', path: `/api/users?q=${encodeURIComponent('vekst.4711')}&count=100`, who: 'admin' },
    { list: 'users', kind: 'filtered total', path: '/api/users?active=true&count=1', who: 'admin' },
  ];
}

/** The bench database migrated and given the demo data, and a client on it to grow it with. */
export async function seededBenchDatabase(url: string): Promise<pg.Client> {
  const setup = await openDatabase({ url, statementTimeoutMs: 0 });
  await migrateToLatest(setup.db);
  await seedDemoDataIfEmpty(setup.db);
  await setup.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

async function benchSize(url: string, factor: number): Promise<{ size: ListsBenchResult['sizes'][number]; figures: ListFigure[]; postgres: string }> {
  const client = await seededBenchDatabase(url);
  const started = performance.now();
  let rows: { locations: number; users: number; tickets: number };
  let postgres: string;
  try {
    await grow(client, { locations: LISTS_BENCH.base.locations * factor, users: LISTS_BENCH.base.users * factor, tickets: LISTS_BENCH.base.tickets * factor });
    const n = async (table: string) => Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
    rows = { locations: await n('locations'), users: await n('users'), tickets: await n('support_tickets') };
    const version = (await client.query(`select version() as v, current_setting('shared_buffers') as sb`)).rows[0];
    postgres = `${String(version.v).split(' on ')[0]}, shared_buffers ${version.sb}`;
  } finally {
    await client.end();
  }
  const size = { factor, ...rows, grownInSeconds: Math.round((performance.now() - started) / 100) / 10 };
  console.log(`  ${factor}×: ${rows.locations} locations, ${rows.users} users, ${rows.tickets} tickets (grown in ${size.grownInSeconds} s)`);

  // The server's own pool (as openDatabase makes it), with the statements of one request recorded on demand.
  let recording: Statement[] | undefined;
  const pool = poolOf({ connectionString: url, max: 20 });
  const db = camelCaseDatabase<Tables>(new PostgresDialect({ pool }), {
    log: (event) => { if (recording && event.level === 'query') recording.push({ sql: event.query.sql, parameters: event.query.parameters }); },
  });
  pool.on('error', () => {});
  const app = await buildServer({ db, config: readConfig({ DIST_DIR: '/nonexistent', LOGIN_LIMIT_PER_ADDRESS: '100000', LOGIN_LIMIT_PER_USER: '100000' }) });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // What is measured: the server as a user starts it, its own process (issue 33's method). The one
  // in this process records the statements each call runs.
  const server = await startedServer(url, LISTS_BENCH.port);
  const served = `http://127.0.0.1:${LISTS_BENCH.port}`;
  const bare = await bareFastify();
  const figures: ListFigure[] = [];
  try {
    const headers = { admin: await login(base, 'admin'), agent: await login(base, 'agent') };
    const servedHeaders = { admin: await login(served, 'admin'), agent: await login(served, 'agent') };
    for (const call of callsOf(rows).filter((each) => !LISTS_BENCH.lists || LISTS_BENCH.lists.includes(each.list))) {
      // Once unrecorded (the caller's context is then cached, as for every later request), once recorded.
      await fetch(`${base}${call.path}`, { headers: headers[call.who] });
      recording = [];
      const response = await fetch(`${base}${call.path}`, { headers: headers[call.who] });
      const answer = (await response.json()) as { data: unknown[]; total: number; totalIsEstimate?: boolean };
      const statements = recording;
      recording = undefined;
      if (response.status !== 200) throw new Error(`GET ${call.path}: HTTP ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
      const same = bare.urlOf(answer);
      for (const connections of LISTS_BENCH.connections) {
        const measured = await inTurns({ api: { url: `${served}${call.path}`, headers: servedHeaders[call.who] }, sql: { url, statements }, bare: same }, connections, LISTS_BENCH);
        const { api, sql } = measured;
        const bareFigures = measured.bare!;
        const figure = { ...call, factor, rows: answer.data.length, total: answer.total, estimate: Boolean(answer.totalIsEstimate), statements: statements.length, connections, api, sql, bare: bareFigures };
        figures.push(figure);
        console.log(`    ${`${call.list}, ${call.kind}`.padEnd(28)} ${connections} conn  API p50 ${api.p50} p95 ${api.p95} ms ${perSecond(api)}/s   SQL p50 ${sql.p50} p95 ${sql.p95} ms ${perSecond(sql)}/s   bare p50 ${bareFigures.p50} p95 ${bareFigures.p95} ms   (${figure.rows} of ${figure.estimate ? 'ca. ' : ''}${figure.total})`);
        for (const [side, each] of [['API', api], ['SQL', sql], ['bare', bareFigures]] as const) if (each.errors) console.log(`      ${side}: ${each.errors} errors, first: ${each.firstError}`);
      }
    }
  } finally {
    await stopped(server);
    await app.close();
    await bare.close();
    await db.destroy();
  }
  return { size, figures, postgres };
}

const perSecond = (figures: Figures) => Math.round(figures.requests / LISTS_BENCH.seconds);

/** What misses a target: a deep page over 2× its first (p50, 1 connection), a search over 20 ms p95 at 100,000 locations, p95 over 2× its SQL's at 1 connection, throughput under 0.5× its SQL at 8 connections. */
function missedOf(figures: ListFigure[]): string[] {
  const { targets } = LISTS_BENCH;
  const at = (factor: number, list: string, kind: string, connections: number) => figures.find((f) => f.factor === factor && f.list === list && f.kind === kind && f.connections === connections);
  return figures.flatMap((figure) => {
    const missed: string[] = [];
    const name = `${figure.factor}× ${figure.list}, ${figure.kind}`;
    if (figure.kind === 'deepest page' && figure.connections === 1) {
      const first = at(figure.factor, figure.list, 'first page', 1)!;
      if (figure.api.p50 > targets.deepToFirst * first.api.p50) missed.push(`${name}: p50 ${figure.api.p50} ms > ${targets.deepToFirst} × first page ${first.api.p50} ms`);
    }
    if (figure.kind === 'search' && figure.list === 'locations' && figure.connections === 1 && figure.factor === 100 && figure.api.p95 > targets.searchP95Ms) missed.push(`${name}: p95 ${figure.api.p95} ms > ${targets.searchP95Ms} ms`);
    if (figure.connections === 1 && figure.api.p95 > targets.p95ToSql * figure.sql.p95) missed.push(`${name}: p95 ${figure.api.p95} ms > ${targets.p95ToSql} × SQL ${figure.sql.p95} ms at 1 connection`);
    if (figure.connections === 8 && perSecond(figure.api) < targets.throughputToSql * perSecond(figure.sql)) missed.push(`${name}: ${perSecond(figure.api)}/s < ${targets.throughputToSql} × SQL ${perSecond(figure.sql)}/s`);
    if (figure.api.errors || figure.sql.errors || figure.bare.errors) missed.push(`${name}: errors (${figure.api.firstError ?? figure.sql.firstError ?? figure.bare.firstError})`);
    return missed;
  });
}

export async function benchLists(adminUrl: string): Promise<ListsBenchResult> {
  const sizes: ListsBenchResult['sizes'] = [];
  const figures: ListFigure[] = [];
  let postgres = '';
  for (const factor of LISTS_BENCH.factors) {
    const measured = await withBenchDatabase(adminUrl, `kp_bench_lists_${factor}`, (url) => benchSize(url, factor));
    sizes.push(measured.size);
    figures.push(...measured.figures);
    postgres = measured.postgres;
  }
  return { date: new Date().toISOString(), machine: machine(), postgres, sizes, figures, missed: missedOf(figures) };
}

/** docs/benchmarks/lists.md */
export function writeListsReport(result: ListsBenchResult): string {
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');
  const lines = [
    '# Lists at scale (issue 16)',
    '',
    `Written by \`npm run bench\` (section \`lists\`, scripts/bench-lists.ts) on ${result.date.slice(0, 10)}. Machine at the end: ${result.machine}; ${result.postgres}.`,
    '',
    `- Data: the demo data grown to ${LISTS_BENCH.base.locations.toLocaleString('en')} locations, ${LISTS_BENCH.base.users.toLocaleString('en')} users and ${LISTS_BENCH.base.tickets.toLocaleString('en')} tickets (1×), then 10× and 100× that, copying the demo rows round robin; \`vacuum analyze\` after growing.`,
    '- The server: `npm start` (scripts/start.ts) on PostgreSQL, its own process, as a user starts it (issue 33\'s method). A second server in the bench\'s own process answers each call once first, to record the statements it runs.',
    `- Each call: ${LISTS_BENCH.warmupSeconds} s warm-up, then ${LISTS_BENCH.seconds} s in ${LISTS_BENCH.rounds} turns of the API, its SQL and the bare Fastify, at ${LISTS_BENCH.connections.join(' and ')} connections; tickets as the agent, locations and users as the global admin. The API is loaded by the load client (scripts/load-client.ts), a process of its own with one kept-alive connection per connection counted, started once for the whole bench so that no turn meets it cold.`,
    '- SQL: pgbench running the statements the server ran for that very request (recorded from Kysely, the values written in), back to back, one transaction a request, at the same concurrency, in turns with the API. The ticket list, and the lists of the whole pool (here: locations and users as the global admin), read a page and its total side by side; pgbench runs them one after the other. The server sends the queries it compiles once as named statements, which PostgreSQL parses once a connection and plans once where one plan fits every value; pgbench sends each statement plainly (its simple protocol), parsed and planned every time.',
    '- Bare: a Fastify with nothing but one route, in the bench\'s process, answering the API\'s answer to that call: the same JSON, serialized each time as the API does, sent uncompressed. Loaded the same way, it is the floor of any Node server answering those bytes on this machine.',
    `- The deepest page is the last a list pages to: index ${LIST_DEPTH - 100} (its rows ${(LIST_DEPTH - 99).toLocaleString('en')}–${LIST_DEPTH.toLocaleString('en')}), or the list's last page when it is shorter.`,
    '- The second page (rows 101–200) is asked for twice: without a total, so the server counts the selection again, and with the total its first page answered, as the portal asks for it since issue 33, so the server reads the rows only.',
    `- Targets: the deepest page's p50 within ${LISTS_BENCH.targets.deepToFirst}× the first page's (1 connection); location search p95 ≤ ${LISTS_BENCH.targets.searchP95Ms} ms at 100,000 locations (1 connection); API p95 ≤ ${LISTS_BENCH.targets.p95ToSql}× its SQL's at 1 connection and API throughput ≥ ${LISTS_BENCH.targets.throughputToSql}× its SQL's at 8 connections (issue 33).`,
    '',
    '| size | rows | list | call | conn | rows (of total) | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms | bare p50 ms | bare p95 ms | API req/s | SQL req/s | bare req/s | API/SQL p95 | API/SQL req/s |',
    '|---|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...result.figures.map((f) => {
      const size = result.sizes.find((s) => s.factor === f.factor)!;
      const rows = f.list === 'tickets' ? size.tickets : f.list === 'locations' ? size.locations : size.users;
      return `| ${f.factor}× | ${rows.toLocaleString('en')} | ${f.list} | ${f.kind} | ${f.connections} | ${f.rows} (${f.estimate ? 'ca. ' : ''}${f.total.toLocaleString('en')}) | ${f.api.p50} | ${f.api.p95} | ${f.sql.p50} | ${f.sql.p95} | ${f.bare.p50} | ${f.bare.p95} | ${perSecond(f.api)} | ${perSecond(f.sql)} | ${perSecond(f.bare)} | ${ratio(f.api.p95, f.sql.p95)} | ${ratio(perSecond(f.api), perSecond(f.sql))} |`;
    }),
    '',
    result.missed.length ? `Missed: ${result.missed.join('; ')}.` : 'Every target met.',
    '',
  ];
  const file = join(import.meta.dirname, '..', 'docs/benchmarks/lists.md');
  mkdirSync(join(import.meta.dirname, '..', 'docs/benchmarks'), { recursive: true });
  writeFileSync(file, lines.join('\n'));
  return file;
}
