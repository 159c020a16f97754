// Available carriers and pickups (E14, E16, LEDGER.md "4 available → becomes a pickup"): a customer
// reports empties ready for collection; the operator's staff turn the report into a pickup, which
// then goes through confirm, pick, send and receipt at the depot as any pickup does. The report
// itself never moves carriers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, poolToday } from '../../src/domain/dates';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { balance, demoPlaces, expectLedgerConsistent, rowCount } from './ledger-fixtures';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, bruker: LoggedIn, lager: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
// Relative to the pool's today: the demo data and the plausible-date window move with it.
const TODAY = poolToday();
const PICKUP_DAY = addDays(TODAY, 3);

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [admin, kunde, bruker, lager] = await Promise.all(['admin', 'kunde', 'bruker', 'lager'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const report = (extra: object = {}) => ({
  type: 4, status: S.Ordered, locationIdFrom: places.hamar.id, locationIdTo: places.depot.id, transactionDate: TODAY,
  senderReference: 'TILG-1', processBy: addDays(TODAY, 10), lines: [{ productId: 1001, qtyOrdered: 60 }, { productId: 2003, qtyOrdered: 24 }], ...extra,
});
const turn = (who: LoggedIn, body: object) => call(who, 'POST', '/api/availablepickup', body);

describe('a report of available carriers (E14)', () => {
  let reportId: number;
  let pickupId: number;

  it('is registered by the customer with the Expedition task, and is never sent by it', async () => {
    // kunde's context location is Fjellmeieriet Hamar.
    expect(kunde.data.location.id).toBe(places.hamar.id);
    expect((await call(kunde, 'POST', '/api/order', report({ status: S.Sent }))).body.error.code).toBe('forbidden-transition');
    // bruker has no Expedition task.
    expect((await call(bruker, 'POST', '/api/order', report())).status).toBe(403);
    const created = await call(kunde, 'POST', '/api/order', report());
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ type: 4, status: S.Ordered, version: 1, qtyTotal: 84, replacedById: null });
    reportId = created.body.data.id;
    // Neither the customer nor the operator sends it or confirms it: it moves no carriers.
    expect((await call(kunde, 'POST', '/api/orderstatus', { id: reportId, status: S.Sent, version: 1 })).body.error.code).toBe('forbidden-transition');
    expect((await call(admin, 'POST', '/api/orderstatus', { id: reportId, status: S.ConfirmedByProvider, version: 1 })).body.error.code).toBe('forbidden-transition');
  });

  it('cannot be turned into a pickup by the customer, nor by the operator from a stale version, writing nothing', async () => {
    const before = await rowCount(server.db, 'transactions');
    const refused = await turn(kunde, { id: reportId, version: 1, transactionDate: PICKUP_DAY });
    expect(refused.status).toBe(403);
    expect((await turn(lager, { id: reportId, version: 1, transactionDate: PICKUP_DAY })).status).toBe(403);
    expect((await turn(admin, { id: reportId, version: 2, transactionDate: PICKUP_DAY })).body.error.code).toBe('order-modified');
    expect(await rowCount(server.db, 'transactions')).toBe(before);
  });

  it('answers bad input with a 400 in Norwegian naming the problem, writing nothing', async () => {
    const before = await rowCount(server.db, 'transactions');
    const outside = await turn(admin, { id: reportId, version: 1, transactionDate: addDays(TODAY, 400) });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toMatchObject({ code: 'date-outside-window' });
    expect(outside.body.error.description).toMatch(/^Dato må være fra /);
    // The pickup goes to one of the operator's depots.
    const notDepot = await turn(admin, { id: reportId, version: 1, transactionDate: PICKUP_DAY, locationIdTo: places.lillehammer.id });
    expect(notDepot.body.error.code).toBe('not-a-depot');
    expect((await turn(admin, { id: reportId, version: 1 })).status).toBe(400);
    expect((await turn(admin, { id: reportId, version: 1, transactionDate: PICKUP_DAY, lines: [] })).status).toBe(400);
    // Another type is no report of available carriers.
    const pickup = await call(kunde, 'POST', '/api/order', report({ type: 2 }));
    const notReport = await turn(admin, { id: pickup.body.data.id, version: 1, transactionDate: PICKUP_DAY });
    expect(notReport.body.error).toMatchObject({ code: 'not-an-available-report', description: 'Bare en registrert melding om tilgjengelige lastbærere kan gjøres om til en henteordre.' });
    await call(kunde, 'DELETE', `/api/order/${pickup.body.data.id}?version=1`);
    expect(await rowCount(server.db, 'transactions')).toBe(before);
    expect((await call(admin, 'GET', `/api/order/${reportId}`)).body.data).toMatchObject({ status: S.Ordered, version: 1 });
  });

  it('becomes a pickup of the same carriers when the operator turns it, and is then replaced (8) and read-only', async () => {
    const turned = await turn(admin, { id: reportId, version: 1, transactionDate: PICKUP_DAY });
    expect(turned.status).toBe(200);
    expect(turned.body.data).toMatchObject({
      type: 2, status: S.Ordered, source: 'provider', version: 1, transactionDate: PICKUP_DAY,
      locationIdFrom: places.hamar.id, locationIdTo: places.depot.id, senderReference: 'TILG-1', processBy: addDays(TODAY, 10), qtyTotal: 84,
      lines: [{ productId: 1001, qtyOrdered: 60 }, { productId: 2003, qtyOrdered: 24 }],
    });
    pickupId = turned.body.data.id;
    const replaced = await call(kunde, 'GET', `/api/order/${reportId}`);
    expect(replaced.body.data).toMatchObject({ status: S.Replaced, readOnly: true, replacedById: pickupId, version: 2 });
    // A report becomes one pickup, once.
    expect((await turn(admin, { id: reportId, version: 2, transactionDate: PICKUP_DAY })).body.error.code).toBe('order-read-only');
    expect((await call(admin, 'POST', '/api/orderstatus', { id: reportId, status: S.Cancelled, version: 2 })).body.error.code).toBe('order-read-only');
    const audit = await server.db.selectFrom('logs').select('message').where('category', '=', 'audit').where('message', 'like', `status 1 → 8 order ${reportId} %`).execute();
    expect(audit).toEqual([{ message: `status 1 → 8 order ${reportId} (pickup ${pickupId}) by admin` }]);
  });

  it('E16: the pickup shows in the customer\'s pickups and goes through confirm, pick, send and receipt at the depot', async () => {
    const listed = await call(kunde, 'GET', `/api/orders?type=2&locationIdFrom=${places.hamar.id}&q=TILG-1`);
    expect(listed.body.data.map((row: any) => row.id)).toEqual([pickupId]);
    // The report is listed as replaced on the customer's available page.
    const reports = await call(kunde, 'GET', `/api/orders?type=4&locationIdFrom=${places.hamar.id}&q=TILG-1`);
    expect(reports.body.data.map((row: any) => [row.id, row.status])).toEqual([[reportId, S.Replaced]]);

    const head = await server.db.selectFrom('transactions').select(['accountFrom', 'accountTo']).where('id', '=', pickupId).executeTakeFirstOrThrow();
    const before = [await balance(server.db, head.accountFrom, 1001), await balance(server.db, head.accountTo, 1001)];
    expect((await call(kunde, 'POST', '/api/orderstatus', { id: pickupId, status: S.ConfirmedByProvider, version: 1 })).status).toBe(403);
    await call(admin, 'POST', '/api/orderstatus', { id: pickupId, status: S.ConfirmedByProvider, version: 1 });
    await call(admin, 'POST', '/api/orderstatus', { id: pickupId, status: S.Picked, version: 2, lines: [{ productId: 1001, qtyPicked: 58 }] });
    await call(admin, 'POST', '/api/orderstatus', { id: pickupId, status: S.Sent, version: 3 });
    const received = await call(admin, 'POST', '/api/orderstatus', { id: pickupId, status: S.Confirmed, version: 4 });
    expect(received.body.data).toMatchObject({ status: S.Confirmed, lines: [{ productId: 1001, qtyReceived: 58 }, { productId: 2003, qtyReceived: 24 }] });
    expect(await balance(server.db, head.accountFrom, 1001)).toBe(before[0] - 58);
    expect(await balance(server.db, head.accountTo, 1001)).toBe(before[1] + 58);
    // Only the pickup moved carriers; the report posted nothing.
    expect(await server.db.selectFrom('stockMovements').select('id').where('transactionId', '=', reportId).execute()).toEqual([]);
    await expectLedgerConsistent(server.db);
  });

  it('a report may still be cancelled by the operator instead', async () => {
    const created = await call(kunde, 'POST', '/api/order', report({ senderReference: 'TILG-2' }));
    expect((await call(kunde, 'POST', '/api/orderstatus', { id: created.body.data.id, status: S.Cancelled, version: 1 })).status).toBe(403);
    const cancelled = await call(admin, 'POST', '/api/orderstatus', { id: created.body.data.id, status: S.Cancelled, version: 1 });
    expect(cancelled.body.data).toMatchObject({ status: S.Cancelled, readOnly: true });
  });
});
