// npm run bench, the nightly jobs at national scale (issue 10): on the ledger bench's PostgreSQL pool
// (scripts/bench-ledger-data.ts, 10 million lines), each job once with nothing to do (what finding its
// work costs in a ledger that size) and once with a night's worth of work added: old drafts to purge,
// overdue deliveries to confirm, missing registrations past their deadline, schedules to register,
// and the month's invoices. Time, units per second and the process's memory. What a run added to the
// kept database is taken out again afterwards (its orders, movements, balances, notices and invoices),
// so runs can follow one another. Written to docs/benchmarks/jobs.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PostgresDialect } from 'kysely';
import { camelCaseDatabase } from '../src/server/db/naming.js';
import pg from 'pg';
import { poolOf } from '../src/server/db/pg-client.js';
import { DELIVERY_TYPES } from '../src/domain/ledger/types.js';
import { TransactionStatus as S } from '../src/domain/ledger/statuses.js';
import type { Tables } from '../src/server/db/tables.js';
import { nightlyJobs } from '../src/server/jobs/registry.js';
import { grownLedger, LEDGER_BENCH, machine, withBenchDatabase } from './bench-ledger.js';
import { LEDGER_DATA } from './bench-ledger-data.js';

const root = join(import.meta.dirname, '..');
/** A night's work at national scale (LEDGER.md "Scale": 5–20 million lines a year, about 30,000 orders a day). */
export const JOBS_BENCH = { drafts: 10_000, overdue: 10_000, missing: 2_000, schedules: 2_000 };

export interface JobFigure { job: string; idleSeconds: number; units: number; seconds: number; perSecond: number; peakRssMb: number }
export interface JobsBenchResult { date: string; machine: string; heads: number; lines: number; figures: JobFigure[] }

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakRssMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
  const began = performance.now();
  try {
    const result = await work();
    return { result, seconds: round((performance.now() - began) / 1000), peakRssMb: round(Math.max(peak, process.memoryUsage().rss) / 2 ** 20, 0) };
  } finally {
    clearInterval(timer);
  }
}

/** Copies of one existing head with its lines: `count` new orders, set up as the job finds its work. */
async function copies(client: pg.PoolClient, where: string, count: number, set: { status: number; type?: number; sentDaysAgo?: number; updatedDaysAgo?: number }): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(`
    with source as (select * from transactions where ${where} order by id limit 1),
    heads as (
      insert into transactions (type, status, source, location_id_from, location_id_to, account_from, account_to, customer_id_from, customer_id_to,
        sender_reference, transaction_date, sent_at, updated_at)
      select coalesce($2, s.type), $1, s.source, s.location_id_from, s.location_id_to, s.account_from, s.account_to, s.customer_id_from, s.customer_id_to,
        'Natt-' || g, current_date - 20, now() - make_interval(days => $3), now() - make_interval(days => $4)
      from source s cross join generate_series(1, $5) g returning id),
    lines as (
      insert into transaction_lines (transaction_id, product_id, qty_ordered, qty_picked)
      select h.id, l.product_id, l.qty_ordered, l.qty_picked from heads h cross join source s join transaction_lines l on l.transaction_id = s.id)
    select id from heads`, [set.status, set.type ?? null, set.sentDaysAgo ?? 0, set.updatedDaysAgo ?? 0, count]);
  return rows.map((row) => row.id);
}

/** Takes out what a run added: its orders with their postings (balances and monthly nets given back), notices and schedules. */
async function takeOut(client: pg.PoolClient, since: Date, ids: number[], schedules: number[], invoiceMonth: string): Promise<void> {
  await client.query('begin');
  const made = (await client.query<{ id: number }>(`select id from transactions where id = any($1::int[]) or schedule_id = any($2::int[])`, [ids, schedules])).rows.map((row) => row.id);
  await client.query(`update stock_balances b set quantity = b.quantity - m.q from (
      select account_location_id, product_id, sum(quantity) as q from stock_movements where transaction_id = any($1::int[]) group by 1, 2) m
    where b.location_id = m.account_location_id and b.product_id = m.product_id`, [made]);
  await client.query(`update stock_months b set net = b.net - m.q from (
      select account_location_id, product_id, date_trunc('month', booked_on)::date as month, sum(quantity) as q from stock_movements where transaction_id = any($1::int[]) group by 1, 2, 3) m
    where b.location_id = m.account_location_id and b.product_id = m.product_id and b.month = m.month`, [made]);
  await client.query(`delete from stock_movements where transaction_id = any($1::int[])`, [made]);
  await client.query(`delete from transaction_lines where transaction_id = any($1::int[])`, [made]);
  await client.query(`delete from transactions where id = any($1::int[])`, [made]);
  await client.query(`delete from scheduled_orders where id = any($1::int[])`, [schedules]);
  await client.query(`delete from messages where created_at >= $1 and created_by_user_id is null`, [since]);
  await client.query(`delete from invoice_lines where invoice_id in (select id from invoices where month = $1 and issued_at >= $2)`, [invoiceMonth, since]);
  await client.query(`delete from invoices where month = $1 and issued_at >= $2`, [invoiceMonth, since]);
  await client.query('commit');
}

export async function benchJobs(adminUrl: string): Promise<JobsBenchResult> {
  return withBenchDatabase(adminUrl, LEDGER_BENCH.database, async (url) => {
    const data = await grownLedger(url, LEDGER_DATA.heads);
    const pool = poolOf({ connectionString: url, max: 10 });
    pool.on('error', () => {});
    const db = camelCaseDatabase<Tables>(new PostgresDialect({ pool }));
    const client = await pool.connect();
    const since = new Date();
    const now = new Date();
    const invoiceMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    let ids: number[] = [];
    let schedules: number[] = [];
    const figures: JobFigure[] = [];
    try {
      // First the grown ledger's own backlog (its old drafts and deliveries in transit), then each job
      // with nothing to do: what looking for its work costs in a ledger this size.
      await client.query(`delete from invoice_lines where invoice_id in (select id from invoices where month = $1)`, [invoiceMonth]);
      await client.query(`delete from invoices where month = $1`, [invoiceMonth]);
      const ledgerJobs = nightlyJobs.filter((each) => each.name !== 'invoice-run');
      for (const job of ledgerJobs) {
        const backlog = await timed(() => job.run(db, now));
        console.log(`    ${job.name.padEnd(28)} the grown ledger's backlog: ${backlog.result} units in ${backlog.seconds} s`);
      }
      const idle = new Map<string, number>();
      for (const job of ledgerJobs) idle.set(job.name, (await timed(() => job.run(db, now))).seconds);

      // A night's work, then each job again.
      const deliveries = `status = ${S.Sent} and type = any(array[${DELIVERY_TYPES.join(',')}])`;
      ids = [
        ...await copies(client, `status = ${S.Ordered} and type = 1`, JOBS_BENCH.drafts, { status: S.Draft, updatedDaysAgo: 2 }),
        ...await copies(client, deliveries, JOBS_BENCH.overdue, { status: S.Sent, sentDaysAgo: 30 }),
        ...await copies(client, deliveries, JOBS_BENCH.missing, { status: S.Sent, type: 12, sentDaysAgo: 40 }),
      ];
      schedules = (await client.query<{ id: number }>(`
        insert into scheduled_orders (type, location_id, depot_location_id, every_weeks, weekdays, start_date, lines)
        select 1, l.id, d.id, 1, array[1, 2, 3, 4, 5]::smallint[], current_date, '[{"productId": ${await client.query(`select product_id from transaction_lines limit 1`).then((r) => r.rows[0].product_id)}, "quantity": 30}]'::jsonb
        from (select id from locations where id >= 100001 and is_balance order by id limit $1) l
        cross join (select id from locations where customer_id = (select id from customers where type = 'provider' limit 1) order by id limit 1) d
        returning id`, [JOBS_BENCH.schedules])).rows.map((row) => row.id);
      await client.query('analyze transactions');
      for (const job of nightlyJobs) {
        const run = await timed(() => job.run(db, now));
        figures.push({ job: job.name, idleSeconds: idle.get(job.name) ?? NaN, units: run.result, seconds: run.seconds, perSecond: round(run.result / Math.max(run.seconds, 0.001), 0), peakRssMb: run.peakRssMb });
        console.log(`    ${job.name.padEnd(28)} nothing to do ${idle.get(job.name) ?? '–'} s; ${run.result} units in ${run.seconds} s (${figures.at(-1)!.perSecond}/s), peak RSS ${run.peakRssMb} MB`);
      }
    } finally {
      await takeOut(client, since, ids, schedules, invoiceMonth).catch((error) => console.log(`  could not take the run's rows out again: ${String(error)}`));
      client.release();
      await db.destroy();
    }
    return { date: new Date().toISOString().slice(0, 10), machine: machine(), heads: data.heads, lines: data.lines, figures };
  });
}

export function writeJobsReport(result: JobsBenchResult): string {
  const file = join(root, 'docs/benchmarks/jobs.md');
  mkdirSync(join(root, 'docs/benchmarks'), { recursive: true });
  writeFileSync(file, [
    '# Nightly jobs at national scale (issue 10)',
    '',
    `Written by \`npm run bench\` (section \`jobs\`, scripts/bench-jobs.ts) on ${result.date}. Machine at the end: ${result.machine}.`,
    '',
    `- Data: the ledger bench's pool, ${result.heads.toLocaleString('en')} transaction heads and ${result.lines.toLocaleString('en')} lines.`,
    `- Each job runs as the server runs it (one database transaction per unit), first with nothing to do, then with a night's work added: ${JOBS_BENCH.drafts.toLocaleString('en')} drafts older than a day, ${JOBS_BENCH.overdue.toLocaleString('en')} deliveries sent 30 days ago, ${JOBS_BENCH.missing.toLocaleString('en')} missing registrations past their deadline, ${JOBS_BENCH.schedules.toLocaleString('en')} weekly schedules (Monday to Friday) registering their coming week, and the month's invoices for every customer.`,
    '- Memory: the resident set of the process running the job, sampled every 50 ms.',
    '',
    '| job | nothing to do, s | units | s | units/s | peak RSS MB |',
    '|---|---:|---:|---:|---:|---:|',
    ...result.figures.map((figure) => `| ${figure.job} | ${Number.isNaN(figure.idleSeconds) ? '–' : figure.idleSeconds} | ${figure.units.toLocaleString('en')} | ${figure.seconds} | ${figure.perSecond.toLocaleString('en')} | ${figure.peakRssMb} |`),
    '',
  ].join('\n'));
  return file;
}
