// GET chains / chain (J21): the chain list the pickers read; open to every signed-in user, read-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let bruker: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  bruker = await server.login('bruker');
});
afterAll(() => server.close());

describe('GET /api/chains and /api/chain/:id', () => {
  it('lists the chains, sorted and searchable, and gives one', async () => {
    const all = await server.call({ method: 'GET', url: '/api/chains?sort=name&order=ASC', headers: bruker.headers });
    expect(all.status).toBe(200);
    const stored = await server.db.selectFrom('chains').select(['id', 'name']).orderBy('name').execute();
    expect(all.body.total).toBe(stored.length);
    expect(all.body.data.map((chain: { name: string }) => chain.name)).toEqual(stored.map((chain) => chain.name));
    const found = await server.call({ method: 'GET', url: `/api/chains?q=${encodeURIComponent(stored[0].name)}`, headers: bruker.headers });
    expect(found.body.data.map((chain: { id: number }) => chain.id)).toContain(stored[0].id);
    const one = await server.call({ method: 'GET', url: `/api/chain/${stored[0].id}`, headers: bruker.headers });
    expect(one.body.data.name).toBe(stored[0].name);
    expect((await server.call({ method: 'GET', url: '/api/chain/99999', headers: bruker.headers })).status).toBe(404);
  });

  it('needs a session and refuses bad parameters', async () => {
    expect((await server.call({ method: 'GET', url: '/api/chains' })).status).toBe(401);
    expect((await server.call({ method: 'GET', url: '/api/chains?count=0', headers: bruker.headers })).status).toBe(400);
    expect((await server.call({ method: 'GET', url: '/api/chain/abc', headers: bruker.headers })).status).toBe(400);
  });

  it('offers no writes', async () => {
    expect((await server.call({ method: 'POST', url: '/api/chain', headers: bruker.headers, payload: { name: 'Ny kjede' } })).status).toBe(404);
  });
});
