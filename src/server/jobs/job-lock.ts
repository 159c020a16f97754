// A job runs on one server at a time (LEDGER.md "Nightly"): on PostgreSQL it holds an advisory lock
// on a connection of its own for the whole run. PostgreSQL lets the lock go the moment that
// connection ends, so a server killed mid-run (kill -9 included) never leaves the job locked. The
// embedded database belongs to one process, which keeps its running jobs in a set.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { isEmbedded } from '../db/embedded.js';

/** The advisory lock class of the nightly jobs; the job's name hashed is the lock within it. */
const JOB_LOCK_CLASS = 4210;
/** The jobs running on each embedded database (a process can hold several: the tests do). */
const runningHere = new WeakMap<Database, Set<string>>();

/** A run of the job is under way (on this or another server). */
export class JobBusy extends Error {}

/** Runs `work` holding the job's lock; JobBusy when another run holds it. */
export async function withJobLock<T>(db: Database, name: string, work: () => Promise<T>): Promise<T> {
  if (isEmbedded(db)) return runHere(db, name, work);
  return db.connection().execute(async (connection) => {
    const { rows: [lock] } = await sql<{ taken: boolean }>`select pg_try_advisory_lock(${JOB_LOCK_CLASS}, hashtext(${name})) as taken`.execute(connection);
    if (!lock?.taken) throw new JobBusy(name);
    try {
      return await runHere(db, name, work);
    } finally {
      await sql`select pg_advisory_unlock(${JOB_LOCK_CLASS}, hashtext(${name}))`.execute(connection);
    }
  });
}

async function runHere<T>(db: Database, name: string, work: () => Promise<T>): Promise<T> {
  const running = runningHere.get(db) ?? new Set<string>();
  runningHere.set(db, running);
  if (running.has(name)) throw new JobBusy(name);
  running.add(name);
  try {
    return await work();
  } finally {
    running.delete(name);
  }
}

/** The jobs a run holds now, on any server of this database. */
export async function runningJobs(db: Database, names: string[]): Promise<Set<string>> {
  if (isEmbedded(db)) return new Set(names.filter((name) => runningHere.get(db)?.has(name)));
  const { rows } = await sql<{ name: string }>`select name from unnest(${names}::text[]) as name
    where exists (select 1 from pg_locks where locktype = 'advisory' and granted and classid = ${JOB_LOCK_CLASS}
      and objid = hashtext(name)::oid and objsubid = 2 and database = (select oid from pg_database where datname = current_database()))`.execute(db);
  return new Set(rows.map((row) => row.name));
}
