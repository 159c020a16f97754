// Balances below zero (docs/decisions.md "Negative balances", LEDGER.md "Stock"): a send may take the
// sender's booked balance below zero, and the operator's staff (with the Reports task, as the page
// reports/negative-balances) list every such balance, most negative first; nobody else may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolToday } from '../../src/domain/dates';
import { sql } from 'kysely';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { accountOf } from '../../src/server/ledger/posting';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { balance, demoPlaces, expectLedgerConsistent } from './ledger-fixtures';

let server: TestServer;
let admin: LoggedIn, agent: LoggedIn, lager: LoggedIn, kunde: LoggedIn, bruker: LoggedIn, receiver: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
const today = poolToday();

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [admin, agent, lager, kunde, bruker, receiver] = await Promise.all(['admin', 'agent', 'lager', 'kunde', 'bruker', places.receiver.loginName].map((name) => server.login(name)));
});
afterAll(() => server.close());

const list = (who: LoggedIn, query = '') => server.call({ method: 'GET', url: `/api/negativebalances${query}`, headers: who.headers });

/** The receiver's location sends this much of a product to Lillehammer, and lager confirms it. */
async function sendAndConfirm(productId: number, quantity: number) {
  const sent = await server.call({
    method: 'POST', url: '/api/order', headers: receiver.headers,
    payload: { type: 3, status: S.Sent, locationIdFrom: places.receiver.locationId, locationIdTo: places.lillehammer.id, transactionDate: today, lines: [{ productId, qtyOrdered: quantity }] },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const confirmed = await server.call({ method: 'POST', url: '/api/orderstatus', headers: lager.headers, payload: { id: sent.body.data.id, status: S.Confirmed, version: sent.body.data.version } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

describe('GET negativebalances', () => {
  it('is empty on the demo ledger, where no place sends more than it holds', async () => {
    const answer = await list(admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: [], total: 0 });
  });

  it('lists a balance a confirmed send took below zero, most negative first, and no balance at or above zero', async () => {
    const account = await accountOf(server.db, places.receiver.locationId);
    const products = (await server.call({ method: 'GET', url: '/api/availableproducts', headers: receiver.headers })).body.data as Array<{ id: number; name: string }>;
    expect(products.length).toBeGreaterThanOrEqual(2);
    const [small, large] = products;
    const bookedSmall = await balance(server.db, account, small.id);
    const bookedLarge = await balance(server.db, account, large.id);
    const lillehammerBefore = await balance(server.db, places.lillehammer.id, small.id);
    await sendAndConfirm(small.id, Math.max(bookedSmall, 0) + 3);
    await sendAndConfirm(large.id, Math.max(bookedLarge, 0) + 7);
    await expectLedgerConsistent(server.db);

    const answer = await list(admin);
    expect(answer.status).toBe(200);
    const sender = await server.db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
      .select(['locations.name', 'locations.customerId', 'customers.name as customerName']).where('locations.id', '=', account).executeTakeFirstOrThrow();
    expect(answer.body.total).toBe(2);
    expect(answer.body.data).toEqual([
      { locationId: account, locationName: sender.name, gln: expect.toBeOneOf([expect.any(String), null]), customerId: sender.customerId, customerName: sender.customerName, productId: large.id, productName: large.name, quantity: Math.min(bookedLarge, 0) - 7 },
      { locationId: account, locationName: sender.name, gln: expect.toBeOneOf([expect.any(String), null]), customerId: sender.customerId, customerName: sender.customerName, productId: small.id, productName: small.name, quantity: Math.min(bookedSmall, 0) - 3 },
    ]);
    // The receiving side went up, and is not listed.
    expect(await balance(server.db, places.lillehammer.id, small.id)).toBeGreaterThan(lillehammerBefore);
    expect(answer.body.data.every((row: { quantity: number }) => row.quantity < 0)).toBe(true);
    // The operator's staff below global admin read it too.
    expect((await list(agent)).body.data).toEqual(answer.body.data);
  });

  it('pages by index and count, with the total of the whole list', async () => {
    const all = (await list(admin)).body.data;
    const second = await list(admin, '?index=1&count=1');
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ data: [all[1]], total: all.length });
  });

  it('is refused to customers\' users, whatever their level, to staff without the Reports task, and to callers without a session', async () => {
    // A depot's staff member without the Reports task (the page is a report, C30).
    const staff = await server.db.selectFrom('users').select('loginName').where('customerId', '=', places.depot.customerId).where('active', '=', true)
      .where('adminLevel', '<', 4).where(sql<boolean>`not ('Reports' = any(tasks_allowed))`).orderBy('id').executeTakeFirstOrThrow();
    for (const who of [lager, kunde, bruker, receiver, await server.login(staff.loginName!)]) {
      const answer = await list(who);
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('forbidden');
    }
    expect((await server.call({ method: 'GET', url: '/api/negativebalances' })).status).toBe(401);
  });

  it('answers bad paging with a 400 in Norwegian', async () => {
    for (const [query, description] of [['?count=0', /^Ugyldige data: count/], ['?index=-1', /^Ugyldige data: index/], ['?count=abc', /^Ugyldige data: count/], ['?index=10000', /^Listen blar gjennom de første 10\s000 radene/]] as const) {
      const answer = await list(admin, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.description, query).toMatch(description);
    }
  });
});
