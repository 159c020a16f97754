// The ledger's lists (N27, N36) read a location's, an account's or a customer's two sides as two index
// ranges merged (queries.ts): every row once, in the list's order, on every page, with a total that
// is never below the rows the caller has already been shown.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { PROCESSED } from '../../src/domain/ledger/statuses';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn, bruker: LoggedIn, kunde: LoggedIn;
const HAMAR = 7, LILLEHAMMER = 8, GJOVIK = 9, DEPOT = 1;
const MONTH = { dateLower: '2031-03-01', dateUpper: '2031-03-31' };
const inMonth = `dateLower=${MONTH.dateLower}&dateUpper=${MONTH.dateUpper}`;

/** Heads of March 2031 on both sides of Hamar (customer 2), ten days apart so dates tie, with 1–3 lines each. */
async function insertMonth(db: TestServer['db']): Promise<void> {
  const places = await db.selectFrom('locations').select(['id', 'name', 'customerId']).where('id', 'in', [DEPOT, HAMAR, LILLEHAMMER, GJOVIK]).execute();
  expect(places.map((place) => place.name)).toEqual(expect.arrayContaining(['Fjellmeieriet Hamar', 'Fjellmeieriet Lillehammer', 'Fjellmeieriet Gjøvik']));
  // Orders from the depot to Hamar, deliveries Hamar → Lillehammer, and Gjøvik → Hamar: Gjøvik books to Hamar's account, so both accounts are Hamar's.
  const kinds = [
    { type: 1, from: DEPOT, to: HAMAR, accountFrom: DEPOT, accountTo: HAMAR, customerFrom: 1, customerTo: 2 },
    { type: 3, from: HAMAR, to: LILLEHAMMER, accountFrom: HAMAR, accountTo: LILLEHAMMER, customerFrom: 2, customerTo: 2 },
    { type: 3, from: GJOVIK, to: HAMAR, accountFrom: HAMAR, accountTo: HAMAR, customerFrom: 2, customerTo: 2 },
  ];
  for (let i = 0; i < 30; i++) {
    const kind = kinds[i % 3];
    const { id } = await db.insertInto('transactions').values({
      type: kind.type, status: [1, 4, 5][i % 3], locationIdFrom: kind.from, locationIdTo: kind.to, accountFrom: kind.accountFrom, accountTo: kind.accountTo,
      customerIdFrom: kind.customerFrom, customerIdTo: kind.customerTo, transactionDate: `2031-03-${String(1 + (i % 10)).padStart(2, '0')}`,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('transactionLines').values([1001, 1002, 1003].slice(0, 1 + (i % 3)).map((productId) => ({ transactionId: id, productId, qtyOrdered: 10 }))).execute();
  }
}

/** What a list must show, straight from the tables: heads (or lines) in the order asked for. */
async function expected(db: TestServer['db'], where: ReturnType<typeof sql<boolean>>, order = sql`t.transaction_date desc, t.id desc`): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select t.id from transactions t where ${where} and t.transaction_date between ${MONTH.dateLower} and ${MONTH.dateUpper} order by ${order}`.execute(db);
  return rows.map((row) => row.id);
}

/** Every page of a list, `count` rows at a time, with the totals each page gave. */
async function allPages(who: LoggedIn, path: string, count: number) {
  const ids: number[] = [];
  const totals: number[] = [];
  for (let index = 0; ; index += count) {
    const response = await server.call({ method: 'GET', url: `${path}&index=${index}&count=${count}`, headers: who.headers });
    expect(response.status).toBe(200);
    ids.push(...response.body.data.map((row: { id: number }) => row.id));
    totals.push(response.body.total);
    if (response.body.data.length < count) return { ids, totals };
  }
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, bruker, kunde] = await Promise.all(['admin', 'bruker', 'kunde'].map((name) => server.login(name)));
  await insertMonth(server.db);
});
afterAll(() => server.close());

describe('the orders list of one location (N27): both sides merged', () => {
  it('shows each head once, newest first with the order number as tie-breaker, page after page', async () => {
    const want = await expected(server.db, sql`(t.location_id_from = ${HAMAR} or t.location_id_to = ${HAMAR})`);
    expect(want).toHaveLength(30);
    // bruker works at Hamar: its scope is the same location as the filter.
    const pages = await allPages(bruker, `/api/orders?locationId=${HAMAR}&${inMonth}`, 7);
    expect(pages.ids).toEqual(want);
    expect(pages.totals.every((total) => total === 30)).toBe(true);
  });

  it('pages by keyset (afterDate, afterId) to the same rows as by index, in either order and by id', async () => {
    const both = sql<boolean>`(t.location_id_from = ${HAMAR} or t.location_id_to = ${HAMAR})`;
    const cases = [
      { query: '', order: sql`t.transaction_date desc, t.id desc`, after: (row: any) => `&afterDate=${row.transactionDate}&afterId=${row.id}` },
      { query: '&order=ASC', order: sql`t.transaction_date asc, t.id asc`, after: (row: any) => `&afterDate=${row.transactionDate}&afterId=${row.id}` },
      { query: '&sort=id', order: sql`t.id desc`, after: (row: any) => `&afterId=${row.id}` },
    ];
    for (const { query, order, after } of cases) {
      const ids: number[] = [];
      let cursor = '';
      for (let page = 0; page < 10; page += 1) {
        // index=0 throughout: the rows follow the keyset alone (an offset would repeat the first page).
        const response = await server.call({ method: 'GET', url: `/api/orders?locationId=${HAMAR}&${inMonth}${query}&index=0&count=7${cursor}`, headers: bruker.headers });
        expect(response.status).toBe(200);
        const rows = response.body.data;
        ids.push(...rows.map((row: { id: number }) => row.id));
        if (rows.length < 7) break;
        cursor = after(rows.at(-1));
      }
      expect(ids, query).toEqual(await expected(server.db, both, order));
    }
  });

  it('keeps the order asked for: oldest first, or by status', async () => {
    expect((await allPages(admin, `/api/orders?locationId=${HAMAR}&${inMonth}&order=ASC`, 8)).ids)
      .toEqual(await expected(server.db, sql`(t.location_id_from = ${HAMAR} or t.location_id_to = ${HAMAR})`, sql`t.transaction_date asc, t.id asc`));
    expect((await allPages(admin, `/api/orders?locationId=${HAMAR}&${inMonth}&sort=status&order=DESC`, 8)).ids)
      .toEqual(await expected(server.db, sql`(t.location_id_from = ${HAMAR} or t.location_id_to = ${HAMAR})`, sql`t.status desc, t.id desc`));
  });

  it('shows a location outside the caller\'s own only where it meets the caller\'s location', async () => {
    // bruker (Hamar) asking for Lillehammer sees the deliveries between the two, nothing else of Lillehammer.
    const pages = await allPages(bruker, `/api/orders?locationId=${LILLEHAMMER}&${inMonth}`, 5);
    expect(pages.ids).toEqual(await expected(server.db, sql`t.location_id_from = ${HAMAR} and t.location_id_to = ${LILLEHAMMER}`));
    expect(pages.ids).toHaveLength(10);
  });

  it('lists the status filter within both sides', async () => {
    const pages = await allPages(bruker, `/api/orders?locationId=${HAMAR}&${inMonth}&transactionStatus=4`, 3);
    expect(pages.ids).toEqual(await expected(server.db, sql`(t.location_id_from = ${HAMAR} or t.location_id_to = ${HAMAR}) and t.status = 4`));
  });
});

describe('lists whose two sides can be the same', () => {
  it('shows a customer\'s delivery between two of its own locations once (customer scope)', async () => {
    const pages = await allPages(kunde, `/api/orders?${inMonth}`, 6);
    expect(pages.ids).toEqual(await expected(server.db, sql`(t.customer_id_from = 2 or t.customer_id_to = 2)`));
    expect(new Set(pages.ids).size).toBe(30);
  });

  it('shows a delivery booked to the same account on both sides once (locationIdReal)', async () => {
    const pages = await allPages(admin, `/api/orders?locationIdReal=${HAMAR}&${inMonth}`, 9);
    expect(pages.ids).toEqual(await expected(server.db, sql`(t.account_from = ${HAMAR} or t.account_to = ${HAMAR})`));
    expect(new Set(pages.ids).size).toBe(30);
  });
});

describe('the transactions list (N36): lines of both sides merged', () => {
  it('shows each line once, by head as the heads are ordered and by line within a head', async () => {
    const { rows } = await sql<{ id: number }>`select l.id from transaction_lines l join transactions t on t.id = l.transaction_id
      where (t.location_id_from = ${HAMAR} or t.location_id_to = ${HAMAR}) and t.transaction_date between ${MONTH.dateLower} and ${MONTH.dateUpper}
      order by t.transaction_date desc, t.id desc, l.id asc`.execute(server.db);
    expect(rows).toHaveLength(60);
    const pages = await allPages(bruker, `/api/transactions?locationId=${HAMAR}&${inMonth}`, 7);
    expect(pages.ids).toEqual(rows.map((row) => row.id));
    expect(pages.totals.every((total) => total === 60)).toBe(true);
  });
});

describe('the total of a large list (LEDGER.md "Scale")', () => {
  beforeAll(async () => {
    // 1,050 more orders to Hamar in 2032: more than the 1,000 a total is counted to.
    await sql`insert into transactions (type, status, location_id_from, location_id_to, account_from, account_to, customer_id_from, customer_id_to, transaction_date)
      select 1, 5, ${DEPOT}, ${HAMAR}, ${DEPOT}, ${HAMAR}, 1, 2, date '2032-01-01' + g % 300 from generate_series(1, 1050) g`.execute(server.db);
    // Each with its line, as every order has at least one (order.schema.json).
    await sql`insert into transaction_lines (transaction_id, product_id, qty_ordered)
      select id, 1001, 10 from transactions where transaction_date >= date '2032-01-01'`.execute(server.db);
    await sql`analyze transactions`.execute(server.db);
  });
  const year = 'dateLower=2032-01-01&dateUpper=2032-12-31';
  const orders = (query: string) => server.call({ method: 'GET', url: `/api/orders?locationId=${HAMAR}&${query}`, headers: bruker.headers });

  it('is counted exactly up to 1,000 rows', async () => {
    const january = await orders('dateLower=2032-01-01&dateUpper=2032-01-31&count=100');
    const { n } = await sql<{ n: number }>`select count(*)::int as n from transactions where location_id_to = ${HAMAR} and transaction_date between '2032-01-01' and '2032-01-31'`.execute(server.db).then((r) => r.rows[0]);
    expect(n).toBeGreaterThan(100);
    expect(january.body).toMatchObject({ total: n, totalIsEstimate: false });
    expect(january.body.data).toHaveLength(100);
  });

  it('is the planner\'s estimate above 1,000, said to be one, and never below the rows already shown', async () => {
    const first = await orders(`${year}&count=100`);
    expect(first.body.data).toHaveLength(100);
    expect(first.body.totalIsEstimate).toBe(true);
    expect(first.body.total).toBeGreaterThan(1_000);
    const deep = await orders(`${year}&index=950&count=100`);
    expect(deep.body.data).toHaveLength(100);
    expect(deep.body.totalIsEstimate).toBe(true);
    expect(deep.body.total).toBeGreaterThan(1_050 - 1);
  });

  it('is exact on the last page, which shows where the list ends', async () => {
    const last = await orders(`${year}&index=1000&count=100`);
    expect(last.body).toMatchObject({ total: 1_050, totalIsEstimate: false });
    expect(last.body.data).toHaveLength(50);
  });
});

describe('a list\'s queries, compiled once per shape (issue 33), answer each call by its own values', () => {
  const sidesOf = (id: number) => sql<boolean>`(t.location_id_from = ${id} or t.location_id_to = ${id})`;

  it('lists another location, another month and another caller\'s location in the same shape', async () => {
    for (const id of [HAMAR, LILLEHAMMER, GJOVIK, HAMAR]) {
      expect((await allPages(admin, `/api/orders?locationId=${id}&${inMonth}`, 4)).ids, `location ${id}`).toEqual(await expected(server.db, sidesOf(id)));
    }
    const early = await server.call({ method: 'GET', url: `/api/orders?locationId=${HAMAR}&dateLower=2031-03-01&dateUpper=2031-03-03&count=4`, headers: admin.headers });
    const { rows } = await sql<{ id: number }>`select t.id from transactions t where ${sidesOf(HAMAR)} and t.transaction_date between '2031-03-01' and '2031-03-03'
      order by t.transaction_date desc, t.id desc limit 4`.execute(server.db);
    expect(early.body.data.map((row: { id: number }) => row.id)).toEqual(rows.map((row) => row.id));
    // Lists of types and statuses are one value each: any number of them is one shape.
    for (const [query, where] of [
      ['transactionStatus=4', sql`t.status in (4)`], ['transactionStatus=1&transactionStatus=5', sql`t.status in (1, 5)`],
      ['type=3', sql`t.type in (3)`], ['type=1&type=3', sql`t.type in (1, 3)`], ['type=1&transactionStatus=4', sql`t.type = 1 and t.status = 4`],
    ] as const) {
      expect((await allPages(admin, `/api/orders?locationId=${HAMAR}&${inMonth}&${query}`, 4)).ids, query).toEqual(await expected(server.db, sql`${sidesOf(HAMAR)} and ${where}`));
    }
    // bruker at Hamar and lager at Lillehammer: the same list, each in the own location's scope.
    const lager = await server.login('lager');
    for (const [who, id] of [[bruker, HAMAR], [lager, LILLEHAMMER], [bruker, HAMAR]] as const) {
      const own = await expected(server.db, sidesOf(id));
      expect(own.length).toBeGreaterThan(0);
      expect((await allPages(who, `/api/orders?${inMonth}`, 6)).ids, `location ${id}`).toEqual(own);
    }
  });

  it('takes "expired" from the pool\'s today at each call, not from the day the query was compiled', async () => {
    const hamar = await expected(server.db, sql`t.location_id_to = ${HAMAR} and t.status = 1`);
    await server.db.updateTable('transactions').set({ processBy: '2031-03-20' }).where('id', '=', hamar[0]).execute();
    const expiredOn = async (day: string) => (await expected(server.db, sql`${sidesOf(HAMAR)} and t.process_by < ${day} and t.status not in (${sql.join([...PROCESSED])})`));
    const listed = async (who: LoggedIn) => (await allPages(who, `/api/orders?locationId=${HAMAR}&${inMonth}&isExpired=true`, 5)).ids;
    try {
      // 23:00 in Oslo on the 20th (UTC+1): not yet expired; at 00:30 on the 21st it is.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-20T23:00:00+01:00') });
      const who = await server.login('bruker');
      expect(await listed(who)).toEqual(await expiredOn('2031-03-20'));
      expect(await listed(who)).not.toContain(hamar[0]);
      vi.setSystemTime(new Date('2031-03-21T00:30:00+01:00'));
      expect(await listed(who)).toEqual(await expiredOn('2031-03-21'));
      expect(await listed(who)).toContain(hamar[0]);
    } finally {
      vi.useRealTimers();
    }
  });
});
