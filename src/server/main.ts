// Starts the portal: database (PGlite in ./data, or PostgreSQL with DATABASE_URL), migrations,
// demo data on first start, then one server for the portal and the API.
import { mkdirSync } from 'node:fs';
import { buildServer } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoDataIfEmpty } from './seed/index.js';
import { scheduleNightlyJobs } from './jobs/nightly.js';
import { nightlyJobs } from './jobs/registry.js';

const config = readConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
await migrateToLatest(database.db);
if (config.demoData && (await seedDemoDataIfEmpty(database.db))) console.log('Demo data created (password demo1234).');

const app = await buildServer({ db: database.db, config, logger: process.env.LOG_REQUESTS === 'true' });
await app.listen({ port: config.port, host: config.host });
const stopJobs = scheduleNightlyJobs(database.db, nightlyJobs, config.nightly);
console.log(`Kundeportal: http://localhost:${config.port}  (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
