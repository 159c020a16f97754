// User administration shows each user's level and data level (J05, P47, C09, P32): both follow the
// admin level, so setting the admin level sets them, and neither can be sent as a right of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, lager: LoggedIn, bruker: LoggedIn;

beforeAll(async () => {
  server = await startTestServer();
  [admin, kunde, lager, bruker] = await Promise.all(['admin', 'kunde', 'lager', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'PUT', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const levels = async (who: LoggedIn, userId: number) => {
  const { userLevel, dataLevel } = (await call(who, 'GET', `/api/user/${userId}`)).body.data;
  return { userLevel, dataLevel };
};

describe('a user\'s level and data level (J05, P47, C09)', () => {
  it('follow the admin level and the scope it gives', async () => {
    expect(await levels(admin, admin.context.userId)).toEqual({ userLevel: 'global', dataLevel: 'Global' });
    expect(await levels(admin, kunde.context.userId)).toEqual({ userLevel: 'customer', dataLevel: 'Customer' });
    expect(await levels(admin, lager.context.userId)).toEqual({ userLevel: 'standard', dataLevel: 'Location' });
    expect(await levels(admin, bruker.context.userId)).toEqual({ userLevel: 'standard', dataLevel: 'User' });
    // Provider staff reach the whole pool, whatever their admin level.
    const agent = await server.login('agent');
    expect(await levels(admin, agent.context.userId)).toEqual({ userLevel: 'standard', dataLevel: 'Global' });
  });

  it('are listed with every user, an inactive one reaching nothing', async () => {
    const listed = (await call(kunde, 'GET', '/api/users?count=100')).body.data as Array<{ adminLevel: number; active: boolean; userLevel: string; dataLevel: string }>;
    expect(listed.length).toBeGreaterThan(2);
    for (const user of listed) {
      expect(user.userLevel).toBe(user.adminLevel >= 4 ? 'global' : user.adminLevel >= 2 ? 'customer' : 'standard');
      if (!user.active) expect(user.dataLevel).toBe('Disabled');
    }
  });

  it('are shown only to those who may see the user (C43)', async () => {
    expect((await call(bruker, 'GET', `/api/user/${kunde.context.userId}`)).status).toBe(404);
  });

  it('change when the admin level is set, and are refused when sent as rights of their own, writing nothing', async () => {
    const current = (await call(kunde, 'GET', `/api/user/${bruker.context.userId}`)).body.data;
    for (const [field, value] of [['userLevel', 'global'], ['dataLevel', 'System']] as const) {
      const refused = await call(kunde, 'PUT', `/api/user/${bruker.context.userId}`, { ...current, [field]: value });
      expect(refused.status, field).toBe(400);
      expect(refused.body.error.fields).toHaveProperty(field);
    }
    expect((await call(kunde, 'GET', `/api/user/${bruker.context.userId}`)).body.data.version).toBe(current.version);
    const promoted = await call(kunde, 'PUT', `/api/user/${bruker.context.userId}`, { ...current, adminLevel: 2 });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ adminLevel: 2, userLevel: 'customer', dataLevel: 'Customer' });
    const deactivated = await call(kunde, 'PUT', `/api/user/${bruker.context.userId}`, { ...promoted.body.data, active: false });
    expect(deactivated.body.data).toMatchObject({ userLevel: 'customer', dataLevel: 'Disabled' });
  });

});
