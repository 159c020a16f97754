// npm run bench, ticket search at 200,000 and 2,000,000 tickets (issue 33): the agent's free-text
// searches through the server started as a user starts it (npm start on PostgreSQL, its own process),
// loaded by the load client (its own process), beside pgbench running the statements of that very
// request, the two in turns so that the machine's drift falls on both. The table goes to
// docs/benchmarks/search.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PostgresDialect } from 'kysely';
import { poolOf } from '../src/server/db/pg-client.js';
import { buildServer } from '../src/server/app.js';
import { readConfig } from '../src/server/config.js';
import { camelCaseDatabase } from '../src/server/db/naming.js';
import type { Tables } from '../src/server/db/tables.js';
import { figuresOf, loadApiSamples, login, machine, withBenchDatabase, type Figures, type Samples, type Statement } from './bench-ledger.js';
import { grow, seededBenchDatabase } from './bench-lists.js';
import { startedServer, stopped } from './bench-process.js';
import { pgbenchSamples } from './bench-pgbench.js';
import { UNRESOLVED_STATUSES } from '../src/domain/support.js';

const root = join(import.meta.dirname, '..');

export const SEARCH_BENCH = {
  // The other lists as the lists bench has them beside 200,000 tickets; only the tickets grow.
  sizes: [200_000, 2_000_000].map((tickets) => ({ locations: 10_000, users: 20_000, tickets })),
  searches: [
    { q: 'Vekstsak 1234', what: 'two words, the number rare' },
    { q: 'Vekstsak 123456', what: 'two words, 1 match at 200,000' },
    { q: 'levert', what: 'a word of every 40th title' },
    { q: 'Fjellmeieriet', what: "a customer's name (an eighth of the tickets)" },
    { q: '1234', what: "a number: titles and the ticket's or order's id" },
    { q: 'zzqx', what: 'nothing' },
  // SEARCH_BENCH_ONLY=zzqx,1234 measures those searches only (while working on one).
  ].filter(({ q }) => !process.env.SEARCH_BENCH_ONLY || process.env.SEARCH_BENCH_ONLY.split(',').includes(q)),
  connections: [1, 8],
  rounds: 3,
  secondsPerTurn: 1,
  warmupSeconds: 1,
  port: 3993,
  targets: { largerToSmaller: 2, throughputToSql: 0.5 },
};

export interface SearchFigure { tickets: number; q: string; connections: number; rows: number; total: number; estimate: boolean; statements: number; api: Figures; sql?: Figures }
export interface SearchBenchResult { date: string; machine: string; postgres: string; server: string; figures: SearchFigure[]; missed: string[] }

/** The server measured: this checkout's, or SEARCH_BENCH_SERVER=<another checkout> (then its SQL is not known here). */
const serverRoot = process.env.SEARCH_BENCH_SERVER || root;

/** The ticket list's call as the portal makes it: its default status filter (the unresolved), newest first, 100 rows. */
const searchPath = (q: string) => `/api/supporttickets?status=${UNRESOLVED_STATUSES.join(',')}&q=${encodeURIComponent(q)}&sort=id&order=DESC&index=0&count=100`;

/** Each search once through the server in this process, recording the statements it ran, and what it answered. */
async function recorded(url: string): Promise<Array<{ q: string; statements: Statement[]; rows: number; total: number; estimate: boolean }>> {
  let recording: Statement[] | undefined;
  const pool = poolOf({ connectionString: url, max: 4 });
  const db = camelCaseDatabase<Tables>(new PostgresDialect({ pool }), {
    log: (event) => { if (recording && event.level === 'query') recording.push({ sql: event.query.sql, parameters: event.query.parameters }); },
  });
  const app = await buildServer({ db, config: readConfig({ DIST_DIR: '/nonexistent', LOGIN_LIMIT_PER_ADDRESS: '100000', LOGIN_LIMIT_PER_USER: '100000' }) });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const headers = await login(base, 'agent');
    const calls = [];
    for (const { q } of SEARCH_BENCH.searches) {
      const path = searchPath(q);
      // Once unrecorded (the caller's context is then cached, as for every later request), once recorded.
      await fetch(`${base}${path}`, { headers });
      recording = [];
      const response = await fetch(`${base}${path}`, { headers });
      const answer = (await response.json()) as { data: unknown[]; total: number; totalIsEstimate?: boolean };
      const statements = recording;
      recording = undefined;
      if (response.status !== 200) throw new Error(`GET ${path}: HTTP ${response.status}`);
      calls.push({ q, statements, rows: answer.data.length, total: answer.total, estimate: Boolean(answer.totalIsEstimate) });
    }
    return calls;
  } finally {
    await app.close();
    await db.destroy();
  }
}

async function benchSize(url: string, size: (typeof SEARCH_BENCH.sizes)[number]): Promise<{ figures: SearchFigure[]; postgres: string }> {
  const client = await seededBenchDatabase(url);
  let postgres: string;
  try {
    const tickets = Number((await client.query('select count(*) as n from support_tickets')).rows[0].n);
    if (tickets < size.tickets) {
      const began = performance.now();
      await grow(client, size);
      console.log(`  ${size.tickets.toLocaleString('en')} tickets grown in ${Math.round((performance.now() - began) / 1000)} s`);
    }
    const version = (await client.query(`select version() as v, current_setting('shared_buffers') as sb`)).rows[0];
    postgres = `${String(version.v).split(' on ')[0]}, shared_buffers ${version.sb}`;
  } finally {
    await client.end();
  }
  const calls = await recorded(url);
  const base = `http://127.0.0.1:${SEARCH_BENCH.port}`;
  const server = await startedServer(url, SEARCH_BENCH.port, serverRoot);
  const figures: SearchFigure[] = [];
  try {
    const headers = await login(base, 'agent');
    for (const call of calls) {
      const path = searchPath(call.q);
      for (const connections of SEARCH_BENCH.connections) {
        const request = { url: `${base}${path}`, headers, connections };
        await loadApiSamples({ ...request, seconds: SEARCH_BENCH.warmupSeconds });
        const runs: { api: Samples[]; sql: Samples[] } = { api: [], sql: [] };
        for (let round = 0; round < SEARCH_BENCH.rounds; round++) {
          runs.api.push(await loadApiSamples({ ...request, seconds: SEARCH_BENCH.secondsPerTurn }));
          if (serverRoot === root) runs.sql.push(pgbenchSamples(url, call.statements, connections, SEARCH_BENCH.secondsPerTurn));
        }
        const figure: SearchFigure = {
          tickets: size.tickets, q: call.q, connections, rows: call.rows, total: call.total, estimate: call.estimate, statements: call.statements.length,
          api: figuresOf(runs.api), ...(runs.sql.length ? { sql: figuresOf(runs.sql) } : {}),
        };
        figures.push(figure);
        const sql = figure.sql ? `   SQL p50 ${figure.sql.p50} p95 ${figure.sql.p95} ms ${perSecond(figure.sql)}/s` : '';
        console.log(`    ${call.q.padEnd(16)} ${connections} conn  API p50 ${figure.api.p50} p95 ${figure.api.p95} ms ${perSecond(figure.api)}/s${sql}   (${call.rows} of ${call.estimate ? 'ca. ' : ''}${call.total}, ${call.statements.length} statements)`);
        for (const [side, each] of [['API', figure.api], ['SQL', figure.sql]] as const) if (each?.errors) console.log(`      ${side}: ${each.errors} errors, first: ${each.firstError}`);
      }
    }
  } finally {
    await stopped(server);
  }
  return { figures, postgres };
}

const perSecond = (figures: Figures) => Math.round(figures.requests / (SEARCH_BENCH.rounds * SEARCH_BENCH.secondsPerTurn));

/** What misses a target: p50 at 1 connection over 2× the smaller size's, throughput under 0.5× its SQL at 8 connections. */
function missedOf(figures: SearchFigure[]): string[] {
  const [smaller, larger] = SEARCH_BENCH.sizes.map((size) => size.tickets);
  const at = (tickets: number, q: string, connections: number) => figures.find((f) => f.tickets === tickets && f.q === q && f.connections === connections);
  return figures.flatMap((figure) => {
    const missed: string[] = [];
    const name = `"${figure.q}" at ${figure.tickets.toLocaleString('en')}, ${figure.connections} conn`;
    const small = at(smaller, figure.q, figure.connections);
    if (figure.tickets === larger && figure.connections === 1 && small && figure.api.p50 > SEARCH_BENCH.targets.largerToSmaller * small.api.p50) missed.push(`${name}: p50 ${figure.api.p50} ms > ${SEARCH_BENCH.targets.largerToSmaller} × ${small.api.p50} ms`);
    if (figure.sql && figure.connections === 8 && perSecond(figure.api) < SEARCH_BENCH.targets.throughputToSql * perSecond(figure.sql)) missed.push(`${name}: ${perSecond(figure.api)}/s < ${SEARCH_BENCH.targets.throughputToSql} × SQL ${perSecond(figure.sql)}/s`);
    if (figure.api.errors || figure.sql?.errors) missed.push(`${name}: errors (${figure.api.firstError ?? figure.sql?.firstError})`);
    return missed;
  });
}

export async function benchSearch(adminUrl: string): Promise<SearchBenchResult> {
  const figures: SearchFigure[] = [];
  let postgres = '';
  for (const size of SEARCH_BENCH.sizes) {
    console.log(`  ${size.tickets.toLocaleString('en')} tickets`);
    const measured = await withBenchDatabase(adminUrl, `kp_bench_search_${size.tickets}`, (url) => benchSize(url, size));
    figures.push(...measured.figures);
    postgres = measured.postgres;
  }
  return { date: new Date().toISOString(), machine: machine(), postgres, server: serverRoot === root ? 'this checkout' : serverRoot, figures, missed: missedOf(figures) };
}

/** docs/benchmarks/search.md */
export function writeSearchReport(result: SearchBenchResult): string {
  const [smaller, larger] = SEARCH_BENCH.sizes.map((size) => size.tickets);
  const at = (tickets: number, q: string, connections: number) => result.figures.find((f) => f.tickets === tickets && f.q === q && f.connections === connections);
  const ratio = (a: number, b: number | undefined) => (b ? (a / b).toFixed(2) : '–');
  const lines = [
    '# Ticket search at 200,000 and 2,000,000 tickets (issue 33)',
    '',
    `Written by \`npm run bench\` (section \`search\`, scripts/bench-search.ts) on ${result.date.slice(0, 10)}. Machine at the end: ${result.machine}; ${result.postgres}. Server: ${result.server}.`,
    '',
    `- Data: the demo data grown to ${SEARCH_BENCH.sizes.map((size) => size.tickets.toLocaleString('en')).join(' and then ')} tickets (titles "Vekstsak N: " and a demo title, copied round robin as the lists bench grows them), 10,000 locations and 20,000 users, \`vacuum analyze\` after growing; each size its own database.`,
    `- The server: \`npm start\` (scripts/start.ts) on PostgreSQL, its own process; the agent searches the ticket list as the portal asks for it: its default filter (the unresolved tickets), newest first, 100 rows (GET /api/supporttickets?status=0,1,2&q=…&sort=id&order=DESC&index=0&count=100).`,
    `- The API: the load client (scripts/load-client.ts), a process of its own with one kept-alive connection per connection counted, started once for the whole bench. The SQL: pgbench running the statements the server ran for that very request (recorded from Kysely, the values written in), one transaction a request, at the same concurrency, each pgbench run's first second (new connections) left out.`,
    `- Each search and concurrency: ${SEARCH_BENCH.warmupSeconds} s warm-up, then ${SEARCH_BENCH.rounds} turns of ${SEARCH_BENCH.secondsPerTurn} s of the API and ${SEARCH_BENCH.secondsPerTurn} s of its SQL.`,
    `- Targets: p50 at ${larger.toLocaleString('en')} within ${SEARCH_BENCH.targets.largerToSmaller}× its p50 at ${smaller.toLocaleString('en')} (1 connection); API throughput ≥ ${SEARCH_BENCH.targets.throughputToSql}× its SQL at 8 connections.`,
    '',
    '| search | tickets | conn | rows (of total) | statements | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms | API req/s | SQL req/s | API/SQL req/s | p50 ÷ at 200,000 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...result.figures.map((f) => {
      const small = f.tickets === larger ? at(smaller, f.q, f.connections) : undefined;
      return `| ${f.q} | ${f.tickets.toLocaleString('en')} | ${f.connections} | ${f.rows} (${f.estimate ? 'ca. ' : ''}${f.total.toLocaleString('en')}) | ${f.statements} | ${f.api.p50} | ${f.api.p95} | ${f.sql?.p50 ?? '–'} | ${f.sql?.p95 ?? '–'} | ${perSecond(f.api)} | ${f.sql ? perSecond(f.sql) : '–'} | ${f.sql ? ratio(perSecond(f.api), perSecond(f.sql)) : '–'} | ${small ? ratio(f.api.p50, small.api.p50) : ''} |`;
    }),
    '',
    ...SEARCH_BENCH.searches.map(({ q, what }) => `- "${q}": ${what}.`),
    '',
    result.missed.length ? `Missed: ${result.missed.join('; ')}.` : 'Every target met.',
    '',
  ];
  const file = join(root, 'docs/benchmarks/search.md');
  mkdirSync(join(root, 'docs/benchmarks'), { recursive: true });
  writeFileSync(file, lines.join('\n'));
  return file;
}
