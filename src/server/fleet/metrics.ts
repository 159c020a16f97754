// Prometheus metrics (prom-client) of this process, served on a port of their own (METRICS_PORT)
// so that they never pass the load balancer: each server is scraped on its own address, which is
// what a fleet needs anyway, since a scrape through the balancer would reach a random server.
// What is counted: requests by route and status with their duration, the connection pools (held,
// lent, callers waiting, the wait for a connection), the replica's lag, event-loop lag and the rest
// of Node's defaults, nightly job runs by outcome, and the webhook outbox's backlog.
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { observeConnectionWaits, watchedPools, type PoolName } from '../db/pool-watch.js';
import type { ReplicaState } from '../db/replica.js';

export const registry = new Registry();

const requests = new Counter({
  name: 'kundeportal_http_requests_total', help: 'Requests answered, by route, method and status', labelNames: ['route', 'method', 'status'] as const, registers: [registry],
});
const requestSeconds = new Histogram({
  name: 'kundeportal_http_request_duration_seconds', help: 'Time to answer a request, by route, method and status', labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30], registers: [registry],
});
const poolWait = new Histogram({
  name: 'kundeportal_db_pool_wait_seconds', help: 'Time a query waited for a connection of the pool', labelNames: ['pool'] as const,
  buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5], registers: [registry],
});
const jobRuns = new Counter({
  name: 'kundeportal_job_runs_total', help: 'Nightly job runs on this server, by job and outcome (done, failed, busy: another run held the job)', labelNames: ['job', 'outcome'] as const, registers: [registry],
});
const jobSeconds = new Histogram({
  name: 'kundeportal_job_run_seconds', help: 'Duration of the nightly job runs on this server', labelNames: ['job'] as const,
  buckets: [0.1, 1, 10, 60, 300, 1800, 7200], registers: [registry],
});

/** Sums over the open pools of this process, read when scraped. */
function poolGauge(name: string, help: string, value: (pool: { totalCount: number; idleCount: number; waitingCount: number }) => number) {
  return new Gauge({
    name, help, labelNames: ['pool'] as const, registers: [registry],
    collect() {
      this.reset();
      const sums = new Map<PoolName, number>();
      for (const watched of watchedPools) sums.set(watched.name, (sums.get(watched.name) ?? 0) + value(watched.pool));
      for (const [pool, sum] of sums) this.set({ pool }, sum);
    },
  });
}
poolGauge('kundeportal_db_pool_connections', 'Connections the pool holds', (pool) => pool.totalCount);
poolGauge('kundeportal_db_pool_connections_in_use', 'Connections lent out to queries now', (pool) => pool.totalCount - pool.idleCount);
poolGauge('kundeportal_db_pool_waiting', 'Queries waiting for a connection now', (pool) => pool.waitingCount);

let replicaState: ReplicaState | undefined;
new Gauge({
  name: 'kundeportal_replica_lag_seconds', help: 'How far the read replica is behind the primary, as this server sees it (absent while unreachable)', registers: [registry],
  collect() {
    this.reset();
    const lag = replicaState?.lagSeconds();
    if (lag !== undefined) this.set(lag);
  },
});
new Gauge({
  name: 'kundeportal_replica_in_use', help: '1 while reads that may lag go to the replica, 0 while they go to the primary', registers: [registry],
  collect() {
    this.reset();
    if (replicaState) this.set(replicaState.usable() ? 1 : 0);
  },
});

/** The outbox is one table for the fleet: every server reports the same backlog, read when scraped. */
let outbox: Database | undefined;
const outboxBacklog = async () => (await sql<{ pending: number; oldest: number | null }>`
  select count(*)::int as pending, extract(epoch from now() - min(created_at))::float8 as oldest
  from webhook_deliveries where status = 'pending'`.execute(outbox!)).rows[0]!;
new Gauge({
  name: 'kundeportal_webhook_deliveries_pending', help: 'Webhook deliveries not yet delivered or given up (the outbox; the same figure from every server)', registers: [registry],
  async collect() {
    if (outbox) this.set((await outboxBacklog()).pending);
  },
});
new Gauge({
  name: 'kundeportal_webhook_oldest_pending_seconds', help: 'Age of the oldest webhook delivery still pending (0 when none)', registers: [registry],
  async collect() {
    if (outbox) this.set((await outboxBacklog()).oldest ?? 0);
  },
});

let collecting = false;

/** Turns the metrics on for this process: the request hooks on `app`, Node's own metrics, the pools' waits. */
export function installMetrics(app: FastifyInstance, db: Database, replica: ReplicaState | undefined): void {
  if (!collecting) {
    collecting = true;
    collectDefaultMetrics({ register: registry });
    observeConnectionWaits((pool, seconds) => poolWait.observe({ pool }, seconds));
  }
  replicaState = replica ?? replicaState;
  outbox = db;
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/order/:id), never the path itself: a bounded set of series.
    const labels = { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    requestSeconds.observe(labels, reply.elapsedTime / 1000);
  });
}

/** The metrics' own small server: GET /metrics in Prometheus' text format. */
export function buildMetricsServer(): FastifyInstance {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return server;
}

/** A nightly job run and how it ended (counted whether or not the metrics are served). */
export function countJobRun(job: string, outcome: 'done' | 'failed' | 'busy', seconds?: number): void {
  jobRuns.inc({ job, outcome });
  if (seconds !== undefined) jobSeconds.observe({ job }, seconds);
}
