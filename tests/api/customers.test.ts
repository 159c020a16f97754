// GET /api/customers: the list pickers and the admin pages read, scoped by C41 (N20, N57, J20).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn, agent: LoggedIn, kunde: LoggedIn, lager: LoggedIn, bruker: LoggedIn, chainAdmin: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, agent, kunde, lager, bruker] = await Promise.all(['admin', 'agent', 'kunde', 'lager', 'bruker'].map((name) => server.login(name)));
  const chainOne = await server.db.selectFrom('chains').innerJoin('users', 'users.id', 'chains.adminUserId').select('users.loginName').where('chains.id', '=', 1).executeTakeFirstOrThrow();
  chainAdmin = await server.login(chainOne.loginName);
});
afterAll(() => server.close());

const get = (who: LoggedIn, url: string) => server.call({ method: 'GET', url, headers: who.headers });
const ids = (response: { body: { data: Array<{ id: number }> } }) => response.body.data.map((row) => row.id);
const allCustomers = async () => (await server.db.selectFrom('customers').select('id').orderBy('id').execute()).map((row) => row.id);

describe('GET /api/customers', () => {
  it('gives staff and global admins every customer, with customer.schema.json rows (C41)', async () => {
    const all = await allCustomers();
    for (const who of [admin, agent]) {
      const response = await get(who, '/api/customers?count=1000&sort=id');
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(all.length);
      expect(ids(response)).toEqual(all);
    }
    const row = (await get(admin, '/api/customers?id=2')).body.data[0];
    expect(row).toMatchObject({ id: 2, name: 'Fjellmeieriet AS', statusId: 1, type: 'Industry', chainId: 1, chainName: 'Nordkjeden', isNlp: false });
    expect(row.adminUser).toMatchObject({ name: 'Kari Kunde', email: 'kari.kunde@example.no' });
    expect(row).not.toHaveProperty('image');
  });

  it('gives a chain admin the chain\'s customers only', async () => {
    const chain = (await server.db.selectFrom('customers').select('id').where('chainId', '=', 1).orderBy('id').execute()).map((row) => row.id);
    const response = await get(chainAdmin, '/api/customers?sort=id&count=1000');
    expect(response.status).toBe(200);
    expect(ids(response)).toEqual(chain);
    expect(chain.length).toBeGreaterThan(1);
  });

  it('gives customer admins, location admins and ordinary users only their own customer', async () => {
    for (const who of [kunde, lager, bruker]) {
      const response = await get(who, '/api/customers?count=1000');
      expect(response.body).toMatchObject({ total: 1 });
      expect(ids(response)).toEqual([2]);
    }
    // Asking for another customer by id gives nothing rather than the customer.
    const foreign = await get(kunde, '/api/customers?id=1&id=3');
    expect(foreign.body).toEqual({ data: [], total: 0 });
  });

  it('pages by index and count with the total, and sorts both ways', async () => {
    const all = await allCustomers();
    const page = await get(admin, '/api/customers?index=10&count=5&sort=id&order=DESC');
    expect(page.body.total).toBe(all.length);
    expect(ids(page)).toEqual([...all].reverse().slice(10, 15));
    const byName = (await get(admin, '/api/customers?sort=name&order=ASC&count=1000')).body.data.map((row: { name: string }) => row.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // The default page is 100 rows (P12): all 30 here.
    expect((await get(admin, '/api/customers')).body.data.length).toBe(Math.min(100, all.length));
  });

  it('searches name, organisation number and id, and filters by active, type and id (J20)', async () => {
    expect(ids(await get(admin, '/api/customers?q=fjellmeier'))).toEqual([2]);
    const org = await server.db.selectFrom('customers').select(['id', 'orgNumber']).where('id', '=', 5).executeTakeFirstOrThrow();
    expect(ids(await get(admin, `/api/customers?q=${org.orgNumber}`))).toEqual([5]);
    expect(ids(await get(admin, '/api/customers?q=17'))).toContain(17);
    // A percent sign is searched for, not a wildcard.
    expect((await get(admin, '/api/customers?q=%25')).body.total).toBe(0);

    const active = await get(admin, '/api/customers?active=true&count=1000');
    expect(active.body.data.every((row: { statusId: number }) => row.statusId === 1)).toBe(true);
    const inactive = await server.db.selectFrom('customers').select('id').where('statusId', '<>', 1).execute();
    expect(active.body.total).toBe((await allCustomers()).length - inactive.length);
    expect(inactive.length).toBeGreaterThan(0);

    const shops = await get(admin, '/api/customers?type=Shop&type=EPS&count=1000');
    expect(new Set(shops.body.data.map((row: { type: string }) => row.type))).toEqual(new Set(['Shop', 'EPS']));
    expect(ids(await get(admin, '/api/customers?id=3&id=7&sort=id'))).toEqual([3, 7]);
  });

  it('answers bad parameters with 400 naming the parameter', async () => {
    for (const [query, field] of [['count=0', 'count'], ['sort=password', 'sort'], ['type=Pirate', 'type'], ['active=maybe', 'active'], ['id=x', 'id'], ['index=-1', 'index']]) {
      const response = await get(admin, `/api/customers?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.description, query).toContain(field);
    }
  });

  it('needs a session', async () => {
    expect((await server.call({ method: 'GET', url: '/api/customers' })).status).toBe(401);
  });
});
