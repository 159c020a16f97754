// Issue "security defects": every array and string a caller sends is bounded by its schema, references
// in arrays must exist, and a file over 5 MB gets the spec's message (O18, P02) on every route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { inSentenceLabel } from './labels';
import { withCurrentVersion } from './record-version-fixture';
import { demoPlaces } from './ledger-fixtures';

let server: TestServer;
let admin: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

// An update carries the version the record has now (O25), so each refusal here is about its own input.
const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
  const body = payload !== null && typeof payload === 'object' && !Array.isArray(payload) && (method === 'PUT' || method === 'PATCH') ? await withCurrentVersion(server.db, url, payload) : payload;
  return server.call({ method, url, headers: admin.headers, ...(body === undefined ? {} : { payload: body as object }) });
};
const locationRow = (id: number) => server.db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const addressesOf = (id: number) => server.db.selectFrom('addresses').selectAll().where('locationId', '=', id).orderBy('id').execute();
const O18 = 'Kunne ikke legge til vedlegg sjekk at filen ikke er større enn 5MB';
/** A file of 6 MB as base64: over the 5 MB limit (P02) and over the server's usual body limit. */
const sixMegabytes = () => Buffer.alloc(6 * 1024 * 1024, 7).toString('base64');

describe('long arrays and strings from a signed-in caller', () => {
  it('refuses 100,000 tasks on a user at once, changing nothing', async () => {
    const bruker = (await server.db.selectFrom('users').select('id').where('loginName', '=', 'bruker').executeTakeFirstOrThrow()).id;
    const current = (await call('GET', `/api/user/${bruker}`)).body.data;
    const before = await server.db.selectFrom('users').selectAll().where('id', '=', bruker).executeTakeFirstOrThrow();
    const tasks = await call('PUT', `/api/user/${bruker}`, { ...current, tasksAllowed: Array.from({ length: 100_000 }, (_, i) => `Task${i}`) });
    const locations = await call('PUT', `/api/user/${bruker}`, { ...current, locationIds: Array.from({ length: 100_000 }, (_, i) => i + 1) });
    for (const response of [tasks, locations]) {
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid-input');
    }
    // Refused by the array's bound, as a whole, before any item is looked at.
    expect(tasks.body.error.fields).toEqual({ tasksAllowed: expect.stringContaining('20') });
    expect(locations.body.error.fields).toEqual({ locationIds: expect.stringContaining('1000') });
    const longPassword = await call('PUT', `/api/user/${bruker}`, { ...current, password: 'p'.repeat(100_000) });
    expect(longPassword.status).toBe(400);
    expect(longPassword.body.error.fields).toHaveProperty('password');
    expect(await server.db.selectFrom('users').selectAll().where('id', '=', bruker).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('refuses 20,000 addresses on a location, changing nothing', async () => {
    const current = (await call('GET', '/api/location/8')).body.data;
    const before = await addressesOf(8);
    const addresses = Array.from({ length: 20_000 }, (_, i) => ({ type: 'Delivery', street: `Gate ${i}`, postalCode: '0150', city: 'Oslo', countryCode: 'NOR' }));
    const response = await call('PUT', '/api/location/8', { ...current, addresses });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty('addresses');
    expect(await addressesOf(8)).toEqual(before);
  });
});

describe('references in arrays', () => {
  it('refuses an unknown truck type in truckTypeIds with 400 naming the field', async () => {
    const current = (await call('GET', '/api/location/8')).body.data;
    const before = await locationRow(8);
    const response = await call('PUT', '/api/location/8', { ...current, truckTypeIds: [1, 30999] });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid-reference');
    expect(response.body.error.fields).toHaveProperty('truckTypeIds');
    expect(response.body.error.description).toBe(`Feltet ${inSentenceLabel('admin/locations', 'truckTypeIds')} viser til noe som ikke finnes.`);
    expect(await locationRow(8)).toEqual(before);
    const known = await call('PUT', '/api/location/8', { ...current, truckTypeIds: [1, 2] });
    expect(known.status).toBe(200);
    expect(known.body.data.truckTypeIds).toEqual([1, 2]);
    expect((await call('PUT', '/api/location/8', { ...current, version: known.body.data.version })).status).toBe(200);
  });

  it('refuses an unknown product among a location\'s products, naming it', async () => {
    const current = (await call('GET', '/api/location/8')).body.data;
    const products = [...current.products, { productId: 30999, qtyNoRent: 0 }];
    const response = await call('PUT', '/api/location/8', { ...current, products });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid-reference');
    expect(Object.keys(response.body.error.fields)).toEqual([`products.${products.length - 1}.productId`]);
    expect((await call('GET', '/api/location/8')).body.data.products).toEqual(current.products);
  });

  it('refuses a default user that does not exist, which no foreign key guards', async () => {
    const current = (await call('GET', '/api/location/8')).body.data;
    const before = await locationRow(8);
    const response = await call('PUT', '/api/location/8', { ...current, name: 'Omdøpt lager', defaultUser: 2_147_483_000 });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'invalid-reference', fields: { defaultUser: `Feltet ${inSentenceLabel('admin/locations', 'defaultUser')} viser til noe som ikke finnes.` } });
    // A location stays with its customer: another one sent, existing or not, is refused by name.
    const customer = await call('PUT', '/api/location/8', { ...current, name: 'Omdøpt lager', customerId: 2_147_483_000 });
    expect(customer.status).toBe(400);
    expect(customer.body.error).toMatchObject({ code: 'field-locked', fields: { customerId: expect.any(String) } });
    expect(await locationRow(8)).toEqual(before);
  });

  it('refuses an unknown truck type on a new location, creating nothing', async () => {
    const count = async () => (await server.db.selectFrom('locations').select('id').execute()).length;
    const before = await count();
    const response = await call('POST', '/api/location', {
      name: 'Referanselager', customerId: 2, statusId: 1, type: 'industry', countryCode: 'NOR', truckTypeIds: [30999],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty('truckTypeIds');
    expect(await count()).toBe(before);
  });
});

describe('a 6 MB file gets the 5 MB message (O18) everywhere', () => {
  it('on a message attachment', async () => {
    const message = (await server.db.selectFrom('messages').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const before = (await server.db.selectFrom('messageAttachments').select('id').execute()).length;
    const response = await call('POST', '/api/messageattachment', { messageId: message, filename: 'stor.bin', contentType: 'application/octet-stream', contentData: sixMegabytes() });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'file-too-large', description: O18 });
    expect((await server.db.selectFrom('messageAttachments').select('id').execute()).length).toBe(before);
  });

  it('on a customer logo', async () => {
    const response = await call('POST', '/api/customerlogo', { id: 2, data: `data:image/png;base64,${sixMegabytes()}` });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'file-too-large', description: O18 });
    expect((await server.db.selectFrom('customers').select('image').where('id', '=', 2).executeTakeFirstOrThrow()).image).toBeNull();
  });

  it('on a product image and a customer\'s image, naming the field', async () => {
    const product = (await call('GET', '/api/product/1001')).body.data;
    const response = await call('PUT', '/api/product/1001', { ...product, image: `data:image/png;base64,${sixMegabytes()}` });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'file-too-large', description: O18, fields: { image: O18 } });
    const customer = (await call('GET', '/api/customer/2')).body.data;
    const logo = await call('PUT', '/api/customer/2', { ...customer, image: `data:image/png;base64,${sixMegabytes()}` });
    expect(logo.status).toBe(400);
    expect(logo.body.error).toMatchObject({ code: 'file-too-large', description: O18 });
  });

  it('even when the file is too large for the route\'s body limit (413)', async () => {
    const huge = Buffer.alloc(10 * 1024 * 1024, 7).toString('base64');
    const response = await call('POST', '/api/customerlogo', { id: 2, data: `data:image/png;base64,${huge}` });
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({ code: 'file-too-large', description: O18 });
  });

  it('in English for an English caller', async () => {
    const response = await server.call({
      method: 'POST', url: '/api/customerlogo', headers: { ...admin.headers, 'accept-language': 'en-US' },
      payload: { id: 2, data: `data:image/png;base64,${sixMegabytes()}` },
    });
    expect(response.body.error.description).toBe('Could not add the attachment, check that the file is not larger than 5 MB');
  });
});

// Issue "ledger integrity", point 6: an order's comments are at most 2,000 characters (the schemas'
// maxLength, which the portal's comment fields show too); a longer one is refused in Norwegian by name.
describe('order comments are at most 2,000 characters', () => {
  const LIMIT = 2000;
  const tooLong = (field: string) => ({ code: 'invalid-input', description: `Ugyldige data: ${field}: kan ikke være lengre enn ${LIMIT} tegn`, fields: { [field]: `kan ikke være lengre enn ${LIMIT} tegn` } });
  let bruker: LoggedIn;
  let orderId: number;
  const head = () => server.db.selectFrom('transactions').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const comments = () => server.db.selectFrom('transactionComments').selectAll().where('transactionId', '=', orderId).orderBy('id').execute();
  const as = (method: 'POST', url: string, payload: object) => server.call({ method, url, headers: bruker.headers, payload });

  beforeAll(async () => {
    bruker = await server.login('bruker');
    const places = await demoPlaces(server.db);
    const created = await as('POST', '/api/order', {
      type: 1, status: 1, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, transactionDate: '2026-12-01', lines: [{ productId: 1001, qtyOrdered: 40 }],
    });
    orderId = created.body.data.id;
  });

  it('on a comment: 200,000 or 2,001 characters are refused, writing nothing; 2,000 are kept', async () => {
    const before = { head: await head(), comments: await comments() };
    for (const length of [200_000, LIMIT + 1]) {
      const refused = await as('POST', '/api/ordercomment', { orderId, text: 'x'.repeat(length) });
      expect(refused.status, String(length)).toBe(400);
      expect(refused.body.error).toEqual(tooLong('text'));
    }
    expect({ head: await head(), comments: await comments() }).toEqual(before);
    const kept = await as('POST', '/api/ordercomment', { orderId, text: 'x'.repeat(LIMIT) });
    expect(kept.status).toBe(200);
    expect((await comments()).map((comment) => comment.text.length)).toEqual([...before.comments.map((comment) => comment.text.length), LIMIT]);
  });

  it('on a status change: a dispute\'s comment over 2,000 characters is refused, the order and its version stay', async () => {
    for (const [status, version] of [[2, 1], [3, 2], [4, 3]]) {
      expect((await call('POST', '/api/orderstatus', { id: orderId, status, version })).status).toBe(200);
    }
    const before = { head: await head(), comments: await comments() };
    const dispute = (comment: string) => as('POST', '/api/orderstatus', { id: orderId, status: 6, version: 4, comment, lines: [{ productId: 1001, qtyReceived: 38 }] });
    const refused = await dispute('x'.repeat(LIMIT + 1));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(tooLong('comment'));
    expect({ head: await head(), comments: await comments() }).toEqual(before);
    const kept = await dispute('x'.repeat(LIMIT));
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ status: 6, version: 5 });
  });
});
