// Issue "security defects", medium: bad input gets a 400, never a 500 and never a loose reading.
// Ids are plain positive integers (1..2147483647), body values keep their JSON type, and text with
// NUL bytes or lone surrogates is refused at the edge rather than by PostgreSQL.
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
const truckTypes = () => server.db.selectFrom('truckTypes').selectAll().orderBy('id').execute();
const customer = (id: number) => server.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('ids in the path', () => {
  it('answers 400 for an id beyond a 32-bit integer, not 500', async () => {
    for (const id of ['2147483648', '99999999999999999999', '0', '-1']) {
      const response = await call('GET', `/api/trucktype/${id}`);
      expect(response.status, id).toBe(400);
      expect(response.body.error.code).toBe('invalid-input');
    }
    expect((await call('GET', '/api/trucktype/2147483647')).status).toBe(404);
  });

  it('reads only plain digits as an id: 0x1, +1, 01, 1e0 and " 1" do not read id 1', async () => {
    expect((await call('GET', '/api/trucktype/1')).status).toBe(200);
    for (const id of ['0x1', '%2B1', '01', '1e0', '1.0', '%201', 'abc']) {
      expect((await call('GET', `/api/trucktype/${id}`)).status, id).toBe(400);
    }
  });

  it('reads the ids of the X-Context header the same way: loose or out-of-range ids answer 400', async () => {
    const { locationId, userId } = admin.context;
    const context = (location: string) => ({ ...admin.headers, 'x-context': `locationId=${location};userId=${userId};loginUserId=${userId}` });
    expect((await server.call({ method: 'GET', url: '/api/trucktypes', headers: context(String(locationId)) })).status).toBe(200);
    for (const location of ['0x1', '1e0', '+1', '01', '2147483648', '99999999999', '1%00', '']) {
      const response = await server.call({ method: 'GET', url: '/api/trucktypes', headers: context(location) });
      expect(response.status, location).toBe(400);
      expect(response.body.error.code).toBe('bad-context');
    }
  });

  it('does not let PUT /api/customer/0x1 rewrite the operator\'s own customer', async () => {
    const before = await customer(1);
    const current = (await call('GET', '/api/customer/1')).body.data;
    const response = await call('PUT', '/api/customer/0x1', { ...current, name: 'Kapret AS', type: 'Shop' });
    expect(response.status).toBe(400);
    expect(await customer(1)).toEqual(before);
  });
});

describe('numbers in the query', () => {
  it('answers 400 for a huge index or count, and for ids that are not integers', async () => {
    for (const query of ['index=99999999999999999999', 'index=2147483648', 'index=-1', 'count=1e3', 'id=0x2', 'id=abc']) {
      expect((await call('GET', `/api/trucktypes?${query}`)).status, query).toBe(400);
    }
    expect((await call('GET', '/api/supporttickets?id=abc')).status).toBe(400);
    expect((await call('GET', '/api/supporttickets?index=99999999999999999999')).status).toBe(400);
    expect((await call('GET', '/api/locations?customerId=%2B2')).status).toBe(400);
    // Plain numbers and repeated parameters still work.
    const listed = await call('GET', '/api/trucktypes?id=2&id=5&sort=id&index=0&count=10');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([2, 5]);
  });
});

describe('types in the body are not coerced', () => {
  it('does not read {"id": true} as id 1 nor store a number as text', async () => {
    const before = await truckTypes();
    const flagged = await call('POST', '/api/trucktype', { id: true, name: 'Sneglebil', isStandard: false });
    expect(flagged.status).toBe(400);
    expect(flagged.body.error.code).toBe('invalid-input');
    expect(flagged.body.error.fields).toHaveProperty('id');
    const numeric = await call('PUT', '/api/trucktype/2', { id: 2, name: 12345, isStandard: false });
    expect(numeric.status).toBe(400);
    expect(numeric.body.error.fields).toHaveProperty('name');
    const textual = await call('PUT', '/api/trucktype/2', { id: 2, name: 'Lastebil', isStandard: 'false' });
    expect(textual.status).toBe(400);
    expect(await truckTypes()).toEqual(before);
  });
});

describe('NUL bytes and lone surrogates', () => {
  it('refuses them in the query with 400', async () => {
    for (const query of ['q=%00', 'q=a%00b', 'sort=id%00']) {
      const response = await call('GET', `/api/trucktypes?${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await call('GET', '/api/locations?q=%00')).status).toBe(400);
    expect((await call('GET', '/api/users?q=%00')).status).toBe(400);
  });

  it('refuses them in a body with 400 naming the field, storing nothing', async () => {
    const before = await truckTypes();
    for (const name of ['Bil\u0000', '\ud800', 'a\udc00b', 'x\ud83d']) {
      const response = await call('PUT', '/api/trucktype/2', { id: 2, name, isStandard: false });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(response.body.error.code).toBe('invalid-input');
      expect(response.body.error.fields).toHaveProperty('name');
    }
    // A raw body: JSON escapes of a lone surrogate and of NUL in a nested value.
    const raw = await server.call({ method: 'POST', url: '/api/trucktype', headers: { ...admin.headers, 'content-type': 'application/json' }, payload: '{"id":40,"name":"\\udfff","isStandard":false}' });
    expect(raw.status).toBe(400);
    const location = (await call('GET', '/api/location/8')).body.data;
    const nested = await call('PUT', '/api/location/8', { ...location, addresses: [{ ...location.addresses[0], street: 'Gate\u00001' }] });
    expect(nested.status).toBe(400);
    expect(nested.body.error.fields).toHaveProperty('addresses.0.street');
    expect(await truckTypes()).toEqual(before);
  });

  it('keeps surrogate pairs (emoji) and ordinary text', async () => {
    const response = await call('PUT', '/api/trucktype/2', { id: 2, name: 'Lastebil 🚚', isStandard: false });
    expect(response.status).toBe(200);
    expect(response.body.data.name).toBe('Lastebil 🚚');
    await call('PUT', '/api/trucktype/2', { id: 2, name: 'Lastebil', isStandard: false });
  });
});

// Issue "ledger integrity", point 5: a field the caller may not set is refused with 400 naming it,
// never silently dropped; nothing is written and the record's version does not move.
describe('fields a caller may not set', () => {
  let bruker: LoggedIn, lager: LoggedIn, kunde: LoggedIn;
  beforeAll(async () => {
    [bruker, lager, kunde] = await Promise.all(['bruker', 'lager', 'kunde'].map((name) => server.login(name)));
  });
  const as = (who: LoggedIn, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => server.call({ method, url, headers: who.headers, payload });
  const unknownField = (field: string) => ({ code: 'invalid-input', description: `Ugyldige data: ${field}: er ikke et felt som kan sendes her`, fields: { [field]: 'er ikke et felt som kan sendes her' } });
  const locked = (field: string, resource = '') => ({ code: 'field-locked', description: `Du kan ikke endre feltet ${inSentenceLabel(resource, field)}.`, fields: { [field]: `Du kan ikke endre feltet ${inSentenceLabel(resource, field)}.` } });

  it('PATCH order: a status is refused by name (it moves only by orderstatus), the order and its version stay', async () => {
    const places = await demoPlaces(server.db);
    const created = await as(bruker, 'POST', '/api/order', {
      type: 1, status: 0, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, transactionDate: '2026-12-01', lines: [{ productId: 1001, qtyOrdered: 4 }],
    });
    const id = created.body.data.id;
    const head = () => server.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const before = await head();
    const refused = await as(bruker, 'PATCH', `/api/order/${id}`, { version: 1, status: 4, senderReference: 'Endret' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(unknownField('status'));
    // Also inside a line: a property the line does not have is named with its place.
    const inLine = await as(bruker, 'PATCH', `/api/order/${id}`, { version: 1, lines: [{ productId: 1001, qtyOrdered: 5, price: 10 }] });
    expect(inLine.body.error.fields).toEqual({ 'lines.0.price': 'er ikke et felt som kan sendes her' });
    expect(await head()).toEqual(before);
    const allowed = await as(bruker, 'PATCH', `/api/order/${id}`, { version: 1, senderReference: 'Endret' });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toMatchObject({ status: 0, senderReference: 'Endret', version: 2 });
    // A registration does not carry what the ledger decides (names, totals, its source).
    const named = await as(bruker, 'POST', '/api/order', { type: 1, status: 0, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, transactionDate: '2026-12-01', lines: [{ productId: 1001, qtyOrdered: 4 }], source: 'provider' });
    expect(named.body.error).toEqual(locked('source'));
  });

  it('PUT location 8 by its location admin: another customer is refused by name; sent as stored it passes', async () => {
    const current = (await server.call({ method: 'GET', url: '/api/location/8', headers: lager.headers })).body.data;
    const row = () => server.db.selectFrom('locations').selectAll().where('id', '=', 8).executeTakeFirstOrThrow();
    const before = await row();
    const refused = await as(lager, 'PUT', '/api/location/8', { ...current, name: 'Flyttet lager', customerId: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(locked('customerId', 'admin/locations'));
    const unknown = await as(lager, 'PUT', '/api/location/8', { ...current, owner: 1 });
    expect(unknown.body.error).toEqual(unknownField('owner'));
    const nested = await as(lager, 'PUT', '/api/location/8', { ...current, addresses: [{ ...current.addresses[0], floor: 2 }] });
    expect(nested.body.error.fields).toEqual({ 'addresses.0.floor': 'er ikke et felt som kan sendes her' });
    expect(await row()).toEqual(before);
    const allowed = await as(lager, 'PUT', '/api/location/8', current);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toMatchObject({ customerId: current.customerId, version: current.version + 1 });
  });

  it('POST supportticket by an ordinary user: internal is refused by name, nothing is written', async () => {
    const tickets = async () => Number((await server.db.selectFrom('supportTickets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await tickets();
    const ticket = { title: 'Paller mangler', mainCategoryId: 'ORDRE', categoryId: 1, description: '<p>Det mangler 6 paller.</p>' };
    const refused = await as(bruker, 'POST', '/api/supportticket', { ...ticket, internal: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(locked('internal'));
    expect(await tickets()).toBe(before);
    const allowed = await as(bruker, 'POST', '/api/supportticket', ticket);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.internal).toBe(false);
  });

  it('POST store: day instead of reportedOn is refused by name instead of storing today; reportedOn stores the day meant', async () => {
    const reports = () => server.db.selectFrom('storeReports').selectAll().orderBy('id').execute();
    const before = await reports();
    const refused = await as(lager, 'POST', '/api/store', { day: '2026-11-02', lines: [{ productId: 1001, quantity: 12 }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(unknownField('day'));
    expect(await reports()).toEqual(before);
    const allowed = await as(lager, 'POST', '/api/store', { reportedOn: '2026-11-02', lines: [{ productId: 1001, quantity: 12 }] });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toContainEqual(expect.objectContaining({ productId: 1001, quantity: 12, reportedOn: '2026-11-02' }));
  });

  it('generic records: a field locked for the caller is refused by name when changed, kept when sent as stored', async () => {
    // A customer admin edits the own customer but not its status (only staff do).
    const company = (await server.call({ method: 'GET', url: `/api/customer/${kunde.data.customer.id}`, headers: kunde.headers })).body.data;
    const customerRow = () => customer(company.id);
    const before = await customerRow();
    const refused = await as(kunde, 'PUT', `/api/customer/${company.id}`, { ...company, name: 'Nytt navn AS', statusId: 2 });
    expect(refused.body.error).toEqual(locked('statusId', 'admin/company'));
    const readOnly = await as(kunde, 'PUT', `/api/customer/${company.id}`, { ...company, isNlp: !company.isNlp });
    expect(readOnly.body.error).toEqual(locked('isNlp', 'admin/company'));
    expect(await customerRow()).toEqual(before);
    const allowed = await as(kunde, 'PUT', `/api/customer/${company.id}`, { ...company, name: `${company.name} ` });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toMatchObject({ statusId: company.statusId, version: company.version + 1 });
  });

  it('generic records: a user raising the own rights, or a new user with read-only facts, is refused by name', async () => {
    const self = (await server.call({ method: 'GET', url: `/api/user/${lager.context.userId}`, headers: lager.headers })).body.data;
    const userRow = () => server.db.selectFrom('users').selectAll().where('id', '=', self.id).executeTakeFirstOrThrow();
    const before = await userRow();
    const raised = await as(lager, 'PUT', `/api/user/${self.id}`, { ...self, adminLevel: 2 });
    expect(raised.status).toBe(400);
    expect(raised.body.error).toEqual(locked('adminLevel', 'admin/users'));
    // The customer admin moves no user to another customer, but edits the rest of what it read.
    const moved = await as(kunde, 'PUT', `/api/user/${self.id}`, { ...self, phone: '99887766', customerId: 1 });
    expect(moved.body.error).toEqual(locked('customerId', 'admin/users'));
    expect(await userRow()).toEqual(before);
    const allowed = await as(kunde, 'PUT', `/api/user/${self.id}`, { ...self, phone: '99887766' });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toMatchObject({ phone: '99887766', customerId: self.customerId, version: self.version + 1 });
    const users = async () => (await server.db.selectFrom('users').select('id').execute()).length;
    const count = await users();
    const newUser = { name: 'Ny Bruker', loginName: 'ny.bruker.laast', password: 'Sommer2026', email: 'ny@example.no', customerId: kunde.data.customer.id, locationId: 7 };
    const agent = await as(kunde, 'POST', '/api/user', { ...newUser, isAgent: true });
    expect(agent.body.error).toEqual(locked('isAgent', 'admin/users'));
    const foreign = await as(kunde, 'POST', '/api/user', { ...newUser, customerId: 1 });
    expect(foreign.body.error).toEqual(locked('customerId', 'admin/users'));
    expect(await users()).toBe(count);
  });

  it('keeps query strings as they were: a parameter the call does not declare is dropped', async () => {
    expect((await call('GET', '/api/trucktypes?unknown=1')).status).toBe(200);
  });
});
