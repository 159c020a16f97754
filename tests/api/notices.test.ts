// B38: each user's notification options, honoured by the server when it tells of a change: a notice
// for the users of the location (and its customer's administrators) who chose that kind, never the one
// who made the change; in the portal's list, and by mail (the archive) where the user chose mail, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolToday } from '../../src/domain/dates';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { HIGH_VOLUME_QUANTITY } from '../../src/domain/notifications';
import { autoCommitDeliveries } from '../../src/server/ledger/nightly';
import { mailDueNotices } from '../../src/server/notifications/mail';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';

let server: TestServer;
let places: Awaited<ReturnType<typeof demoPlaces>>;
const who: Record<string, LoggedIn> = {};
let alesund: number;
/** A product Lillehammer has agreed and Ålesund has not; one Ålesund has. */
let notAgreedAtAlesund: number;
let agreedAtAlesund: number;

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  for (const name of ['lager', 'bruker', 'per.jensen', 'kunde', 'admin']) who[name] = await server.login(name);
  alesund = who['per.jensen'].context.locationId;
  const agreed = async (locationId: number) => new Set((await server.db.selectFrom('locationProducts').select('productId').where('locationId', '=', locationId).execute()).map((row) => row.productId));
  const [atLillehammer, atAlesund] = [await agreed(places.lillehammer.id), await agreed(alesund)];
  notAgreedAtAlesund = [...atLillehammer].find((id) => !atAlesund.has(id))!;
  agreedAtAlesund = [...atLillehammer].find((id) => atAlesund.has(id)) ?? [...atAlesund][0];
  expect(notAgreedAtAlesund && agreedAtAlesund).toBeTruthy();
});
afterAll(() => server.close());

const call = (user: LoggedIn | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  server.call({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
const notices = async (user: LoggedIn, query = '') => (await call(user, 'GET', `/api/notices${query}`)).body as { data: Array<Record<string, any>>; total: number };
const events = async (user: LoggedIn) => (await notices(user)).data.map((notice) => `${notice.event}:${notice.transactionId ?? notice.ticketId ?? notice.customerId}`).sort();

describe('the options (GET, PUT noticeoptions)', () => {
  it('start empty, are each user\'s own, and refuse a kind or a channel B38 does not have', async () => {
    expect((await call(who.bruker, 'GET', '/api/noticeoptions')).body.data).toEqual({});
    expect((await call(undefined, 'GET', '/api/noticeoptions')).status).toBe(401);
    expect((await call(undefined, 'PUT', '/api/noticeoptions', { highVolume: 'portal' })).status).toBe(401);
    for (const refused of [{ holidays: 'portal' }, { highVolume: 'sms' }, { highVolume: true }]) {
      expect((await call(who.bruker, 'PUT', '/api/noticeoptions', refused)).status, JSON.stringify(refused)).toBe(400);
    }
    const options = {
      'per.jensen': { highVolume: 'portal', nonAgreedProducts: 'mail', stockIncrease: 'portal' },
      lager: { disagreements: 'mail', autoCommits: 'portal', correctionOrders: 'portal' },
      kunde: { disagreements: 'portal', customerUpdates: 'mail', correctionOrders: 'portal', qualityDeviation: 'portal' },
      bruker: { customerUpdates: 'portal', qualityDeviation: 'mail' },
    };
    for (const [login, chosen] of Object.entries(options)) {
      const put = await call(who[login], 'PUT', '/api/noticeoptions', chosen);
      expect(put.status, login).toBe(200);
      expect(put.body.data).toEqual(chosen);
    }
    for (const [login, chosen] of Object.entries(options)) expect((await call(who[login], 'GET', '/api/noticeoptions')).body.data, login).toEqual(chosen);
    expect((await call(who.admin, 'GET', '/api/noticeoptions')).body.data).toEqual({});
  });
});

describe('a delivery\'s life tells who chose to hear of it', () => {
  let id: number;

  it('sent: a high volume with a product Ålesund has not agreed tells per.jensen, not the sender nor anyone else', async () => {
    const sent = await call(who.lager, 'POST', '/api/order', {
      type: 3, status: S.Sent, locationIdFrom: places.lillehammer.id, locationIdTo: alesund, transactionDate: poolToday(),
      lines: [{ productId: agreedAtAlesund, qtyOrdered: HIGH_VOLUME_QUANTITY - 10 }, { productId: notAgreedAtAlesund, qtyOrdered: 10 }],
    });
    expect(sent.status).toBe(200);
    id = sent.body.data.id;
    expect(await events(who['per.jensen'])).toEqual([`highVolume:${id}`, `nonAgreedProducts:${id}`]);
    for (const login of ['lager', 'kunde', 'bruker', 'admin']) expect(await events(who[login]), login).toEqual([]);
  });

  it('a small delivery of agreed products tells nobody', async () => {
    const before = await notices(who['per.jensen']);
    const small = await call(who.lager, 'POST', '/api/order', { type: 3, status: S.Sent, locationIdFrom: places.lillehammer.id, locationIdTo: alesund, transactionDate: poolToday(), lines: [{ productId: agreedAtAlesund, qtyOrdered: 5 }] });
    expect(small.status).toBe(200);
    expect((await notices(who['per.jensen'])).total).toBe(before.total);
  });

  it('disputed: the sender\'s side hears (lager by mail, kunde as the customer\'s administrator), the receiver who disputed does not', async () => {
    const disputed = await call(who['per.jensen'], 'POST', '/api/orderstatus', {
      id, status: S.NotAgreed, version: 1, comment: 'Telte 980', lines: [{ productId: agreedAtAlesund, qtyReceived: 980 }, { productId: notAgreedAtAlesund, qtyReceived: 10 }],
    });
    expect(disputed.status).toBe(200);
    expect(await events(who.lager)).toEqual([`disputed:${id}`]);
    expect(await events(who.kunde)).toEqual([`disputed:${id}`]);
    expect((await notices(who.kunde)).data[0]).toMatchObject({ kind: 'disagreements', locationId: places.lillehammer.id, locationName: 'Fjellmeieriet Lillehammer', read: false, route: 'delivery/deliveries' });
    // Each opens the order on the list of the own side.
    expect((await notices(who['per.jensen'])).data.map((notice) => notice.route)).toEqual(['reception/reception', 'reception/reception']);
    expect(await events(who['per.jensen'])).toEqual([`highVolume:${id}`, `nonAgreedProducts:${id}`]);
  });

  it('settled: the receiver\'s stock increased, told to per.jensen', async () => {
    const accepted = await call(who.lager, 'POST', '/api/orderstatus', { id, status: S.Confirmed, version: 2 });
    expect(accepted.status).toBe(200);
    expect(await events(who['per.jensen'])).toEqual([`highVolume:${id}`, `nonAgreedProducts:${id}`, `stockIncrease:${id}`]);
  });

  it('auto-committed by the night: both sides that chose it hear, the sender here', async () => {
    const sent = await call(who.lager, 'POST', '/api/order', { type: 3, status: S.Sent, locationIdFrom: places.lillehammer.id, locationIdTo: alesund, transactionDate: poolToday(), lines: [{ productId: agreedAtAlesund, qtyOrdered: 3 }] });
    await autoCommitDeliveries.run(server.db, new Date(Date.now() + 60 * 86_400_000));
    expect(await events(who.lager)).toContain(`autoCommitted:${sent.body.data.id}`);
    // Nobody at Ålesund chose auto-commits; per.jensen's stock did increase.
    expect(await events(who['per.jensen'])).toContain(`stockIncrease:${sent.body.data.id}`);
    expect((await events(who['per.jensen'])).filter((event) => event.startsWith('autoCommitted'))).toEqual([]);
  });
});

describe('the customer\'s record, correction orders and quality deviations', () => {
  it('a change to Fjellmeieriet AS tells its users who chose it, at any of its locations', async () => {
    const current = (await call(who.admin, 'GET', '/api/customer/2')).body.data;
    expect((await call(who.admin, 'PUT', '/api/customer/2', { ...current, name: 'Fjellmeieriet AS (Innlandet)' })).status).toBe(200);
    expect(await events(who.kunde)).toContain('customerUpdated:2');
    expect(await events(who.bruker)).toContain('customerUpdated:2');
    expect(await events(who.lager)).not.toContain('customerUpdated:2');
    expect((await notices(who.bruker)).data[0]).toMatchObject({ event: 'customerUpdated', customerName: 'Fjellmeieriet AS (Innlandet)', locationId: null, route: null });
  });

  it('a correction order proposed at Gjøvik tells the customer\'s administrator', async () => {
    const gjovik = (await server.db.selectFrom('locations').select('id').where('name', '=', 'Fjellmeieriet Gjøvik').executeTakeFirstOrThrow()).id;
    const proposed = await call(who.admin, 'POST', '/api/inventoryorder', { locationId: gjovik, direction: 'missing', comment: 'Telling viste 5 færre.', lines: [{ productId: 1001, quantity: 5 }] });
    expect(proposed.status).toBe(200);
    expect(await events(who.kunde)).toContain(`correctionOrder:${proposed.body.data.id}`);
    expect((await notices(who.kunde)).data[0]).toMatchObject({ event: 'correctionOrder', route: 'inventory/orders', locationName: 'Fjellmeieriet Gjøvik' });
    // lager is assigned the Elverum cold store beside his own location: he hears of it there, not of Gjøvik.
    expect((await events(who.lager)).filter((event) => event.startsWith('correctionOrder'))).toEqual([]);
    const elverum = (await server.db.selectFrom('locations').select('id').where('name', '=', 'Fjellmeieriet Elverum kjølelager').executeTakeFirstOrThrow()).id;
    const there = await call(who.admin, 'POST', '/api/inventoryorder', { locationId: elverum, direction: 'found', comment: 'Telling viste 2 flere.', lines: [{ productId: 1001, quantity: 2 }] });
    expect(there.status).toBe(200);
    expect((await events(who.lager)).filter((event) => event.startsWith('correctionOrder'))).toEqual([`correctionOrder:${there.body.data.id}`]);
  });

  it('a ticket about damaged carriers at Hamar is a quality deviation there; one about an invoice is not', async () => {
    const damaged = await call(who.bruker, 'POST', '/api/supportticket', { title: 'Knuste paller', mainCategoryId: 'PROD', categoryId: 4, description: '<p>Seks paller var knust.</p>' });
    expect(damaged.status).toBe(200);
    const ticketId = damaged.body.data.id;
    expect(await events(who.kunde)).toContain(`qualityDeviation:${ticketId}`);
    expect((await notices(who.kunde)).data[0]).toMatchObject({ event: 'qualityDeviation', ticketId, route: 'support/support-tickets', locationName: 'Fjellmeieriet Hamar' });
    // The one who reported it is not told of it.
    expect((await events(who.bruker)).filter((event) => event.startsWith('qualityDeviation'))).toEqual([]);
    const invoice = await call(who.bruker, 'POST', '/api/supportticket', { title: 'Faktura', mainCategoryId: 'FAKT', categoryId: 9, description: '<p>Spørsmål.</p>' });
    expect(invoice.status).toBe(200);
    expect(await events(who.kunde)).not.toContain(`qualityDeviation:${invoice.body.data.id}`);
  });
});

describe('the list, read marks and mail', () => {
  it('lists the own notices newest first, unread with read=false, and marks only the own ones read', async () => {
    const all = await notices(who['per.jensen']);
    expect(all.data.map((notice) => notice.id)).toEqual([...all.data.map((notice) => notice.id)].sort((a, b) => b - a));
    expect((await notices(who['per.jensen'], '?read=false')).total).toBe(all.total);
    // Another user's notice is not theirs to mark.
    const lagers = (await notices(who.lager)).data[0].id;
    expect((await call(who['per.jensen'], 'POST', '/api/noticesread', { ids: [all.data[0].id, lagers] })).status).toBe(200);
    expect((await notices(who['per.jensen'], '?read=false')).total).toBe(all.total - 1);
    expect((await notices(who['per.jensen'], '?read=true')).data.map((notice) => notice.id)).toEqual([all.data[0].id]);
    expect((await notices(who.lager)).data[0].read).toBe(false);
    expect((await call(who['per.jensen'], 'POST', '/api/noticesread', {})).status).toBe(200);
    expect((await notices(who['per.jensen'], '?read=false')).total).toBe(0);
    expect((await call(undefined, 'GET', '/api/notices')).status).toBe(401);
    expect((await call(undefined, 'POST', '/api/noticesread', {})).status).toBe(401);
  });

  it('refuses bad input with 400, marking nothing', async () => {
    const unread = (await notices(who.lager, '?read=false')).total;
    expect(unread).toBeGreaterThan(0);
    for (const query of ['?read=perhaps', '?count=501', '?index=-1']) expect((await call(who.lager, 'GET', `/api/notices${query}`)).status, query).toBe(400);
    for (const body of [{ ids: ['x'] }, { ids: [0] }, { ids: Array.from({ length: 501 }, (_, index) => index + 1) }, { all: true }]) {
      expect((await call(who.lager, 'POST', '/api/noticesread', body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await notices(who.lager, '?read=false')).total).toBe(unread);
  });

  it('mails what each user chose to have by mail, once, in the user\'s words, to the archive', async () => {
    const before = Number((await server.db.selectFrom('mailArchive').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'notice').executeTakeFirstOrThrow()).n);
    expect(before).toBe(0);
    await mailDueNotices(server.db);
    const mails = await server.db.selectFrom('mailArchive').select(['toAddress', 'subject', 'body']).where('kind', '=', 'notice').orderBy('id').execute();
    const to = (address: string) => mails.filter((mail) => mail.toAddress === address).map((mail) => mail.subject);
    // per.jensen chose mail for non-agreed products only; lager for disagreements; kunde for customer updates; bruker for quality deviations.
    expect(to('lars.lager@example.no')).toEqual([expect.stringMatching(/^Ordre \d+ \(Fjellmeieriet Lillehammer\) har avvik mellom sendt og mottatt antall\.$/)]);
    expect(to('kari.kunde@example.no')).toEqual(['Kundeopplysningene til Fjellmeieriet AS (Innlandet) er endret.']);
    // In the archive it concerns her own location, so a location admin elsewhere does not read it (J17).
    expect(await server.db.selectFrom('mailArchive').select(['locationId', 'userId']).where('toAddress', '=', 'kari.kunde@example.no').where('kind', '=', 'notice').execute())
      .toEqual([{ locationId: who.kunde.context.locationId, userId: who.kunde.context.userId }]);
    const perJensen = mails.filter((mail) => mail.toAddress !== 'lars.lager@example.no' && mail.toAddress !== 'kari.kunde@example.no' && /ikke er avtalt/.test(mail.subject));
    expect(perJensen).toHaveLength(1);
    expect(perJensen[0].body).toContain('Profil → Varsler');
    expect(mails.every((mail) => !/høyt volum|beholdningen/.test(mail.subject))).toBe(true);
    // Once: a second look finds nothing more to mail.
    expect(await mailDueNotices(server.db)).toBe(0);
    expect(Number((await server.db.selectFrom('mailArchive').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'notice').executeTakeFirstOrThrow()).n)).toBe(mails.length);
  });
});
