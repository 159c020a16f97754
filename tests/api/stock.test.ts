// Stock (D02–D07, N30) and the menu's counts (B27–B34): read in the caller's scope, agreeing with
// what the ledger's writes did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolToday } from '../../src/domain/dates';
import { countWindow } from '../../src/domain/ledger/counts';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { monthStart } from '../../src/domain/stock/indicator';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces, expectLedgerConsistent } from './ledger-fixtures';

let server: TestServer;
let lager: LoggedIn, kunde: LoggedIn, bruker: LoggedIn, receiver: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
const today = poolToday();

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [lager, kunde, bruker, receiver] = await Promise.all(['lager', 'kunde', 'bruker', places.receiver.loginName].map((name) => server.login(name)));
});
afterAll(() => server.close());

const get = (who: LoggedIn, url: string) => server.call({ method: 'GET', url, headers: who.headers });
const post = (who: LoggedIn, url: string, payload: object) => server.call({ method: 'POST', url, headers: who.headers, payload });
const row = async (who: LoggedIn, productId: number, locationId?: number) =>
  ((await get(who, `/api/stock${locationId ? `?locationId=${locationId}` : ''}`)).body.data as any[]).find((stock) => stock.productId === productId)
  ?? { qtyLocal: 0, qtyIncoming: 0, qtyOutgoing: 0 };

/** A delivery from the receiver's location to Lillehammer, sent on a day. */
async function sendToLillehammer(quantity: number, transactionDate = today) {
  const sent = await post(receiver, '/api/order', {
    type: 3, status: S.Sent, locationIdFrom: places.receiver.locationId, locationIdTo: places.lillehammer.id, transactionDate,
    lines: [{ productId: 1001, qtyOrdered: quantity }],
  });
  expect(sent.status).toBe(200);
  return sent.body.data as { id: number; version: number };
}

describe('GET stock (D04, D07)', () => {
  it('shows what is in transit, then the booked balance once received', async () => {
    const before = await row(lager, 1001);
    const delivery = await sendToLillehammer(25);
    const inTransit = await row(lager, 1001);
    expect(inTransit).toMatchObject({ qtyIncoming: before.qtyIncoming + 25, qtyLocal: before.qtyLocal });
    const sender = await row(receiver, 1001);
    expect(sender.qtyOutgoing).toBeGreaterThanOrEqual(25);
    expect((await post(lager, '/api/orderstatus', { id: delivery.id, status: S.Confirmed, version: 1 })).status).toBe(200);
    const after = await row(lager, 1001);
    expect(after).toMatchObject({ qtyIncoming: before.qtyIncoming, qtyLocal: before.qtyLocal + 25, qtyPhysical: before.qtyLocal + 25 });
    expect(after).toMatchObject({ productName: 'Helpall plast 1200x800', productTypeId: 100, productIsWood: false });
    await expectLedgerConsistent(server.db);
  });

  it('leaves Expired product types out (D05)', async () => {
    const rows = (await get(lager, '/api/stock')).body.data as any[];
    expect(rows.every((stock) => stock.productTypeId !== 999)).toBe(true);
  });

  it('is read in the caller\'s scope only', async () => {
    expect((await get(lager, `/api/stock?locationId=${places.receiver.locationId}`)).status).toBe(403);
    expect((await get(bruker, `/api/stock?locationId=${places.lillehammer.id}`)).status).toBe(403);
    expect((await get(kunde, `/api/stock?locationId=${places.lillehammer.id}`)).status).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/stock' })).status).toBe(401);
    expect((await get(kunde, '/api/stock?locationId=abc')).status).toBe(400);
  });
});

describe('in transit at a location without a balance of its own (D02, D07)', () => {
  it('is what is on its way to and from the location itself; its balance location counts it too', async () => {
    const kept = await server.db.selectFrom('locations').select('id').where('isBalance', '=', false).where('locationIdInventEx', '=', places.lillehammer.id).orderBy('id').executeTakeFirstOrThrow();
    const [keptBefore, balanceBefore] = [await row(kunde, 1001, kept.id), await row(kunde, 1001, places.lillehammer.id)];
    const toKept = await post(receiver, '/api/order', {
      type: 3, status: S.Sent, locationIdFrom: places.receiver.locationId, locationIdTo: kept.id, transactionDate: today, lines: [{ productId: 1001, qtyOrdered: 7 }],
    });
    expect(toKept.status).toBe(200);
    await sendToLillehammer(11);
    const [keptAfter, balanceAfter] = [await row(kunde, 1001, kept.id), await row(kunde, 1001, places.lillehammer.id)];
    expect(keptAfter.qtyIncoming).toBe(keptBefore.qtyIncoming + 7);
    expect(balanceAfter.qtyIncoming).toBe(balanceBefore.qtyIncoming + 7 + 11);
    // The location's own in transit, as its transactions say.
    const ownTransit = await server.db.selectFrom('transactions').innerJoin('transactionLines', 'transactionLines.transactionId', 'transactions.id')
      .select((eb) => eb.fn.sum<number>(eb.fn.coalesce('transactionLines.qtyPicked', 'transactionLines.qtyOrdered')).as('quantity'))
      .where('transactions.locationIdTo', '=', kept.id).where('transactions.status', 'in', [S.Sent, S.WaitForSort, S.NotAgreed]).where('transactionLines.productId', '=', 1001)
      .executeTakeFirstOrThrow();
    expect(keptAfter.qtyIncoming).toBe(Number(ownTransit.quantity));
  });
});

describe('the 12-month indicator and month-end balances (D06)', () => {
  it('compares the balance now with the balance twelve months ago, from the monthly nets', async () => {
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;
    const old = await sendToLillehammer(40, monthStart(yearAgo, 1));
    await post(lager, '/api/orderstatus', { id: old.id, status: S.Confirmed, version: 1 });
    const balances = (await get(lager, '/api/balances?productId=1001')).body.data;
    expect(balances).toHaveLength(1);
    const months = balances[0].months as Array<{ month: string; quantity: number }>;
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toEqual({ month: monthStart(today), quantity: (await row(lager, 1001)).qtyLocal });
    // The indicator is now over the end of the month a year back, i.e. less the last 12 months' nets.
    const nets = await server.db.selectFrom('stockMonths').select(['month', 'net']).where('locationId', '=', places.lillehammer.id).where('productId', '=', 1001).execute();
    const now = (await row(lager, 1001)).qtyLocal;
    const lastYear = nets.filter((net) => net.month >= monthStart(today, 11)).reduce((sum, net) => sum + net.net, 0);
    const indicator = (await row(lager, 1001)).inventoryIndicator;
    if (now - lastYear > 0) expect(indicator).toBeCloseTo(now / (now - lastYear), 10);
    else expect(indicator).toBeNull();
    await expectLedgerConsistent(server.db);
  });

  it('of a location without a balance of its own are its balance location\'s (LEDGER.md "Stock")', async () => {
    const kept = await server.db.selectFrom('locations').select('id').where('isBalance', '=', false).where('locationIdInventEx', '=', places.lillehammer.id).orderBy('id').executeTakeFirstOrThrow();
    const quantities = ({ qtyLocal, qtyPhysical, inventoryIndicator }: any) => ({ qtyLocal, qtyPhysical, inventoryIndicator });
    const atBalance = await row(kunde, 1001, places.lillehammer.id);
    expect(atBalance.qtyLocal).toBeGreaterThan(0);
    expect(quantities(await row(kunde, 1001, kept.id))).toEqual(quantities(atBalance));
    const months = async (locationId: number) => (await get(kunde, `/api/balances?locationId=${locationId}&productId=1001`)).body.data;
    expect(await months(kept.id)).toEqual(await months(places.lillehammer.id));
    expect((await get(bruker, `/api/balances?locationId=${kept.id}`)).status).toBe(403);
    expect((await get(kunde, '/api/balances?productId=abc')).status).toBe(400);
    expect((await server.call({ method: 'GET', url: '/api/balances' })).status).toBe(401);
  });

  it('of the caller\'s own location come from its context as from the location read anew, and follow a change to it at once', async () => {
    const kept = await server.db.selectFrom('locations').select(['id', 'customerId']).where('isBalance', '=', false).where('locationIdInventEx', '=', places.lillehammer.id).orderBy('id').executeTakeFirstOrThrow();
    const other = await server.db.selectFrom('locations').select('id').where('isBalance', '=', true).where('customerId', '=', kept.customerId)
      .where('id', '<>', places.lillehammer.id).orderBy('id').executeTakeFirstOrThrow();
    // kunde working at the location without a balance of its own: its context's location.
    const atKept = { ...kunde, headers: { ...kunde.headers, 'x-context': `locationId=${kept.id};userId=${kunde.context.userId};loginUserId=${kunde.context.userId}` } };
    const read = async (who: LoggedIn, url: string) => { const answer = await get(who, url); expect(answer.status, url).toBe(200); return answer.body.data; };
    const stockAndBalances = async (who: LoggedIn, query = '') => ({ stock: await read(who, `/api/stock${query}`), balances: await read(who, `/api/balances${query}`) });
    // The quantities are the balance location's; which products are agreed is the location's own.
    const quantities = ({ stock, balances }: { stock: any[]; balances: unknown }) => ({
      stock: stock.map(({ productId, qtyLocal, qtyPhysical, inventoryIndicator }) => ({ productId, qtyLocal, qtyPhysical, inventoryIndicator })).filter((one) => one.qtyLocal !== 0), balances,
    });
    const ofBalance = await stockAndBalances(kunde, `?locationId=${places.lillehammer.id}`);
    expect(ofBalance.stock.length).toBeGreaterThan(0);
    const fromContext = await stockAndBalances(atKept);
    expect(fromContext).toEqual(await stockAndBalances(kunde, `?locationId=${kept.id}`));
    expect(quantities(fromContext)).toEqual(quantities(ofBalance));

    // Counted under another balance location from now on: the context's next read is of that one.
    const admin = await server.login('admin');
    const location = (await get(admin, `/api/location/${kept.id}`)).body.data;
    expect((await server.call({ method: 'PUT', url: `/api/location/${kept.id}`, headers: admin.headers, payload: { ...location, locationIdInventEx: other.id } })).status).toBe(200);
    const ofOther = await stockAndBalances(kunde, `?locationId=${other.id}`);
    expect(quantities(ofOther)).not.toEqual(quantities(ofBalance));
    const changed = await stockAndBalances(atKept);
    expect(changed).toEqual(await stockAndBalances(kunde, `?locationId=${kept.id}`));
    expect(quantities(changed)).toEqual(quantities(ofOther));
    await server.db.updateTable('locations').set({ locationIdInventEx: places.lillehammer.id }).where('id', '=', kept.id).execute();
  });
});

describe('GET notificationcounts (B27–B34)', () => {
  it('counts what waits at the context location, in the window of B34', async () => {
    const before = (await get(lager, '/api/notificationcounts')).body.data;
    expect(Object.keys(before).sort()).toEqual(['delivery', 'expedition', 'external', 'inventory', 'missingRegistrations', 'orders', 'reception', 'shop', 'tickets']);
    const delivery = await sendToLillehammer(3);
    // Outside the window: not counted.
    await sendToLillehammer(3, monthStart(today, 3));
    expect(monthStart(today, 3) < countWindow(today).dateLower).toBe(true);
    const waiting = (await get(lager, '/api/notificationcounts')).body.data;
    expect(waiting.reception).toBe(before.reception + 1);
    await post(lager, '/api/orderstatus', { id: delivery.id, status: S.Confirmed, version: 1 });
    expect((await get(lager, '/api/notificationcounts')).body.data.reception).toBe(before.reception);
    // The sender's own deliveries to send (drafts) count under delivery (B28).
    const draft = await post(lager, '/api/order', { type: 3, status: S.Draft, locationIdFrom: places.lillehammer.id, locationIdTo: places.receiver.locationId, transactionDate: today, lines: [{ productId: 1001, qtyOrdered: 1 }] });
    expect(draft.status).toBe(200);
    expect((await get(lager, '/api/notificationcounts')).body.data.delivery).toBe(before.delivery + 1);
    expect((await server.call({ method: 'GET', url: '/api/notificationcounts' })).status).toBe(401);
  });
});
