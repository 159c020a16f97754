// What the metrics say about the PostgreSQL connection pools of this process: how many connections
// each holds and lends, how many callers wait, and how long a caller waited for a connection.
import type { PostgresPool } from 'kysely';
import type pg from 'pg';

export type PoolName = 'primary' | 'replica';

export interface WatchedPool { name: PoolName; pool: pg.Pool }

/** The open pools of this process (several in a test process, one or two in a server). */
export const watchedPools = new Set<WatchedPool>();

type WaitObserver = (pool: PoolName, seconds: number) => void;
let observeWait: WaitObserver | undefined;

/** The metrics hear of every wait for a connection from here on. */
export function observeConnectionWaits(observer: WaitObserver): void {
  observeWait = observer;
}

/** The pool as Kysely uses it: each connection handed out is timed from the asking. */
export function timedPool(name: PoolName, pool: pg.Pool): PostgresPool {
  const watched = { name, pool };
  watchedPools.add(watched);
  return {
    async connect() {
      const asked = performance.now();
      const client = await pool.connect();
      observeWait?.(name, (performance.now() - asked) / 1000);
      return client;
    },
    async end() {
      watchedPools.delete(watched);
      await pool.end();
    },
  };
}
