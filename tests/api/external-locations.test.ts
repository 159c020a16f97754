// admin/external-locations (J15, J16, C37): the generic routes with the customer scope.
import { sql } from 'kysely';
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
const count = async () => Number((await server.db.selectFrom('externalLocations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const external = (extra: Record<string, unknown> = {}) => ({ customerId: 2, name: 'Rema 1000 Hamar', gln: '7080003000040', street: 'Torggata 1', postalCode: '2317', city: 'Hamar', countryCode: 'NOR', ...extra });

describe('GET /api/externallocations', () => {
  it('gives the customer\'s external locations to its admins, all to staff', async () => {
    const own = await call(kunde, 'GET', '/api/externallocations');
    expect(own.status).toBe(200);
    expect(own.body.data.map((row: { name: string }) => row.name)).toEqual(['Coop Nordland Distribusjonslager', 'ICA Karlstad Välsviken', 'Meny Lillehammer Sentrum']);
    expect((await call(lager, 'GET', '/api/externallocations')).body.total).toBe(3);
    expect((await call(admin, 'GET', '/api/externallocations')).body.total).toBe(await count());
    expect((await call(admin, 'GET', '/api/externallocations?active=false')).body.data.map((row: { name: string }) => row.name)).toEqual(['Salling Group Lager Vejle']);
    expect((await call(kunde, 'GET', '/api/externallocations?q=karlstad')).body.total).toBe(1);
    expect((await call(kunde, 'GET', '/api/externallocations?countryCode=SWE')).body.total).toBe(1);
  });

  it('sorts by a customer as the list shows it, by name, not by the id (issue 32)', async () => {
    // Lastbærerpoolen AS (customer 1) sorts between Vestjysk (22) and Grøntgrossisten (5) by name.
    expect((await call(admin, 'POST', '/api/externallocation', external({ customerId: 1, name: 'Poolens mottak', gln: null }))).status).toBe(200);
    const expected = await sql<{ id: number }>`select e.id from external_locations e join customers c on c.id = e.customer_id order by c.name desc, e.id desc limit 100`.execute(server.db);
    const byCustomer = await call(admin, 'GET', '/api/externallocations?sort=customerId&order=DESC&count=100');
    expect(byCustomer.status).toBe(200);
    expect(byCustomer.body.data.map((row: { id: number }) => row.id)).toEqual(expected.rows.map((row) => row.id));
    // The ids of the customers do not come in that order: the sort is the names'.
    const ids = byCustomer.body.data.map((row: { customerId: number }) => row.customerId);
    expect(ids).not.toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('refuses ordinary users (C37)', async () => {
    expect((await call(bruker, 'GET', '/api/externallocations')).status).toBe(403);
  });
});

describe('POST, PUT and DELETE /api/externallocation', () => {
  it('lets a location admin add, change and delete the customer\'s external locations', async () => {
    const created = await call(lager, 'POST', '/api/externallocation', external());
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const changed = await call(lager, 'PUT', `/api/externallocation/${id}`, { ...created.body.data, name: 'Rema 1000 Hamar Vest' });
    expect(changed.body.data.name).toBe('Rema 1000 Hamar Vest');
    expect((await call(lager, 'DELETE', `/api/externallocation/${id}`)).status).toBe(200);
  });

  it('keeps each customer to its own: another customer\'s id is refused and nothing is written', async () => {
    const before = await count();
    expect((await call(kunde, 'POST', '/api/externallocation', external({ customerId: 5, gln: '7080003000057' }))).status).toBe(403);
    expect((await call(bruker, 'POST', '/api/externallocation', external({ gln: '7080003000064' }))).status).toBe(403);
    const foreign = await server.db.selectFrom('externalLocations').select('id').where('customerId', '=', 5).executeTakeFirstOrThrow();
    expect((await call(kunde, 'DELETE', `/api/externallocation/${foreign.id}`)).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('answers bad input with 400 and a taken GLN with 409, naming the field', async () => {
    const before = await count();
    const gln = await call(kunde, 'POST', '/api/externallocation', external({ gln: '123' }));
    expect(gln.status).toBe(400);
    expect(gln.body.error.fields).toHaveProperty('gln');
    const taken = await call(kunde, 'POST', '/api/externallocation', external({ gln: '7080003000019' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toHaveProperty('gln');
    expect(await count()).toBe(before);
  });

  it('refuses to delete an external location that has transactions (J16)', async () => {
    // A transaction table referring to external locations, as the order area keeps them.
    await sql`create table test_transactions (id serial primary key, external_location_id integer references external_locations(id))`.execute(server.db);
    const held = await server.db.selectFrom('externalLocations').select('id').where('name', '=', 'Meny Lillehammer Sentrum').executeTakeFirstOrThrow();
    await sql`insert into test_transactions (external_location_id) values (${held.id})`.execute(server.db);
    const response = await call(kunde, 'DELETE', `/api/externallocation/${held.id}`);
    expect(response.status).toBe(409);
    expect(response.body.error.description).toBe('Lokasjonen har transaksjoner og kan ikke slettes.');
    expect((await call(kunde, 'GET', `/api/externallocation/${held.id}`)).status).toBe(200);
  });
});
