// The master-data part of npm run bench: the user and location lists as the admin pages ask for them
// (a filter and a sort, one page of 100 with the total) on a pool grown to 10,000 locations and
// 50,000 users, for the operator's global admin (everything) and for a large customer's admin.
import { sql } from 'kysely';
import { AdminLevel, InventoryLevel, OrgStatus, ReportLevel } from '../src/domain/levels.js';
import type { Database } from '../src/server/db/database.js';

export const MASTERDATA_BENCH = { locations: 10_000, users: 50_000, customers: 100, targetP95Ms: 25 };

/** The large customer whose admin is measured: its login name, with the demo password. */
export const BENCH_CUSTOMER_ADMIN = 'bench.kundeadmin';

interface LoadResult { requests: number; errors: number; firstError?: string; requestsPerSecond: number; p50: number; p95: number; p99: number }
export interface BenchTools {
  loadTest(url: string, headers: Record<string, string>, options: { connections: number; seconds: number }): Promise<LoadResult>;
  login(base: string, userLoginName: string, password: string): Promise<Record<string, string>>;
}

const CHUNK = 1000;
const COUNTRIES = ['NOR', 'SWE', 'DNK'] as const;
const TASK_SETS = [['Order', 'Delivery', 'Reception'], ['Delivery', 'Reception'], ['Reception', 'Expedition'], ['Order', 'Reports'], ['Order']];
const PLACES = ['Nord', 'Sør', 'Øst', 'Vest', 'Sentrum', 'Havn', 'Terminal', 'Lager', 'Depot', 'Mottak'];
const FIRST = ['Ola', 'Kari', 'Per', 'Ingrid', 'Nils', 'Marit', 'Hans', 'Sigrid', 'Johan', 'Maria', 'Mads', 'Mette', 'Søren', 'Emma', 'Anders', 'Sara'];
const LAST = ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Berg', 'Haugen', 'Lund', 'Nilsson', 'Karlsson', 'Jensen', 'Nielsen', 'Dahl', 'Moen'];

async function insertChunked(db: Database, table: 'customers' | 'locations' | 'users', rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto(table).values(rows.slice(i, i + CHUNK) as never).execute();
}

/**
 * Grows the demo pool with multi-row inserts: customers of 100 locations each, five users per
 * location (one location admin), deterministic names. The first new customer is the measured one.
 */
export async function growMasterData(db: Database): Promise<number> {
  const started = performance.now();
  const { passwordHash } = await db.selectFrom('users').select('passwordHash').where('loginName', '=', 'admin').executeTakeFirstOrThrow();
  const firstCustomer = Number((await db.selectFrom('customers').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id) + 1;
  const firstLocation = Number((await db.selectFrom('locations').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id) + 1;
  const perCustomer = MASTERDATA_BENCH.locations / MASTERDATA_BENCH.customers;
  const perLocation = MASTERDATA_BENCH.users / MASTERDATA_BENCH.locations;

  await insertChunked(db, 'customers', Array.from({ length: MASTERDATA_BENCH.customers }, (_, index) => ({
    id: firstCustomer + index, name: `Benchkunde ${String(index + 1).padStart(3, '0')} AS`, orgNumber: String(930_000_000 + index),
    statusId: index % 10 === 9 ? OrgStatus.Finished : OrgStatus.Active, type: index % 2 ? 'Wholesale' : 'Industry', chainId: null, adminUserId: null,
  })));
  await insertChunked(db, 'locations', Array.from({ length: MASTERDATA_BENCH.locations }, (_, index) => {
    const customer = Math.floor(index / perCustomer);
    return {
      id: firstLocation + index,
      name: `${PLACES[index % PLACES.length]} ${String(index).padStart(5, '0')} ${['Lager', 'Terminal', 'Butikk'][index % 3]}`,
      gln: `79${String(index).padStart(10, '0')}0`,
      customerId: firstCustomer + customer,
      statusId: index % 7 === 6 ? OrgStatus.New : OrgStatus.Active,
      type: customer % 2 ? 'wholesale' : 'industry',
      countryCode: COUNTRIES[index % 3],
      truckTypeIds: [1],
      isBalance: index % 4 === 0,
    };
  }));
  const users: Record<string, unknown>[] = [];
  for (let index = 0; index < MASTERDATA_BENCH.users; index++) {
    const location = Math.floor(index / perLocation);
    const admin = index % perLocation === 0;
    users.push({
      loginName: `bench.${index}`,
      name: `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]} ${index}`,
      email: `bench.${index}@example.no`,
      passwordHash,
      active: index % 20 !== 19,
      adminLevel: admin ? AdminLevel.Location : AdminLevel.None,
      reportLevel: admin ? ReportLevel.Location : ReportLevel.None,
      inventoryLevel: InventoryLevel.None,
      tasksAllowed: TASK_SETS[index % TASK_SETS.length],
      customerId: firstCustomer + Math.floor(location / perCustomer),
      locationId: firstLocation + location,
    });
  }
  users.push({
    loginName: BENCH_CUSTOMER_ADMIN, name: 'Benchkunde Admin', passwordHash, adminLevel: AdminLevel.Customer, reportLevel: ReportLevel.Customer,
    inventoryLevel: InventoryLevel.MainApprove, tasksAllowed: ['Order', 'Delivery', 'Reception', 'Reports'], customerId: firstCustomer, locationId: firstLocation,
  });
  await insertChunked(db, 'users', users);
  await sql`analyze`.execute(db);
  return Math.round((performance.now() - started) / 100) / 10;
}

/** The calls measured: the admin pages' lists with a filter and a sort. */
const CALLS = [
  { name: 'GET users, all, active, by name', who: 'admin', path: '/api/users?active=true&sort=name&order=ASC&count=100' },
  { name: 'GET locations, all, active, by name', who: 'admin', path: '/api/locations?statusId=1&sort=name&order=ASC&count=100' },
  { name: 'GET users, one customer, by location', who: BENCH_CUSTOMER_ADMIN, path: '/api/users?active=true&sort=locationName&order=ASC&count=100' },
  { name: 'GET locations, one customer, NOR, by name', who: BENCH_CUSTOMER_ADMIN, path: '/api/locations?countryCode=NOR&sort=name&order=DESC&count=100' },
];

export interface MasterDataBench {
  grownInSeconds: number;
  locations: number;
  users: number;
  calls: Array<LoadResult & { name: string; connections: number; rows: number; total: number }>;
}

/** Runs each call against the real server on a free port, warm-up first; `serve` starts and stops it. */
export async function benchMasterData(
  db: Database,
  serve: <T>(work: (base: string) => Promise<T>) => Promise<T>,
  tools: BenchTools,
  { connections, seconds, warmupSeconds, password }: { connections: number; seconds: number; warmupSeconds: number; password: string },
): Promise<MasterDataBench> {
  const grownInSeconds = await growMasterData(db);
  const count = async (table: 'locations' | 'users') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const [locations, users] = [await count('locations'), await count('users')];
  return serve(async (base) => {
    const headers: Record<string, Record<string, string>> = {};
    for (const who of new Set(CALLS.map((call) => call.who))) headers[who] = await tools.login(base, who, password);
    const calls: MasterDataBench['calls'] = [];
    for (const call of CALLS) {
      const url = `${base}${call.path}`;
      const check = await fetch(url, { headers: headers[call.who] });
      const body = (await check.json()) as { data?: unknown[]; total?: number };
      if (check.status !== 200 || !body.data?.length) throw new Error(`${call.name}: HTTP ${check.status}, ${body.data?.length ?? 0} rows`);
      await tools.loadTest(url, headers[call.who], { connections, seconds: warmupSeconds });
      // One connection shows what a single call costs; the many the target is set for show the load.
      for (const load of [1, connections]) {
        calls.push({ name: call.name, connections: load, rows: body.data.length, total: body.total ?? 0, ...(await tools.loadTest(url, headers[call.who], { connections: load, seconds: load === 1 ? Math.min(5, seconds) : seconds })) });
      }
    }
    return { grownInSeconds, locations, users, calls };
  });
}
