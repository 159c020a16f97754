// B04: the session context says whether the client is on the local network (LOCAL_NETWORKS), which
// with provider staff decides who sees the environment badge; A11: GET ping gives the server's time,
// which the portal dates by, and the session context carries the server's build (buildCommit), the
// baseline the version check (B25) compares /version.json with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_VERSION } from '../../src/server/identity/session-context';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-logins';
import { contextHeader, startTestServer, type TestServer } from './harness';

let server: TestServer;
/** The build the server is started as, as a deployment sets it. */
const BUILD_COMMIT = '4f9c2e1a7d';

beforeAll(async () => { server = await startTestServer({ BUILD_COMMIT }); });
afterAll(() => server.close());

/** Signs in and reads GET status from one address, as a browser there would. */
async function statusFrom(remoteAddress: string, loginName: string) {
  const login = await server.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { userLoginName: loginName, password: DEMO_PASSWORD } });
  const { data, auth } = login.json();
  expect(data.clientIsLocalNet).toBe(remoteAddress.startsWith('127.') || remoteAddress.startsWith('192.168.'));
  const headers = { authorization: `Bearer ${auth.token}`, 'x-context': contextHeader({ locationId: data.location.id, userId: data.user.id, loginUserId: data.loginUser.id }) };
  return (await server.app.inject({ method: 'GET', url: '/api/status', remoteAddress, headers })).json().data;
}

describe('B04: the client on the local network', () => {
  it('is told so from a local address, and not from the internet, whoever signs in', async () => {
    expect((await statusFrom('127.0.0.1', 'bruker')).clientIsLocalNet).toBe(true);
    expect((await statusFrom('192.168.10.20', 'bruker')).clientIsLocalNet).toBe(true);
    const outside = await statusFrom('203.0.113.9', 'bruker');
    expect(outside).toMatchObject({ clientIsLocalNet: false, environment: 0, loginUser: { isNlp: false } });
    // Provider staff outside are still staff: the badge shows to them (B04).
    expect(await statusFrom('203.0.113.9', 'admin')).toMatchObject({ clientIsLocalNet: false, loginUser: { isNlp: true } });
  });
});

describe('A11: the server\'s time', () => {
  it('is given by GET ping to a signed-in user', async () => {
    expect((await server.call({ method: 'GET', url: '/api/ping' })).status).toBe(401);
    const bruker = await server.login('bruker');
    const before = Date.now();
    const answer = await server.call({ method: 'GET', url: '/api/ping', headers: bruker.headers });
    expect(answer.status).toBe(200);
    const serverTime = Date.parse(answer.body.data.serverTime);
    expect(serverTime).toBeGreaterThanOrEqual(before - 1000);
    expect(serverTime).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe('A11: the server\'s build in the session context', () => {
  it('is given by POST login, GET status and POST status, as /version.json gives it', async () => {
    const login = await server.call({ method: 'POST', url: '/api/login', payload: { userLoginName: 'bruker', password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ buildCommit: BUILD_COMMIT, serverVersion: SERVER_VERSION });
    const { data, auth } = login.body;
    const headers = { authorization: `Bearer ${auth.token}`, 'x-context': contextHeader({ locationId: data.location.id, userId: data.user.id, loginUserId: data.loginUser.id }) };

    const status = await server.call({ method: 'GET', url: '/api/status', headers });
    expect(status.body.data).toMatchObject({ buildCommit: BUILD_COMMIT, serverVersion: SERVER_VERSION });
    const switched = await server.call({ method: 'POST', url: '/api/status', headers, payload: { customerId: data.customer.id, locationId: data.location.id } });
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({ buildCommit: BUILD_COMMIT, serverVersion: SERVER_VERSION });

    // The version check's answer is the same build: a portal started on this server sees no new version.
    const version = await server.call({ method: 'GET', url: '/version.json' });
    expect(version.body).toEqual({ version: SERVER_VERSION, buildCommit: BUILD_COMMIT });
  });
});
