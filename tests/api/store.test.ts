// GET and POST store (N30): a balance location's reported stock on hand, the latest per product;
// reported with the Inventory task inside the caller's scope, never touching the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolToday } from '../../src/domain/dates';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces, expectLedgerConsistent } from './ledger-fixtures';

let server: TestServer;
let lager: LoggedIn, bruker: LoggedIn, jensen: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
const today = poolToday();

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [lager, bruker, jensen] = await Promise.all(['lager', 'bruker', 'per.jensen'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const reports = async () => Number((await server.db.selectFrom('storeReports').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const balances = () => server.db.selectFrom('stockBalances').selectAll().orderBy('locationId').orderBy('productId').execute();

describe('reported stock on hand (store)', () => {
  it('keeps the latest report per product at the own balance location, and leaves the ledger alone', async () => {
    const before = await balances();
    const first = await call(lager, 'POST', '/api/store', { reportedOn: '2026-11-01', lines: [{ productId: 1001, quantity: 310 }, { productId: 2501, quantity: 1200 }] });
    expect(first.status).toBe(200);
    const second = await call(lager, 'POST', '/api/store', { lines: [{ productId: 1001, quantity: 295 }] });
    expect(second.body.data).toEqual([
      { productId: 1001, productName: expect.any(String), quantity: 295, reportedOn: today, reportedBy: 'Lars Lager' },
      { productId: 2501, productName: expect.any(String), quantity: 1200, reportedOn: '2026-11-01', reportedBy: 'Lars Lager' },
    ]);
    expect((await call(lager, 'GET', `/api/store?locationId=${places.lillehammer.id}`)).body.data).toEqual(second.body.data);
    expect(await balances()).toEqual(before);
    await expectLedgerConsistent(server.db);
  });

  it('refuses others\' locations, users without the Inventory task, non-balance locations and bad input, storing nothing', async () => {
    const before = await reports();
    // per.jensen works for another customer: Lillehammer is outside his scope, to read and to report.
    expect((await call(jensen, 'GET', `/api/store?locationId=${places.lillehammer.id}`)).status).toBe(403);
    expect((await call(jensen, 'POST', '/api/store', { locationId: places.lillehammer.id, lines: [{ productId: 1001, quantity: 1 }] })).status).toBe(403);
    // bruker has no Inventory task.
    expect((await call(bruker, 'POST', '/api/store', { lines: [{ productId: 1001, quantity: 1 }] })).status).toBe(403);
    for (const [payload, code] of [
      [{ lines: [{ productId: 1001, quantity: -1 }] }, 'invalid-input'],
      [{ lines: [] }, 'invalid-input'],
      [{ lines: [{ productId: 1001, quantity: 1 }, { productId: 1001, quantity: 2 }] }, 'duplicate-product'],
      [{ lines: [{ productId: 9999999, quantity: 1 }] }, 'product-not-available'],
      [{ reportedOn: '2099-01-01', lines: [{ productId: 1001, quantity: 1 }] }, 'store-date-ahead'],
    ] as const) {
      const refused = await call(lager, 'POST', '/api/store', payload);
      expect(refused.status, code).toBe(400);
      expect(refused.body.error.code).toBe(code);
    }
    // A location booked to another's balance keeps none of its own (the operator's staff may report anywhere else).
    const notBalance = await server.db.selectFrom('locations').select('id').where('isBalance', '=', false).where('statusId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const admin = await server.login('admin');
    expect((await call(admin, 'POST', '/api/store', { locationId: notBalance.id, lines: [{ productId: 1001, quantity: 1 }] })).body.error.code).toBe('not-a-balance-location');
    expect(await reports()).toBe(before);
  });
});
