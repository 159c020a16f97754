// Addresses (J12, J13, C06, N24): GET/POST/DELETE address, GET addresses, and the unknown-postcode
// confirmation on the address and on the location dialog's save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, lager: LoggedIn, bruker: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, kunde, lager, bruker] = await Promise.all(['admin', 'kunde', 'lager', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const countAddresses = async () => Number((await server.db.selectFrom('addresses').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const address = (extra: Record<string, unknown> = {}) => ({ locationId: 8, type: 'Delivery', street: 'Industrigata 9', postalCode: '2619', city: 'Lillehammer', countryCode: 'NOR', ...extra });

describe('GET /api/addresses and /api/address/:id', () => {
  it('lists the addresses of the caller\'s locations only', async () => {
    const own = await call(lager, 'GET', '/api/addresses?count=1000');
    expect(own.status).toBe(200);
    expect(own.body.total).toBeGreaterThan(0);
    expect(own.body.data.every((row: { locationId: number }) => row.locationId === 8)).toBe(true);
    const customer = await call(kunde, 'GET', '/api/addresses?count=1000');
    expect(new Set(customer.body.data.map((row: { locationId: number }) => row.locationId))).toEqual(new Set([7, 8, 9, 10, 11]));
    const foreign = await server.db.selectFrom('addresses').select('id').where('locationId', '=', 1).executeTakeFirstOrThrow();
    expect((await call(kunde, 'GET', `/api/address/${foreign.id}`)).status).toBe(404);
    expect((await call(admin, 'GET', `/api/address/${foreign.id}`)).status).toBe(200);
  });
});

describe('POST /api/address', () => {
  it('saves an address with a known postcode at once', async () => {
    const response = await call(lager, 'POST', '/api/address', address());
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ locationId: 8, street: 'Industrigata 9', postalCode: '2619' });
  });

  it('asks before saving an address with an unknown postcode, then saves it when confirmed (J13)', async () => {
    const before = await countAddresses();
    const asked = await call(lager, 'POST', '/api/address', address({ postalCode: '2699', street: 'Ukjentveien 1' }));
    expect(asked.status).toBe(409);
    expect(asked.body.error).toMatchObject({ code: 'confirm-unknown-postcode', description: 'Postnummeret 2699 (NOR) er ukjent. Vil du opprette adressen likevel?' });
    expect(await countAddresses()).toBe(before);
    const confirmed = await call(lager, 'POST', '/api/address?confirm=unknown-postcode', address({ postalCode: '2699', street: 'Ukjentveien 1' }));
    expect(confirmed.status).toBe(200);
    expect(await countAddresses()).toBe(before + 1);
  });

  it('refuses secondary locations (C06), other locations and ordinary users, writing nothing', async () => {
    const before = await countAddresses();
    const secondary = await call(kunde, 'POST', '/api/address', address({ locationId: 9 }));
    expect(secondary.status).toBe(403);
    expect(secondary.body.error.code).toBe('secondary-location');
    expect((await call(lager, 'POST', '/api/address', address({ locationId: 7 }))).status).toBe(403);
    expect((await call(bruker, 'POST', '/api/address', address({ locationId: 7 }))).status).toBe(403);
    expect(await countAddresses()).toBe(before);
    expect((await call(admin, 'POST', '/api/address', address({ locationId: 9 }))).status).toBe(200);
  });

  it('answers bad input with 400 naming the field', async () => {
    const before = await countAddresses();
    const { street: _none, ...streetless } = address();
    const missing = await call(lager, 'POST', '/api/address', streetless);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('street');
    const { locationId: _nowhere, ...placeless } = address();
    expect((await call(lager, 'POST', '/api/address', placeless)).body.error.fields).toHaveProperty('locationId');
    expect((await call(lager, 'POST', '/api/address', address({ countryCode: 'FIN' }))).status).toBe(400);
    expect(await countAddresses()).toBe(before);
  });
});

describe('an address\'s rank (P38)', () => {
  it('is stored as sent, Unknown when not sent, and read back with the address and its location', async () => {
    const primary = await call(lager, 'POST', '/api/address', address({ type: 'Invoice', street: 'Rangveien 1', rank: 'Primary' }));
    expect(primary.status).toBe(200);
    expect(primary.body.data.rank).toBe('Primary');
    const unsaid = await call(lager, 'POST', '/api/address', address({ street: 'Rangveien 2' }));
    expect(unsaid.body.data.rank).toBe('Unknown');
    expect((await call(lager, 'GET', `/api/address/${primary.body.data.id}`)).body.data.rank).toBe('Primary');
    const listed = await call(lager, 'GET', '/api/addresses?count=1000');
    expect(listed.body.data.find((row: { id: number }) => row.id === unsaid.body.data.id).rank).toBe('Unknown');
    const location = (await call(lager, 'GET', '/api/location/8')).body.data;
    expect(location.addresses.find((row: { id: number }) => row.id === primary.body.data.id).rank).toBe('Primary');
  });

  it('is changed with the location, and one not of the three is refused with 400 naming it, writing nothing', async () => {
    const location = (await call(kunde, 'GET', '/api/location/8')).body.data;
    const ranked = location.addresses.map((row: object, index: number) => ({ ...row, rank: index === 0 ? 'Secondary' : (row as { rank: string }).rank }));
    const saved = await call(kunde, 'PUT', '/api/location/8', { ...location, addresses: ranked });
    expect(saved.status).toBe(200);
    expect(saved.body.data.addresses[0].rank).toBe('Secondary');
    const current = saved.body.data;
    const refused = await call(kunde, 'PUT', '/api/location/8', { ...current, addresses: current.addresses.map((row: object, index: number) => (index === 0 ? { ...row, rank: 'Tertiary' } : row)) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty(['addresses.0.rank']);
    expect((await call(kunde, 'GET', '/api/location/8')).body.data).toMatchObject({ version: current.version, addresses: current.addresses });

    const before = await countAddresses();
    for (const rank of ['Tertiary', 'primary', 2, null]) {
      const response = await call(lager, 'POST', '/api/address', address({ street: 'Rangveien 3', rank }));
      expect(response.status, String(rank)).toBe(400);
      expect(response.body.error.fields, String(rank)).toHaveProperty('rank');
    }
    expect(await countAddresses()).toBe(before);
  });
});

describe('DELETE /api/address/:id', () => {
  it('lets the location\'s admin delete it, nobody outside', async () => {
    const created = (await call(lager, 'POST', '/api/address', address({ street: 'Slettes 1' }))).body.data;
    expect((await call(bruker, 'DELETE', `/api/address/${created.id}`)).status).toBe(404);
    expect((await call(lager, 'DELETE', `/api/address/${created.id}`)).status).toBe(200);
    expect((await call(lager, 'GET', `/api/address/${created.id}`)).status).toBe(404);
  });
});

describe('the location dialog\'s addresses (J12, J13)', () => {
  it('asks about a new address with an unknown postcode when the location is saved, not about stored ones', async () => {
    const location = (await call(kunde, 'GET', '/api/location/7')).body.data;
    const withNew = { ...location, addresses: [...location.addresses, { type: 'Delivery', street: 'Nyveien 3', postalCode: '2399', city: 'Hamar', countryCode: 'NOR' }] };
    const asked = await call(kunde, 'PUT', '/api/location/7', withNew);
    expect(asked.status).toBe(409);
    expect(asked.body.error.code).toBe('confirm-unknown-postcode');
    const saved = await call(kunde, 'PUT', '/api/location/7?confirm=unknown-postcode', withNew);
    expect(saved.status).toBe(200);
    expect(saved.body.data.addresses.map((row: { postalCode: string }) => row.postalCode)).toContain('2399');
    // Saving again asks nothing: the address is stored now.
    expect((await call(kunde, 'PUT', '/api/location/7', { ...saved.body.data, name: 'Fjellmeieriet Hamar' })).status).toBe(200);
  });

  it('refuses a second location of the same name for the customer, naming the holder (J14)', async () => {
    const location = (await call(kunde, 'GET', '/api/location/11')).body.data;
    const response = await call(kunde, 'PUT', '/api/location/11', { ...location, name: 'fjellmeieriet lillehammer' });
    expect(response.status).toBe(409);
    expect(response.body.error.description).toBe('Lokasjonen/GLN er allerede registrert på Fjellmeieriet Lillehammer (Fjellmeieriet AS).');
  });
});
