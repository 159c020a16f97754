// Who holds which rights, and who may give them (C02, C07, C10, C11, C13, C17, R17): an employee id
// alone makes nobody an agent, only staff give one, and no level is given above the giver's own,
// on POST, PUT and PATCH of a user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { withCurrentVersion } from './record-version-fixture';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, lager: LoggedIn, bruker: LoggedIn;
beforeAll(async () => {
  server = await startTestServer({ CONTEXT_CACHE_SECONDS: '0' });
  [admin, kunde, lager, bruker] = await Promise.all(['admin', 'kunde', 'lager', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

// A PATCH carries the version the user has now (O25).
const call = async (who: LoggedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload: method === 'PATCH' ? await withCurrentVersion(server.db, url, payload) : payload } : {}) });
const stored = (loginName: string) => server.db.selectFrom('users').selectAll().where('loginName', '=', loginName).executeTakeFirstOrThrow();
const countUsers = async () => Number((await server.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const newUser = (extra: Record<string, unknown>) => ({
  name: 'Ola Nordmann', password: 'Sommer2026', email: 'ola@example.no', customerId: 2, locationId: 7, tasksAllowed: ['Order'], ...extra,
});

describe('agents are staff with an employee id (C07, R17)', () => {
  it('gives a customer\'s user with an employee id neither other tickets nor internal ones', async () => {
    // The operator's admin may give an employee id, even to a customer's user: it makes no agent.
    const given = await call(admin, 'PATCH', `/api/user/${bruker.context.userId}`, { employeeId: 'E7777' });
    expect(given.status).toBe(200);
    expect(given.body.data).toMatchObject({ employeeId: 'E7777', isAgent: false });
    const login = await server.login('bruker');
    expect(login.data.user.isAgent).toBe(false);

    const list = await call(login, 'GET', '/api/supporttickets?count=1000');
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((row: { locationId: number; internal: boolean }) => row.locationId === bruker.context.locationId && !row.internal)).toBe(true);
    const internal = await server.db.selectFrom('supportTickets').select('id').where('internal', '=', true).orderBy('id').executeTakeFirstOrThrow();
    expect((await call(login, 'GET', `/api/supportticket/${internal.id}`)).status).toBe(404);
    const foreign = await server.db.selectFrom('supportTickets').select('id').where('customerId', '<>', 2).where('internal', '=', false).orderBy('id').executeTakeFirstOrThrow();
    expect((await call(login, 'GET', `/api/supportticket/${foreign.id}`)).status).toBe(404);
  });

  it('still makes the operator\'s staff with an employee id agents', async () => {
    const agent = await server.login('agent');
    expect(agent.data.user.isAgent).toBe(true);
    const internal = await call(agent, 'GET', '/api/supporttickets?count=1000');
    expect(internal.body.data.some((row: { internal: boolean }) => row.internal)).toBe(true);
  });

  it('lets only staff give an employee id: a customer admin\'s is refused by name, on create, PUT or PATCH, and nothing is stored', async () => {
    const before = await countUsers();
    const created = await call(kunde, 'POST', '/api/user', newUser({ loginName: 'ola.ansatt', employeeId: 'E8888' }));
    expect(created.status).toBe(400);
    expect(created.body.error.code).toBe('field-locked');
    expect(await countUsers()).toBe(before);
    expect((await call(kunde, 'POST', '/api/user', newUser({ loginName: 'ola.ansatt' }))).status).toBe(200);
    const current = (await call(kunde, 'GET', `/api/user/${lager.context.userId}`)).body.data;
    expect((await call(kunde, 'PUT', `/api/user/${lager.context.userId}`, { ...current, employeeId: 'E8889' })).status).toBe(400);
    expect((await call(kunde, 'PATCH', `/api/user/${lager.context.userId}`, { employeeId: 'E8890', employmentType: 'Employed' })).status).toBe(400);
    expect(await stored('lager')).toMatchObject({ employeeId: null, employmentType: null });
  });
});

describe('no level above the giver\'s own (C02, C10, C11, C13, C17)', () => {
  it('refuses a report level above the customer admin\'s own, on POST, PUT and PATCH, writing nothing', async () => {
    const before = await countUsers();
    const created = await call(kunde, 'POST', '/api/user', newUser({ loginName: 'ola.rapport', tasksAllowed: ['Reports'], reportLevelEx: 2 }));
    expect(created.status).toBe(403);
    expect(created.body.error.description).toBe('Du kan ikke gi et høyere rapportnivå enn ditt eget.');
    expect(created.body.error.fields).toHaveProperty('reportLevelEx');
    expect(await countUsers()).toBe(before);

    const current = (await call(kunde, 'GET', `/api/user/${lager.context.userId}`)).body.data;
    expect((await call(kunde, 'PUT', `/api/user/${lager.context.userId}`, { ...current, reportLevelEx: 2 })).status).toBe(403);
    const patched = await call(kunde, 'PATCH', `/api/user/${lager.context.userId}`, { reportLevelEx: 2 });
    expect(patched.status).toBe(403);
    expect(patched.body.error.fields).toHaveProperty('reportLevelEx');
    expect((await stored('lager')).reportLevel).toBe(0);
    // Up to the own level is fine.
    expect((await call(kunde, 'PATCH', `/api/user/${lager.context.userId}`, { reportLevelEx: 1 })).status).toBe(200);
    expect((await stored('lager')).reportLevel).toBe(1);
  });

  it('refuses an inventory level above the location admin\'s own (MainApprove over ControlReg), writing nothing', async () => {
    // A location admin places users at the own location (another is refused by name, as a locked field).
    const own = { customerId: lager.data.user.customerId, locationId: lager.context.locationId };
    expect((await call(lager, 'POST', '/api/user', newUser({ loginName: 'ola.annet', locationId: own.locationId === 7 ? 8 : 7 }))).body.error.code).toBe('field-locked');
    const created = await call(lager, 'POST', '/api/user', newUser({ ...own, loginName: 'ola.telling', tasksAllowed: ['Inventory'], inventoryLevelEx: 1 }));
    expect(created.status).toBe(403);
    expect(created.body.error.fields).toHaveProperty('inventoryLevelEx');
    const colleague = (await call(lager, 'POST', '/api/user', newUser({ ...own, loginName: 'ola.teller', tasksAllowed: ['Inventory'], inventoryLevelEx: 2 }))).body.data;
    expect(colleague).toMatchObject({ inventoryLevelEx: 2 });
    const patched = await call(lager, 'PATCH', `/api/user/${colleague.id}`, { inventoryLevelEx: 1 });
    expect(patched.status).toBe(403);
    expect((await stored('ola.teller')).inventoryLevel).toBe(2);
  });

  it('never gives financial access from someone without it', async () => {
    const colleague = await stored('ola.teller');
    const refused = await call(lager, 'PATCH', `/api/user/${colleague.id}`, { isFinancial: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('field-locked');
    expect((await stored('ola.teller')).isFinancial).toBe(false);
  });

  it('refuses provider staff below Global an admin level or a task above their own', async () => {
    // Nils Dahl: the operator's location admin at a depot, without the Order task.
    const nils = await server.db.selectFrom('users').select(['id', 'loginName']).where('employeeId', '=', 'E1006').executeTakeFirstOrThrow();
    const staff = await server.login(nils.loginName);
    const level = await call(staff, 'PATCH', `/api/user/${bruker.context.userId}`, { adminLevel: 4 });
    expect(level.status).toBe(403);
    expect(level.body.error.fields).toHaveProperty('adminLevel');
    const task = await call(staff, 'PATCH', `/api/user/${bruker.context.userId}`, { tasksAllowed: ['Order', 'Delivery', 'Reception', 'ShopAccounting'] });
    expect(task.status).toBe(403);
    expect(task.body.error.fields).toHaveProperty('tasksAllowed');
    expect(await stored('bruker')).toMatchObject({ adminLevel: 0, tasksAllowed: ['Order', 'Delivery', 'Reception'] });
  });

  it('lets a global admin give every level', async () => {
    const raised = await call(admin, 'PATCH', `/api/user/${bruker.context.userId}`, { reportLevelEx: 2, inventoryLevelEx: 1, isFinancial: true, tasksAllowed: ['Reports', 'ShopAccounting'] });
    expect(raised.status).toBe(200);
    expect(raised.body.data).toMatchObject({ reportLevelEx: 2, inventoryLevelEx: 1, isFinancial: true });
  });
});
