// GET locations?all=true: the delivery dialog's counterparty picker lists active locations of
// active customers pool-wide, with picker fields only, to callers with a ledger task; a caller
// without one is refused, and without `all` the list stays inside the own scope (section C).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let lager: LoggedIn, agent: LoggedIn;

beforeAll(async () => {
  server = await startTestServer();
  [lager, agent] = await Promise.all(['lager', 'agent'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const get = (who: LoggedIn, url: string) => server.call({ method: 'GET', url, headers: who.headers });

describe('GET locations?all=true (the counterparty picker)', () => {
  it('finds another customer\'s active location by name for a user with the Delivery task, with picker fields only', async () => {
    const other = await server.db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
      .select(['locations.id', 'locations.name', 'customers.name as customerName']).where('locations.statusId', '=', 1).where('customers.statusId', '=', 1)
      .where('customers.id', '<>', lager.data.customer.id).where('customers.type', '<>', 'provider').orderBy('locations.id').executeTakeFirstOrThrow();
    const found = await get(lager, `/api/locations?all=true&q=${encodeURIComponent(other.name)}`);
    expect(found.status).toBe(200);
    const row = found.body.data.find((location: { id: number }) => location.id === other.id);
    expect(row).toMatchObject({ id: other.id, name: other.name, customerName: other.customerName, statusId: 1 });
    expect(Object.keys(row).sort()).toEqual(['countryCode', 'customerId', 'customerName', 'gln', 'id', 'name', 'statusId', 'type']);
    // Without `all` the same search stays inside lager's own locations.
    const own = await get(lager, `/api/locations?q=${encodeURIComponent(other.name)}`);
    expect(own.body.data.map((location: { id: number }) => location.id)).not.toContain(other.id);
  });

  it('leaves out locations that are not active, and customers that are not', async () => {
    const closed = await server.db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
      .select(['locations.id', 'locations.name']).where((eb) => eb.or([eb('locations.statusId', '<>', 1), eb('customers.statusId', '<>', 1)]))
      .orderBy('locations.id').executeTakeFirstOrThrow();
    const found = await get(lager, `/api/locations?all=true&q=${encodeURIComponent(closed.name)}`);
    expect(found.status).toBe(200);
    expect(found.body.data.map((location: { id: number }) => location.id)).not.toContain(closed.id);
  });

  it('is open to the operator\'s staff, and refused to a customer user without a ledger task', async () => {
    expect((await get(agent, '/api/locations?all=true&q=Hamar')).status).toBe(200);
    await server.db.updateTable('users').set({ tasksAllowed: ['Reports'] }).where('loginName', '=', 'kunde').execute();
    const reportsOnly = await server.login('kunde');
    const refused = await get(reportsOnly, '/api/locations?all=true&q=Hamar');
    expect(refused.status).toBe(403);
    // Its own locations it still reads, as before.
    expect((await get(reportsOnly, '/api/locations?q=Hamar')).status).toBe(200);
  });

  it('lists the caller\'s favorite locations first, then by name (J18, issue 27)', async () => {
    const names = async (user: LoggedIn) => ((await get(user, '/api/locations?all=true&q=Fjellmeieriet')).body.data as Array<{ name: string }>).map((row) => row.name);
    const byName = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'nb'));
    expect(await names(agent)).toEqual(byName(await names(agent)));
    // By name Lillehammer comes after Elverum, Gjøvik, Hamar and Karlstad; as the agent's favorite, first.
    const lillehammer = await server.db.selectFrom('locations').select('id').where('name', '=', 'Fjellmeieriet Lillehammer').executeTakeFirstOrThrow();
    expect((await server.call({ method: 'POST', url: '/api/locationfavorite', headers: agent.headers, payload: { locationId: lillehammer.id } })).status).toBe(200);
    const his = await names(agent);
    expect(his[0]).toBe('Fjellmeieriet Lillehammer');
    expect(his.slice(1)).toEqual(byName(his.slice(1)));
    // Another user's favorites change nothing for lager.
    expect(await names(lager)).toEqual(byName(await names(lager)));
  });

  it('refuses a bad flag with a 400', async () => {
    expect((await get(lager, '/api/locations?all=maybe')).status).toBe(400);
  });
});
