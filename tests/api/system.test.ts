// system/logs (K07), system/sessions (K08) with ending a session, system/caching (K06), and the
// favorite locations (J18): global admins only for the system calls (C38).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn, agent: LoggedIn, kunde: LoggedIn, bruker: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, agent, kunde, bruker] = await Promise.all(['admin', 'agent', 'kunde', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

describe('GET /api/logs and /api/log/:id (K07)', () => {
  it('gives global admins the log, newest first, filtered by level and text', async () => {
    const all = await call(admin, 'GET', '/api/logs');
    expect(all.status).toBe(200);
    const times = all.body.data.map((row: { createdAt: string }) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const logins = await call(admin, 'GET', '/api/logs?q=bruker%20logged%20in');
    expect(logins.body.data[0]).toMatchObject({ level: 'Information', category: 'login', message: 'bruker logged in', userId: bruker.context.userId });
    await server.call({ method: 'POST', url: '/api/login', payload: { userLoginName: 'bruker', password: 'wrong-one' } });
    const warnings = await call(admin, 'GET', '/api/logs?level=Warning&level=Error');
    expect(warnings.body.total).toBeGreaterThan(0);
    expect(warnings.body.data.every((row: { level: string }) => ['Warning', 'Error'].includes(row.level))).toBe(true);
    const one = await call(admin, 'GET', `/api/log/${logins.body.data[0].id}`);
    expect(one.body.data.message).toBe('bruker logged in');
    expect((await call(admin, 'GET', '/api/logs?category=audit&count=1')).status).toBe(200);
  });

  it('refuses everyone but global admins, and bad filters', async () => {
    for (const who of [agent, kunde, bruker]) expect((await call(who, 'GET', '/api/logs')).status).toBe(403);
    expect((await call(kunde, 'GET', '/api/log/1')).status).toBe(403);
    expect((await call(admin, 'GET', '/api/logs?level=Loud')).status).toBe(400);
  });
});

describe('GET /api/sessions and DELETE /api/session/:id (K08)', () => {
  it('lists the sessions with their user and state', async () => {
    const response = await call(admin, 'GET', '/api/sessions?state=1&q=bruker');
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toMatchObject({ loginName: 'bruker', userName: 'Berit Bruker', state: 1, loginUserId: bruker.context.userId });
    expect(response.body.data[0]).not.toHaveProperty('tokenHash');
  });

  it('ends a session: that user\'s next call is refused with 401, and the session shows as removed', async () => {
    const victim = await server.login('bruker');
    expect((await call(victim, 'GET', '/api/ping')).status).toBe(200);
    const sessions = (await call(admin, 'GET', `/api/sessions?loginUserId=${bruker.context.userId}&state=1&sort=id&order=DESC`)).body.data;
    const newest = sessions[0];
    expect((await call(admin, 'DELETE', `/api/session/${newest.id}`)).status).toBe(200);
    expect((await call(victim, 'GET', '/api/ping')).status).toBe(401);
    expect((await call(admin, 'GET', `/api/session/${newest.id}`)).body.data).toMatchObject({ state: 4, endedAt: expect.any(String) });
    // The other session of the same user goes on.
    expect((await call(bruker, 'GET', '/api/ping')).status).toBe(200);
    // An ended session cannot be ended again.
    expect((await call(admin, 'DELETE', `/api/session/${newest.id}`)).status).toBe(403);
  });

  it('refuses everyone but global admins', async () => {
    const own = (await call(admin, 'GET', `/api/sessions?loginUserId=${kunde.context.userId}`)).body.data[0];
    expect((await call(kunde, 'GET', '/api/sessions')).status).toBe(403);
    expect((await call(kunde, 'DELETE', `/api/session/${own.id}`)).status).toBe(403);
    expect((await call(kunde, 'GET', '/api/ping')).status).toBe(200);
    expect((await call(admin, 'DELETE', '/api/session/abc')).status).toBe(400);
  });
});

describe('POST /api/cacherefresh (K06)', () => {
  it('lets a global admin empty the server\'s caches, and logs it', async () => {
    const response = await call(admin, 'POST', '/api/cacherefresh');
    expect(response.status).toBe(200);
    expect(Date.parse(response.body.data.refreshedAt)).toBeGreaterThan(0);
    // A change made behind the server's back shows at once after the refresh.
    await server.db.updateTable('users').set({ name: 'Berit B. Bruker' }).where('id', '=', bruker.context.userId).execute();
    await call(admin, 'POST', '/api/cacherefresh');
    expect((await call(bruker, 'GET', '/api/status')).body.data.user.name).toBe('Berit B. Bruker');
    expect((await call(admin, 'GET', '/api/logs?category=system')).body.data[0].message).toBe('Server caches emptied by admin');
  });

  it('refuses everyone else', async () => {
    for (const who of [agent, kunde, bruker]) expect((await call(who, 'POST', '/api/cacherefresh')).status).toBe(403);
  });
});

describe('favorite locations (J18)', () => {
  it('marks and unmarks locations the user may see, and the location list filters by them', async () => {
    expect((await call(kunde, 'GET', '/api/locations?favorite=true')).body.data.map((row: { id: number }) => row.id)).toEqual([8]);
    expect((await call(kunde, 'POST', '/api/locationfavorite', { locationId: 11 })).status).toBe(200);
    const list = (await call(kunde, 'GET', '/api/locations?count=100')).body.data;
    expect(list.filter((row: { isFavorite: boolean }) => row.isFavorite).map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b)).toEqual([8, 11]);
    expect((await call(kunde, 'DELETE', '/api/locationfavorite/8')).status).toBe(200);
    expect((await call(kunde, 'GET', '/api/locations?favorite=true')).body.data.map((row: { id: number }) => row.id)).toEqual([11]);
    expect((await call(kunde, 'GET', '/api/locations?favorite=false')).body.total).toBe(4);
  });

  it('refuses a location outside the scope and bad input', async () => {
    expect((await call(bruker, 'POST', '/api/locationfavorite', { locationId: 8 })).status).toBe(404);
    expect((await call(bruker, 'POST', '/api/locationfavorite', {})).status).toBe(400);
    expect((await call(bruker, 'GET', '/api/locations?favorite=true')).body.total).toBe(0);
  });
});
