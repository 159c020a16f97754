// Q01, Q16: errors and page views from the portal land in the logs with both users; and no
// server failure ever shows its internals to the client (DESIGN: errors).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());

describe('POST /api/telemetry', () => {
  it('stores exceptions and page views with the acting and the login user', async () => {
    const bruker = await server.login('bruker');
    const response = await server.call({
      method: 'POST', url: '/api/telemetry', headers: bruker.headers,
      payload: { events: [{ kind: 'exception', path: '/app/home', message: 'x is undefined', stack: 'at Home' }, { kind: 'pageView', path: '/app/home', durationMs: 1200 }] },
    });
    expect(response.status).toBe(200);
    const rows = await server.db.selectFrom('logs').selectAll().where('category', 'in', ['client-exception', 'page-view']).orderBy('id').execute();
    expect(rows.map((row) => [row.category, row.level, row.userId, row.loginUserId])).toEqual([
      ['client-exception', 'Error', bruker.context.userId, bruker.context.loginUserId],
      ['page-view', 'Trace', bruker.context.userId, bruker.context.loginUserId],
    ]);
    expect(rows[0].message).toBe('x is undefined at /app/home');
  });

  it('needs a session and refuses malformed events, storing nothing', async () => {
    expect((await server.call({ method: 'POST', url: '/api/telemetry', payload: { events: [{ kind: 'pageView', path: '/' }] } })).status).toBe(401);
    const lager = await server.login('lager');
    const before = await server.db.selectFrom('logs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const bad = await server.call({ method: 'POST', url: '/api/telemetry', headers: lager.headers, payload: { events: [{ kind: 'keylogger', path: '/' }] } });
    expect(bad.status).toBe(400);
    const after = await server.db.selectFrom('logs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });
});

describe('POST /api/telemetry/beacon (Q12)', () => {
  const beacon = (payload: object) => server.call({ method: 'POST', url: '/api/telemetry/beacon', payload });
  const pageViews = (loginUserId: number) => server.db.selectFrom('logs').select(['message', 'userId']).where('category', '=', 'page-view').where('loginUserId', '=', loginUserId).orderBy('id').execute();

  it('takes the session and context from the body, as the headers of any call, and stores for the acting user', async () => {
    const per = await server.login('per.jensen');
    const response = await beacon({ token: per.token, context: per.headers['x-context'], events: [{ kind: 'pageView', path: '/app/orders/orders', durationMs: 80 }] });
    expect(response.status).toBe(200);
    expect(await pageViews(per.context.loginUserId)).toEqual([{ message: '/app/orders/orders', userId: per.context.userId }]);
  });

  it('refuses an unknown or ended session and a context the session may not take, storing nothing', async () => {
    const glemsk = await server.login('glemsk');
    const bruker = await server.login('bruker');
    const events = [{ kind: 'pageView', path: '/app/home' }];
    expect((await beacon({ token: 'not-a-session', events })).status).toBe(401);
    expect((await beacon({ events })).status).toBe(400);
    // Another customer's user as the acting user: a forged context.
    const forged = glemsk.headers['x-context'].replace(/userId=\d+/, `userId=${bruker.context.userId}`);
    expect((await beacon({ token: glemsk.token, context: forged, events })).status).toBe(403);
    expect((await server.call({ method: 'POST', url: '/api/logout', headers: glemsk.headers })).status).toBe(200);
    expect((await beacon({ token: glemsk.token, events })).status).toBe(401);
    expect(await pageViews(glemsk.context.loginUserId)).toEqual([]);
  });
});

describe('a page view\'s calls, and a session that sends too much', () => {
  it('stores API calls under their own category, and answers 429 past a session\'s share of a minute, storing none of that batch', async () => {
    const kunde = await server.login('kunde');
    const call = (count: number) => server.call({
      method: 'POST', url: '/api/telemetry', headers: kunde.headers,
      payload: { events: Array.from({ length: count }, (_, index) => ({ kind: 'request', path: 'GET /api/stock', status: 200, durationMs: index, sessionId: 's1', userId: 'u1', at: new Date().toISOString() })) },
    });
    expect((await call(500)).status).toBe(200);
    const requests = await server.db.selectFrom('logs').select(['message', 'level']).where('category', '=', 'request').where('loginUserId', '=', kunde.context.loginUserId).execute();
    expect(requests).toHaveLength(500);
    expect(requests[0]).toEqual({ message: 'GET /api/stock → 200', level: 'Trace' });
    const flooded = await call(101);
    expect(flooded.status).toBe(429);
    expect((await server.db.selectFrom('logs').select('id').where('category', '=', 'request').where('loginUserId', '=', kunde.context.loginUserId).execute())).toHaveLength(500);
    expect((await call(100)).status).toBe(200);
  });
});

describe('a failure inside the server', () => {
  it('answers 500 with the generic text in the caller\'s language and no internals', async () => {
    const broken = await startTestServer();
    try {
      const lager = await broken.login('lager');
      await broken.db.schema.dropTable('logs').execute();
      const response = await broken.call({ method: 'POST', url: '/api/telemetry', headers: lager.headers, payload: { events: [{ kind: 'pageView', path: '/' }] } });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ error: { code: 'internal', description: 'En uventet feil oppstod, vennligst prøv igjen om litt.' } });
      const english = await broken.call({ method: 'POST', url: '/api/telemetry', headers: { ...lager.headers, 'accept-language': 'en-US' }, payload: { events: [{ kind: 'pageView', path: '/' }] } });
      expect(english.body.error.description).toBe('An unexpected error occurred, please try again shortly.');
    } finally {
      await broken.close();
    }
  });
});
