// E12, O12: an import approval is one database transaction. The real server runs as its own process
// on a database that outlives it (a PGlite data directory made from the seeded snapshot, or a
// PostgreSQL database copied from the template); it is killed with SIGKILL in the middle of approving
// a file of 10,000 deliveries, started again, and not one delivery of the file exists: the file is
// still valid, and approved after the restart it registers every delivery.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { poolToday } from '../../src/domain/dates';
import { day, deliveriesWorkbook, type Cell } from './import-workbook';
import { demoPlaces } from './ledger-fixtures';
import { outlivingDatabase, startServerProcess, type OutlivingDatabase, type ServerProcess } from './server-process';

const DELIVERIES = 10_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let running: ServerProcess | undefined;
let db: OutlivingDatabase;
let receiverId: number;
const start = async () => (running = await startServerProcess({ ...db.env, LOG_REQUESTS: 'true' }));

const api = async (headers: Record<string, string>, method: string, path: string, body?: object) => {
  const response = await fetch(`${running!.base}${path}`, { method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  return { status: response.status, body: await response.json() as any };
};

beforeAll(async () => {
  db = await outlivingDatabase();
  const opened = await db.open();
  receiverId = (await demoPlaces(opened.db)).receiver.locationId;
  await opened.close();
}, 60_000);
afterAll(async () => {
  const server = running?.child;
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await running!.exited;
  }
  await db.drop();
});

it('leaves no delivery of a file whose approval was killed half-way, and the file approvable after a restart', async () => {
  let server = await start();
  let headers = await server.login('lager');
  const date = day(poolToday());
  const rows: Cell[][] = Array.from({ length: DELIVERIES }, (_, index) => [receiverId, date, 3, `KILL-${String(index).padStart(5, '0')}`, null, 1001, 1 + (index % 9)]);
  const uploaded = await fetch(`${server.base}/api/blob?name=kill.xlsx`, { method: 'POST', headers: { ...headers, 'content-type': XLSX }, body: new Uint8Array(await deliveriesWorkbook(rows)) }).then((response) => response.json() as Promise<any>);
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
  const progress = () => server.lines().filter((line) => line.includes('"import approval"')).map((line) => JSON.parse(line) as { written: number; total: number });
  for (let attempt = 0; attempt < 600 && progress().length === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  server.child.kill('SIGKILL');
  await server.exited;
  const seen = progress();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.at(-1)!.written).toBeLessThan(DELIVERIES);
  expect(answered).toBe(false);

  // Started again on the same database: nothing of the file, which is still valid.
  server = await start();
  headers = await server.login('lager');
  expect((await api(headers, 'GET', '/api/orders?q=KILL-')).body.total).toBe(0);
  expect((await api(headers, 'GET', `/api/excelfile/${id}`)).body.data).toMatchObject({ status: 'valid', deliveryCount: DELIVERIES, orderCount: null });
  const approved = await api(headers, 'POST', '/api/excelaccept', { id });
  expect(approved.body.data).toMatchObject({ status: 'approved', orderCount: DELIVERIES });

  // Looked at directly too, after the server has stopped: every delivery once.
  server.child.kill('SIGTERM');
  await server.exited;
  const opened = await db.open();
  try {
    const counted = await sql<{ heads: number; lines: number }>`select count(distinct t.id)::int as heads, count(l.id)::int as lines
      from transactions t join transaction_lines l on l.transaction_id = t.id where t.sender_reference like 'KILL-%'`.execute(opened.db);
    expect(counted.rows[0]).toEqual({ heads: DELIVERIES, lines: DELIVERIES });
  } finally {
    await opened.close();
  }
}, 120_000);
