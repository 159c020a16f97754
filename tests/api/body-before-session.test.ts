// Issue "security defects", high: a caller without a session could freeze the server with a huge
// body that was validated (collecting every error) before the session was checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_BODY_LIMIT } from '../../src/server/http/route';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('a large body from a caller without a session', () => {
  it('is refused with 401 before it is validated, while a ping still answers', async () => {
    const started = performance.now();
    const [put, ping] = await Promise.all([
      server.call({ method: 'PUT', url: '/api/user/1', payload: { tasksAllowed: numbers(100_000) } }),
      server.call({ method: 'GET', url: '/api/ping', headers: admin.headers }),
    ]);
    const elapsed = performance.now() - started;
    expect(put.status).toBe(401);
    expect(put.body.error.code).toBe('unauthenticated');
    expect(ping.status).toBe(200);
    // Before the fix this took 5-50 s of CPU; the bound is loose so a busy machine does not fail it.
    expect(elapsed).toBeLessThan(3000);
  });

  it('is refused on a location the same way', async () => {
    const addresses = numbers(20_000).map((i) => ({ street: `Gate ${i}`, postalCode: '0150', city: 'Oslo', countryCode: 'NO', type: 'Visit' }));
    const response = await server.call({ method: 'PUT', url: '/api/location/8', payload: { name: 'x', addresses } });
    expect(response.status).toBe(401);
  });

  it('cannot send more than a small body to a public route', async () => {
    const response = await server.call({ method: 'POST', url: '/api/login', payload: { userLoginName: 'x'.repeat(PUBLIC_BODY_LIMIT), password: 'y' } });
    expect(response.status).toBe(413);
    expect(JSON.stringify(response.body).length).toBeLessThan(500);
  });
});

describe('a bad body from a signed-in caller', () => {
  it('answers one short 400, not every error of every item', async () => {
    const response = await server.call({ method: 'PUT', url: '/api/user/1', headers: admin.headers, payload: { tasksAllowed: numbers(30_000) } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body).length).toBeLessThan(2000);
  });
});
