// Shop transactions (E09, H01–H05, N34, C15, C23, C34, R02, R03, O25, LEDGER.md type 10): carriers
// between a shop and the wholesaler (here the dairy Fjellmeieriet) that supplies it, either way,
// registered by either side and answered by the other; receiving posts the movements, and the
// overview sums what went to and from each shop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { balance, demoPlaces, expectLedgerConsistent, rowCount } from './ledger-fixtures';

let server: TestServer;
let admin: LoggedIn, bruker: LoggedIn, shop: LoggedIn, grocer: LoggedIn, shopReception: LoggedIn, noFlag: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
let bragernes: number, voss: number, vestby: number, alnabru: number;
const DAY = '2026-11-25';

const placeId = async (name: string) => (await server.db.selectFrom('locations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
/** The customer admin of a customer, by the customer's name. */
const adminOf = async (customer: string) => (await server.db.selectFrom('customers').innerJoin('users', 'users.id', 'customers.adminUserId')
  .select('users.loginName').where('customers.name', '=', customer).executeTakeFirstOrThrow()).loginName;

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [bragernes, voss, vestby, alnabru] = await Promise.all(['Kjøpmann Hansen Bragernes', 'Fjordbutikken Voss', 'Nordkjeden Sentrallager Vestby', 'Grøntgrossisten Alnabru'].map(placeId));
  // A user of the shop at Bragernes without task Delivery.
  const receptionOnly = await server.db.selectFrom('users').select('loginName').where('locationId', '=', bragernes).where('active', '=', true)
    .where(sql<boolean>`not ('Delivery' = any(tasks_allowed)) and not ('ShopAccounting' = any(tasks_allowed))`).orderBy('id').executeTakeFirstOrThrow();
  // per.jensen: Delivery at Havbris Sjømat, a customer without shop transactions.
  [admin, bruker, shop, grocer, shopReception, noFlag] = await Promise.all(
    ['admin', 'bruker', await adminOf('Kjøpmann Hansen AS'), await adminOf('Grøntgrossisten AS'), receptionOnly.loginName, 'per.jensen'].map((name) => server.login(name)),
  );
  expect(shop.context.locationId).toBe(bragernes);
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
/** Meierikasser delivered from Hamar to the shop at Bragernes. */
const delivery = (extra: object = {}) => ({
  locationIdFrom: places.hamar.id, locationIdTo: bragernes, shopStatus: 1, transactionDate: DAY, senderReference: 'SHOP-1',
  lines: [{ productId: 2501, qtyOrdered: 48 }], ...extra,
});
const save = (who: LoggedIn, body: object) => call(who, 'POST', '/api/shoptransaction', body);

describe('GET shops (H05)', () => {
  it('gives a shop its own shops and every wholesaler, and a wholesaler every shop', async () => {
    const own = await call(shop, 'GET', '/api/shops?role=shop');
    expect(own.status).toBe(200);
    expect(own.body.data.map((row: { name: string }) => row.name)).toEqual(['Kjøpmann Hansen Bragernes', 'Kjøpmann Hansen Kongsberg']);
    expect(own.body.data.every((row: { own: boolean }) => row.own)).toBe(true);
    const suppliers = (await call(shop, 'GET', '/api/shops?role=wholesaler&count=100')).body.data.map((row: { name: string }) => row.name);
    expect(suppliers).toContain('Fjellmeieriet Hamar');
    expect(suppliers).toContain('Grøntgrossisten Alnabru');
    expect(suppliers).not.toContain('Nordkjeden Sentrallager Vestby');
    const shops = await call(bruker, 'GET', '/api/shops?role=shop&q=voss');
    expect(shops.body.data).toEqual([expect.objectContaining({ id: voss, name: 'Fjordbutikken Voss', customerName: 'Fjordbutikken Voss AS', own: false })]);
    expect((await call(bruker, 'GET', '/api/shops?role=wholesaler')).body.data.map((row: { id: number }) => row.id)).toEqual([places.hamar.id]);
  });
});

describe('a delivery to a shop, answered by the shop (E09, H04)', () => {
  let id: number;

  it('is registered by the wholesaler with an order number from shoporderid, sent at once', async () => {
    const number = await call(bruker, 'POST', '/api/shoporderid');
    expect(number.status).toBe(200);
    const created = await save(bruker, delivery({ id: number.body.data.id }));
    expect(created.status).toBe(200);
    id = created.body.data.id;
    expect(id).toBe(number.body.data.id);
    expect(created.body.data).toMatchObject({
      type: 10, status: S.Sent, shopStatus: 1, source: 'Shop', registeredSide: 'sender', toShop: true,
      shopLocationId: bragernes, shopName: 'Kjøpmann Hansen Bragernes', wholesalerLocationId: places.hamar.id, wholesalerName: 'Fjellmeieriet Hamar',
    });
    // The shop sees it among its own.
    const listed = await call(shop, 'GET', `/api/shoptransactions?locationId=${bragernes}&shopStatus=1`);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toContain(id);
    expect(listed.body.data.every((row: { shopStatus: number; type: number }) => row.shopStatus === 1 && row.type === 10)).toBe(true);
  });

  it('cannot be received by the side that registered it', async () => {
    const own = await save(bruker, { ...delivery({ id, version: 1 }), shopStatus: 2 });
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe('not-your-step');
  });

  it('received by the shop posts what was sent: Hamar minus, the shop plus; another count is not the shop\'s to post', async () => {
    const hamarBefore = await balance(server.db, places.hamar.id, 2501);
    const shopBefore = await balance(server.db, bragernes, 2501);
    const other = await save(shop, { ...delivery({ id, version: 1 }), shopStatus: 2, lines: [{ productId: 2501, qtyOrdered: 48, qtyReceived: 46 }], comment: 'To kasser mangler.' });
    expect(other.status).toBe(400);
    expect(other.body.error.code).toBe('confirm-count-differs');
    expect(await balance(server.db, bragernes, 2501)).toBe(shopBefore);
    const received = await save(shop, { ...delivery({ id, version: 1 }), shopStatus: 2, lines: [{ productId: 2501, qtyOrdered: 48 }], comment: 'Mottatt.' });
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({ status: S.Confirmed, shopStatus: 2, readOnly: true, commentCount: 1, lines: [expect.objectContaining({ qtyReceived: 48 })] });
    expect(await balance(server.db, places.hamar.id, 2501)).toBe(hamarBefore - 48);
    expect(await balance(server.db, bragernes, 2501)).toBe(shopBefore + 48);
    await expectLedgerConsistent(server.db);
  });
});

describe('empties back from the shop, registered by either side', () => {
  it('the shop preregisters, changes and sends them; the wholesaler receives them', async () => {
    const created = await save(shop, { locationIdFrom: bragernes, locationIdTo: places.hamar.id, shopStatus: 0, transactionDate: DAY, lines: [{ productId: 2501, qtyOrdered: 20 }] });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: S.Ordered, shopStatus: 0, toShop: false, registeredSide: 'sender', shopLocationId: bragernes });
    const { id } = created.body.data;
    const changed = await save(shop, { locationIdFrom: bragernes, locationIdTo: places.hamar.id, shopStatus: 0, transactionDate: DAY, id, version: 1, lines: [{ productId: 2501, qtyOrdered: 24 }] });
    expect(changed.body.data).toMatchObject({ version: 2, qtyTotal: 24 });
    // O25: a write from the version before is refused, and nothing changes.
    const stale = await save(shop, { locationIdFrom: bragernes, locationIdTo: places.hamar.id, shopStatus: 1, transactionDate: DAY, id, version: 1, lines: [{ productId: 2501, qtyOrdered: 24 }] });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('order-modified');
    const sent = await save(shop, { locationIdFrom: bragernes, locationIdTo: places.hamar.id, shopStatus: 1, transactionDate: DAY, id, version: 2, lines: [{ productId: 2501, qtyOrdered: 24 }] });
    expect(sent.body.data).toMatchObject({ version: 3, shopStatus: 1 });
    const received = await save(bruker, { locationIdFrom: bragernes, locationIdTo: places.hamar.id, shopStatus: 2, transactionDate: DAY, id, version: 3, lines: [{ productId: 2501, qtyOrdered: 24 }] });
    expect(received.status).toBe(200);
    const movements = await server.db.selectFrom('stockMovements').select(['accountLocationId', 'quantity']).where('transactionId', '=', id).orderBy('quantity').execute();
    expect(movements).toEqual([{ accountLocationId: bragernes, quantity: -24 }, { accountLocationId: places.hamar.id, quantity: 24 }]);
    await expectLedgerConsistent(server.db);
  });

  it('the wholesaler registers what it collected; the shop, their sender, confirms', async () => {
    const created = await save(bruker, { locationIdFrom: bragernes, locationIdTo: places.hamar.id, shopStatus: 1, transactionDate: DAY, lines: [{ productId: 2501, qtyOrdered: 10 }] });
    expect(created.body.data).toMatchObject({ registeredSide: 'receiver', toShop: false, shopStatus: 1 });
    const { id, version } = created.body.data;
    expect((await save(bruker, { ...delivery(), locationIdFrom: bragernes, locationIdTo: places.hamar.id, id, version, shopStatus: 2, lines: [{ productId: 2501, qtyOrdered: 10 }] })).status).toBe(403);
    const confirmed = await save(shop, { locationIdFrom: bragernes, locationIdTo: places.hamar.id, transactionDate: DAY, senderReference: null, id, version, shopStatus: 2, lines: [{ productId: 2501, qtyOrdered: 10 }] });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.shopStatus).toBe(2);
    await expectLedgerConsistent(server.db);
  });

  it('deletes a preregistered one by its registering side only', async () => {
    const created = await save(bruker, delivery({ shopStatus: 0 }));
    const { id, version } = created.body.data;
    expect((await call(shop, 'DELETE', `/api/shoptransaction/${id}?version=${version}`)).status).toBe(403);
    expect((await call(bruker, 'DELETE', `/api/shoptransaction/${id}?version=${version + 1}`)).status).toBe(409);
    expect((await call(bruker, 'DELETE', `/api/shoptransaction/${id}?version=${version}`)).status).toBe(200);
    expect((await call(bruker, 'GET', `/api/shoptransactions?id=${id}`)).body.data).toEqual([]);
  });
});

describe('who may register and read shop transactions (C15, C23, C34, R03)', () => {
  it('refuses a user without Delivery or ShopAccounting, and a customer without the flag, writing nothing', async () => {
    const before = await rowCount(server.db, 'transactions');
    for (const who of [shopReception, noFlag]) {
      expect((await call(who, 'GET', '/api/shoptransactions')).status).toBe(403);
      expect((await call(who, 'GET', '/api/shops')).status).toBe(403);
      expect((await call(who, 'POST', '/api/shoporderid')).status).toBe(403);
      expect((await save(who, delivery({ locationIdFrom: who.context.locationId }))).status).toBe(403);
    }
    expect(await rowCount(server.db, 'transactions')).toBe(before);
  });

  it('lets ShopAccounting alone read the lists and the overview, but not register (C34)', async () => {
    const person = await server.db.updateTable('users').set({ tasksAllowed: ['ShopAccounting'] }).where('id', '=', shopReception.context.userId).returning('loginName').executeTakeFirstOrThrow();
    const accountant = await server.login(person.loginName);
    expect((await call(accountant, 'GET', '/api/shoptransactions')).status).toBe(200);
    expect((await call(accountant, 'GET', `/api/shopoverview?dateLower=${DAY}&dateUpper=${DAY}`)).status).toBe(200);
    expect((await save(accountant, delivery({ locationIdFrom: bragernes, locationIdTo: places.hamar.id }))).status).toBe(403);
  });

  it('refuses a side outside the caller\'s context, and a pair that is not a shop and a wholesaler with the flag', async () => {
    const before = await rowCount(server.db, 'transactions');
    const wrongSide = await save(bruker, delivery({ locationIdFrom: places.lillehammer.id }));
    expect(wrongSide.status).toBe(403);
    expect(wrongSide.body.error.code).toBe('wrong-side');
    // Nordkjeden keeps no shop accounts; Grøntgrossisten is a wholesaler like the dairy.
    for (const to of [vestby, alnabru]) {
      const refused = await save(bruker, delivery({ locationIdTo: to }));
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('not-a-shop-pair');
      expect(refused.body.error.fields).toHaveProperty('locationIdTo');
    }
    expect((await save(shop, delivery({ locationIdFrom: bragernes, locationIdTo: voss }))).body.error.code).toBe('not-a-shop-pair');
    // A list filtered by a location neither in reach nor a shop party.
    expect((await call(bruker, 'GET', `/api/shoptransactions?locationId=${places.receiver.locationId}`)).status).toBe(403);
    expect(await rowCount(server.db, 'transactions')).toBe(before);
  });

  it('hides another customer\'s transaction: 404 to change or delete it, none in its lists', async () => {
    const created = await save(bruker, delivery({ shopStatus: 0, senderReference: 'SHOP-HID' }));
    const { id, version } = created.body.data;
    expect((await call(grocer, 'GET', `/api/shoptransactions?id=${id}`)).body.data).toEqual([]);
    expect((await call(grocer, 'GET', `/api/shoptransactions?q=SHOP-HID`)).body.data).toEqual([]);
    expect((await call(grocer, 'DELETE', `/api/shoptransaction/${id}?version=${version}`)).status).toBe(404);
    expect((await save(grocer, delivery({ id, version, locationIdFrom: alnabru }))).status).toBe(404);
    expect((await call(bruker, 'GET', `/api/shoptransactions?id=${id}`)).body.data[0]).toMatchObject({ id, version: 1, senderReference: 'SHOP-HID' });
  });

  it('lets the operator\'s staff register between any shop and wholesaler', async () => {
    const created = await save(admin, delivery({ locationIdFrom: alnabru, lines: [{ productId: 2003, qtyOrdered: 12 }] }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ shopStatus: 1, registeredSide: 'sender', wholesalerLocationId: alnabru });
  });
});

describe('bad input (400, nothing written)', () => {
  it('answers each with a clear 400', async () => {
    const before = await rowCount(server.db, 'transactions');
    for (const bad of [
      delivery({ shopStatus: -1 }),
      delivery({ shopStatus: 2 }),
      delivery({ shopStatus: 3 }),
      delivery({ lines: [] }),
      delivery({ lines: [{ productId: 2501, qtyOrdered: 1.5 }] }),
      delivery({ lines: [{ productId: 9999999, qtyOrdered: 1 }] }),
      delivery({ locationIdTo: places.hamar.id }),
      delivery({ locationIdTo: 99999999 }),
      delivery({ transactionDate: '2026-13-01' }),
      delivery({ lines: [{ productId: 2501, qtyOrdered: 0 }] }),
    ]) {
      const response = await save(bruker, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.error.description).toBeTruthy();
    }
    expect((await call(bruker, 'GET', '/api/shoptransactions?dateLower=2026-12-01&dateUpper=2026-11-01')).status).toBe(400);
    expect((await call(bruker, 'GET', '/api/shopoverview?dateLower=2025-01-01&dateUpper=2026-12-31')).status).toBe(400);
    expect(await rowCount(server.db, 'transactions')).toBe(before);
  });
});

describe('the overview (H01)', () => {
  it('sums per shop, product and status what went to and from the shop in the period', async () => {
    const overview = await call(shop, 'GET', `/api/shopoverview?dateLower=${DAY}&dateUpper=${DAY}`);
    expect(overview.status).toBe(200);
    const received = overview.body.data.find((row: { shopLocationId: number; productId: number; shopStatus: number }) => row.shopLocationId === bragernes && row.productId === 2501 && row.shopStatus === 2);
    // 48 received from Hamar; 24 and 10 back to Hamar.
    expect(received).toMatchObject({ shopName: 'Kjøpmann Hansen Bragernes', productName: 'Meierikasse 250 høy', transactions: 3, toShop: 48, fromShop: 34 });
    expect(overview.body.data.every((row: { shopLocationId: number }) => row.shopLocationId === bragernes)).toBe(true);
    // bruker, the dairy, sees its shops; nothing of another wholesaler's.
    const dairy = await call(bruker, 'GET', `/api/shopoverview?dateLower=${DAY}&dateUpper=${DAY}&locationId=${bragernes}`);
    expect(dairy.body.data.some((row: { productId: number }) => row.productId === 2003)).toBe(false);
  });
});
