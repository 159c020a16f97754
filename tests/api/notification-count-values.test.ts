// The values of the menu's counts, not only their presence (B30, B31, B34): B30 is counted on the two
// lists it covers (issue 27), the orders of empties (type 1) on either side of the context location
// and the pickups (type 2) from it, not yet sent, dated in the window; the ticket count is the
// unresolved tickets of the location (an agent's: every one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, poolToday } from '../../src/domain/dates';
import { countWindow } from '../../src/domain/ledger/counts';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';

let server: TestServer;
let admin: LoggedIn, bruker: LoggedIn, agent: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
const TODAY = poolToday();

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [admin, bruker, agent] = await Promise.all(['admin', 'bruker', 'agent'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const counts = async (who: LoggedIn) => (await call(who, 'GET', '/api/notificationcounts')).body.data;

/** B30 counted straight from the table: orders (1) at the location and pickups (2) from it, registered to picked, in the B34 window. */
async function expeditionInDatabase(locationId: number): Promise<number> {
  const { dateLower, dateUpper } = countWindow(TODAY);
  const row = await server.db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([
      eb.and([eb('type', '=', 1), eb.or([eb('locationIdFrom', '=', locationId), eb('locationIdTo', '=', locationId)])]),
      eb.and([eb('type', '=', 2), eb('locationIdFrom', '=', locationId)]),
    ]))
    .where('status', 'in', [S.Ordered, S.ConfirmedByProvider, S.Picked])
    .where('transactionDate', '>=', dateLower).where('transactionDate', '<=', dateUpper).executeTakeFirstOrThrow();
  return Number(row.n);
}
const b30 = (counts: Record<string, number>) => counts.orders + counts.expedition;

describe('B30: the orders and pickups count', () => {
  it('is the orders and pickups of the location not yet sent, in the window', async () => {
    const before = await counts(bruker);
    expect(b30(before)).toBe(await expeditionInDatabase(places.hamar.id));
    // An order dated tomorrow is inside the window (B34: up to a day after today); one in a week is not.
    const order = { type: 1, status: S.Ordered, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, lines: [{ productId: 1001, qtyOrdered: 20 }] };
    const inside = await call(bruker, 'POST', '/api/order', { ...order, transactionDate: addDays(TODAY, 1) });
    await call(bruker, 'POST', '/api/order', { ...order, transactionDate: addDays(TODAY, 7) });
    // A draft is not yet an order for the operator to handle.
    await call(bruker, 'POST', '/api/order', { ...order, status: S.Draft, transactionDate: TODAY });
    expect((await counts(bruker)).orders).toBe(before.orders + 1);

    // Confirmed and picked by the operator it still counts; once sent it no longer does.
    const id = inside.body.data.id;
    await call(admin, 'POST', '/api/orderstatus', { id, status: S.ConfirmedByProvider, version: 1 });
    await call(admin, 'POST', '/api/orderstatus', { id, status: S.Picked, version: 2 });
    expect((await counts(bruker)).orders).toBe(before.orders + 1);
    await call(admin, 'POST', '/api/orderstatus', { id, status: S.Sent, version: 3 });
    expect((await counts(bruker)).orders).toBe(before.orders);
    expect(b30(await counts(bruker))).toBe(await expeditionInDatabase(places.hamar.id));
  });
});

describe('B31: the open tickets count', () => {
  const unresolvedAt = async (who: LoggedIn, locationId?: number) => {
    const query = ['status=0', 'status=1', 'status=2', ...(locationId ? [`locationId=${locationId}`] : []), 'count=1'].join('&');
    return (await call(who, 'GET', `/api/supporttickets?${query}`)).body.total;
  };

  it('is the unresolved tickets of the location for a customer, and every unresolved one for an agent', async () => {
    const before = await counts(bruker);
    expect(before.tickets).toBe(await unresolvedAt(bruker, places.hamar.id));
    expect((await counts(agent)).tickets).toBe(await unresolvedAt(agent));

    const created = await call(bruker, 'POST', '/api/supportticket', { title: 'Telling av tomme paller', mainCategoryId: 'ORDRE', categoryId: 1, description: '<p>Vi teller 6 for lite.</p>' });
    expect(created.status).toBe(200);
    expect((await counts(bruker)).tickets).toBe(before.tickets + 1);

    // Closed, it is resolved and leaves the count.
    const ticket = (await call(agent, 'GET', `/api/supportticket/${created.body.data.id}`)).body.data;
    const closed = await call(agent, 'PUT', `/api/supportticket/${ticket.id}`, { ...ticket, status: 3 });
    expect(closed.status).toBe(200);
    expect((await counts(bruker)).tickets).toBe(before.tickets);
  });
});
