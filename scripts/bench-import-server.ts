// The server the import bench measures (scripts/bench-import.ts), in a process of its own so that its
// memory is its own: a fresh seeded database (PostgreSQL at BENCH_DATABASE_URL, else PGlite in
// BENCH_DATA_DIR), the real server on a free port, and its memory sampled every 50 ms. Spoken to over
// the IPC channel: 'mark' starts a new measure, 'report' answers the peaks since the mark.
import { buildServer } from '../src/server/app.js';
import { readConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { seedDemoDataIfEmpty } from '../src/server/seed/index.js';

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: process.env.BENCH_DATABASE_URL ? undefined : process.env.BENCH_DATA_DIR });
await migrateToLatest(database.db);
await seedDemoDataIfEmpty(database.db);
// The receivers a sender could deliver to: active locations of other active customers.
const lager = await database.db.selectFrom('users').innerJoin('locations', 'locations.id', 'users.locationId').select(['locations.id', 'locations.customerId']).where('users.loginName', '=', 'lager').executeTakeFirstOrThrow();
const receivers = await database.db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
  .select(['locations.id', 'locations.gln']).where('locations.statusId', '=', 1).where('customers.statusId', '=', 1)
  .where('customers.type', '<>', 'provider').where('locations.customerId', '<>', lager.customerId).orderBy('locations.id').limit(40).execute();

const app = await buildServer({ db: database.db, config: readConfig({ DIST_DIR: '/nonexistent', LOGIN_LIMIT_PER_ADDRESS: '100000', LOGIN_LIMIT_PER_USER: '100000' }) });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

let start = process.memoryUsage();
let peak = { rss: start.rss, heap: start.heapUsed };
setInterval(() => {
  const now = process.memoryUsage();
  peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heapUsed) };
}, 50).unref();

process.on('message', (message: string) => {
  if (message === 'mark') {
    global.gc?.();
    start = process.memoryUsage();
    peak = { rss: start.rss, heap: start.heapUsed };
    process.send!({ marked: true });
  } else if (message === 'report') {
    const end = process.memoryUsage();
    // What the step left held, after a collection (the peak counts garbage not yet collected).
    global.gc?.();
    const retained = process.memoryUsage().heapUsed;
    process.send!({ rssStart: mb(start.rss), rssPeak: mb(Math.max(peak.rss, end.rss)), rssEnd: mb(end.rss), heapStart: mb(start.heapUsed), heapPeak: mb(Math.max(peak.heap, end.heapUsed)), heapEnd: mb(end.heapUsed), heapRetained: mb(retained) });
  } else if (message === 'stop') {
    void app.close().then(() => database.close()).then(() => process.exit(0));
  }
});
process.send!({ base, kind: database.kind, receivers });
