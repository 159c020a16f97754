// Login, context, logout, password, language and terms (A03–A13, A20, B09, B21, B22, M10, N08–N17).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextHeader, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());

const userId = async (loginName: string) =>
  (await server.db.selectFrom('users').select('id').where('loginName', '=', loginName).executeTakeFirstOrThrow()).id;

describe('POST /api/login', () => {
  it('returns the session context and a token (A03, N08)', async () => {
    const response = await server.call({ method: 'POST', url: '/api/login', payload: { userLoginName: 'bruker', password: 'demo1234' } });
    expect(response.status).toBe(200);
    const { data, auth } = response.body;
    expect(auth.isValid).toBe(true);
    expect(auth.token).toMatch(/^[\w-]{40,}$/);
    expect(data.user.loginName).toBe('bruker');
    expect(data.loginUser.id).toBe(data.user.id);
    expect(data.user.tasksAllowed.sort()).toEqual(['Delivery', 'Order', 'Reception']);
    expect(data.location.id).toBe(data.user.locationId);
    expect(data.customer.id).toBe(data.user.customerId);
    expect(data.serverVersion).toBe('0.10.26');
    expect(data.user).not.toHaveProperty('passwordHash');
  });

  it('is case-insensitive in the user name', async () => {
    const response = await server.call({ method: 'POST', url: '/api/login', payload: { userLoginName: ' Bruker ', password: 'demo1234' } });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike, in the caller\'s language (A05)', async () => {
    const wrong = await server.call({ method: 'POST', url: '/api/login', payload: { userLoginName: 'bruker', password: 'nope' } });
    const unknown = await server.call({ method: 'POST', url: '/api/login', payload: { userLoginName: 'nobody-here', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.description).toBe('Feil brukernavn eller passord!');
    expect(unknown.body).toEqual(wrong.body);
    const english = await server.call({ method: 'POST', url: '/api/login', headers: { 'accept-language': 'en-US' }, payload: { userLoginName: 'bruker', password: 'nope' } });
    expect(english.body.error.description).toBe('Wrong user name or password!');
  });

  it('answers bad input with 400 naming the field', async () => {
    const response = await server.call({ method: 'POST', url: '/api/login', payload: { userLoginName: 'bruker' } });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid-input');
    expect(response.body.error.description).toContain('password');
    const broken = await server.call({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"userLoginName":' });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body)).not.toMatch(/at .*\.js|stack/i);
  });
});

describe('login rate limits', () => {
  it('limits attempts per user name with a clear 429', async () => {
    const limited = await startTestServer({ LOGIN_LIMIT_PER_USER: '3' });
    try {
      const attempt = () => limited.call({ method: 'POST', url: '/api/login', payload: { userLoginName: 'lager', password: 'wrong' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.description).toBe('For mange innloggingsforsøk. Vent litt og prøv igjen.');
      // Another user name is not affected.
      expect((await limited.call({ method: 'POST', url: '/api/login', payload: { userLoginName: 'kunde', password: 'demo1234' } })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits attempts per address across user names', async () => {
    const limited = await startTestServer({ LOGIN_LIMIT_PER_ADDRESS: '3' });
    try {
      for (const name of ['a1', 'a2', 'a3']) {
        expect((await limited.call({ method: 'POST', url: '/api/login', payload: { userLoginName: name, password: 'x' } })).status).toBe(401);
      }
      expect((await limited.call({ method: 'POST', url: '/api/login', payload: { userLoginName: 'a4', password: 'x' } })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('authentication and context on every call (A12, M10)', () => {
  it('refuses calls without a token, or with an unknown one, with 401', async () => {
    expect((await server.call({ method: 'GET', url: '/api/status' })).status).toBe(401);
    const response = await server.call({ method: 'GET', url: '/api/status', headers: { authorization: 'Bearer made-up' } });
    expect(response.status).toBe(401);
    expect(response.body.error.description).toContain('logget inn');
  });

  it('gives the context the header names', async () => {
    const kunde = await server.login('kunde');
    const own = await server.call({ method: 'GET', url: '/api/status', headers: kunde.headers });
    expect(own.status).toBe(200);
    expect(own.body.data.customer.adminUser.name).toBeTruthy();
    // C05: a customer admin may work at any location of the customer.
    const other = await server.db.selectFrom('locations').select('id')
      .where('customerId', '=', kunde.data.customer.id).where('id', '<>', kunde.context.locationId).executeTakeFirstOrThrow();
    const switched = await server.call({ method: 'GET', url: '/api/status', headers: { ...kunde.headers, 'x-context': contextHeader({ ...kunde.context, locationId: other.id }) } });
    expect(switched.status).toBe(200);
    expect(switched.body.data.location.id).toBe(other.id);
  });

  it('refuses a context the login user may not act in with 403', async () => {
    const bruker = await server.login('bruker');
    const kunde = await server.login('kunde');
    const foreign = await server.db.selectFrom('locations').select('id').where('customerId', '<>', kunde.data.customer.id).executeTakeFirstOrThrow();
    const sibling = await server.db.selectFrom('locations').select('id')
      .where('customerId', '=', bruker.data.customer.id).where('id', '<>', bruker.context.locationId).executeTakeFirstOrThrow();
    const cases = [
      { ...bruker.context, locationId: sibling.id },          // an ordinary user at another location
      { ...bruker.context, userId: await userId('kunde') },   // an ordinary user acting as someone else
      { ...bruker.context, loginUserId: await userId('admin') }, // a forged login user
    ];
    for (const context of cases) {
      const response = await server.call({ method: 'GET', url: '/api/status', headers: { ...bruker.headers, 'x-context': contextHeader(context) } });
      expect(response.status, JSON.stringify(context)).toBe(403);
    }
    const kundeAbroad = await server.call({ method: 'GET', url: '/api/status', headers: { ...kunde.headers, 'x-context': contextHeader({ ...kunde.context, locationId: foreign.id }) } });
    expect(kundeAbroad.status).toBe(403);
    const malformed = await server.call({ method: 'GET', url: '/api/status', headers: { ...kunde.headers, 'x-context': 'locationId=abc' } });
    expect(malformed.status).toBe(400);
  });

  it('lets a global admin act as another user; loginUser stays the real login (A12, C46)', async () => {
    const admin = await server.login('admin');
    const brukerId = await userId('bruker');
    const bruker = await server.db.selectFrom('users').select('locationId').where('id', '=', brukerId).executeTakeFirstOrThrow();
    const context = { locationId: bruker.locationId, userId: brukerId, loginUserId: admin.context.loginUserId };
    const response = await server.call({ method: 'GET', url: '/api/status', headers: { ...admin.headers, 'x-context': contextHeader(context) } });
    expect(response.status).toBe(200);
    expect(response.body.data.user.loginName).toBe('bruker');
    expect(response.body.data.loginUser.loginName).toBe('admin');
  });

  it('ends the session on logout (A13)', async () => {
    const lager = await server.login('lager');
    expect((await server.call({ method: 'POST', url: '/api/logout', headers: lager.headers })).status).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/ping', headers: lager.headers })).status).toBe(401);
  });

  it('answers ping with the server time, version.json without a session', async () => {
    const lager = await server.login('lager');
    const ping = await server.call({ method: 'GET', url: '/api/ping', headers: lager.headers });
    expect(Math.abs(Date.parse(ping.body.data.serverTime) - Date.now())).toBeLessThan(60_000);
    const version = await server.call({ method: 'GET', url: '/version.json?t=123' });
    expect(version.status).toBe(200);
    expect(version.body.version).toBe('0.10.26');
  });

  it('puts security headers on every response', async () => {
    const response = await server.call({ method: 'GET', url: '/version.json' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('POST /api/userpassword (A20)', () => {
  it('needs the right old password and changes nothing otherwise', async () => {
    const agent = await server.login('agent');
    const wrongOld = await server.call({ method: 'POST', url: '/api/userpassword', headers: agent.headers, payload: { oldPassword: 'wrong', password: 'newpassword1' } });
    expect(wrongOld.status).toBe(400);
    const short = await server.call({ method: 'POST', url: '/api/userpassword', headers: agent.headers, payload: { oldPassword: 'demo1234', password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.error.description).toContain('password');
    const weak = await server.call({ method: 'POST', url: '/api/userpassword', headers: agent.headers, payload: { oldPassword: 'demo1234', password: 'aaaaaaaaa' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error.description).toBe('For svakt passord');
    await server.login('agent'); // the old password still works
  });

  it('changes the password and ends the user\'s other sessions', async () => {
    const first = await server.login('agent');
    const second = await server.login('agent');
    const changed = await server.call({ method: 'POST', url: '/api/userpassword', headers: first.headers, payload: { oldPassword: 'demo1234', password: 'Nytt-passord1' } });
    expect(changed.status).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/ping', headers: first.headers })).status).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/ping', headers: second.headers })).status).toBe(401);
    await expect(server.login('agent')).rejects.toThrow(/401/);
    await server.login('agent', 'Nytt-passord1');
  });
});

describe('POST /api/language (B09)', () => {
  it('stores a known language and refuses others', async () => {
    const lager = await server.login('lager');
    expect((await server.call({ method: 'POST', url: '/api/language', headers: lager.headers, payload: { language: 'en-US' } })).status).toBe(200);
    const stored = await server.db.selectFrom('users').select('language').where('id', '=', lager.context.userId).executeTakeFirstOrThrow();
    expect(stored.language).toBe('en-US');
    expect((await server.call({ method: 'POST', url: '/api/language', headers: lager.headers, payload: { language: 'xx' } })).status).toBe(400);
    expect((await server.call({ method: 'POST', url: '/api/language', payload: { language: 'nb-NO' } })).status).toBe(401);
  });
});

describe('POST /api/usergdpr (B21, B22)', () => {
  it('records acceptance', async () => {
    const id = await userId('kunde');
    await server.db.updateTable('users').set({ confirmedGdpr: false }).where('id', '=', id).execute();
    const kunde = await server.login('kunde');
    expect(kunde.data.loginUser.confirmedGdpr).toBe(false);
    expect((await server.call({ method: 'POST', url: '/api/usergdpr', headers: kunde.headers, payload: { accept: true } })).status).toBe(200);
    const status = await server.call({ method: 'GET', url: '/api/status', headers: kunde.headers });
    expect(status.body.data.loginUser.confirmedGdpr).toBe(true);
  });

  it('disables a user who denies and logs them out', async () => {
    const user = await server.db.selectFrom('users').select(['id', 'loginName']).where('id', '>', 5).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const session = await server.login(user.loginName);
    const denied = await server.call({ method: 'POST', url: '/api/usergdpr', headers: session.headers, payload: { accept: false } });
    expect(denied.status).toBe(200);
    expect(denied.body.auth.isValid).toBe(false);
    expect((await server.call({ method: 'GET', url: '/api/ping', headers: session.headers })).status).toBe(401);
    const again = await server.call({ method: 'POST', url: '/api/login', payload: { userLoginName: user.loginName, password: 'demo1234' } });
    expect(again.status).toBe(403);
  });
});
