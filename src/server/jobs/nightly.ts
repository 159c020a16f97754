// Nightly jobs (LEDGER.md "Nightly", R53): each runs once a night after 02:00 Norwegian time,
// on exactly one of the servers sharing the database. The instance that moves the job's
// "last run" day forward in one UPDATE is the one that runs it (the row lock decides, as an
// advisory lock would, and it holds across a connection pool and the embedded database alike).
// A job does its work in small units, each in its own database transaction, so one that dies
// half-way leaves finished units done and the rest for the next night, nothing half-written.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { writeLog } from '../data/logs.js';

export interface NightlyJob {
  name: string;
  /** Does the night's work; returns how many units it did (for the log). */
  run(db: Database, now: Date): Promise<number>;
}

const osloDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });
const osloHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', hour: '2-digit', hour12: false });
const START_HOUR = 2;
const CHECK_EVERY_MS = 60_000;

/** Claims tonight's run of a job; true for exactly one caller a night. */
export async function claimRun(db: Database, name: string, day: string): Promise<boolean> {
  await db.insertInto('settings').values({ scope: 'jobs', name, value: JSON.stringify({ lastRunOn: '' }) })
    .onConflict((conflict) => conflict.columns(['scope', 'name']).doNothing()).execute();
  const claimed = await db.updateTable('settings').set({ value: JSON.stringify({ lastRunOn: day }), updatedAt: new Date() })
    .where('scope', '=', 'jobs').where('name', '=', name).where(sql<boolean>`coalesce(value->>'lastRunOn', '') < ${day}`)
    .returning('name').executeTakeFirst();
  return claimed !== undefined;
}

/** Runs every job that is due tonight and not yet claimed by another instance. */
export async function runDueJobs(db: Database, jobs: NightlyJob[], now = new Date()): Promise<void> {
  if (Number(osloHour.format(now)) < START_HOUR) return;
  const day = osloDay.format(now);
  for (const job of jobs) {
    if (!(await claimRun(db, job.name, day))) continue;
    try {
      const done = await job.run(db, now);
      await writeLog(db, { level: 'Information', category: 'jobs', message: `${job.name}: ${done} done` });
    } catch (error) {
      await writeLog(db, { level: 'Error', category: 'jobs', message: `${job.name} failed: ${(error as Error).message}` });
    }
  }
}

/** Checks every minute; returns a stop function. */
export function scheduleNightlyJobs(db: Database, jobs: NightlyJob[]): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueJobs(db, jobs).catch(() => undefined).finally(() => { running = false; });
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
