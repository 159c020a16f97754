// Withdrawal limits (E22, E23): a limited product is ordered only for the first delivery day, and
// only up to its share of the pallets the location registered out in the last 90 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addDays, poolToday } from '../../src/domain/dates';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';

let server: TestServer;
let bruker: LoggedIn, admin: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
let days: string[];
const PRODUCT = 1002; // one of Hamar's agreed products

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [bruker, admin] = await Promise.all(['bruker', 'admin'].map((name) => server.login(name)));
  await server.db.updateTable('products').set({ withdrawalLimitPercent: 50 }).where('id', '=', PRODUCT).execute();
  days = (await server.call({ method: 'GET', url: '/api/days', headers: bruker.headers })).body.data;
});
afterAll(() => server.close());

const post = (who: LoggedIn, url: string, payload: object) => server.call({ method: 'POST', url, headers: who.headers, payload });
const orderOf = (quantity: number, transactionDate = days[0], status: number = S.Ordered) => ({
  type: 1, status, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, transactionDate, lines: [{ productId: PRODUCT, qtyOrdered: quantity }],
});
const room = async () => ((await server.call({ method: 'GET', url: '/api/availableproducts', headers: bruker.headers })).body.data as any[]).find((product) => product.id === PRODUCT);

describe('withdrawal limits', () => {
  it('allows what the registered pallets leave, and says how many more when refused', async () => {
    // Whatever Hamar registered out and ordered in the demo's last 90 days (read from the ledger here), a
    // delivery out first leaves room to order, so that a change of the room shows (it is never below 0).
    const send = (quantity: number) => post(bruker, '/api/order', { type: 3, status: S.Sent, locationIdFrom: places.hamar.id, locationIdTo: places.receiver.locationId, transactionDate: days[0], lines: [{ productId: PRODUCT, qtyOrdered: quantity }] });
    const moved = (side: 'locationIdFrom' | 'locationIdTo', orders: boolean) => server.db.selectFrom('transactions').innerJoin('transactionLines', 'transactionLines.transactionId', 'transactions.id')
      .select(sql<number>`coalesce(sum(coalesce(qty_received, qty_picked, qty_ordered)), 0)::int`.as('n')).where(`transactions.${side}`, '=', places.hamar.id)
      .where('transactions.type', orders ? '=' : '<>', 1).where('transactions.status', 'not in', [S.Draft, S.Cancelled, S.Replaced])
      .where('transactionLines.productId', '=', PRODUCT).where('transactions.transactionDate', '>=', addDays(poolToday(), -90)).executeTakeFirstOrThrow();
    const [out, ordered] = [(await moved('locationIdFrom', false)).n, (await moved('locationIdTo', true)).n];
    expect((await send(Math.max(0, 2 * (ordered - Math.floor(out / 2))) + 10)).status).toBe(200);
    const before = await room();
    expect(before).toMatchObject({ withdrawalLimitPercent: 50 });
    expect(before.withdrawalAvailable).toBeGreaterThan(0);
    // Registering 40 pallets out leaves 20 more to order.
    expect((await send(40)).status).toBe(200);
    const available = (await room()).withdrawalAvailable;
    expect(available).toBe(before.withdrawalAvailable + 20);
    const above = await post(bruker, '/api/order', orderOf(available + 1));
    expect(above.status).toBe(400);
    expect(above.body.error).toMatchObject({ code: 'withdrawal-above-limit' });
    expect(above.body.error.description).toContain(`høyst ${available}`);
    expect((await post(bruker, '/api/order', orderOf(available))).status).toBe(200);
    expect((await room()).withdrawalAvailable).toBe(0);
  });

  it('refuses a pre-order of a limited product (E22), but not a draft', async () => {
    const later = await post(bruker, '/api/order', orderOf(0, days[1]));
    expect(later.body.error.code).toBe('withdrawal-pre-order');
    const draft = await post(bruker, '/api/order', orderOf(5, days[1], S.Draft));
    expect(draft.status).toBe(200);
    // Registering the draft is an order: judged then.
    const submitted = await post(bruker, '/api/orderstatus', { id: draft.body.data.id, status: S.Ordered, version: 1 });
    expect(submitted.body.error.code).toBe('withdrawal-pre-order');
  });

  it('leaves the operator free to go beyond the limit', async () => {
    expect((await post(admin, '/api/order', orderOf(500))).status).toBe(200);
  });
});
