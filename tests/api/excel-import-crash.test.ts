// E12, O12: an import approval is one database transaction. The real server runs as its own process
// on a database that outlives it (a PGlite data directory made from the seeded snapshot, or a
// PostgreSQL database copied from the template); it is killed with SIGKILL in the middle of approving
// a file of 10,000 deliveries, started again, and not one delivery of the file exists: the file is
// still valid, and approved after the restart it registers every delivery.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/server/db/database';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-logins';
import { databaseUrlFor, withAdminConnection } from './global-setup';
import { day, deliveriesWorkbook, type Cell } from './import-workbook';
import { demoPlaces } from './ledger-fixtures';

const root = join(import.meta.dirname, '..', '..');
const DELIVERIES = 10_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let env: Record<string, string>;
let cleanUp = async () => {};
let server: ChildProcess | undefined;
let base: string;

/** A port nobody listens on now. */
const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

/** The database the server processes share: it must outlive each of them. */
async function database(): Promise<{ env: Record<string, string>; open: () => Promise<OpenDatabase>; drop: () => Promise<void> }> {
  if (inject('databaseKind') === 'postgres') {
    const templateUrl = inject('templateUrl');
    const name = `kp_crash${randomBytes(3).toString('hex')}_${templateUrl.split('_').pop()}`;
    await withAdminConnection(templateUrl, (client) => client.query(`create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`));
    const url = databaseUrlFor(templateUrl, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ url, poolSize: 2 }),
      drop: () => withAdminConnection(templateUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kundeportal-crash-'));
  const seeded = await openDatabase({ dataDir, snapshot: new Blob([readFileSync(inject('snapshotPath'))]) });
  await seeded.close();
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Starts src/server/main.ts; resolves when it answers, with a reader of its log lines. */
async function start(): Promise<{ lines: string[]; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  server = child;
  const lines: string[] = [];
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = pending + chunk.toString();
    const parts = text.split('\n');
    pending = parts.pop()!;
    lines.push(...parts);
  });
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${lines.join('\n')}`);
    if (await fetch(`${base}/version.json`).then((response) => response.ok, () => false)) return { lines, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function login(): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userLoginName: 'lager', password: DEMO_PASSWORD }) });
  const { data, auth } = await response.json() as { data: any; auth: { token: string } };
  return { authorization: `Bearer ${auth.token}`, 'x-context': `locationId=${data.location.id};userId=${data.user.id};loginUserId=${data.loginUser.id}` };
}

const api = async (headers: Record<string, string>, method: string, path: string, body?: object) => {
  const response = await fetch(`${base}${path}`, { method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  return { status: response.status, body: await response.json() as any };
};

let db: Awaited<ReturnType<typeof database>>;
let receiverId: number;
beforeAll(async () => {
  db = await database();
  const opened = await db.open();
  receiverId = (await demoPlaces(opened.db)).receiver.locationId;
  await opened.close();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  env = { ...db.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: '/nonexistent', DEMO_DATA: 'false', LOG_REQUESTS: 'true', LOGIN_LIMIT_PER_ADDRESS: '1000' };
  cleanUp = db.drop;
}, 60_000);
afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await cleanUp();
});

it('leaves no delivery of a file whose approval was killed half-way, and the file approvable after a restart', async () => {
  let running = await start();
  let headers = await login();
  const date = day(new Date().toISOString().slice(0, 10));
  const rows: Cell[][] = Array.from({ length: DELIVERIES }, (_, index) => [receiverId, date, 3, `KILL-${String(index).padStart(5, '0')}`, null, 1001, 1 + (index % 9)]);
  const uploaded = await fetch(`${base}/api/blob?name=kill.xlsx`, { method: 'POST', headers: { ...headers, 'content-type': XLSX }, body: new Uint8Array(await deliveriesWorkbook(rows)) }).then((response) => response.json() as Promise<any>);
  const id = uploaded.data.id;
  expect((await api(headers, 'POST', '/api/excelimport', { id, firstRowIsHeader: true })).status).toBe(200);
  let file: any;
  for (let attempt = 0; attempt < 600 && file?.status !== 'valid' && file?.status !== 'invalid'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    file = (await api(headers, 'GET', `/api/excelfile/${id}`)).body.data;
  }
  expect(file).toMatchObject({ status: 'valid', deliveryCount: DELIVERIES });

  // Approve, and kill the server once the first thousand deliveries are written, uncommitted.
  let answered = false;
  void api(headers, 'POST', '/api/excelaccept', { id }).then(() => { answered = true; }, () => undefined);
  const progress = () => running.lines.filter((line) => line.includes('"import approval"')).map((line) => JSON.parse(line) as { written: number; total: number });
  for (let attempt = 0; attempt < 600 && progress().length === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  server!.kill('SIGKILL');
  await running.exited;
  const seen = progress();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.at(-1)!.written).toBeLessThan(DELIVERIES);
  expect(answered).toBe(false);

  // Started again on the same database: nothing of the file, which is still valid.
  running = await start();
  headers = await login();
  expect((await api(headers, 'GET', '/api/orders?q=KILL-')).body.total).toBe(0);
  expect((await api(headers, 'GET', `/api/excelfile/${id}`)).body.data).toMatchObject({ status: 'valid', deliveryCount: DELIVERIES, orderCount: null });
  const approved = await api(headers, 'POST', '/api/excelaccept', { id });
  expect(approved.body.data).toMatchObject({ status: 'approved', orderCount: DELIVERIES });

  // Looked at directly too, after the server has stopped: every delivery once.
  const exited = running.exited;
  server!.kill('SIGTERM');
  await exited;
  const opened = await db.open();
  try {
    const counted = await sql<{ heads: number; lines: number }>`select count(distinct t.id)::int as heads, count(l.id)::int as lines
      from transactions t join transaction_lines l on l.transaction_id = t.id where t.sender_reference like 'KILL-%'`.execute(opened.db);
    expect(counted.rows[0]).toEqual({ heads: DELIVERIES, lines: DELIVERIES });
  } finally {
    await opened.close();
  }
}, 120_000);
