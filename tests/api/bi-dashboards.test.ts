// reports/targit (G07): the operator's BI dashboards, read with the Reports task, kept by global admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, bruker: LoggedIn;

beforeAll(async () => {
  server = await startTestServer();
  [admin, kunde, bruker] = await Promise.all(['admin', 'kunde', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST', url: string, payload?: object) => server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

describe('BI dashboards', () => {
  it('global admins add them, users with the Reports task read them, others are refused', async () => {
    const dashboard = { name: 'Omløpshastighet per kjede', description: 'Dager en lastbærer er hos kunden, per kjede og måned.', url: 'https://bi.example.no/targit/omlop' };
    expect((await call(kunde, 'POST', '/api/bidashboard', dashboard)).status).toBe(403);
    const created = await call(admin, 'POST', '/api/bidashboard', dashboard);
    expect(created.status).toBe(200);
    const list = await call(kunde, 'GET', '/api/bidashboards');
    expect(list.body.data).toEqual([expect.objectContaining(dashboard)]);
    expect((await call(bruker, 'GET', '/api/bidashboards')).status).toBe(403);
    const script = await call(admin, 'POST', '/api/bidashboard', { ...dashboard, url: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
  });
});
