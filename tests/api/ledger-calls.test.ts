// The ledger's smaller calls (N27: ordercount, orderdates, orderids, ordermodified, orderfinddate;
// N35: transactionids) and an order's parties as E21 labels them (GLN, org number, VAT percentage):
// each answers inside the caller's scope, refuses those without a ledger task, and says what is
// wrong with bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addDays, poolToday } from '../../src/domain/dates';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';

let server: TestServer;
let bruker: LoggedIn, lager: LoggedIn, noTask: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
const TODAY = poolToday();
const REFERENCE = `N27-${Date.now()}`;
const days = [addDays(TODAY, 2), addDays(TODAY, 3), addDays(TODAY, 3)];
const ids: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  // A user of a customer with none of the ledger's tasks (C11).
  const plain = await server.db.selectFrom('users').innerJoin('customers', 'customers.id', 'users.customerId').innerJoin('locations', 'locations.id', 'users.locationId')
    .select(['users.id', 'users.loginName']).where('users.active', '=', true).where('customers.statusId', '=', 1).where('locations.statusId', '=', 1)
    .where('users.adminLevel', '<', 4).where('users.customerId', 'not in', [1, 2]).orderBy('users.id').executeTakeFirstOrThrow();
  await server.db.updateTable('users').set({ tasksAllowed: sql`'{}'::text[]` as never }).where('id', '=', plain.id).execute();
  [bruker, lager, noTask] = await Promise.all(['bruker', 'lager', plain.loginName].map((name) => server.login(name)));
  for (const [index, day] of days.entries()) {
    const created = await call(bruker, 'POST', '/api/order', {
      type: 1, status: S.Ordered, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, transactionDate: day,
      senderReference: `${REFERENCE}-${index}`, lines: [{ productId: 1001, qtyOrdered: 10 + index }, { productId: 2003, qtyOrdered: 5 }],
    });
    ids.push(created.body.data.id);
  }
});
afterAll(() => server.close());

function call(who: LoggedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return server.call({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}
/** The three orders of this file, by their references, at Hamar. */
const filter = () => `q=${REFERENCE}&locationId=${places.hamar.id}`;

describe('GET ordercount (N27)', () => {
  it('counts what the same filters list', async () => {
    expect((await call(bruker, 'GET', `/api/ordercount?${filter()}`)).body.data).toBe(3);
    expect((await call(bruker, 'GET', `/api/ordercount?${filter()}&dateLower=${days[1]}`)).body.data).toBe(2);
    const listed = await call(bruker, 'GET', `/api/orders?locationId=${places.hamar.id}&type=1&transactionStatus=1`);
    expect((await call(bruker, 'GET', `/api/ordercount?locationId=${places.hamar.id}&type=1&transactionStatus=1`)).body.data).toBe(listed.body.total);
  });

  it('counts only inside the caller\'s scope, and refuses those without a ledger task', async () => {
    // lager works at Lillehammer: Hamar's orders are not in its scope.
    expect((await call(lager, 'GET', `/api/ordercount?${filter()}`)).body.data).toBe(0);
    expect((await call(noTask, 'GET', `/api/ordercount?${filter()}`)).status).toBe(403);
    expect((await call(null, 'GET', `/api/ordercount?${filter()}`)).status).toBe(401);
    const bad = await call(bruker, 'GET', '/api/ordercount?type=x');
    expect(bad.status).toBe(400);
    expect(bad.body.error.description).toBeTruthy();
  });
});

describe('GET orderids and transactionids (N27, N35)', () => {
  it('gives the order numbers in the list\'s order, the line list\'s once per order', async () => {
    const ascending = await call(bruker, 'GET', `/api/orderids?${filter()}&sort=id&order=ASC`);
    expect(ascending.body.data).toEqual(ids);
    const byDate = await call(bruker, 'GET', `/api/orderids?${filter()}`);
    // Newest day first, the higher number first within a day.
    expect(byDate.body.data).toEqual([ids[2], ids[1], ids[0]]);
    const lines = await call(bruker, 'GET', `/api/transactionids?${filter()}&sort=id&order=ASC`);
    expect(lines.body.data).toEqual(ids);
  });

  it('gives nothing outside the scope and refuses those without a ledger task', async () => {
    expect((await call(lager, 'GET', `/api/orderids?${filter()}`)).body.data).toEqual([]);
    expect((await call(lager, 'GET', `/api/transactionids?${filter()}`)).body.data).toEqual([]);
    expect((await call(noTask, 'GET', `/api/orderids?${filter()}`)).status).toBe(403);
    expect((await call(noTask, 'GET', `/api/transactionids?${filter()}`)).status).toBe(403);
  });
});

describe('GET orderdates (N27)', () => {
  it('gives the days a location has transactions on, between two dates, each once', async () => {
    const answer = await call(bruker, 'GET', `/api/orderdates?locationId=${places.hamar.id}&dateLower=${days[0]}&dateUpper=${days[1]}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(expect.arrayContaining([days[0], days[1]]));
    expect(new Set(answer.body.data).size).toBe(answer.body.data.length);
    expect(answer.body.data.every((day: string) => day >= days[0] && day <= days[1])).toBe(true);
  });

  it('refuses a location outside the scope, a reversed range and a missing date', async () => {
    expect((await call(lager, 'GET', `/api/orderdates?locationId=${places.hamar.id}&dateLower=${days[0]}&dateUpper=${days[1]}`)).status).toBe(403);
    const reversed = await call(bruker, 'GET', `/api/orderdates?locationId=${places.hamar.id}&dateLower=${days[1]}&dateUpper=${days[0]}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toMatchObject({ code: 'date-range', description: 'Til-datoen kan ikke være før fra-datoen.' });
    expect((await call(bruker, 'GET', `/api/orderdates?locationId=${places.hamar.id}&dateLower=${days[0]}`)).status).toBe(400);
    expect((await call(noTask, 'GET', `/api/orderdates?locationId=${places.hamar.id}&dateLower=${days[0]}&dateUpper=${days[1]}`)).status).toBe(403);
  });
});

describe('GET ordermodified and orderfinddate (N27, E26)', () => {
  it('tells whether an order changed since the version read', async () => {
    const id = ids[0];
    expect((await call(bruker, 'GET', `/api/ordermodified?id=${id}&version=1`)).body.data).toEqual({ modified: false, version: 1 });
    await call(bruker, 'PATCH', `/api/order/${id}`, { version: 1, receiverReference: 'F-9' });
    expect((await call(bruker, 'GET', `/api/ordermodified?id=${id}&version=1`)).body.data).toEqual({ modified: true, version: 2 });
  });

  it('finds an order\'s date by its number', async () => {
    expect((await call(bruker, 'GET', `/api/orderfinddate?id=${ids[1]}`)).body.data).toEqual({ id: ids[1], transactionDate: days[1] });
  });

  it('answers 404 for an order outside the scope, as for one that does not exist, and 400 without a number', async () => {
    for (const url of [`/api/ordermodified?id=${ids[0]}&version=1`, `/api/orderfinddate?id=${ids[0]}`]) {
      expect((await call(lager, 'GET', url)).status).toBe(404);
      expect((await call(noTask, 'GET', url)).status).toBe(403);
    }
    expect((await call(bruker, 'GET', '/api/orderfinddate?id=2147483647')).status).toBe(404);
    expect((await call(bruker, 'GET', '/api/orderfinddate')).status).toBe(400);
    expect((await call(bruker, 'GET', `/api/ordermodified?id=${ids[0]}`)).status).toBe(400);
  });
});

describe('an order\'s parties (E21)', () => {
  it('shows each side\'s GLN and organisation number, and the VAT percentage of the customer it belongs to', async () => {
    const [hamar, depot] = await Promise.all([places.hamar.id, places.depot.id].map((id) => server.db.selectFrom('locations')
      .innerJoin('customers', 'customers.id', 'locations.customerId').select(['locations.gln', 'customers.orgNumber', 'locations.countryCode'])
      .where('locations.id', '=', id).executeTakeFirstOrThrow()));
    expect(hamar.gln).toBeTruthy();
    const order = (await call(bruker, 'GET', `/api/order/${ids[1]}`)).body.data;
    expect(order).toMatchObject({
      glnFrom: depot.gln, glnTo: hamar.gln, orgNumberFrom: depot.orgNumber, orgNumberTo: hamar.orgNumber,
      // An order of empties belongs to its receiver, a Norwegian customer: 25 %.
      vatPercent: 25,
    });
    expect(hamar.countryCode).toBe('NOR');
  });
});
