// Issue 33: a list's later page is not counted again when the caller sends the total its first page
// answered: the answer carries that total (an estimate stays one), or, on the last page, where the
// rows end. A lower total than the rows shown is not believed. The same for the hand-written lists
// (locations, tickets) and the generic ones (truck types).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn, agent: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, agent] = await Promise.all(['admin', 'agent'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const get = (who: LoggedIn, url: string) => server.call({ method: 'GET', url, headers: who.headers });

describe('a later page with the total of its first', () => {
  it('answers that total without counting, and where the rows end on the last page (locations)', async () => {
    const first = await get(admin, '/api/locations?count=10');
    expect(first.status).toBe(200);
    const total: number = first.body.total;
    expect(total).toBeGreaterThan(30);
    const second = await get(admin, `/api/locations?index=10&count=10&total=${total}`);
    expect(second.body).toMatchObject({ total });
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual((await get(admin, '/api/locations?index=10&count=10')).body.data.map((row: { id: number }) => row.id));
    // A total the server would not have counted shows it was taken as sent, and never below what is shown.
    expect((await get(admin, `/api/locations?index=10&count=10&total=${total + 500}`)).body.total).toBe(total + 500);
    expect((await get(admin, '/api/locations?index=10&count=10&total=5')).body.total).toBe(20);
    const last = await get(admin, `/api/locations?index=${total - 3}&count=10&total=${total + 500}`);
    expect(last.body.data).toHaveLength(3);
    expect(last.body.total).toBe(total);
  });

  it('keeps an estimate an estimate above the counting depth', async () => {
    const response = await get(admin, '/api/locations?index=10&count=10&total=50000');
    expect(response.body).toMatchObject({ total: 50000, totalIsEstimate: true });
  });

  it('is counted again on a first page, whatever total is sent', async () => {
    const counted = (await get(admin, '/api/locations?count=10')).body.total;
    expect((await get(admin, '/api/locations?count=10&total=5')).body.total).toBe(counted);
  });

  it('holds for the tickets and for a generic list', async () => {
    const tickets = (await get(agent, '/api/supporttickets?count=5')).body.total;
    expect((await get(agent, `/api/supporttickets?index=5&count=5&total=${tickets + 7}`)).body.total).toBe(tickets + 7);
    expect((await get(admin, '/api/trucktypes?index=1&count=2&total=40')).body.total).toBe(40);
  });

  it('refuses a total that is not a count with 400', async () => {
    for (const bad of ['-1', 'many', '2147483648']) {
      expect((await get(admin, `/api/locations?index=10&count=10&total=${bad}`)).status).toBe(400);
      expect((await get(admin, `/api/trucktypes?index=1&count=2&total=${bad}`)).status).toBe(400);
    }
  });
});
