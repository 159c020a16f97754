// Issue "security defects", medium: bad input gets a 400, never a 500 and never a loose reading.
// Ids are plain positive integers (1..2147483647), body values keep their JSON type, and text with
// NUL bytes or lone surrogates is refused at the edge rather than by PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { withCurrentVersion } from './record-version-fixture';

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
