// GET /api/users: the user list of admin/users and the user pickers, scoped by C43 (J03, N19, N57).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn, agent: LoggedIn, kunde: LoggedIn, lager: LoggedIn, bruker: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, agent, kunde, lager, bruker] = await Promise.all(['admin', 'agent', 'kunde', 'lager', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const get = (who: LoggedIn, url: string) => server.call({ method: 'GET', url, headers: who.headers });
const ids = (response: { body: { data: Array<{ id: number }> } }) => response.body.data.map((row) => row.id);
const userIds = async (where: (qb: any) => any = (qb) => qb) =>
  (await where(server.db.selectFrom('users').select('id')).orderBy('id').execute()).map((row: { id: number }) => row.id);

describe('GET /api/users', () => {
  it('gives staff and global admins every user, with user.schema.json rows and no password hash', async () => {
    const all = await userIds();
    for (const who of [admin, agent]) {
      const response = await get(who, '/api/users?count=1000&sort=id');
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(all.length);
      expect(ids(response)).toEqual(all);
    }
    const row = (await get(admin, `/api/users?id=${lager.context.userId}`)).body.data[0];
    expect(row).toMatchObject({
      id: lager.context.userId, loginName: 'lager', name: 'Lars Lager', customerId: 2, customerName: 'Fjellmeieriet AS',
      locationId: 8, locationName: 'Fjellmeieriet Lillehammer', adminLevel: 1, adminLevelEx: 1, isNlp: false, isAgent: false, active: true,
    });
    expect(row.tasksAllowed).toEqual(expect.arrayContaining(['Delivery', 'Inventory']));
    expect(JSON.stringify((await get(admin, '/api/users?count=1000')).body)).not.toMatch(/passwordHash|argon2/);
  });

  it('gives a customer admin the customer\'s users only', async () => {
    const own = await userIds((qb) => qb.where('customerId', '=', 2));
    const response = await get(kunde, '/api/users?count=1000&sort=id');
    expect(ids(response)).toEqual(own);
    expect(own).toEqual(expect.arrayContaining([kunde.context.userId, lager.context.userId, bruker.context.userId]));
  });

  it('gives a location admin the users of the own location only', async () => {
    const own = await userIds((qb) => qb.where('locationId', '=', lager.context.locationId));
    const response = await get(lager, '/api/users?count=1000&sort=id');
    expect(ids(response)).toEqual(own);
    expect(ids(response)).not.toContain(bruker.context.userId);
    // Asking for another location's users by filter gives nothing.
    expect((await get(lager, `/api/users?locationId=${bruker.context.locationId}`)).body).toEqual({ data: [], total: 0 });
    expect((await get(lager, `/api/users?id=${bruker.context.userId}`)).body.total).toBe(0);
  });

  it('gives an ordinary user only themself (C43)', async () => {
    const response = await get(bruker, '/api/users?count=1000');
    expect(response.body.total).toBe(1);
    expect(ids(response)).toEqual([bruker.context.userId]);
    expect((await get(bruker, `/api/users?customerId=2&id=${kunde.context.userId}`)).body.total).toBe(0);
  });

  it('filters by customer, location, active and id, and searches free text', async () => {
    const atLocation = await userIds((qb) => qb.where('locationId', '=', 7));
    expect(ids(await get(admin, '/api/users?locationId=7&sort=id'))).toEqual(atLocation);
    const ofCustomer = await userIds((qb) => qb.where('customerId', '=', 3));
    expect(ids(await get(admin, '/api/users?customerId=3&sort=id&count=1000'))).toEqual(ofCustomer);

    const inactive = await userIds((qb) => qb.where('active', '=', false));
    expect(inactive.length).toBeGreaterThan(0);
    expect(ids(await get(admin, '/api/users?active=false&sort=id&count=1000'))).toEqual(inactive);
    const active = await get(admin, '/api/users?active=true&count=1000');
    expect(active.body.total).toBe((await userIds()).length - inactive.length);
    expect(active.body.data.every((row: { active: boolean }) => row.active)).toBe(true);

    expect(ids(await get(admin, `/api/users?id=${lager.context.userId}&id=${bruker.context.userId}&sort=id`))).toEqual([lager.context.userId, bruker.context.userId].sort((a, b) => a - b));
    expect(ids(await get(admin, '/api/users?q=Berit%20Bru'))).toEqual([bruker.context.userId]);
    expect(ids(await get(admin, '/api/users?q=LARS.LAGER@'))).toEqual([lager.context.userId]);
    expect(ids(await get(admin, '/api/users?q=E1001'))).toEqual([agent.context.userId]);
    expect(ids(await get(kunde, '/api/users?q=anne'))).toEqual([]);
  });

  it('pages and sorts by the columns the list shows', async () => {
    const all = await userIds();
    const page = await get(admin, '/api/users?index=20&count=10&sort=id&order=DESC');
    expect(page.body.total).toBe(all.length);
    expect(ids(page)).toEqual([...all].reverse().slice(20, 30));
    expect((await get(admin, '/api/users')).body.data.length).toBe(Math.min(100, all.length));
    const byLocation = (await get(kunde, '/api/users?sort=locationName&order=DESC&count=1000')).body.data.map((row: { locationName: string }) => row.locationName);
    expect(byLocation).toEqual([...byLocation].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('answers bad parameters with 400 naming the parameter', async () => {
    for (const [query, field] of [['count=1001', 'count'], ['sort=passwordHash', 'sort'], ['active=perhaps', 'active'], ['customerId=abc', 'customerId'], ['id=1&id=x', 'id'], ['q=' + 'x'.repeat(101), 'q']]) {
      const response = await get(admin, `/api/users?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.description, query).toContain(field);
    }
  });

  it('needs a session', async () => {
    expect((await server.call({ method: 'GET', url: '/api/users' })).status).toBe(401);
  });
});
