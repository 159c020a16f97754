// Starts the portal: database (PGlite in ./data, or PostgreSQL with DATABASE_URL, and a read replica
// with DATABASE_READ_URL), migrations, demo data on first start, then one server for the portal and
// the API, the metrics' own port when METRICS_PORT is set, and a drain on SIGTERM (fleet/shutdown.ts).
import { mkdirSync } from 'node:fs';
import { buildServer } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { stopOnSignals } from './fleet/shutdown.js';
import { seedDemoDataIfEmpty } from './seed/index.js';
import { scheduleNightlyJobs } from './jobs/nightly.js';
import { nightlyJobs } from './jobs/registry.js';
import { portalBuildDone } from './portal-build.js';

const config = readConfig();
if (config.databaseReadUrl && !config.databaseUrl) throw new Error('DATABASE_READ_URL is a replica of DATABASE_URL: set both');
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({
  url: config.databaseUrl, readUrl: config.databaseReadUrl, dataDir: config.databaseUrl ? undefined : config.dataDir,
  poolSize: config.databasePoolSize, replicaMaxLagMs: config.replicaMaxLagMs, namedStatements: config.databaseNamedStatements,
});
const migrations = await migrateToLatest(database.db);
const seeded = config.demoData && (await seedDemoDataIfEmpty(database.db));

// The portal's files as npm start builds them, when it does (portal-build.ts).
await portalBuildDone();
const app = await buildServer({ db: database.db, config, logger: true, replica: database.replica });
if (migrations.ran.length) app.log.info({ migrations: migrations.ran }, 'migrations run');
// A server of the previous version during a rolling deploy: the newer schema serves it (docs/operations.md).
if (migrations.newer.length) app.log.warn({ migrations: migrations.newer }, 'the database has migrations of a newer version');
if (seeded) app.log.info('Demo data created (password demo1234).');
await app.listen({ port: config.port, host: config.host });
if (config.metrics) await app.metricsServer!.listen({ port: config.metrics.port, host: config.metrics.host });
const stopJobs = scheduleNightlyJobs(database.db, nightlyJobs, config.nightly);
app.log.info(`Kundeportal: http://localhost:${config.port}  (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : `PostgreSQL${database.replica ? ' with a read replica' : ''}`})`);

stopOnSignals({ app, stopJobs, closeDatabase: () => database.close(), drainMs: config.drainMs, timeoutMs: config.shutdownTimeoutMs });
