// admin/users (J03–J08, C43): GET, POST and PUT user with the rules of who gives what, the
// location-admin role conflict (J07), the work area and employment type (J05), and usereditable,
// webtaskuserassignable, userlocations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { inSentenceLabel } from './labels';
import { withCurrentVersion } from './record-version-fixture';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, lager: LoggedIn, bruker: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, kunde, lager, bruker] = await Promise.all(['admin', 'kunde', 'lager', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

// A PATCH carries the version the user has now (O25).
const call = async (who: LoggedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload: method === 'PATCH' ? await withCurrentVersion(server.db, url, payload) : payload } : {}) });
const countUsers = async () => Number((await server.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const stored = (loginName: string) => server.db.selectFrom('users').selectAll().where('loginName', '=', loginName).executeTakeFirst();
const newUser = (extra: Record<string, unknown> = {}) => ({
  name: 'Ola Nordmann', loginName: 'ola.nordmann', password: 'Sommer2026', email: 'ola.nordmann@example.no', customerId: 2, locationId: 7,
  tasksAllowed: ['Order', 'Delivery'], ...extra,
});

describe('GET /api/user/:id', () => {
  it('gives the users of the caller\'s scope, never the password hash (C43)', async () => {
    const response = await call(kunde, 'GET', `/api/user/${lager.context.userId}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ loginName: 'lager', adminLevel: 1, adminLevelEx: 1, reportLevelEx: 0, inventoryLevelEx: 2, locationName: 'Fjellmeieriet Lillehammer', isNlp: false });
    expect(response.body.data).not.toHaveProperty('passwordHash');
    expect(response.body.data).not.toHaveProperty('password');
    expect((await call(bruker, 'GET', `/api/user/${bruker.context.userId}`)).status).toBe(200);
  });

  it('does not reveal users outside the scope', async () => {
    expect((await call(bruker, 'GET', `/api/user/${kunde.context.userId}`)).status).toBe(404);
    expect((await call(lager, 'GET', `/api/user/${bruker.context.userId}`)).status).toBe(404);
    expect((await call(kunde, 'GET', `/api/user/${admin.context.userId}`)).status).toBe(404);
  });
});

describe('POST /api/user', () => {
  it('lets a customer admin add a user who can then log in', async () => {
    const response = await call(kunde, 'POST', '/api/user', newUser());
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ loginName: 'ola.nordmann', customerId: 2, locationId: 7, adminLevel: 0, active: true, tasksAllowed: ['Order', 'Delivery'] });
    expect(response.body.data).not.toHaveProperty('password');
    expect((await server.login('ola.nordmann', 'Sommer2026')).data.user.name).toBe('Ola Nordmann');
  });

  it('places a location admin\'s new user at the own location and customer, refusing another by name', async () => {
    const before = await countUsers();
    const customer = await call(lager, 'POST', '/api/user', newUser({ loginName: 'per.lager', customerId: 3, locationId: lager.context.locationId, tasksAllowed: ['Delivery'] }));
    expect(customer.status).toBe(400);
    expect(customer.body.error).toMatchObject({ code: 'field-locked', fields: { customerId: `Du kan ikke endre feltet ${inSentenceLabel('admin/users', 'customerId')}.` } });
    const location = await call(lager, 'POST', '/api/user', newUser({ loginName: 'per.lager', customerId: 2, locationId: 7, tasksAllowed: ['Delivery'] }));
    expect(location.body.error).toMatchObject({ code: 'field-locked', fields: { locationId: `Du kan ikke endre feltet ${inSentenceLabel('admin/users', 'locationId')}.` } });
    expect(await countUsers()).toBe(before);
    const response = await call(lager, 'POST', '/api/user', newUser({ loginName: 'per.lager', customerId: 2, locationId: lager.context.locationId, tasksAllowed: ['Delivery'] }));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ customerId: 2, locationId: lager.context.locationId });
  });

  it('refuses ordinary users, higher levels and tasks the caller cannot give, writing nothing', async () => {
    const before = await countUsers();
    expect((await call(bruker, 'POST', '/api/user', newUser({ loginName: 'x1' }))).status).toBe(403);
    const level = await call(kunde, 'POST', '/api/user', newUser({ loginName: 'x2', adminLevel: 4 }));
    expect(level.status).toBe(403);
    expect(level.body.error.fields).toHaveProperty('adminLevel');
    const task = await call(lager, 'POST', '/api/user', newUser({ loginName: 'x3', locationId: lager.context.locationId, tasksAllowed: ['Order'] }));
    expect(task.status).toBe(403);
    expect(task.body.error.fields).toHaveProperty('tasksAllowed');
    // A customer admin cannot place a user at another customer's location.
    expect((await call(kunde, 'POST', '/api/user', newUser({ loginName: 'x4', locationId: 12 }))).status).toBe(400);
    expect(await countUsers()).toBe(before);
  });

  it('answers bad input with 400 naming the field, and a taken user name with 409', async () => {
    const before = await countUsers();
    const { password: _none, ...passwordless } = newUser({ loginName: 'x5' });
    expect((await call(kunde, 'POST', '/api/user', passwordless)).body.error.fields).toHaveProperty('password');
    const weak = await call(kunde, 'POST', '/api/user', newUser({ loginName: 'x6', password: 'aaaaaaa' }));
    expect(weak.status).toBe(400);
    expect(weak.body.error.description).toBe('For svakt passord');
    const email = await call(kunde, 'POST', '/api/user', newUser({ loginName: 'x7', email: 'not an address' }));
    expect(email.status).toBe(400);
    expect(email.body.error.fields).toHaveProperty('email');
    const taken = await call(kunde, 'POST', '/api/user', newUser({ loginName: 'BRUKER' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toHaveProperty('loginName');
    expect(await countUsers()).toBe(before);
  });
});

describe('PUT /api/user/:id', () => {
  it('lets a customer admin change a user, but not their own rights', async () => {
    const current = (await call(kunde, 'GET', `/api/user/${bruker.context.userId}`)).body.data;
    const changed = await call(kunde, 'PUT', `/api/user/${bruker.context.userId}`, { ...current, phone: '+47 911 11 111', tasksAllowed: ['Order', 'Reports'], reportLevelEx: 0 });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ phone: '+47 911 11 111', tasksAllowed: ['Order', 'Reports'], reportLevelEx: 0 });
    const self = (await call(kunde, 'GET', `/api/user/${kunde.context.userId}`)).body.data;
    // The own rights sent as stored pass; changed, they are refused by name and nothing is written.
    const raised = await call(kunde, 'PUT', `/api/user/${kunde.context.userId}`, { ...self, adminLevel: 2, active: false, phone: '+47 922 22 222' });
    expect(raised.status).toBe(400);
    expect(raised.body.error).toMatchObject({ code: 'field-locked', fields: { active: `Du kan ikke endre feltet ${inSentenceLabel('admin/users', 'active')}.` } });
    expect((await stored('kunde'))!).toMatchObject({ adminLevel: 2, active: true, phone: self.phone, version: self.version });
    const phone = await call(kunde, 'PUT', `/api/user/${kunde.context.userId}`, { ...self, phone: '+47 922 22 222' });
    expect(phone.body.data).toMatchObject({ adminLevel: 2, active: true, phone: '+47 922 22 222' });
  });

  it('asks before taking the location-admin role from another user, and then moves it (J07)', async () => {
    const colleague = (await call(kunde, 'POST', '/api/user', newUser({ loginName: 'lise.lager', name: 'Lise Lager', locationId: 8 }))).body.data;
    const promote = { ...colleague, adminLevel: 1 };
    const asked = await call(kunde, 'PUT', `/api/user/${colleague.id}`, promote);
    expect(asked.status).toBe(409);
    expect(asked.body.error.code).toBe('confirm-location-admin-role');
    expect(asked.body.error.description).toBe('Lars Lager er lokasjonsadministrator for Fjellmeieriet Lillehammer. Vil du fjerne rollen fra Lars Lager?');
    expect((await stored('lise.lager'))!.adminLevel).toBe(0);

    const confirmed = await call(kunde, 'PUT', `/api/user/${colleague.id}?confirm=location-admin-role`, promote);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.adminLevel).toBe(1);
    expect((await stored('lager'))!.adminLevel).toBe(0);
    expect((await server.db.selectFrom('locations').select('adminUserId').where('id', '=', 8).executeTakeFirstOrThrow()).adminUserId).toBe(colleague.id);
    // lager is no longer a location admin: the admin calls are refused now.
    expect((await call(lager, 'GET', '/api/webtaskuserassignable')).status).toBe(403);
  });

  it('keeps a user\'s further locations inside the customer (userlocations)', async () => {
    const current = (await call(kunde, 'GET', `/api/user/${bruker.context.userId}`)).body.data;
    const response = await call(kunde, 'PUT', `/api/user/${bruker.context.userId}`, { ...current, locationIds: [8, 9] });
    expect(response.body.data.locationIds).toEqual([8, 9]);
    const places = await call(kunde, 'GET', `/api/userlocations?userId=${bruker.context.userId}`);
    expect(places.body.data).toEqual([
      { id: 7, name: 'Fjellmeieriet Hamar', isOwn: true }, { id: 8, name: 'Fjellmeieriet Lillehammer', isOwn: false }, { id: 9, name: 'Fjellmeieriet Gjøvik', isOwn: false },
    ]);
    const foreign = await call(kunde, 'PUT', `/api/user/${bruker.context.userId}`, { ...current, version: response.body.data.version, locationIds: [1] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toHaveProperty('locationIds');
  });

  it('refuses users outside the scope and ordinary users', async () => {
    const current = (await call(admin, 'GET', `/api/user/${admin.context.userId}`)).body.data;
    expect((await call(kunde, 'PUT', `/api/user/${admin.context.userId}`, { ...current, name: 'Kapret' })).status).toBe(404);
    const self = (await call(bruker, 'GET', `/api/user/${bruker.context.userId}`)).body.data;
    expect((await call(bruker, 'PUT', `/api/user/${bruker.context.userId}`, { ...self, name: 'Berit Sjef' })).status).toBe(403);
    expect((await stored('bruker'))!.name).toBe('Berit Bruker');
  });
});

describe('a user\'s work area and employment type (J05)', () => {
  it('are stored and read back, each employment type, set by the operator\'s staff', async () => {
    const created = await call(admin, 'POST', '/api/user', newUser({ loginName: 'kari.konsulent', name: 'Kari Konsulent', workArea: 'warehouse', employmentType: 'Consultant' }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ workArea: 'warehouse', employmentType: 'Consultant' });
    const id = created.body.data.id as number;
    expect((await call(admin, 'GET', `/api/user/${id}`)).body.data).toMatchObject({ workArea: 'warehouse', employmentType: 'Consultant' });
    expect(await stored('kari.konsulent')).toMatchObject({ workArea: 'warehouse', employmentType: 'Consultant' });

    for (const [workArea, employmentType] of [['reception', 'Employed'], ['delivery', 'External'], ['inventory', 'Expired'], [null, null]] as const) {
      const current = (await call(admin, 'GET', `/api/user/${id}`)).body.data;
      const changed = await call(admin, 'PUT', `/api/user/${id}`, { ...current, workArea, employmentType });
      expect(changed.status).toBe(200);
      expect((await call(admin, 'GET', `/api/user/${id}`)).body.data).toMatchObject({ workArea, employmentType });
    }
  });

  it('refuses an employment type outside the four, and a work area outside the list, with 400 naming the field, writing nothing', async () => {
    const before = await countUsers();
    const created = await call(admin, 'POST', '/api/user', newUser({ loginName: 'frans.frilans', employmentType: 'Freelance' }));
    expect(created.status).toBe(400);
    expect(created.body.error.fields).toHaveProperty('employmentType');
    expect(await countUsers()).toBe(before);
    expect(await stored('frans.frilans')).toBeUndefined();

    const current = (await call(admin, 'GET', `/api/user/${lager.context.userId}`)).body.data;
    const changed = await call(admin, 'PUT', `/api/user/${lager.context.userId}`, { ...current, employmentType: 'Temporary' });
    expect(changed.status).toBe(400);
    expect(changed.body.error.fields).toHaveProperty('employmentType');
    expect(await stored('lager')).toMatchObject({ employmentType: current.employmentType ?? null, version: current.version });
    // A work area is one of the list's (GET userareas).
    const area = await call(admin, 'POST', '/api/user', newUser({ loginName: 'frans.frilans', workArea: 'kontor' }));
    expect(area.status).toBe(400);
    expect(area.body.error.fields).toHaveProperty('workArea');
    expect(await countUsers()).toBe(before);
  });
});

describe('PATCH /api/user/:id (N18)', () => {
  it('changes only the fields sent and keeps the rest as stored', async () => {
    const before = (await call(kunde, 'GET', `/api/user/${lager.context.userId}`)).body.data;
    const changed = await call(kunde, 'PATCH', `/api/user/${lager.context.userId}`, { phone: '+47 933 33 333' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ ...before, phone: '+47 933 33 333', version: before.version + 1 });
    expect((await stored('lager'))!.phone).toBe('+47 933 33 333');
  });

  it('runs the same rules as PUT: locked fields are refused by name, bad values are refused naming the field', async () => {
    const version = (await stored('kunde'))!.version;
    const lowered = await call(kunde, 'PATCH', `/api/user/${kunde.context.userId}`, { adminLevel: 0, active: false });
    expect(lowered.status).toBe(400);
    expect(lowered.body.error).toMatchObject({ code: 'field-locked', fields: { adminLevel: `Du kan ikke endre feltet ${inSentenceLabel('admin/users', 'adminLevel')}.` } });
    expect((await stored('kunde'))!).toMatchObject({ adminLevel: 2, active: true, version });

    const bad = await call(kunde, 'PATCH', `/api/user/${lager.context.userId}`, { email: 'ikke en adresse' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.description).toMatch(/email/);
    expect((await stored('lager'))!.email).not.toBe('ikke en adresse');
    expect((await call(kunde, 'PATCH', `/api/user/${lager.context.userId}`, {})).status).toBe(400);
  });

  it('refuses users outside the scope and ordinary users, writing nothing', async () => {
    expect((await call(kunde, 'PATCH', `/api/user/${admin.context.userId}`, { name: 'Kapret' })).status).toBe(404);
    expect((await call(bruker, 'PATCH', `/api/user/${bruker.context.userId}`, { name: 'Berit Sjef' })).status).toBe(403);
    expect((await call(lager, 'PATCH', `/api/user/${bruker.context.userId}`, { name: 'Berit Sjef' })).status).toBe(404);
    expect((await stored('bruker'))!.name).toBe('Berit Bruker');
    expect((await stored('admin'))!.name).not.toBe('Kapret');
  });
});

describe('the user dialog\'s helpers (J03)', () => {
  it('usereditable: staff facts are locked for a customer admin, own rights too', async () => {
    const other = (await call(kunde, 'GET', `/api/usereditable?userId=${bruker.context.userId}`)).body.data;
    expect(other).toEqual(expect.arrayContaining(['name', 'adminLevel', 'tasksAllowed', 'password', 'locationId']));
    expect(other).not.toContain('employeeId');
    expect(other).not.toContain('customerId');
    const self = (await call(kunde, 'GET', `/api/usereditable?userId=${kunde.context.userId}`)).body.data;
    expect(self).not.toContain('adminLevel');
    expect((await call(admin, 'GET', `/api/usereditable?userId=${bruker.context.userId}`)).body.data).toContain('employeeId');
    expect((await call(bruker, 'GET', '/api/usereditable')).status).toBe(403);
    expect((await call(kunde, 'GET', `/api/usereditable?userId=${admin.context.userId}`)).status).toBe(404);
  });

  it('webtaskuserassignable: the caller\'s own tasks, every task for staff (C11)', async () => {
    expect((await call(kunde, 'GET', '/api/webtaskuserassignable')).body.data).toEqual(['Order', 'Delivery', 'Reception', 'Expedition', 'Inventory', 'Reports']);
    expect((await call(admin, 'GET', '/api/webtaskuserassignable')).body.data).toHaveLength(7);
    expect((await call(bruker, 'GET', '/api/webtaskuserassignable')).status).toBe(403);
  });

  it('userlocations: refused outside the scope, 400 without a user', async () => {
    expect((await call(bruker, 'GET', `/api/userlocations?userId=${kunde.context.userId}`)).status).toBe(404);
    expect((await call(kunde, 'GET', '/api/userlocations')).status).toBe(400);
  });
});
