// Every setting of the server, read once from the environment (listed in the README).
import { Environment } from '../domain/levels.js';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
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
  /** The nightly jobs: the Oslo hour from which a night's run may start, and how often a server looks. */
  nightly: { startHour: number; checkEveryMs: number };
}

const environments: Record<string, number> = { local: Environment.Local, dev: Environment.Dev, stage: Environment.Stage, prod: Environment.Prod, qa: Environment.QA };

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
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
    nightly: { startHour: Number(env.NIGHTLY_START_HOUR ?? 2), checkEveryMs: Number(env.NIGHTLY_CHECK_SECONDS ?? 60) * 1000 },
  };
}
