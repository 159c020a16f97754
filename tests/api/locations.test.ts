// GET locations / location and POST / PUT location, scoped by section C (J09, J10, J14, C05, C06, R03).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { inSentenceLabel, labelOf } from './labels';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, lager: LoggedIn, bruker: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, kunde, lager, bruker] = await Promise.all(['admin', 'kunde', 'lager', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const get = (who: LoggedIn, url: string) => server.call({ method: 'GET', url, headers: who.headers });
const countLocations = async () => Number((await server.db.selectFrom('locations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const newLocation = (customerId: number, extra: Record<string, unknown> = {}) => ({
  name: 'Testlager Nord',
  customerId,
  type: 'industry',
  countryCode: 'NOR',
  addresses: [{ type: 'Delivery', street: 'Havnegata 1', postalCode: '9008', city: 'Tromsø', countryCode: 'NOR', isDelivery: true }],
  ...extra,
});

describe('GET /api/locations', () => {
  it('gives staff and global admins every location, paged by 100 with the total', async () => {
    const all = await countLocations();
    const response = await get(admin, '/api/locations');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(all);
    expect(response.body.data.length).toBe(Math.min(100, all));
    const second = await get(admin, '/api/locations?index=50&count=10&sort=id&order=ASC');
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual(
      (await server.db.selectFrom('locations').select('id').orderBy('id').offset(50).limit(10).execute()).map((row) => row.id),
    );
  });

  it('gives a customer admin the customer\'s locations only (C05)', async () => {
    const response = await get(kunde, '/api/locations?count=1000');
    const own = await server.db.selectFrom('locations').select('id').where('customerId', '=', kunde.data.customer.id).execute();
    expect(response.body.total).toBe(own.length);
    expect(response.body.data.every((row: { customerId: number }) => row.customerId === kunde.data.customer.id)).toBe(true);
  });

  it('gives location admins and ordinary users their own location only', async () => {
    for (const who of [lager, bruker]) {
      const response = await get(who, '/api/locations');
      expect(response.body.total).toBe(1);
      expect(response.body.data[0].id).toBe(who.context.locationId);
    }
  });

  it('sorts, filters by repeated values and searches free text', async () => {
    const sorted = await get(admin, '/api/locations?sort=name&order=DESC&count=20');
    const names = sorted.body.data.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)));
    const nordic = await get(admin, '/api/locations?countryCode=SWE&countryCode=DNK&count=1000');
    expect(nordic.body.total).toBeGreaterThan(0);
    expect(new Set(nordic.body.data.map((row: { countryCode: string }) => row.countryCode))).toEqual(new Set(['SWE', 'DNK']));
    const one = await server.db.selectFrom('locations').select(['name', 'gln']).where('gln', 'is not', null).executeTakeFirstOrThrow();
    const byGln = await get(admin, `/api/locations?q=${one.gln}`);
    expect(byGln.body.data.map((row: { name: string }) => row.name)).toContain(one.name);
  });

  it('reads each call with its own values where calls share a prepared query (issue 16)', async () => {
    // Two customer admins of different customers: the same scope kind, filters and order, so one compiled query.
    const shopAdmin = await server.login('morten.karlsen');
    expect(shopAdmin.data.customer.id).not.toBe(kunde.data.customer.id);
    for (const who of [kunde, shopAdmin, kunde]) {
      const own = await server.db.selectFrom('locations').select('id').where('customerId', '=', who.data.customer.id).orderBy('id').execute();
      expect(own.length).toBeGreaterThan(0);
      const response = await get(who, '/api/locations?sort=id&count=1000');
      expect(response.body.data.map((row: { id: number }) => row.id)).toEqual(own.map((row) => row.id));
    }
    // One filter with other values, and a page further in: the rows of those values and that page.
    for (const countries of [['SWE'], ['NOR', 'DNK'], ['SWE']]) {
      const expected = await server.db.selectFrom('locations').select('id').where('countryCode', 'in', countries).orderBy('id').offset(2).limit(3).execute();
      expect(expected.length).toBeGreaterThan(0);
      const response = await get(admin, `/api/locations?sort=id&index=2&count=3&${countries.map((code) => `countryCode=${code}`).join('&')}`);
      expect(response.body.data.map((row: { id: number }) => row.id)).toEqual(expected.map((row) => row.id));
    }
  });

  it('answers bad parameters with 400', async () => {
    expect((await get(admin, '/api/locations?count=0')).status).toBe(400);
    expect((await get(admin, '/api/locations?sort=password')).status).toBe(400);
    expect((await get(admin, '/api/locations?statusId=9')).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await server.call({ method: 'GET', url: '/api/locations' })).status).toBe(401);
  });
});

describe('GET /api/location/:id', () => {
  it('returns every J10 field of a location in scope', async () => {
    const response = await get(kunde, `/api/location/${lager.context.locationId}`);
    expect(response.status).toBe(200);
    const location = response.body.data;
    for (const field of ['id', 'name', 'statusId', 'addresses', 'truckTypeId', 'truckTypeId2', 'truckTypeIds', 'products', 'adminUser', 'isSrsLocation',
      'isWebHidden', 'isLightLocation', 'isMainLocation', 'userIds', 'defaultUser', 'type', 'isBalance', 'locationIdInventEx', 'locationNameInventEx', 'inventSources']) {
      expect(location, field).toHaveProperty(field);
    }
    expect(location.userIds).toContain(lager.context.userId);
    expect(location.addresses.length).toBeGreaterThan(0);
  });

  it('does not reveal a location outside the scope', async () => {
    const foreign = await server.db.selectFrom('locations').select('id').where('customerId', '<>', kunde.data.customer.id).executeTakeFirstOrThrow();
    expect((await get(kunde, `/api/location/${foreign.id}`)).status).toBe(404);
    expect((await get(bruker, `/api/location/${lager.context.locationId === bruker.context.locationId ? foreign.id : lager.context.locationId}`)).status).toBe(404);
  });
});

describe('POST /api/location', () => {
  it('lets a customer admin create a location for the own customer, with its address', async () => {
    const response = await server.call({ method: 'POST', url: '/api/location', headers: kunde.headers, payload: newLocation(kunde.data.customer.id, { gln: '7080000999996' }) });
    expect(response.status).toBe(200);
    expect(response.body.data.id).toBeGreaterThan(0);
    expect(response.body.data.addresses[0].city).toBe('Tromsø');
    // A customer's new location waits for the operator to activate it.
    expect(response.body.data.statusId).toBe(0);
    // The write is audited with the acting and the login user.
    const audit = await server.db.selectFrom('logs').selectAll().where('category', '=', 'audit').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ userId: kunde.context.userId, loginUserId: kunde.context.loginUserId });
    expect(audit.message).toContain(`create location ${response.body.data.id}`);
  });

  it('refuses a field only staff set, sent by a customer admin with another value than a new location gets, creating nothing', async () => {
    const before = await countLocations();
    for (const [field, value] of [['statusId', 1], ['isBalance', true], ['isMainLocation', false], ['locationIdInventEx', 8]] as const) {
      const response = await server.call({ method: 'POST', url: '/api/location', headers: kunde.headers, payload: newLocation(kunde.data.customer.id, { name: `Låst ${field}`, [field]: value }) });
      expect(response.status, field).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'field-locked', description: `Du kan ikke endre feltet ${inSentenceLabel('admin/locations', field)}.`, fields: { [field]: expect.any(String) } });
    }
    // Read-only facts are not sent with a new location either.
    const named = await server.call({ method: 'POST', url: '/api/location', headers: admin.headers, payload: newLocation(kunde.data.customer.id, { name: 'Låst navn', customerName: 'Noen andre AS' }) });
    expect(named.status).toBe(400);
    expect(named.body.error.fields).toHaveProperty('customerName');
    expect(await countLocations()).toBe(before);
    // Sent as a new location gets them, they pass.
    const same = await server.call({ method: 'POST', url: '/api/location', headers: kunde.headers, payload: newLocation(kunde.data.customer.id, { name: 'Testlager Sør', statusId: 0, isBalance: false, isMainLocation: true }) });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ statusId: 0, isBalance: false, isMainLocation: true });
  });

  it('refuses other customers, ordinary users and location admins', async () => {
    const before = await countLocations();
    const foreign = await server.db.selectFrom('customers').select('id').where('id', '<>', kunde.data.customer.id).where('type', '<>', 'provider').executeTakeFirstOrThrow();
    expect((await server.call({ method: 'POST', url: '/api/location', headers: kunde.headers, payload: newLocation(foreign.id) })).status).toBe(403);
    expect((await server.call({ method: 'POST', url: '/api/location', headers: bruker.headers, payload: newLocation(bruker.data.customer.id) })).status).toBe(403);
    expect((await server.call({ method: 'POST', url: '/api/location', headers: lager.headers, payload: newLocation(lager.data.customer.id) })).status).toBe(403);
    expect(await countLocations()).toBe(before);
  });

  it('answers bad input with 400 naming the field, writing nothing', async () => {
    const before = await countLocations();
    const { name: _omitted, ...nameless } = newLocation(kunde.data.customer.id);
    const missing = await server.call({ method: 'POST', url: '/api/location', headers: kunde.headers, payload: nameless });
    expect(missing.status).toBe(400);
    expect(missing.body.error.description).toContain(`${labelOf('admin/locations', 'name')}: `);
    const badGln = await server.call({ method: 'POST', url: '/api/location', headers: kunde.headers, payload: newLocation(kunde.data.customer.id, { gln: '12' }) });
    expect(badGln.status).toBe(400);
    expect(badGln.body.error.description).toContain('GLN: Ugyldig GLN');
    // A GLN of the wrong length gets the GLN's own message too (issue 14).
    expect(badGln.body.error.fields.gln).toBe('Ugyldig GLN: 13 siffer der det siste er kontrollsifferet');
    // Issue 14: 13 digits are not enough, the last must be the GS1 check digit.
    const wrongCheck = await server.call({ method: 'POST', url: '/api/location', headers: kunde.headers, payload: newLocation(kunde.data.customer.id, { gln: '7080000999991' }) });
    expect(wrongCheck.status).toBe(400);
    expect(wrongCheck.body.error.fields.gln).toBe('Ugyldig GLN: 13 siffer der det siste er kontrollsifferet');
    const badAddress = await server.call({ method: 'POST', url: '/api/location', headers: kunde.headers, payload: newLocation(kunde.data.customer.id, { addresses: [{ type: 'Delivery' }] }) });
    expect(badAddress.status).toBe(400);
    expect(await countLocations()).toBe(before);
  });

  it('refuses a GLN that is taken, naming the holder (J14)', async () => {
    const holder = await server.db.selectFrom('locations').select(['name', 'gln']).where('gln', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const response = await server.call({ method: 'POST', url: '/api/location', headers: admin.headers, payload: newLocation(kunde.data.customer.id, { gln: holder.gln }) });
    expect(response.status).toBe(409);
    expect(response.body.error.description).toContain(holder.name);
  });
});

describe('PUT /api/location/:id', () => {
  const body = async (who: LoggedIn, id: number) => (await get(who, `/api/location/${id}`)).body.data;

  it('lets a location admin edit the own location, refusing the fields only staff set with 400 naming them, writing nothing', async () => {
    const current = await body(lager, lager.context.locationId);
    const stored = () => server.db.selectFrom('locations').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
    const before = await stored();
    const put = (payload: object) => server.call({ method: 'PUT', url: `/api/location/${current.id}`, headers: lager.headers, payload: { ...current, name: `${current.name} (endret)`, ...payload } });
    for (const [field, value] of [['statusId', 3], ['isBalance', !current.isBalance], ['customerId', 1], ['isLightLocation', !current.isLightLocation]] as const) {
      const refused = await put({ [field]: value });
      expect(refused.status, field).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'field-locked', fields: { [field]: `Du kan ikke endre feltet ${inSentenceLabel('admin/locations', field)}.` } });
    }
    // Nothing was written: not the name sent alongside, not the version.
    expect(await stored()).toEqual(before);
    // The same fields sent back as stored (as the form does) pass, and the rest is saved.
    const response = await put({});
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ name: `${current.name} (endret)`, statusId: current.statusId, isBalance: current.isBalance, customerId: current.customerId, version: current.version + 1 });
  });

  it('refuses changing read-only facts of a location and its customer, even for staff', async () => {
    const current = await body(admin, lager.context.locationId);
    const stored = () => server.db.selectFrom('locations').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
    const before = await stored();
    for (const [field, value] of [['customerName', 'Noen andre AS'], ['customerId', 1], ['userIds', []]] as const) {
      const refused = await server.call({ method: 'PUT', url: `/api/location/${current.id}`, headers: admin.headers, payload: { ...current, [field]: value } });
      expect(refused.status, field).toBe(400);
      expect(refused.body.error.fields).toHaveProperty(field);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses ordinary users and locations outside the scope', async () => {
    const own = await body(bruker, bruker.context.locationId);
    expect((await server.call({ method: 'PUT', url: `/api/location/${own.id}`, headers: bruker.headers, payload: { ...own, name: 'Nytt navn' } })).status).toBe(403);
    const foreign = await server.db.selectFrom('locations').select('id').where('customerId', '<>', lager.data.customer.id).executeTakeFirstOrThrow();
    const foreignBody = await body(admin, foreign.id);
    expect((await server.call({ method: 'PUT', url: `/api/location/${foreign.id}`, headers: lager.headers, payload: foreignBody })).status).toBe(404);
    expect((await body(admin, own.id)).name).toBe(own.name);
  });

  it('keeps secondary locations for the operator to change (C06)', async () => {
    const secondary = await server.db.selectFrom('locations').select('id').where('isMainLocation', '=', false).where('customerId', '=', kunde.data.customer.id).executeTakeFirst();
    const target = secondary ?? (await server.db.updateTable('locations').set({ isMainLocation: false })
      .where('id', '=', (await server.db.selectFrom('locations').select('id').where('customerId', '=', kunde.data.customer.id).where('id', '<>', kunde.context.locationId).executeTakeFirstOrThrow()).id)
      .returning('id').executeTakeFirstOrThrow());
    const current = await body(kunde, target.id);
    const refused = await server.call({ method: 'PUT', url: `/api/location/${target.id}`, headers: kunde.headers, payload: { ...current, name: 'Endret' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.description).toContain('Sekundærlokasjoner');
    expect((await server.call({ method: 'PUT', url: `/api/location/${target.id}`, headers: admin.headers, payload: { ...current, name: 'Endret av driften' } })).status).toBe(200);
  });
});
