// npm run bench, money and reports at national scale (issue 12): on the ledger bench's PostgreSQL pool
// (scripts/bench-ledger-data.ts, 10 million lines), the month's invoice run for every customer (time
// and memory), the balance report over a year for a customer with 100 locations (through the server,
// beside the bare SQL it ran, in the same run), and the transactions export of a million lines (rows
// per second, and the server's memory while it streams). Written to docs/benchmarks/money.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PostgresDialect } from 'kysely';
import { camelCaseDatabase } from '../src/server/db/naming.js';
import { poolOf } from '../src/server/db/pg-client.js';
import { buildServer } from '../src/server/app.js';
import { readConfig } from '../src/server/config.js';
import type { Tables } from '../src/server/db/tables.js';
import { issueInvoices } from '../src/server/invoices/invoice-run.js';
import { exportTransactions } from '../src/server/reports/transactions.js';
import { monthStart } from '../src/domain/stock/indicator.js';
import { grownLedger, LEDGER_BENCH, login, machine, withBenchDatabase } from './bench-ledger.js';
import { LEDGER_DATA } from './bench-ledger-data.js';

const root = join(import.meta.dirname, '..');
export const MONEY_BENCH = { customerLocations: 100, runs: 20, exportRows: 1_000_000, targetReportMs: 1000, maxRatio: 2 };
type Statement = { sql: string; parameters: readonly unknown[] };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const mb = (bytes: number) => round(bytes / 2 ** 20);
function timings(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), 2), p95: round(percentile(sorted, 95), 2) };
}

/** Samples the process's memory while work runs: the resident set and the heap at start, peak and end. */
async function withMemory<T>(work: () => Promise<T>) {
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const samples: Array<{ rss: number; heap: number }> = [];
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
    samples.push({ rss: now.rss, heap: now.heapUsed });
  }, 50);
  const began = performance.now();
  try {
    const result = await work();
    const end = process.memoryUsage();
    // The heap's peak in each quarter of the run: flat when the work does not hold what it has done.
    const quarters = [0, 1, 2, 3].map((quarter) => mb(Math.max(0, ...samples.slice(Math.floor((quarter * samples.length) / 4), Math.floor(((quarter + 1) * samples.length) / 4)).map((sample) => sample.heap))));
    return { result, seconds: round((performance.now() - began) / 1000, 2), memory: { rssStart: mb(start.rss), rssPeak: mb(peakRss), rssEnd: mb(end.rss), heapStart: mb(start.heapUsed), heapPeak: mb(peakHeap), heapEnd: mb(end.heapUsed), heapQuarters: quarters } };
  } finally {
    clearInterval(timer);
  }
}

export async function benchMoney(adminUrl: string) {
  return withBenchDatabase(adminUrl, LEDGER_BENCH.database, async (url) => {
    const data = await grownLedger(url, LEDGER_DATA.heads);
    let recording: Statement[] | undefined;
    const pool = poolOf({ connectionString: url, max: 20 });
    const db = camelCaseDatabase<Tables>(new PostgresDialect({ pool }), {
      log: (event) => { if (recording && event.level === 'query') recording.push({ sql: event.query.sql, parameters: event.query.parameters }); },
    });
    const replay = poolOf({ connectionString: url, max: 4 });
    for (const each of [pool, replay]) each.on('error', () => {});
    const app = await buildServer({ db, config: readConfig({ DIST_DIR: '/nonexistent', LOGIN_LIMIT_PER_ADDRESS: '100000', LOGIN_LIMIT_PER_USER: '100000' }) });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const one = async <T = any>(text: string, values?: unknown[]) => (await replay.query(text, values)).rows[0] as T;
      const lastDay = (await one<{ day: string }>(`select max(booked_on)::text as day from stock_movements where booked_on <= current_date`)).day;
      const month = monthStart(lastDay, 1);

      // 1. The month's invoice run for every customer, from nothing issued.
      await replay.query(`delete from invoices where month = $1`, [month]);
      const customers = Number((await one(`select count(*) from customers where type <> 'provider'`)).count);
      const run = await withMemory(() => issueInvoices(db, month));
      const lines = Number((await one(`select count(*) from invoice_lines l join invoices i on i.id = l.invoice_id where i.month = $1`, [month])).count);
      console.log(`  invoice run ${month}: ${run.result} invoices of ${customers} customers, ${lines} lines in ${run.seconds} s`);

      // 2. The balance report over a year for a customer with 100 balance locations (the bench pool's customers
      // have five each: one is given a hundred for this measure).
      const customer = (await one<{ id: number }>(`select customer_id as id from locations where id >= 100001 and is_balance order by id limit 1`)).id;
      await replay.query(`update locations set customer_id = $1 where id in (select id from locations where id >= 100001 and is_balance and customer_id <> $1 order by id limit greatest(0, $2 - (select count(*) from locations where customer_id = $1 and is_balance)))`, [customer, MONEY_BENCH.customerLocations]);
      const locations = Number((await one(`select count(*) from locations where customer_id = $1 and is_balance`, [customer])).count);
      const staff = await login(base, 'admin');
      const body = JSON.stringify({ report: 'balance', customerId: customer, dateLower: `${Number(lastDay.slice(0, 4)) - 1}${lastDay.slice(4)}`, dateUpper: lastDay });
      const call = async () => {
        const response = await fetch(`${base}/api/report`, { method: 'POST', headers: { ...staff, 'content-type': 'application/json' }, body });
        if (response.status !== 200) throw new Error(`POST report: HTTP ${response.status} ${await response.text()}`);
        return (await response.json()) as { data: { rows: unknown[] } };
      };
      await call();
      recording = [];
      const rows = (await call()).data.rows.length;
      const statements = recording;
      recording = undefined;
      const api: number[] = [];
      const bare: number[] = [];
      for (let n = 0; n < MONEY_BENCH.runs; n++) {
        let at = performance.now();
        await call();
        api.push(performance.now() - at);
        at = performance.now();
        for (const statement of statements) await replay.query(statement.sql, statement.parameters as unknown[]);
        bare.push(performance.now() - at);
      }
      const report = { customer, locations, rows, statements: statements.length, api: timings(api), sql: timings(bare) };
      console.log(`  balance report, ${locations} locations, a year: API p50 ${report.api.p50} ms, SQL p50 ${report.sql.p50} ms (${rows} rows)`);

      // 3. The transactions export: the operator's depots (a side of every order and pickup) over the months
      // that hold a million lines, streamed by the export the route uses, beside reading the same rows bare.
      const depots = (await replay.query(`select l.id from locations l join customers c on c.id = l.customer_id where c.type = 'provider'`)).rows.map((row) => row.id as number);
      let from = lastDay;
      for (let months = 1; months <= 120; months++) {
        from = `${monthStart(lastDay, months)}`;
        const counted = Number((await one(`select count(*) from transactions t join transaction_lines l on l.transaction_id = t.id
          where (t.location_id_from = any($1) or t.location_id_to = any($1)) and t.transaction_date between $2 and $3`, [depots, from, lastDay])).count);
        if (counted >= MONEY_BENCH.exportRows) break;
      }
      let exported = 0;
      let bytes = 0;
      const exporting = await withMemory(async () => {
        const sink = new Writable({ write(chunk: Buffer, _encoding, done) { bytes += chunk.length; done(); } });
        const stream = exportTransactions(db, depots, { from, to: lastDay }, false, { id: 'Ordrenr.', transactionDate: 'Dato', type: 'Type', status: 'Status', locationNameFrom: 'Fra', locationNameTo: 'Til', productName: 'Produkt', quantity: 'Antall', senderReference: 'Best.nr.', receiverReference: 'Følgenr.' });
        await pipeline(stream, sink);
      });
      exported = Number((await one(`select count(*) from transactions t join transaction_lines l on l.transaction_id = t.id
        where (t.location_id_from = any($1) or t.location_id_to = any($1)) and t.transaction_date between $2 and $3`, [depots, from, lastDay])).count);
      // The same rows read bare, page by page as the export reads them, nothing written.
      const bareRead = performance.now();
      let after: [string, number] | null = null;
      for (;;) {
        const heads: Array<{ d: string; id: number }> = (await replay.query(`select t.transaction_date::text as d, t.id from transactions t
          where (t.location_id_from = any($1) or t.location_id_to = any($1)) and t.transaction_date between $2 and $3 ${after ? 'and (t.transaction_date, t.id) > ($4::date, $5)' : ''}
          order by t.transaction_date, t.id limit 2000`, after ? [depots, after[0], lastDay, ...after] : [depots, from, lastDay])).rows;
        if (heads.length === 0) break;
        await replay.query(`select t.id, t.transaction_date, s.name, r.name, p.name, coalesce(l.qty_received, l.qty_picked, l.qty_ordered), t.sender_reference, t.receiver_reference, l.id
          from transactions t join transaction_lines l on l.transaction_id = t.id join locations s on s.id = t.location_id_from join locations r on r.id = t.location_id_to join products p on p.id = l.product_id
          where t.id = any($1) order by t.transaction_date, t.id, l.id`, [heads.map((head) => head.id)]);
        if (heads.length < 2000) break;
        const last = heads[heads.length - 1];
        after = [last.d, last.id];
      }
      const bareSeconds = round((performance.now() - bareRead) / 1000, 2);
      const exportFigures = { from, to: lastDay, rows: exported, megabytes: mb(bytes), seconds: exporting.seconds, rowsPerSecond: Math.round(exported / exporting.seconds), bareSeconds, memory: exporting.memory };
      console.log(`  export ${exported} rows (${from}–${lastDay}) in ${exporting.seconds} s (${exportFigures.rowsPerSecond} rows/s; bare read ${bareSeconds} s), RSS ${exporting.memory.rssStart} → peak ${exporting.memory.rssPeak} MB`);

      const postgres = (await one<{ server_version: string }>('show server_version')).server_version;
      const result = { date: new Date().toISOString(), machine: machine(), postgres, data, month, invoiceRun: { customers, invoices: run.result, lines, seconds: run.seconds, memory: run.memory }, report, export: exportFigures };
      writeMoneyReport(result);
      return result;
    } finally {
      await app.close();
      await db.destroy();
      await replay.end();
    }
  });
}

function writeMoneyReport(result: any): void {
  const { invoiceRun, report, export: exported, data } = result;
  const text = [
    '# Money and reports at national scale',
    '',
    `Measured ${result.date.slice(0, 10)} with \`BENCH_SECTIONS=money npm run bench\` (scripts/bench-money.ts) on ${result.machine}; PostgreSQL ${result.postgres}.`,
    `The ledger bench's pool: ${data.heads.toLocaleString('en')} heads, ${data.lines.toLocaleString('en')} lines, ${data.movements.toLocaleString('en')} movements, ${data.locations.toLocaleString('en')} locations of ${data.customers.toLocaleString('en')} customers.`,
    '',
    '| measure | figure |',
    '|---|---|',
    `| invoice run of ${result.month} for every customer | ${invoiceRun.invoices.toLocaleString('en')} invoices (${invoiceRun.customers.toLocaleString('en')} customers), ${invoiceRun.lines.toLocaleString('en')} lines in ${invoiceRun.seconds} s; RSS ${invoiceRun.memory.rssStart} → peak ${invoiceRun.memory.rssPeak} → ${invoiceRun.memory.rssEnd} MB; heap peak per quarter of the run ${invoiceRun.memory.heapQuarters.join(', ')} MB |`,
    `| balance report, a year, customer with ${report.locations} balance locations (${report.rows.toLocaleString('en')} rows, ${report.statements} statements) | API p50 ${report.api.p50} ms, p95 ${report.api.p95} ms; bare SQL p50 ${report.sql.p50} ms, p95 ${report.sql.p95} ms; API/SQL p50 ${round(report.api.p50 / report.sql.p50, 2)} (${MONEY_BENCH.runs} runs each, 1 connection) |`,
    `| transactions export, the operator's depots ${exported.from} – ${exported.to} | ${exported.rows.toLocaleString('en')} rows, ${exported.megabytes} MB of xlsx in ${exported.seconds} s = ${exported.rowsPerSecond.toLocaleString('en')} rows/s; the same rows read bare in ${exported.bareSeconds} s; RSS ${exported.memory.rssStart} → peak ${exported.memory.rssPeak} → ${exported.memory.rssEnd} MB; heap ${exported.memory.heapStart} MB at the start, its peak per quarter of the run ${exported.memory.heapQuarters.join(', ')} MB |`,
    '',
    '- The invoice run is the nightly job\'s own function (50 customers to a database transaction, their month read for all of them at once), from no invoice of the month issued; memory is the bench process\'s, which holds the server.',
    '- The balance report is called through the server (POST report as the operator\'s staff naming the customer); its statements, recorded from that call, are replayed bare with pg after each call in the same run.',
    '- The export is the route\'s streaming function given a range beyond the route\'s 6-month span, so that a million rows stream; the rows are read 5,000 at a time along the index and written as they are read.',
    '',
  ].join('\n');
  mkdirSync(join(root, 'docs/benchmarks'), { recursive: true });
  writeFileSync(join(root, 'docs/benchmarks/money.md'), text);
}
