// npm run bench: portal bundle size and API throughput/latency, printed as a short report and
// written to .bench/results.json. More benchmarks go in as further measure*/load* functions.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { buildServer } from '../src/server/app.js';
import { readConfig } from '../src/server/config.js';
import { openDatabase, type Database } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { seedDemoDataIfEmpty } from '../src/server/seed/index.js';
import { DEMO_PASSWORD } from '../src/server/seed/demo-logins.js';
import type { LoadReport, LoadRequest } from './load-client.js';
import { benchSupportDesk, SUPPORT_BENCH } from './bench-support.js';
import { benchMasterData, MASTERDATA_BENCH } from './bench-masterdata.js';
import { benchLedger, LEDGER_BENCH, SMALL_LEDGER, writeLedgerReport } from './bench-ledger.js';
import { LEDGER_DATA } from './bench-ledger-data.js';
import { benchMoney } from './bench-money.js';
import { benchJobs, writeJobsReport } from './bench-jobs.js';
import { benchOnlineIndex, writeOnlineIndexReport } from './bench-online-index.js';
import { benchLists, LISTS_BENCH, writeListsReport } from './bench-lists.js';
import { benchSearch, writeSearchReport } from './bench-search.js';
import { reportImport } from './bench-import.js';
import { benchStart, writeStartReport } from './bench-start.js';
import { benchHome, writeHomeReport } from './bench-home.js';

const root = join(import.meta.dirname, '..');
const KB = 1024;
const TARGET_LOGIN_KB = 150;
const TARGET_P95_MS = 20;
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const LOAD = { connections: 32, warmupSeconds: 2, seconds: 10 };

type DatabaseKind = 'pglite' | 'postgres';

// ---------------------------------------------------------------------------------------------
// Portal bundle

interface ManifestChunk { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
type Manifest = Record<string, ManifestChunk>;

/** gzipBytes: the JS at gzip level 9; sentBytes: what the server sends a browser that takes brotli (the build's .br copies). */
interface BundleSize { gzipBytes: number; sentBytes: number; files: string[] }
interface BundleResult { loginPage: BundleSize; homeAfterLogin: BundleSize | null; lazyChunks: string[] }

/** Builds the portal with a manifest (flag on the command line, so vite.config.ts stays as is). */
function buildPortal(): Manifest {
  const build = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
  return JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys of the given chunks and everything they import statically, each once. */
function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function gzipSize(manifest: Manifest, keys: Set<string>): BundleSize {
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length, 0);
  const sentBytes = files.reduce((sum, file) => sum + (existsSync(join(root, 'dist', `${file}.br`)) ? statSync(join(root, 'dist', `${file}.br`)).size : statSync(join(root, 'dist', file)).size), 0);
  return { gzipBytes, sentBytes, files };
}

function measureBundle(): BundleResult {
  const manifest = buildPortal();
  const login = staticClosure(manifest, ['index.html']);
  // After login the app is loaded lazily: PortalApp.tsx's own chunk, or when PortalApp.tsx sits inside
  // another lazy chunk (a wrapper such as PortalRoot.tsx) every chunk the login page loads lazily.
  const lazy = [...new Set([...login].flatMap((key) => manifest[key].dynamicImports ?? []))];
  // The portal after login is PortalRoot (or PortalApp); the other lazy chunks are public pages.
  const portalApp = lazy.filter((key) => /Portal(App|Root)\.tsx$/.test(key));
  const lazyChunks = portalApp.length ? portalApp : lazy;
  return {
    loginPage: gzipSize(manifest, login),
    homeAfterLogin: lazyChunks.length ? gzipSize(manifest, staticClosure(manifest, lazyChunks, new Set(login))) : null,
    lazyChunks,
  };
}

// ---------------------------------------------------------------------------------------------
// Databases

async function withAdminConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL to bench against: DATABASE_URL, or the local test server if it answers. */
async function postgresUrl(): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  try {
    await withAdminConnection(DEFAULT_POSTGRES_URL, (client) => client.query('select 1'));
    return DEFAULT_POSTGRES_URL;
  } catch {
    return undefined;
  }
}

/** Runs fn on a fresh, migrated, seeded database of the given kind, and throws it away after. */
async function withDatabase<T>(kind: DatabaseKind, adminUrl: string | undefined, fn: (db: Database) => Promise<T>): Promise<T> {
  let url: string | undefined;
  let drop = async () => {};
  if (kind === 'postgres') {
    if (!adminUrl) throw new Error('no PostgreSQL URL');
    const name = `kp_bench_${process.pid}`;
    await withAdminConnection(adminUrl, (client) => client.query(`create database ${name}`));
    drop = () => withAdminConnection(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {});
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  }
  try {
    const database = await openDatabase({ url });
    try {
      await migrateToLatest(database.db);
      await seedDemoDataIfEmpty(database.db);
      return await fn(database.db);
    } finally {
      await database.close();
    }
  } finally {
    await drop();
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP load

interface LoadResult {
  requests: number;
  errors: number;
  firstError?: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Runs the load client (scripts/load-client.ts) as a separate process: its own event loop and core. */
async function loadTest(url: string, headers: Record<string, string>, { connections, seconds }: { connections: number; seconds: number }): Promise<LoadResult> {
  const request: LoadRequest = { url, headers, connections, seconds };
  const client = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/load-client.ts'), JSON.stringify(request)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  client.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => client.once('close', resolve));
  if (code !== 0) throw new Error(`load client exited with ${code}`);
  const report = JSON.parse(output) as LoadReport;
  const latencies = report.latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length + report.errors,
    errors: report.errors,
    firstError: report.firstError,
    requestsPerSecond: round(latencies.length / report.elapsedSeconds, 0),
    p50: round(percentile(latencies, 50), 2),
    p95: round(percentile(latencies, 95), 2),
    p99: round(percentile(latencies, 99), 2),
  };
}

async function login(base: string, userLoginName: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userLoginName, password }),
  });
  if (response.status !== 200) throw new Error(`login ${userLoginName}: HTTP ${response.status} ${await response.text()}`);
  const { data, auth } = (await response.json()) as { data: any; auth: { token: string } };
  return {
    authorization: `Bearer ${auth.token}`,
    'x-context': `locationId=${data.location.id};userId=${data.user.id};loginUserId=${data.loginUser.id}`,
  };
}

/** The real server on a free port, loaded with the location list as the portal requests it. */
async function benchLocations(db: Database): Promise<LoadResult & { rows: number }> {
  // No static portal, and rate limits out of the way of the one login.
  const config = readConfig({ DIST_DIR: '/nonexistent', LOGIN_LIMIT_PER_ADDRESS: '100000', LOGIN_LIMIT_PER_USER: '100000' });
  const app = await buildServer({ db, config });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const headers = await login(base, 'admin', DEMO_PASSWORD);
    const url = `${base}/api/locations?count=100`;
    const check = await fetch(url, { headers });
    const rows = check.status === 200 ? ((await check.json()) as { data: unknown[] }).data.length : 0;
    if (rows < 64) throw new Error(`GET /api/locations: HTTP ${check.status}, ${rows} rows (expected 64+)`);
    await loadTest(url, headers, { connections: LOAD.connections, seconds: LOAD.warmupSeconds });
    return { ...(await loadTest(url, headers, { connections: LOAD.connections, seconds: LOAD.seconds })), rows };
  } finally {
    await app.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Support desk (scripts/bench-support.ts): its own grown database per kind

/** Concurrent connections the support calls are measured at: one desk, and a busy service centre. */
const SUPPORT_CONNECTIONS = [1, 8];

async function reportSupportDesk(kinds: DatabaseKind[], adminUrl: string | undefined, results: Record<string, unknown>): Promise<boolean> {
  console.log(`\n== Support desk: ${SUPPORT_BENCH.tickets} tickets, ${SUPPORT_BENCH.events} events, ${SUPPORT_CONNECTIONS.join(' and ')} connections, ${LOAD.seconds} s each ==`);
  const support: Record<string, unknown> = {};
  results.support = support;
  let failed = false;
  for (const kind of kinds) {
    try {
      const result = await withDatabase(kind, adminUrl, (db) => benchSupportDesk(db, { loadTest, login }, SUPPORT_CONNECTIONS, LOAD.seconds));
      support[kind] = result;
      console.log(`  ${kind}: data grown in ${result.grownInSeconds} s (${result.tickets} tickets, ${result.events} events)`);
      for (const call of result.calls) {
        const target = kind === 'postgres' ? `   target p95 ≤ ${SUPPORT_BENCH.targetP95Ms} ms: ${verdict(call.p95 <= SUPPORT_BENCH.targetP95Ms)}` : '';
        console.log(`    ${call.name.padEnd(36)} ${String(call.connections).padStart(2)} conn ${String(call.requestsPerSecond).padStart(6)} req/s   p50 ${call.p50} ms  p95 ${call.p95} ms  p99 ${call.p99} ms${target}`);
        if (call.errors) failed = true;
      }
    } catch (error) {
      failed = true;
      support[kind] = { error: String(error) };
      console.log(`  ${kind.padEnd(9)} FAILED: ${String(error)}`);
    }
  }
  return failed;
}

// ---------------------------------------------------------------------------------------------
// Master data (scripts/bench-masterdata.ts): the user and location lists on a grown pool

/** The real server on a free port for the duration of `work`, without the portal and login limits. */
async function serveOn<T>(db: Database, work: (base: string) => Promise<T>): Promise<T> {
  const config = readConfig({ DIST_DIR: '/nonexistent', LOGIN_LIMIT_PER_ADDRESS: '100000', LOGIN_LIMIT_PER_USER: '100000' });
  const app = await buildServer({ db, config });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await work(base);
  } finally {
    await app.close();
  }
}

async function reportMasterData(kinds: DatabaseKind[], adminUrl: string | undefined, results: Record<string, unknown>): Promise<boolean> {
  console.log(`\n== Master data: ${MASTERDATA_BENCH.locations} more locations, ${MASTERDATA_BENCH.users} more users, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up + ${LOAD.seconds} s each ==`);
  const masterdata: Record<string, unknown> = {};
  results.masterdata = masterdata;
  let failed = false;
  for (const kind of kinds) {
    try {
      const result = await withDatabase(kind, adminUrl, (db) => benchMasterData(db, (work) => serveOn(db, work), { loadTest, login },
        { connections: LOAD.connections, seconds: LOAD.seconds, warmupSeconds: LOAD.warmupSeconds, password: DEMO_PASSWORD }));
      masterdata[kind] = result;
      console.log(`  ${kind}: grown in ${result.grownInSeconds} s to ${result.locations} locations and ${result.users} users`);
      for (const call of result.calls) {
        const target = kind === 'postgres' && call.connections === LOAD.connections ? `   target p95 ≤ ${MASTERDATA_BENCH.targetP95Ms} ms: ${verdict(call.p95 <= MASTERDATA_BENCH.targetP95Ms)}` : '';
        console.log(`    ${call.name.padEnd(42)} ${String(call.connections).padStart(2)} conn ${String(call.requestsPerSecond).padStart(6)} req/s   p50 ${call.p50} ms  p95 ${call.p95} ms  p99 ${call.p99} ms   (${call.rows} of ${call.total})${target}`);
        if (call.errors) {
          failed = true;
          console.log(`      first error: ${call.firstError}`);
        }
      }
    } catch (error) {
      failed = true;
      masterdata[kind] = { error: String(error) };
      console.log(`  ${kind.padEnd(9)} FAILED: ${String(error)}`);
    }
  }
  return failed;
}

// ---------------------------------------------------------------------------------------------
// Ledger at national scale (scripts/bench-ledger.ts): PostgreSQL only, its own database

async function reportLedger(adminUrl: string | undefined, results: Record<string, unknown>): Promise<boolean> {
  console.log(`\n== Ledger: ${SMALL_LEDGER.heads} heads (home page's calls), then ${LEDGER_DATA.heads} heads (≈ ${2.5 * LEDGER_DATA.heads} lines), ${LEDGER_BENCH.connections.join(' and ')} connections, API beside its SQL ==`);
  if (!adminUrl || process.env.BENCH_DATABASES?.split(',').includes('postgres') === false) {
    console.log('  skipped: needs PostgreSQL');
    return false;
  }
  try {
    const measured = [await benchLedger(adminUrl, 'small'), await benchLedger(adminUrl, 'national')];
    results.ledger = measured;
    const missed = measured.flatMap((result) => result.missed);
    console.log(`  ${missed.length ? `MISSED: ${missed.join('; ')}` : 'every target met'}; table in ${writeLedgerReport(measured)}`);
    return measured.some((result) => result.calls.some((call) => call.api.errors || call.sql.errors));
  } catch (error) {
    results.ledger = { error: String(error) };
    console.log(`  FAILED: ${String(error)}`);
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Lists at scale (scripts/bench-lists.ts): PostgreSQL only, a database per size

async function reportLists(adminUrl: string | undefined, results: Record<string, unknown>): Promise<boolean> {
  console.log(`\n== Lists at scale: tickets, locations and users at ${LISTS_BENCH.factors.join('×, ')}× (first page, deepest page, search, filtered total), API beside its SQL and a bare Fastify ==`);
  if (!adminUrl || process.env.BENCH_DATABASES?.split(',').includes('postgres') === false) {
    console.log('  skipped: needs PostgreSQL');
    return false;
  }
  try {
    const measured = await benchLists(adminUrl);
    results.lists = measured;
    console.log(`  ${measured.missed.length ? `MISSED: ${measured.missed.join('; ')}` : 'every target met'}; table in ${writeListsReport(measured)}`);
    return measured.figures.some((figure) => figure.api.errors || figure.sql.errors || figure.bare.errors);
  } catch (error) {
    results.lists = { error: String(error) };
    console.log(`  FAILED: ${String(error)}`);
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Ticket search at 200,000 and 2,000,000 tickets (scripts/bench-search.ts)

async function reportSearch(adminUrl: string | undefined, results: Record<string, unknown>): Promise<boolean> {
  console.log('\n== Ticket search at 200,000 and 2,000,000 tickets: the server as npm start runs it, beside pgbench running its statements ==');
  if (!adminUrl || process.env.BENCH_DATABASES?.split(',').includes('postgres') === false) {
    console.log('  skipped: needs PostgreSQL');
    return false;
  }
  try {
    const measured = await benchSearch(adminUrl);
    results.search = measured;
    console.log(`  ${measured.missed.length ? `MISSED: ${measured.missed.join('; ')}` : 'every target met'}; table in ${writeSearchReport(measured)}`);
    return measured.figures.some((figure) => figure.api.errors || figure.sql?.errors);
  } catch (error) {
    results.search = { error: String(error) };
    console.log(`  FAILED: ${String(error)}`);
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Money and reports at national scale (scripts/bench-money.ts): on the ledger bench's database

async function reportMoney(adminUrl: string | undefined, results: Record<string, unknown>): Promise<boolean> {
  console.log(`\n== Money and reports: the invoice run, the balance report for a customer with 100 locations, the export of a million lines ==`);
  if (!adminUrl || process.env.BENCH_DATABASES?.split(',').includes('postgres') === false) {
    console.log('  skipped: needs PostgreSQL');
    return false;
  }
  try {
    results.money = await benchMoney(adminUrl);
    console.log('  table in docs/benchmarks/money.md');
    return false;
  } catch (error) {
    results.money = { error: String(error) };
    console.log(`  FAILED: ${String(error)}`);
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// The nightly jobs at national scale (scripts/bench-jobs.ts): on the ledger bench's database

async function reportJobs(adminUrl: string | undefined, results: Record<string, unknown>): Promise<boolean> {
  console.log(`\n== Nightly jobs on the national ledger: each with nothing to do and with a night's work ==`);
  if (!adminUrl || process.env.BENCH_DATABASES?.split(',').includes('postgres') === false) {
    console.log('  skipped: needs PostgreSQL');
    return false;
  }
  try {
    const measured = await benchJobs(adminUrl);
    results.jobs = measured;
    console.log(`  table in ${writeJobsReport(measured)}`);
    return false;
  } catch (error) {
    results.jobs = { error: String(error) };
    console.log(`  FAILED: ${String(error)}`);
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// An index built on the national ledger while it takes writes (scripts/bench-online-index.ts)

async function reportOnlineIndex(adminUrl: string | undefined, results: Record<string, unknown>): Promise<boolean> {
  console.log(`\n== Migrations: an index of the national ledger built plainly and concurrently while a writer writes ==`);
  if (!adminUrl || process.env.BENCH_DATABASES?.split(',').includes('postgres') === false) {
    console.log('  skipped: needs PostgreSQL');
    return false;
  }
  try {
    const measured = await benchOnlineIndex(adminUrl);
    results.migrations = measured;
    console.log(`  table in ${writeOnlineIndexReport(measured)}`);
    return false;
  } catch (error) {
    results.migrations = { error: String(error) };
    console.log(`  FAILED: ${String(error)}`);
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Starting the portal (scripts/bench-start.ts): empty and existing embedded data, and a bare Fastify

async function reportStart(results: Record<string, unknown>): Promise<boolean> {
  console.log('\n== Start: npm start to answering, on an empty and on an existing embedded database, beside a bare Fastify ==');
  try {
    const measured = await benchStart();
    results.start = measured;
    console.log(`  empty ÷ existing ${measured.emptyToExisting}×; table in ${writeStartReport(measured)}`);
    return false;
  } catch (error) {
    results.start = { error: String(error) };
    console.log(`  FAILED: ${String(error)}`);
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Login to home in Chromium beside a minimal react-admin app (scripts/bench-home.ts)

async function reportHome(adminUrl: string | undefined, results: Record<string, unknown>): Promise<boolean> {
  console.log('\n== Home: the click on "Logg inn" to the widgets drawn, beside a minimal react-admin app ==');
  if (!adminUrl) {
    console.log('  skipped: no PostgreSQL');
    return false;
  }
  try {
    const measured = await benchHome(adminUrl);
    results.home = measured;
    console.log(`  portal ${measured.portalMedian} ms, anchor ${measured.anchorMedian} ms: ${measured.ratio}×; table in ${writeHomeReport(measured)}`);
    return false;
  } catch (error) {
    results.home = { error: String(error) };
    console.log(`  FAILED: ${String(error)}`);
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');

/** BENCH_SECTIONS=bundle,start,home,api,support,masterdata,lists,search,ledger,money,jobs,migrations,import runs only those sections (default: all). */
const section = (name: string) => !process.env.BENCH_SECTIONS || process.env.BENCH_SECTIONS.split(',').includes(name);

async function main() {
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
  let failed = false;

  if (section('bundle')) console.log('== Portal bundle (vite build --manifest) ==');
  if (section('bundle')) try {
    const bundle = measureBundle();
    results.bundle = { ...bundle, targetLoginPageKB: TARGET_LOGIN_KB };
    const login = bundle.loginPage;
    console.log(`  login page        ${kb(login.gzipBytes).padStart(10)} gzip JS in ${login.files.length} files   target ≤ ${TARGET_LOGIN_KB} KB: ${verdict(login.gzipBytes <= TARGET_LOGIN_KB * KB)}; sent ${kb(login.sentBytes)} (brotli, built once)`);
    if (bundle.homeAfterLogin) {
      const home = bundle.homeAfterLogin;
      console.log(`  home after login  ${kb(home.gzipBytes).padStart(10)} gzip JS in ${home.files.length} files   (login page + lazy ${bundle.lazyChunks.join(', ')}); sent ${kb(home.sentBytes)} (brotli)`);
    } else console.log('  home after login  not measured: the login page loads nothing lazily');
  } catch (error) {
    failed = true;
    results.bundle = { error: String(error) };
    console.log(`  FAILED: ${String(error)}`);
  }

  if (section('start') && (await reportStart(results))) failed = true;

  console.log(`\n== API: GET /api/locations?count=100, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up + ${LOAD.seconds} s ==`);
  const api: Record<string, unknown> = {};
  results.api = api;
  const adminUrl = await postgresUrl();
  // BENCH_DATABASES=postgres (or pglite) measures one kind only.
  const kinds = (adminUrl ? ['pglite', 'postgres'] : ['pglite']).filter((kind) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(kind)) as DatabaseKind[];
  if (!adminUrl) console.log(`  postgres: skipped (no DATABASE_URL and ${DEFAULT_POSTGRES_URL} does not answer)`);
  for (const kind of section('api') ? kinds : []) {
    try {
      const result = await withDatabase(kind, adminUrl, benchLocations);
      api[kind] = result;
      const target = kind === 'postgres' ? `   target p95 ≤ ${TARGET_P95_MS} ms: ${verdict(result.p95 <= TARGET_P95_MS)}` : '';
      console.log(
        `  ${kind.padEnd(9)} ${String(result.requestsPerSecond).padStart(6)} req/s   p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms` +
          `   ${result.requests} requests, ${result.errors} errors${target}`,
      );
      if (result.errors) {
        failed = true;
        console.log(`            first error: ${result.firstError}`);
      }
    } catch (error) {
      failed = true;
      api[kind] = { error: String(error) };
      console.log(`  ${kind.padEnd(9)} FAILED: ${String(error)}`);
    }
  }

  if (section('home') && (await reportHome(adminUrl, results))) failed = true;
  if (section('support') && (await reportSupportDesk(kinds, adminUrl, results))) failed = true;
  if (section('masterdata') && (await reportMasterData(kinds, adminUrl, results))) failed = true;
  if (section('lists') && (await reportLists(adminUrl, results))) failed = true;
  if (section('search') && (await reportSearch(adminUrl, results))) failed = true;
  if (section('ledger') && (await reportLedger(adminUrl, results))) failed = true;
  if (section('money') && (await reportMoney(adminUrl, results))) failed = true;
  if (section('import') && (await reportImport(kinds, adminUrl, results))) failed = true;
  if (section('jobs') && (await reportJobs(adminUrl, results))) failed = true;
  if (section('migrations') && (await reportOnlineIndex(adminUrl, results))) failed = true;

  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(join(root, '.bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nFigures written to .bench/results.json');
  process.exitCode = failed ? 1 : 0;
}

await main();
