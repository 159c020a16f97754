// Nightly jobs (LEDGER.md "Nightly", R53): each runs once a night after 02:00 Norwegian time,
// on exactly one of the servers sharing the database. The instance that moves the job's
// "last run" day forward in one UPDATE is the one that runs tonight's run; every run, the night's
// or one a person asked for, holds the job's advisory lock (job-lock.ts), so no two runs of a job
// overlap on any server and a server that dies lets go of it at once.
// A job does its work in small units, each in its own database transaction, so one that dies
// half-way leaves finished units done and the rest for the next run, nothing half-written.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { writeLog } from '../system/logs.js';
import { countJobRun } from '../fleet/metrics.js';
import { JobBusy, runningJobs, withJobLock } from './job-lock.js';

export { JobBusy } from './job-lock.js';

export interface NightlyJob {
  name: string;
  /** Does the night's work; returns how many units it did (for the log). */
  run(db: Database, now: Date): Promise<number>;
}

/** What a job's last run did, kept with the job (issue 10: staff see it on the jobs page). */
export interface JobRun { at: string; seconds: number; done?: number; failed?: string; by?: string }

const ensureJobRow = (db: Database, name: string) =>
  db.insertInto('settings').values({ scope: 'jobs', name, value: JSON.stringify({ lastRunOn: '' }) })
    .onConflict((conflict) => conflict.columns(['scope', 'name']).doNothing()).execute();

/**
 * Runs a job now, the night's run or one a person asked for (`by`), holding the job's lock
 * (JobBusy while another run holds it). What it did is kept with the job and written to the log.
 */
export async function runJob(db: Database, job: NightlyJob, now = new Date(), by?: string): Promise<JobRun> {
  await ensureJobRow(db, job.name);
  return withJobLock(db, job.name, async () => {
    const started = performance.now();
    let run: JobRun;
    try {
      const done = await job.run(db, now);
      run = { at: new Date().toISOString(), seconds: Math.round(performance.now() - started) / 1000, done, ...(by ? { by } : {}) };
      countJobRun(job.name, 'done', run.seconds);
      await writeLog(db, { level: 'Information', category: 'jobs', message: `${job.name}: ${done} done${by ? ` (run by ${by})` : ''}`, details: { job: job.name, ...run } });
    } catch (error) {
      run = { at: new Date().toISOString(), seconds: Math.round(performance.now() - started) / 1000, failed: (error as Error).message, ...(by ? { by } : {}) };
      countJobRun(job.name, 'failed', run.seconds);
      await writeLog(db, { level: 'Error', category: 'jobs', message: `${job.name} failed: ${(error as Error).message}`, details: { job: job.name, ...run } });
    }
    await db.updateTable('settings').set({ value: sql`value || jsonb_build_object('lastRun', ${JSON.stringify(run)}::jsonb)`, updatedAt: new Date() })
      .where('scope', '=', 'jobs').where('name', '=', job.name).execute();
    return run;
  }).catch((error: unknown) => {
    if (error instanceof JobBusy) countJobRun(job.name, 'busy');
    throw error;
  });
}

export interface JobState { name: string; lastRunOn: string | null; lastRun: JobRun | null; running: boolean }

/** Each job as staff see it: the night it last ran for, what its last run did, whether one runs now. */
export async function jobStates(db: Database, jobs: NightlyJob[]): Promise<JobState[]> {
  const names = jobs.map((job) => job.name);
  const [rows, running] = await Promise.all([
    db.selectFrom('settings').select(['name', 'value']).where('scope', '=', 'jobs').where('name', 'in', names).execute(),
    runningJobs(db, names),
  ]);
  return jobs.map((job) => {
    const row = rows.find((each) => each.name === job.name);
    const value = (typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value ?? {}) as { lastRunOn?: string; lastRun?: JobRun };
    return { name: job.name, lastRunOn: value.lastRunOn || null, lastRun: value.lastRun ?? null, running: running.has(job.name) };
  });
}

const osloDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });
const osloHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', hour: '2-digit', hour12: false });

/** Claims tonight's run of a job; true for exactly one caller a night. */
export async function claimRun(db: Database, name: string, day: string): Promise<boolean> {
  await ensureJobRow(db, name);
  const claimed = await db.updateTable('settings').set({ value: sql`value || jsonb_build_object('lastRunOn', ${day}::text)`, updatedAt: new Date() })
    .where('scope', '=', 'jobs').where('name', '=', name).where(sql<boolean>`coalesce(value->>'lastRunOn', '') < ${day}`)
    .returning('name').executeTakeFirst();
  return claimed !== undefined;
}

/** When the night's run may start (Oslo hour) and how often a server looks whether it is due. */
export interface NightlySchedule { startHour: number; checkEveryMs: number }
export const NIGHTLY: NightlySchedule = { startHour: 2, checkEveryMs: 60_000 };

/** Runs every job that is due tonight and not yet claimed by another instance. */
export async function runDueJobs(db: Database, jobs: NightlyJob[], now = new Date(), startHour = NIGHTLY.startHour): Promise<void> {
  if (Number(osloHour.format(now)) < startHour) return;
  const day = osloDay.format(now);
  for (const job of jobs) {
    if (!(await claimRun(db, job.name, day))) continue;
    // A run a person started is under way: it does tonight's work.
    await runJob(db, job, now).catch((error: unknown) => { if (!(error instanceof JobBusy)) throw error; });
  }
}

/**
 * Checks every minute (by default); returns a stop function, which resolves once a run under way has
 * ended and let go of its lock (a server stopping for a deploy waits for it, within its bound).
 */
export function scheduleNightlyJobs(db: Database, jobs: NightlyJob[], schedule: NightlySchedule = NIGHTLY): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = runDueJobs(db, jobs, new Date(), schedule.startHour).catch(() => undefined).finally(() => { running = undefined; });
  }, schedule.checkEveryMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
