// Inventory (section F): periods, control counts saved line by line, the main count's registration,
// claim and approval with its stock settlement, and correction orders; each allowed and refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolToday } from '../../src/domain/dates';
import { contextHeader, startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces, expectLedgerConsistent } from './ledger-fixtures';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, lager: LoggedIn, bruker: LoggedIn, jensen: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
let gjovik: number;
const today = poolToday();

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  gjovik = (await server.db.selectFrom('locations').select('id').where('name', '=', 'Fjellmeieriet Gjøvik').executeTakeFirstOrThrow()).id;
  [admin, kunde, lager, bruker, jensen] = await Promise.all(['admin', 'kunde', 'lager', 'bruker', 'per.jensen'].map((name) => server.login(name)));
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (who: LoggedIn, method: Method, url: string, payload?: object) => server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
/** The same login acting at another of its locations. */
const at = (who: LoggedIn, locationId: number): LoggedIn => {
  const context = { ...who.context, locationId };
  return { ...who, context, headers: { ...who.headers, 'x-context': contextHeader(context) } };
};
const balance = async (locationId: number, productId: number) =>
  (await server.db.selectFrom('stockBalances').select('quantity').where('locationId', '=', locationId).where('productId', '=', productId).executeTakeFirst())?.quantity ?? 0;
const countRows = async () => Number((await server.db.selectFrom('inventoryCountLines').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('inventory periods (F06, F07)', () => {
  it('every user reads the visible periods with active and isPrevious; only the operator\'s staff change them', async () => {
    const periods = (await call(lager, 'GET', '/api/inventoryperiods?sort=controlFrom&order=DESC')).body.data;
    expect(periods.map((period: any) => [period.status, period.active, period.isPrevious])).toEqual([['Active', true, false], ['Finished', false, true]]);
    const hidden = { name: 'Skjult prøveperiode', controlFrom: '2027-01-01', controlTo: '2027-01-31', status: 'New', isVisible: false };
    const refused = await call(kunde, 'POST', '/api/inventoryperiod', hidden);
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    const created = await call(admin, 'POST', '/api/inventoryperiod', hidden);
    expect(created.status).toBe(200);
    expect((await call(lager, 'GET', '/api/inventoryperiods')).body.data.some((period: any) => period.name === hidden.name)).toBe(false);
    expect((await call(admin, 'GET', '/api/inventoryperiods')).body.data.some((period: any) => period.name === hidden.name)).toBe(true);
    const backwards = await call(admin, 'POST', '/api/inventoryperiod', { ...hidden, name: 'Baklengs', controlFrom: '2027-02-01' });
    expect(backwards.status).toBe(400);
  });
});

describe('inventory products', () => {
  it('lists what Lillehammer counts with the booked balance; refused without the level, elsewhere and at a location without balance', async () => {
    const products = (await call(lager, 'GET', '/api/inventoryproducts')).body.data;
    const full = products.find((product: any) => product.productId === 1001);
    expect(full).toMatchObject({ productName: 'Helpall plast 1200x800', booked: await balance(places.lillehammer.id, 1001) });
    expect(products.every((product: any) => product.productTypeId !== 999)).toBe(true);
    expect((await call(bruker, 'GET', '/api/inventoryproducts')).status).toBe(403);
    expect((await call(jensen, 'GET', `/api/inventoryproducts?locationId=${places.lillehammer.id}`)).status).toBe(403);
    expect((await call(admin, 'GET', `/api/inventoryproducts?locationId=${gjovik}`)).body.error.code).toBe('inventory-needs-balance');
    expect((await call(lager, 'GET', '/api/inventoryproducts?locationId=abc')).status).toBe(400);
  });
});

describe('control registration (F01, F08)', () => {
  it('saves each line as it is typed, the same line twice is one line, and hands the count in', async () => {
    const first = await call(lager, 'POST', '/api/inventory', { type: 'ControlReg', lines: [{ productId: 1001, quantity: 40 }] });
    expect(first.status).toBe(200);
    const count = first.body.data;
    expect(count).toMatchObject({ type: 'ControlReg', status: 'Active', locationId: places.lillehammer.id, period: { name: expect.stringMatching(/^Varetelling/) } });
    const booked = await balance(places.lillehammer.id, 1001);
    expect(count.lines).toEqual([expect.objectContaining({ productId: 1001, quantity: 40, booked, difference: 40 - booked, status: 'draft', markers: [], countedOn: today })]);
    // Sent again after a dropped connection, and a second product.
    await call(lager, 'POST', '/api/inventory', { type: 'ControlReg', lines: [{ productId: 1001, quantity: 42 }] });
    const second = await call(lager, 'POST', '/api/inventory', { type: 'ControlReg', lines: [{ productId: 2501, quantity: 7 }] });
    expect(second.body.data.id).toBe(count.id);
    expect(second.body.data.lines.map((line: any) => [line.productId, line.quantity])).toEqual(expect.arrayContaining([[1001, 42], [2501, 7]]));
    // A line removed while typing is canceled; it comes back when typed again.
    expect((await call(lager, 'DELETE', `/api/inventorycount/${count.id}?productId=2501`)).status).toBe(200);
    const [afterDelete] = (await call(lager, 'GET', `/api/inventory?id=${count.id}`)).body.data;
    expect(afterDelete.lines.find((line: any) => line.productId === 2501).status).toBe('canceled');
    // Handing in needs the version read.
    expect((await call(lager, 'POST', '/api/inventory', { type: 'ControlReg', countId: count.id, submit: true, version: 99 })).body.error.code).toBe('count-modified');
    const handedIn = await call(lager, 'POST', '/api/inventory', { type: 'ControlReg', countId: count.id, submit: true, version: second.body.data.version });
    expect(handedIn.status).toBe(200);
    expect(handedIn.body.data.status).toBe('Closed');
    const lines = handedIn.body.data.lines;
    expect(lines.find((line: any) => line.productId === 1001).status).toBe('pending');
    // Products the location holds that the count left out are shown as not counted.
    expect(lines.filter((line: any) => line.quantity === null).every((line: any) => line.markers.includes('notCounted'))).toBe(true);
    // Closed: no more lines to it; a new line starts a new count.
    const late = await call(lager, 'POST', '/api/inventory', { type: 'ControlReg', countId: count.id, lines: [{ productId: 1001, quantity: 1 }] });
    expect(late.body.error.code).toBe('count-closed');
    await expectLedgerConsistent(server.db);
  });

  it('refuses users without the task or level, other locations, non-balance locations and bad input, storing nothing', async () => {
    const before = await countRows();
    const line = { type: 'ControlReg', lines: [{ productId: 1001, quantity: 1 }] };
    expect((await call(bruker, 'POST', '/api/inventory', line)).status).toBe(403);
    expect((await call(bruker, 'GET', '/api/inventory')).status).toBe(403);
    expect((await call(jensen, 'POST', '/api/inventory', { ...line, locationId: places.lillehammer.id })).status).toBe(403);
    expect((await call(jensen, 'GET', `/api/inventory?locationId=${places.lillehammer.id}`)).status).toBe(403);
    // kunde may read Lillehammer, but counts only where it acts.
    expect((await call(kunde, 'POST', '/api/inventory', { ...line, locationId: places.lillehammer.id })).status).toBe(403);
    expect((await call(admin, 'POST', '/api/inventory', { ...line, locationId: gjovik })).body.error.code).toBe('inventory-needs-balance');
    // lager counts, but the main count needs the main-approve level.
    expect((await call(lager, 'POST', '/api/inventory', { ...line, type: 'MainReg' })).status).toBe(403);
    for (const [payload, code] of [
      [{ type: 'ControlReg', lines: [{ productId: 1001, quantity: -1 }] }, 'invalid-input'],
      [{ type: 'ControlReg', lines: [{ productId: 1001, quantity: 1.5 }] }, 'invalid-input'],
      [{ type: 'Counted', lines: [] }, 'invalid-input'],
      [{ type: 'ControlReg', lines: [{ productId: 1001, quantity: 1 }, { productId: 1001, quantity: 2 }] }, 'duplicate-product'],
      [{ type: 'ControlReg', lines: [{ productId: 9999999, quantity: 1 }] }, 'product-not-available'],
      [{ type: 'ControlReg', lines: [{ productId: 1001, quantity: 1, countedOn: '2099-01-01' }] }, 'count-day-outside'],
    ] as const) {
      const refused = await call(lager, 'POST', '/api/inventory', payload);
      expect(refused.status, code).toBe(400);
      expect(refused.body.error.code).toBe(code);
    }
    expect(await countRows()).toBe(before);
  });

  it('keeps each location to its own counts: another\'s count is not found, not read, not removed', async () => {
    const hamars = (await call(kunde, 'POST', '/api/inventory', { type: 'ControlReg', lines: [{ productId: 1001, quantity: 3 }] })).body.data;
    // lager names Hamar's count from Lillehammer: not there; from Hamar: not its place.
    expect((await call(lager, 'POST', '/api/inventory', { type: 'ControlReg', countId: hamars.id, lines: [{ productId: 1001, quantity: 9 }] })).status).toBe(404);
    expect((await call(lager, 'POST', '/api/inventory', { type: 'ControlReg', locationId: places.hamar.id, countId: hamars.id, lines: [{ productId: 1001, quantity: 9 }] })).status).toBe(403);
    expect((await call(lager, 'GET', `/api/inventory?id=${hamars.id}`)).body.data).toEqual([]);
    expect((await call(lager, 'DELETE', `/api/inventorycount/${hamars.id}?productId=1001`)).status).toBe(404);
    expect((await call(jensen, 'DELETE', `/api/inventorycount/${hamars.id}?locationId=${places.hamar.id}&productId=1001`)).status).toBe(403);
    const [unchanged] = (await call(kunde, 'GET', `/api/inventory?id=${hamars.id}`)).body.data;
    expect(unchanged.lines).toEqual([expect.objectContaining({ productId: 1001, quantity: 3, status: 'draft' })]);
    // Discarding the whole count needs the version read; then its lines are canceled and a new count starts.
    expect((await call(kunde, 'DELETE', `/api/inventorycount/${hamars.id}?version=99`)).body.error.code).toBe('count-modified');
    expect((await call(kunde, 'DELETE', `/api/inventorycount/${hamars.id}?version=${unchanged.version}`)).status).toBe(200);
    const [discarded] = (await call(kunde, 'GET', `/api/inventory?id=${hamars.id}`)).body.data;
    expect(discarded).toMatchObject({ status: 'NotInUse', lines: [expect.objectContaining({ status: 'canceled' })] });
    expect((await call(kunde, 'DELETE', `/api/inventorycount/${hamars.id}?productId=1001`)).body.error.code).toBe('count-closed');
    const fresh = (await call(kunde, 'POST', '/api/inventory', { type: 'ControlReg', lines: [{ productId: 1001, quantity: 4 }] })).body.data;
    expect(fresh.id).not.toBe(hamars.id);
  });
});

describe('main count (F02, F05): registration, claim, approval and settlement', () => {
  it('kunde registers Hamar\'s main count and approves it; the settlement brings the booked balance to the count', async () => {
    const hamar = places.hamar.id;
    const [bookedFull, bookedCrate] = [await balance(hamar, 1001), await balance(hamar, 2501)];
    const control = await call(kunde, 'POST', '/api/inventory', { type: 'ControlReg', lines: [{ productId: 1001, quantity: bookedFull }] });
    const registered = await call(kunde, 'POST', '/api/inventory', { type: 'MainReg', lines: [{ productId: 1001, quantity: bookedFull + 25 }, { productId: 2501, quantity: Math.max(bookedCrate - 10, 0) }] });
    expect(registered.status).toBe(200);
    const main = registered.body.data;
    const handedIn = (await call(kunde, 'POST', '/api/inventory', { type: 'MainReg', countId: main.id, submit: true, version: main.version })).body.data;
    expect(handedIn).toMatchObject({ type: 'MainReg', status: 'Closed' });
    // A second main count in the period is refused.
    expect((await call(kunde, 'POST', '/api/inventory', { type: 'MainReg', lines: [{ productId: 1001, quantity: 1 }] })).body.error.code).toBe('main-count-exists');
    // The approval needs the main-approve level: lager, acting at Hamar's sister location, cannot.
    expect((await call(lager, 'POST', '/api/inventory', { type: 'MainApprove', countId: main.id, version: handedIn.version, locationId: hamar })).status).toBe(403);
    const approved = await call(kunde, 'POST', '/api/inventory', { type: 'MainApprove', countId: main.id, version: handedIn.version });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ type: 'MainApprove', status: 'Finished' });
    expect(approved.body.data.lines.filter((line: any) => line.quantity !== null).every((line: any) => line.status === 'confirmed')).toBe(true);
    expect(await balance(hamar, 1001)).toBe(bookedFull + 25);
    expect(await balance(hamar, 2501)).toBe(Math.max(bookedCrate - 10, 0));
    const settlements = await server.db.selectFrom('transactions').select(['type', 'status', 'locationIdFrom', 'locationIdTo']).where('inventoryCountId', '=', main.id).orderBy('id').execute();
    expect(settlements).toEqual([
      { type: 8, status: 5, locationIdFrom: places.depot.id, locationIdTo: hamar },
      ...(bookedCrate > 0 ? [{ type: 8, status: 5, locationIdFrom: hamar, locationIdTo: places.depot.id }] : []),
    ]);
    // The period's handed-in control counts are confirmed with it, the open ones discarded.
    const [controlNow] = (await call(kunde, 'GET', `/api/inventory?id=${control.body.data.id}`)).body.data;
    expect(controlNow.status).toBe('NotInUse');
    // The stock widget: booked and physical agree with the count.
    const stock = (await call(kunde, 'GET', '/api/stock')).body.data.find((row: any) => row.productId === 1001);
    expect(stock).toMatchObject({ qtyLocal: bookedFull + 25, qtyPhysical: bookedFull + 25 });
    // Approved once: not again.
    expect((await call(kunde, 'POST', '/api/inventory', { type: 'MainApprove', countId: main.id, version: approved.body.data.version })).body.error.code).toBe('main-count-step');
    await expectLedgerConsistent(server.db);
  });

  it('the operator registers Lillehammer\'s main count, the location claims it, and the operator decides by approving the claim', async () => {
    const lillehammer = places.lillehammer.id;
    const kundeThere = at(kunde, lillehammer);
    const booked = await balance(lillehammer, 1001);
    const registered = (await call(admin, 'POST', '/api/inventory', { type: 'MainReg', locationId: lillehammer, lines: [{ productId: 1001, quantity: booked - 30 }] })).body.data;
    const handedIn = (await call(admin, 'POST', '/api/inventory', { type: 'MainReg', locationId: lillehammer, countId: registered.id, submit: true, version: registered.version })).body.data;
    // A claim says why.
    expect((await call(kundeThere, 'POST', '/api/inventory', { type: 'MainClaim', countId: handedIn.id, version: handedIn.version, comment: ' ' })).body.error.code).toBe('claim-needs-comment');
    // The operator does not claim its own count; lager lacks the level.
    expect((await call(admin, 'POST', '/api/inventory', { type: 'MainClaim', locationId: lillehammer, countId: handedIn.id, version: handedIn.version, comment: 'x' })).status).toBe(403);
    expect((await call(lager, 'POST', '/api/inventory', { type: 'MainClaim', countId: handedIn.id, version: handedIn.version, comment: 'x' })).status).toBe(403);
    const claimed = await call(kundeThere, 'POST', '/api/inventory', {
      type: 'MainClaim', countId: handedIn.id, version: handedIn.version, comment: '30 paller sto på rampen og ble ikke talt.', lines: [{ productId: 1001, quantity: booked }],
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({ type: 'MainClaim', claimComment: '30 paller sto på rampen og ble ikke talt.' });
    expect(claimed.body.data.lines[0].claimed).toBe(booked);
    // A claimed count waits for the operator: the location cannot approve it.
    expect((await call(kundeThere, 'POST', '/api/inventory', { type: 'MainApprove', countId: handedIn.id, version: claimed.body.data.version })).body.error.code).toBe('main-count-step');
    const decided = await call(admin, 'POST', '/api/inventory', { type: 'MainApprove', locationId: lillehammer, countId: handedIn.id, version: claimed.body.data.version });
    expect(decided.status).toBe(200);
    // The claimed quantity stood: nothing to settle.
    expect(await balance(lillehammer, 1001)).toBe(booked);
    expect(await server.db.selectFrom('transactions').select('id').where('inventoryCountId', '=', handedIn.id).execute()).toEqual([]);
    await expectLedgerConsistent(server.db);
  });
});

describe('correction orders (F03, orderinventoryresponseto)', () => {
  const open = (who: LoggedIn) => call(who, 'GET', '/api/orders?type=14&transactionStatus=4');

  it('the operator proposes, the customer at Gjøvik accepts (posted to Hamar\'s account) or disputes with why', async () => {
    const kundeGjovik = at(kunde, gjovik);
    expect((await call(admin, 'POST', '/api/inventoryorder', { locationId: places.hamar.id, direction: 'found', comment: 'x', lines: [{ productId: 1001, quantity: 1 }] })).body.error.code).toBe('correction-needs-non-balance');
    expect((await call(kunde, 'POST', '/api/inventoryorder', { locationId: gjovik, direction: 'found', comment: 'x', lines: [{ productId: 1001, quantity: 1 }] })).status).toBe(403);
    const proposed = await call(admin, 'POST', '/api/inventoryorder', { locationId: gjovik, direction: 'missing', comment: 'Telling viste 5 færre.', lines: [{ productId: 1001, quantity: 5 }] });
    expect(proposed.status).toBe(200);
    expect(proposed.body.data).toMatchObject({ type: 14, status: 4, locationIdFrom: gjovik });
    const seeded = (await open(kundeGjovik)).body.data.find((order: any) => order.id !== proposed.body.data.id);
    expect(seeded).toBeDefined();
    // The menu count B33 at Gjøvik counts both.
    expect((await call(kundeGjovik, 'GET', '/api/notificationcounts')).body.data.inventory).toBeGreaterThanOrEqual(2);

    // The customer's sides may not move them with orderstatus; bruker lacks the level.
    expect((await call(kundeGjovik, 'POST', '/api/orderstatus', { id: seeded.id, status: 5, version: seeded.version })).status).toBe(403);
    expect((await call(at(bruker, gjovik), 'POST', '/api/orderinventoryresponseto', { id: seeded.id, version: seeded.version, accept: true })).status).toBe(403);
    // Another customer does not see it.
    expect((await call(jensen, 'POST', '/api/orderinventoryresponseto', { id: seeded.id, version: seeded.version, accept: true })).status).toBe(404);

    const hamarBefore = await balance(places.hamar.id, 1001);
    const accepted = await call(kundeGjovik, 'POST', '/api/orderinventoryresponseto', { id: seeded.id, version: seeded.version, accept: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe(5);
    expect(await balance(places.hamar.id, 1001)).toBe(hamarBefore + 12);

    const mine = proposed.body.data;
    expect((await call(kundeGjovik, 'POST', '/api/orderinventoryresponseto', { id: mine.id, version: mine.version, accept: false, lines: [{ productId: 1001, qtyReceived: 0 }] })).body.error.code).toBe('dispute-needs-comment');
    const disputed = await call(kundeGjovik, 'POST', '/api/orderinventoryresponseto', { id: mine.id, version: mine.version, accept: false, comment: 'Vi har talt på nytt, alle er her.', lines: [{ productId: 1001, qtyReceived: 0 }] });
    expect(disputed.body.data.status).toBe(6);
    expect(await balance(places.hamar.id, 1001)).toBe(hamarBefore + 12);
    await expectLedgerConsistent(server.db);
  });
});
