// The terms are enforced by the API (B19, B21, B22, M11): until the login user accepts them, only the
// terms flow answers; staff acting as a user who never accepted are not held.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextHeader, startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  server.call({ method, url, headers: { ...who.headers, ...headers }, ...(payload ? { payload } : {}) });
const countTickets = async () => Number((await server.db.selectFrom('supportTickets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const ticket = { title: 'Paller mangler', mainCategoryId: 'ORDRE', categoryId: 1, description: '<p>Det mangler 6 paller.</p>' };

describe('a login user who never accepted the terms', () => {
  it('is refused tickets, messages and master data with a clear 403, and writes nothing', async () => {
    const tvil = await server.login('tvil');
    expect(tvil.data.loginUser.confirmedGdpr).toBe(false);
    const before = await countTickets();
    for (const [method, url, payload] of [
      ['GET', '/api/supporttickets'], ['GET', '/api/messages'], ['GET', `/api/user/${tvil.context.userId}`], ['GET', '/api/locations'],
      ['POST', '/api/supportticket', ticket], ['POST', '/api/userpassword', { oldPassword: 'demo1234', password: 'NyttPassord1' }],
    ] as const) {
      const refused = await call(tvil, method, url, payload);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'terms-not-accepted', description: 'Du må godta vilkårene for bruk av Kundeportal før du kan bruke portalen.' });
    }
    expect(await countTickets()).toBe(before);
    const english = await call(tvil, 'GET', '/api/supporttickets', undefined, { 'accept-language': 'en-US' });
    expect(english.body.error.description).toBe('You must accept the terms of use of the Customer Portal before you can use the portal.');
  });

  it('may still use the terms flow: the session, the language, telemetry, ping, the version and logging out', async () => {
    const tvil = await server.login('tvil');
    expect((await call(tvil, 'GET', '/api/status')).status).toBe(200);
    expect((await call(tvil, 'GET', '/api/ping')).status).toBe(200);
    expect((await call(tvil, 'POST', '/api/language', { language: 'nb-NO' })).status).toBe(200);
    expect((await call(tvil, 'POST', '/api/telemetry', { events: [{ kind: 'pageView', path: '/app/home' }] })).status).toBe(200);
    expect((await server.call({ method: 'GET', url: '/version.json' })).status).toBe(200);
    expect((await call(tvil, 'POST', '/api/logout')).status).toBe(200);
  });

  it('uses the portal once the terms are accepted', async () => {
    const ny = await server.login('ny');
    expect((await call(ny, 'GET', '/api/supporttickets')).status).toBe(403);
    expect((await call(ny, 'POST', '/api/usergdpr', { accept: true })).status).toBe(200);
    expect((await call(ny, 'GET', '/api/supporttickets')).status).toBe(200);
    expect((await call(ny, 'GET', '/api/messages', undefined)).status).toBe(200);
  });

  it('is let through at once when the terms were accepted elsewhere (another instance\'s answer)', async () => {
    const glemsk = await server.db.selectFrom('users').select('id').where('loginName', '=', 'glemsk').executeTakeFirstOrThrow();
    await server.db.updateTable('users').set({ confirmedGdpr: false }).where('id', '=', glemsk.id).execute();
    const login = await server.login('glemsk');
    expect((await call(login, 'GET', '/api/supporttickets')).status).toBe(403);
    // This instance may hold the context from before; the answer stored in the database counts.
    await server.db.updateTable('users').set({ confirmedGdpr: true }).where('id', '=', glemsk.id).execute();
    expect((await call(login, 'GET', '/api/supporttickets')).status).toBe(200);
  });
});

describe('staff acting as a user who never accepted (M11, B20)', () => {
  it('are warned by the portal but not held by the API', async () => {
    const tvil = await server.db.selectFrom('users').select(['id', 'customerId', 'locationId']).where('loginName', '=', 'tvil').executeTakeFirstOrThrow();
    const admin = await server.login('admin');
    const switched = await call(admin, 'POST', '/api/status', { customerId: tvil.customerId, locationId: tvil.locationId, userId: tvil.id });
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({ user: { confirmedGdpr: false }, dismissedGdprWarning: false });
    const acting = { 'x-context': contextHeader({ locationId: tvil.locationId, userId: tvil.id, loginUserId: admin.context.loginUserId }) };
    expect((await call(admin, 'GET', '/api/supporttickets', undefined, acting)).status).toBe(200);
    expect((await call(admin, 'POST', '/api/usergdprwarning', { accept: true }, acting)).status).toBe(200);
  });
});
