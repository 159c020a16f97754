// External orders (E08, N32, C22, R02, R03, O25, O26, J16, LEDGER.md type 9): a customer location sends
// carriers to one of its customer's external locations; Prereg, Sent, Confirmed; confirming posts the
// movements (the sender's account minus, the external location's account plus) and carriers are conserved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { purgeDrafts, RESERVATION_DAYS } from '../../src/server/ledger/nightly';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { balance, demoPlaces, expectLedgerConsistent, rowCount } from './ledger-fixtures';

let server: TestServer;
let admin: LoggedIn, bruker: LoggedIn, lager: LoggedIn, noDelivery: LoggedIn, other: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
let coop: number, meny: number, bama: number;
const DAY = '2026-11-24';

const externalId = async (name: string) =>
  (await server.db.selectFrom('externalLocations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  // A user of Fjellmeieriet at Hamar without task Delivery.
  const withoutDelivery = await server.db.selectFrom('users').select('loginName').where('locationId', '=', places.hamar.id).where('active', '=', true)
    .where('adminLevel', '<', 1).where(sql<boolean>`not ('Delivery' = any(tasks_allowed))`).orderBy('id').executeTakeFirstOrThrow();
  // per.jensen: Delivery at Havbris Sjømat Ålesund, another customer than Fjellmeieriet.
  [admin, bruker, lager, noDelivery, other] = await Promise.all(['admin', 'bruker', 'lager', withoutDelivery.loginName, 'per.jensen'].map((name) => server.login(name)));
  [coop, meny, bama] = await Promise.all(['Coop Nordland Distribusjonslager', 'Meny Lillehammer Sentrum', 'Bama Storhusholdning Oslo'].map(externalId));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const order = (extra: object = {}) => ({
  locationIdFrom: places.hamar.id, externalLocationId: coop, externalStatus: 'Prereg', transactionDate: DAY,
  senderReference: 'EXT-1', lines: [{ productId: 1001, qtyOrdered: 30 }], ...extra,
});
const save = (who: LoggedIn, body: object) => call(who, 'POST', '/api/externaltransaction', body);

describe('an external order from preregistration to confirmation (E08)', () => {
  let id: number;

  it('gets an order number first, and is registered with it as preregistered', async () => {
    const number = await call(bruker, 'POST', '/api/externalorderid');
    expect(number.status).toBe(200);
    id = number.body.data.id;
    const created = await save(bruker, order({ id }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      id, type: 9, status: S.Ordered, externalStatus: 'Prereg', source: 'External', version: 1, readOnly: false,
      locationIdFrom: places.hamar.id, externalLocationId: coop, externalLocationName: 'Coop Nordland Distribusjonslager',
      externalLocationGln: '7080003000019', locationNameTo: 'Coop Nordland Distribusjonslager', senderReference: 'EXT-1', qtyTotal: 30,
    });
    // The external location has its place in the ledger now: the order's receiver.
    const place = await server.db.selectFrom('externalLocations').select('accountLocationId').where('id', '=', coop).executeTakeFirstOrThrow();
    expect(created.body.data.locationIdTo).toBe(place.accountLocationId);
    const listed = await call(bruker, 'GET', `/api/externalorders?locationIdFrom=${places.hamar.id}&externalStatus=Prereg&q=${id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await call(bruker, 'GET', `/api/externalorder/${id}`)).body.data.externalStatus).toBe('Prereg');
  });

  it('takes an order number once, and only from the user it was given to', async () => {
    const before = await rowCount(server.db, 'transactions');
    const number = (await call(lager, 'POST', '/api/externalorderid')).body.data.id;
    // bruker did not get that number.
    expect((await save(bruker, order({ id: number }))).status).toBe(404);
    expect(await rowCount(server.db, 'transactions')).toBe(before);
    // A stored order needs its version to be changed.
    const again = await save(bruker, order({ id }));
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('version-required');
  });

  it('lets the night forget an order number reserved over a week ago and never used, and keeps a recent one', async () => {
    const [stale, recent] = await Promise.all([1, 2].map(async () => (await call(bruker, 'POST', '/api/externalorderid')).body.data.id as number));
    await server.db.updateTable('orderNumberReservations').set({ createdAt: sql`now() - make_interval(days => ${RESERVATION_DAYS + 1})` }).where('id', '=', stale).execute();
    await purgeDrafts.run(server.db, new Date());
    const left = await server.db.selectFrom('orderNumberReservations').select('id').where('id', 'in', [stale, recent]).execute();
    expect(left.map((row) => row.id)).toEqual([recent]);
    // The forgotten number is no order's; the kept one still registers.
    expect((await save(bruker, order({ id: stale }))).status).toBe(404);
    const saved = await save(bruker, order({ id: recent }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.id).toBe(recent);
  });

  it('is changed while preregistered, then sent; a stale version is refused and writes nothing (O25)', async () => {
    const changed = await save(bruker, order({ id, version: 1, externalLocationId: meny, receiverReference: 'FS-22', lines: [{ productId: 1001, qtyOrdered: 24 }, { productId: 2501, qtyOrdered: 12 }] }));
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ version: 2, externalLocationName: 'Meny Lillehammer Sentrum', receiverReference: 'FS-22', qtyTotal: 36 });
    const stale = await save(bruker, order({ id, version: 1, externalStatus: 'Sent' }));
    expect(stale.status).toBe(409);
    expect(stale.body.error.description).toBe('Ordren er endret av en annen bruker. Last den inn på nytt.');
    expect((await call(bruker, 'GET', `/api/externalorder/${id}`)).body.data).toMatchObject({ version: 2, status: S.Ordered });
    const sent = await save(bruker, { ...order({ id, version: 2, externalLocationId: meny, receiverReference: 'FS-22' }), externalStatus: 'Sent', lines: changed.body.data.lines.map(({ productId, qtyOrdered }: { productId: number; qtyOrdered: number }) => ({ productId, qtyOrdered })) });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ version: 3, status: S.Sent, externalStatus: 'Sent' });
  });

  it('is fixed once sent: a changed content, a preregistration or a delete is refused', async () => {
    const stored = (await call(bruker, 'GET', `/api/externalorder/${id}`)).body.data;
    const body = { ...order({ id, version: stored.version, externalLocationId: meny, receiverReference: 'FS-22' }), lines: stored.lines.map(({ productId, qtyOrdered }: { productId: number; qtyOrdered: number }) => ({ productId, qtyOrdered })) };
    expect((await save(bruker, { ...body, externalStatus: 'Sent', senderReference: 'EXT-9' })).body.error.code).toBe('order-read-only');
    expect((await save(bruker, { ...body, externalStatus: 'Prereg' })).status).toBe(400);
    const removed = await call(bruker, 'DELETE', `/api/externalorder/${id}?version=${stored.version}`);
    expect(removed.status).toBe(409);
    expect(removed.body.error.code).toBe('only-prereg-deleted');
  });

  it('confirmed by its sender posts the movements in one go: Hamar minus, the external location\'s account plus', async () => {
    const stored = (await call(bruker, 'GET', `/api/externalorder/${id}`)).body.data;
    const hamarBefore = await balance(server.db, places.hamar.id, 1001);
    const placeBefore = await balance(server.db, stored.locationIdTo, 1001);
    const counted = (qty: number) => stored.lines.map(({ productId, qtyOrdered }: { productId: number; qtyOrdered: number }) => ({ productId, qtyOrdered, ...(productId === 1001 ? { qtyReceived: qty } : {}) }));
    const body = { ...order({ id, version: stored.version, externalLocationId: meny, receiverReference: 'FS-22' }), lines: counted(24), externalStatus: 'Confirmed', comment: 'Kvittert av Meny.' };
    // Confirming posts what was sent: another count is the operator's to decide, not the sender's (LEDGER.md "Disputes").
    const other = await save(bruker, { ...body, lines: counted(22) });
    expect(other.status).toBe(400);
    expect(other.body.error.code).toBe('confirm-count-differs');
    expect(await balance(server.db, places.hamar.id, 1001)).toBe(hamarBefore);
    // Two confirmations from the same version at once: one posts, the other gets O25.
    const answers = await Promise.all([save(bruker, body), save(bruker, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const confirmed = answers.find((answer) => answer.status === 200)!.body.data;
    expect(confirmed).toMatchObject({ status: S.Confirmed, externalStatus: 'Confirmed', readOnly: true, commentCount: 1 });
    expect(confirmed.lines).toEqual(expect.arrayContaining([expect.objectContaining({ productId: 1001, qtyReceived: 24 }), expect.objectContaining({ productId: 2501, qtyReceived: 12 })]));
    expect(await balance(server.db, places.hamar.id, 1001)).toBe(hamarBefore - 24);
    expect(await balance(server.db, stored.locationIdTo, 1001)).toBe(placeBefore + 24);
    const movements = await server.db.selectFrom('stockMovements').select(['accountLocationId', 'productId', 'quantity']).where('transactionId', '=', id).orderBy('productId').orderBy('quantity').execute();
    expect(movements).toEqual([
      { accountLocationId: places.hamar.id, productId: 1001, quantity: -24 }, { accountLocationId: stored.locationIdTo, productId: 1001, quantity: 24 },
      { accountLocationId: places.hamar.id, productId: 2501, quantity: -12 }, { accountLocationId: stored.locationIdTo, productId: 2501, quantity: 12 },
    ]);
    await expectLedgerConsistent(server.db);
    // O26: confirmed is read-only.
    expect((await save(bruker, { ...body, version: confirmed.version })).body.error.code).toBe('order-read-only');
  });

  it('keeps an external location with transactions from being deleted (J16)', async () => {
    const response = await call(admin, 'DELETE', `/api/externallocation/${meny}`);
    expect(response.status).toBe(409);
  });
});

describe('who may register and read external orders (C22, R03)', () => {
  it('refuses a user without task Delivery, writing nothing', async () => {
    const before = await rowCount(server.db, 'transactions');
    expect((await call(noDelivery, 'GET', '/api/externalorders')).status).toBe(403);
    expect((await call(noDelivery, 'POST', '/api/externalorderid')).status).toBe(403);
    expect((await save(noDelivery, order())).status).toBe(403);
    expect((await call(noDelivery, 'GET', `/api/externalorderreceivers?locationId=${places.hamar.id}`)).status).toBe(403);
    expect((await call(noDelivery, 'DELETE', '/api/externalorder/1?version=1')).status).toBe(403);
    expect(await rowCount(server.db, 'transactions')).toBe(before);
  });

  it('refuses a location outside the caller\'s context, and an external location of another customer', async () => {
    const before = await rowCount(server.db, 'transactions');
    const wrongSide = await save(bruker, order({ locationIdFrom: places.lillehammer.id, externalLocationId: meny }));
    expect(wrongSide.status).toBe(403);
    expect(wrongSide.body.error.code).toBe('wrong-side');
    expect((await call(bruker, 'GET', `/api/externalorders?locationIdFrom=${places.receiver.locationId}`)).status).toBe(403);
    expect((await call(bruker, 'GET', `/api/externalorderreceivers?locationId=${places.receiver.locationId}`)).status).toBe(403);
    const foreign = await save(bruker, order({ externalLocationId: bama }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('external-location-unavailable');
    expect(await rowCount(server.db, 'transactions')).toBe(before);
  });

  it('lists the receivers of the sender\'s customer only', async () => {
    const receivers = await call(bruker, 'GET', `/api/externalorderreceivers?locationId=${places.hamar.id}&q=nord`);
    expect(receivers.status).toBe(200);
    expect(receivers.body.data.map((row: { name: string }) => row.name)).toEqual(['Coop Nordland Distribusjonslager']);
  });

  it('hides another customer\'s order: 404 to read, change or delete it', async () => {
    const created = await save(bruker, order({ senderReference: 'EXT-HID' }));
    const { id, version } = created.body.data;
    expect((await call(other, 'GET', `/api/externalorder/${id}`)).status).toBe(404);
    expect((await call(other, 'DELETE', `/api/externalorder/${id}?version=${version}`)).status).toBe(404);
    expect((await save(other, order({ id, version, locationIdFrom: other.context.locationId }))).status).toBe(404);
    expect((await call(other, 'GET', `/api/externalorders?q=${id}`)).body.data).toEqual([]);
    // lager, of the same customer but at Lillehammer, is not its sender.
    expect((await call(lager, 'DELETE', `/api/externaltransaction/${id}?version=${version}`)).status).toBe(404);
    expect((await call(bruker, 'DELETE', `/api/externaltransaction/${id}?version=${version}`)).status).toBe(200);
    expect((await call(bruker, 'GET', `/api/externalorder/${id}`)).status).toBe(404);
  });

  it('lets the operator\'s staff register for a customer location from its own context', async () => {
    const created = await save(admin, order({ externalStatus: 'Sent', senderReference: 'EXT-STAFF' }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: S.Sent, locationIdFrom: places.hamar.id });
    // bruker, the sender, confirms it.
    const confirmed = await save(bruker, { ...order({ id: created.body.data.id, version: created.body.data.version, senderReference: 'EXT-STAFF' }), externalStatus: 'Confirmed' });
    expect(confirmed.status).toBe(200);
    await expectLedgerConsistent(server.db);
  });
});

describe('bad input (400, nothing written)', () => {
  it('answers each with a clear 400 in the user\'s language', async () => {
    const before = await rowCount(server.db, 'transactions');
    for (const bad of [
      order({ lines: [] }),
      order({ lines: [{ productId: 1001, qtyOrdered: -1 }] }),
      order({ lines: [{ productId: 1001, qtyOrdered: 1 }, { productId: 1001, qtyOrdered: 2 }] }),
      order({ lines: [{ productId: 9999999, qtyOrdered: 1 }] }),
      order({ transactionDate: 'i morgen' }),
      order({ externalStatus: 'Confirmed' }),
      order({ externalStatus: 'Received' }),
      order({ externalStatus: 'Unknown' }),
      order({ externalLocationId: '12' }),
      order({ senderReference: 'x'.repeat(51) }),
      order({ externalStatus: 'Sent', lines: [{ productId: 1001, qtyOrdered: 0 }] }),
    ]) {
      const response = await save(bruker, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.error.description).toBeTruthy();
    }
    expect((await save(bruker, order({ lines: [] }))).body.error.description).toMatch(/^Ugyldige data/);
    expect(await rowCount(server.db, 'transactions')).toBe(before);
  });
});

describe('P40: an order in a ledger status the external flow never gives', () => {
  it('reads and is listed as Unknown, and no order is written or moved as Unknown', async () => {
    const created = await save(bruker, order({ senderReference: 'EXT-P40' }));
    const { id, version } = created.body.data;
    // The operator's cancellation is the one such status an external order reaches.
    await server.db.updateTable('transactions').set({ status: S.Cancelled }).where('id', '=', id).execute();
    expect((await call(bruker, 'GET', `/api/externalorder/${id}`)).body.data.externalStatus).toBe('Unknown');
    const listed = async (status: string) => (await call(bruker, 'GET', `/api/externalorders?locationIdFrom=${places.hamar.id}&externalStatus=${status}&q=EXT-P40`)).body.data.map((row: { id: number }) => row.id);
    expect(await listed('Unknown')).toEqual([id]);
    expect(await listed('Prereg')).toEqual([]);
    await server.db.updateTable('transactions').set({ status: S.Ordered }).where('id', '=', id).execute();
    const moved = await save(bruker, { ...order({ id, version, senderReference: 'EXT-P40' }), externalStatus: 'Unknown' });
    expect(moved.status).toBe(400);
    expect(moved.body.error).toMatchObject({ code: 'external-status-unknown', description: 'Status Ukjent kan ikke registreres.' });
    expect((await call(bruker, 'GET', `/api/externalorder/${id}`)).body.data).toMatchObject({ externalStatus: 'Prereg', version });
  });
});
