// Issue 10, LEDGER.md "Nightly": real server processes on one PostgreSQL. Two servers reach the night
// at the same moment and each job's work is done exactly once; a server killed outright (kill -9) in
// the middle of a job leaves every unit whole or untouched, and a restarted server finishes the rest.
// PostgreSQL only: the embedded database belongs to one process, so neither question arises there.
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { DELIVERY_TYPES } from '../../src/domain/ledger/types';
import type { Database } from '../../src/server/db/database';
import { nightlyJobs } from '../../src/server/jobs/registry';
import { expectLedgerConsistent } from './ledger-fixtures';
import { outlivingDatabase, startServerProcess, type OutlivingDatabase, type ServerProcess } from './server-process';

// The night starts at once and every server looks each second, whatever the hour the suite runs.
const NIGHT_NOW = { NIGHTLY_START_HOUR: '0', NIGHTLY_CHECK_SECONDS: '1' };
const started: ServerProcess[] = [];
afterAll(() => { for (const server of started) server.child.kill('SIGKILL'); });
const start = async (database: OutlivingDatabase, env = NIGHT_NOW) => {
  const server = await startServerProcess({ ...database.env, ...env });
  started.push(server);
  return server;
};

const count = async (query: Promise<{ n: number | string } | undefined>) => Number((await query)?.n ?? 0);
const jobLogs = (db: Database) => db.selectFrom('logs').select(['message', 'level']).where('category', '=', 'jobs').orderBy('id').execute();
const lastRuns = async (db: Database) => (await db.selectFrom('settings').select(['name', 'value']).where('scope', '=', 'jobs').execute())
  .filter((row) => (row.value as { lastRun?: unknown }).lastRun);

async function waitFor(what: string, check: () => Promise<boolean>, seconds = 120): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`waited ${seconds} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Movements, notices and the audit line each confirmed order has: exactly one posting's worth, or none. */
async function postingsOf(db: Database, ids: number[]) {
  const rows = await sql<{ id: number; status: number; lines: number; movements: number; notices: number }>`
    select t.id, t.status,
      (select count(*) from transaction_lines l where l.transaction_id = t.id and coalesce(l.qty_picked, l.qty_ordered) <> 0)::int as lines,
      (select count(*) from stock_movements m where m.transaction_id = t.id)::int as movements,
      (select count(*) from messages m where m.title = 'Ordre ' || t.id || ' er automatisk bekreftet')::int as notices
    from transactions t where t.id = any(${ids}::int[])`.execute(db);
  return rows.rows;
}

describe.runIf(inject('databaseKind') === 'postgres')('nightly jobs on several servers (PostgreSQL)', () => {
  it('two servers reaching the night together do each job once', { timeout: 240_000 }, async () => {
    const copy = await outlivingDatabase();
    const opened = await copy.open();
    try {
      const { db } = opened;
      // Work for every ledger job: overdue deliveries, old drafts, missing registrations past their deadline.
      const overdue = (await db.updateTable('transactions').set({ sentAt: sql`now() - interval '30 days'` })
        .where('status', '=', S.Sent).where('type', 'in', [...DELIVERY_TYPES]).returning('id').execute()).map((row) => row.id);
      const drafts = await db.updateTable('transactions').set({ updatedAt: sql`now() - interval '3 days'` }).where('status', '=', S.Draft).returning('id').execute();
      await db.updateTable('transactions').set({ sentAt: sql`now() - interval '40 days'` }).where('status', '=', S.Sent).where('type', '=', 12).execute();
      expect(overdue.length).toBeGreaterThan(0);
      expect(drafts.length).toBeGreaterThan(0);

      await Promise.all([start(copy), start(copy)]);
      await waitFor('every job to have run', async () => (await lastRuns(db)).length === nightlyJobs.length);

      // Each job ran on one of the two servers only, and did its work.
      const logs = await jobLogs(db);
      expect(logs.map((entry) => entry.message.split(':')[0]).sort()).toEqual(nightlyJobs.map((job) => job.name).sort());
      expect(logs.every((entry) => entry.level === 'Information')).toBe(true);
      expect(logs).toContainEqual({ level: 'Information', message: `purge-drafts: ${drafts.length} done` });
      expect(logs).toContainEqual({ level: 'Information', message: `auto-commit-deliveries: ${overdue.length} done` });
      expect(await count(db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', drafts.map((row) => row.id)).executeTakeFirst())).toBe(0);
      // Every overdue delivery was confirmed once: one posting, both sides told once.
      for (const order of await postingsOf(db, overdue)) expect(order).toEqual({ ...order, status: S.Confirmed, movements: 2 * order.lines, notices: 2 });
      // One invoice per customer for the month just ended.
      const twice = await db.selectFrom('invoices').select('customerId').groupBy(['customerId', 'month']).having(sql<boolean>`count(*) > 1`).execute();
      expect(twice).toEqual([]);
      await expectLedgerConsistent(db);
    } finally {
      await opened.close();
      await copy.drop();
    }
  });

  it('a server killed in the middle of a job leaves no half-done order, and a restarted one finishes the rest', { timeout: 240_000 }, async () => {
    const copy = await outlivingDatabase();
    const opened = await copy.open();
    try {
      const { db } = opened;
      // 1,500 deliveries overdue: enough for the job to be under way when the server is killed.
      const made = await sql<{ id: number }>`
        with source as (select * from transactions where status = ${S.Sent} and type = any(${[...DELIVERY_TYPES]}::int[]) order by id limit 1),
        heads as (
          insert into transactions (type, status, source, location_id_from, location_id_to, account_from, account_to, customer_id_from, customer_id_to,
            sender_reference, transaction_date, sent_at)
          select s.type, s.status, s.source, s.location_id_from, s.location_id_to, s.account_from, s.account_to, s.customer_id_from, s.customer_id_to,
            'Kill-' || g, s.transaction_date, now() - interval '30 days'
          from source s cross join generate_series(1, 1500) g returning id),
        lines as (
          insert into transaction_lines (transaction_id, product_id, qty_ordered, qty_picked)
          select h.id, l.product_id, l.qty_ordered, l.qty_picked from heads h cross join source s join transaction_lines l on l.transaction_id = s.id)
        select id from heads`.execute(db);
      const ids = made.rows.map((row) => row.id);
      const confirmed = () => count(db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', ids).where('status', '=', S.Confirmed).executeTakeFirst());

      const first = await start(copy);
      await waitFor('the job to be under way', async () => (await confirmed()) >= 100);
      first.child.kill('SIGKILL');
      await first.exited;

      // Killed mid-way: each order is confirmed with its whole posting, or untouched.
      const afterKill = await postingsOf(db, ids);
      const done = afterKill.filter((order) => order.status === S.Confirmed);
      expect(done.length).toBeGreaterThan(0);
      expect(done.length, 'the job had finished before the kill: make it longer').toBeLessThan(ids.length);
      for (const order of afterKill) {
        expect(order).toEqual(order.status === S.Confirmed ? { ...order, movements: 2 * order.lines, notices: 2 } : { ...order, status: S.Sent, movements: 0, notices: 0 });
      }
      await expectLedgerConsistent(db);

      // Restarted: the killed run's lock went with its connection, so staff run the job at once.
      const second = await start(copy, { ...NIGHT_NOW, NIGHTLY_CHECK_SECONDS: '3600' });
      const headers = { 'content-type': 'application/json', ...(await second.login('admin')) };
      const states = await (await fetch(`${second.base}/api/jobs`, { headers })).json() as { data: Array<{ name: string; running: boolean }> };
      expect(states.data.find((job) => job.name === 'auto-commit-deliveries')).toMatchObject({ running: false });
      const rerun = await fetch(`${second.base}/api/jobrun`, { method: 'POST', headers, body: JSON.stringify({ name: 'auto-commit-deliveries' }) });
      expect(rerun.status).toBe(200);
      expect(((await rerun.json()) as { data: { done: number } }).data.done).toBeGreaterThanOrEqual(ids.length - done.length);
      for (const order of await postingsOf(db, ids)) expect(order).toEqual({ ...order, status: S.Confirmed, movements: 2 * order.lines, notices: 2 });
      await expectLedgerConsistent(db);
    } finally {
      await opened.close();
      await copy.drop();
    }
  });
});
