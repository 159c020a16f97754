// GET supporttickets?assignedFirst: the home page's tickets widget shows an agent the unresolved tickets
// of the whole queue, those assigned to the agent first (D09, issue 9); the parameter orders, it never
// widens what a caller may read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { supportCalls } from './support-fixtures';

let server: TestServer;
let agent: LoggedIn, bruker: LoggedIn;
let api: ReturnType<typeof supportCalls>;
beforeAll(async () => {
  server = await startTestServer();
  api = supportCalls(server);
  [agent, bruker] = await Promise.all(['agent', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

type Row = { id: number; employeeId: string | null; status: number; locationId: number };
const UNRESOLVED = 'status=0,1,2';

describe('GET /api/supporttickets?assignedFirst', () => {
  it('puts the tickets assigned to the agent first, then the rest newest first, over the whole queue', async () => {
    const me = await server.db.selectFrom('users').select(['id', 'employeeId']).where('id', '=', agent.context.userId).executeTakeFirstOrThrow();
    const mine = await server.db.selectFrom('supportTickets').select('id').where('agentUserId', '=', me.id).where('status', 'in', [0, 1, 2]).execute();
    const all = await server.db.selectFrom('supportTickets').select('id').where('status', 'in', [0, 1, 2]).execute();
    // The demo queue must hold some of the agent's tickets and some of others' for this to mean anything.
    expect(mine.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(mine.length);

    const plain = await api.call(agent, 'GET', `/api/supporttickets?${UNRESOLVED}&count=1000`);
    const first = await api.call(agent, 'GET', `/api/supporttickets?${UNRESOLVED}&assignedFirst=true&count=1000`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(all.length);
    expect(first.body.total).toBe(plain.body.total);
    const rows = first.body.data as Row[];
    const head = rows.slice(0, mine.length);
    const tail = rows.slice(mine.length);
    expect(head.every((row) => row.employeeId === me.employeeId)).toBe(true);
    expect(tail.some((row) => row.employeeId === me.employeeId)).toBe(false);
    expect(head.map((row) => row.id)).toEqual([...head.map((row) => row.id)].sort((a, b) => b - a));
    expect(tail.map((row) => row.id)).toEqual([...tail.map((row) => row.id)].sort((a, b) => b - a));
    // Without the parameter the agent's own tickets are mixed in by id, so the order differs.
    expect((plain.body.data as Row[]).map((row) => row.id)).not.toEqual(rows.map((row) => row.id));

    // The widget's call: three rows, all of them the agent's while the agent has three.
    const widget = await api.call(agent, 'GET', `/api/supporttickets?${UNRESOLVED}&assignedFirst=true&index=0&count=3`);
    expect((widget.body.data as Row[]).map((row) => row.id)).toEqual(rows.slice(0, 3).map((row) => row.id));
  });

  it('does not widen what an ordinary user reads', async () => {
    const plain = await api.call(bruker, 'GET', `/api/supporttickets?${UNRESOLVED}&count=1000`);
    const first = await api.call(bruker, 'GET', `/api/supporttickets?${UNRESOLVED}&assignedFirst=true&count=1000`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(plain.body.total);
    expect((first.body.data as Row[]).every((row) => row.locationId === bruker.context.locationId)).toBe(true);
  });

  it('refuses a value that is not a boolean (400, nothing read)', async () => {
    const response = await api.call(agent, 'GET', `/api/supporttickets?${UNRESOLVED}&assignedFirst=soon`);
    expect(response.status).toBe(400);
    expect(response.body.error.description).toMatch(/assignedFirst/);
  });

  it('refuses a caller without a session (401)', async () => {
    const response = await api.call(null, 'GET', `/api/supporttickets?${UNRESOLVED}&assignedFirst=true`);
    expect(response.status).toBe(401);
  });
});
