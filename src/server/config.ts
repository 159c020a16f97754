// Every setting of the server, read once from the environment (listed in the README).
import { Environment } from '../domain/levels.js';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  /** A streaming replica for reads that may lag (reports, exports, invoices, the big lists); needs databaseUrl. */
  databaseReadUrl?: string;
  /** Connections each server keeps to the primary (and as many to the replica). */
  databasePoolSize: number;
  /** The compiled queries go as named statements, prepared once a connection; off for a pooler that keeps none. */
  databaseNamedStatements: boolean;
  /** After a write, the writer's reads stay on the primary this long (ms): read-your-writes. */
  readYourWritesMs: number;
  /** A replica further behind than this (ms) is passed over: its reads go to the primary. */
  replicaMaxLagMs: number;
  dataDir: string;
  demoData: boolean;
  environment: number;
  buildCommit: string;
  /** Addresses counted as the local network (B04): CIDR prefixes like 10., 192.168. */
  localNetworks: string[];
  trustProxy: boolean;
  loginLimitPerAddress: number;
  loginLimitPerUser: number;
  /** How long a resolved call context may be reused (ms); 0 turns the cache off. */
  contextCacheMs: number;
  distDir: string;
  /** Calls a service account's key may make a minute, on each server (issue 30). */
  apiKeyRatePerMinute: number;
  /**
   * Webhook deliveries (issue 30): how often a server looks for due ones (0: this server delivers
   * none), how long a receiver may take to answer, and whether plain http to this machine is accepted.
   */
  webhooks: { pollMs: number; timeoutMs: number; allowHttpToLocalhost: boolean };
  /** The nightly jobs: the Oslo hour from which a night's run may start, and how often a server looks. */
  nightly: { startHour: number; checkEveryMs: number };
  /** Fastify's JSON logger: its level, and whether every request gets a line. */
  logLevel: string;
  logRequests: boolean;
  /** Prometheus metrics on a port of their own (off when absent), never on the public port. */
  metrics?: { port: number; host: string };
  /** SIGTERM: how long the server answers "not ready" before it stops taking requests (ms), and the bound on finishing what is in flight. */
  drainMs: number;
  shutdownTimeoutMs: number;
}

const environments: Record<string, number> = { local: Environment.Local, dev: Environment.Dev, stage: Environment.Stage, prod: Environment.Prod, qa: Environment.QA };

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 20),
    databaseNamedStatements: env.DATABASE_NAMED_STATEMENTS !== 'false',
    readYourWritesMs: Number(env.READ_YOUR_WRITES_SECONDS ?? 5) * 1000,
    replicaMaxLagMs: Number(env.REPLICA_MAX_LAG_SECONDS ?? 2) * 1000,
    dataDir: env.DATA_DIR ?? './data',
    demoData: (env.DEMO_DATA ?? 'true') !== 'false',
    environment: environments[(env.PORTAL_ENV ?? 'local').toLowerCase()] ?? Environment.Unknown,
    buildCommit: env.BUILD_COMMIT ?? 'dev',
    localNetworks: (env.LOCAL_NETWORKS ?? '127.,::1,10.,192.168.').split(',').map((prefix) => prefix.trim()).filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true',
    loginLimitPerAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS ?? 30),
    loginLimitPerUser: Number(env.LOGIN_LIMIT_PER_USER ?? 10),
    contextCacheMs: Number(env.CONTEXT_CACHE_SECONDS ?? 5) * 1000,
    distDir: env.DIST_DIR ?? 'dist',
    apiKeyRatePerMinute: Number(env.API_KEY_RATE_LIMIT ?? 600),
    webhooks: {
      pollMs: Number(env.WEBHOOK_POLL_SECONDS ?? 5) * 1000,
      timeoutMs: Number(env.WEBHOOK_TIMEOUT_SECONDS ?? 10) * 1000,
      allowHttpToLocalhost: env.WEBHOOK_ALLOW_HTTP_LOCALHOST === 'true',
    },
    nightly: { startHour: Number(env.NIGHTLY_START_HOUR ?? 2), checkEveryMs: Number(env.NIGHTLY_CHECK_SECONDS ?? 60) * 1000 },
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: env.LOG_REQUESTS === 'true',
    metrics: env.METRICS_PORT ? { port: Number(env.METRICS_PORT), host: env.METRICS_HOST ?? '127.0.0.1' } : undefined,
    drainMs: Number(env.DRAIN_SECONDS ?? 5) * 1000,
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_SECONDS ?? 30) * 1000,
  };
}
