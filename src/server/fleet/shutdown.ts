// A server stopping for a deploy (SIGTERM) fails no request: it answers "not ready" first and goes on
// serving while the load balancer notices (DRAIN_SECONDS), then stops taking connections, finishes
// the requests in flight and the nightly run under way, and closes its pool. All of it within
// SHUTDOWN_TIMEOUT_SECONDS: past that it exits anyway, and PostgreSQL lets go of any job lock with
// the connection. Ctrl-C (SIGINT) skips the wait for the load balancer.
import type { FastifyInstance } from 'fastify';

export interface Stopping {
  app: FastifyInstance;
  /** Stops scheduling nightly jobs; resolves when a run under way has ended. */
  stopJobs: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  drainMs: number;
  timeoutMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function stopOnSignals({ app, stopJobs, closeDatabase, drainMs, timeoutMs }: Stopping): void {
  const stop = async (signal: NodeJS.Signals) => {
    const began = Date.now();
    app.readiness.drain();
    const jobsEnded = stopJobs();
    app.log.info({ signal, drainMs }, 'draining: not ready from now on');
    if (signal === 'SIGTERM') await pause(drainMs);
    setTimeout(() => {
      app.log.error({ timeoutMs }, 'stopping took too long: exiting with requests or a job unfinished');
      process.exit(1);
    }, timeoutMs).unref();
    await app.close();
    await jobsEnded;
    await closeDatabase();
    app.log.info({ seconds: (Date.now() - began) / 1000 }, 'stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, (received) => void stop(received));
}
