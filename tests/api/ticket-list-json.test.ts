// The ticket list passes through the JSON text PostgreSQL writes for its rows (generic/paging.ts,
// preparedList's json): each row must be byte for byte what serializing the same ticket as an object
// gives, held here against each ticket's own answer (read and mapped in JavaScript), in the list's
// order, with text that JSON escapes, tickets with and without a priority, on first and deeper pages,
// for an agent and a customer's user; and a searched page, serialized by the server, the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let agent: LoggedIn;
let bruker: LoggedIn;
const AWKWARD = 'q"uote \\ back\\slash \n\t\b\f\r \u0001\u001f\u007f 😀 æøå \u2028\u2029 </script> \u00a0 ,"priority":null';

/** The answer's text as sent, and as checked against the API document. */
async function answerText(caller: LoggedIn, url: string): Promise<string> {
  expect((await server.call({ method: 'GET', url, headers: caller.headers })).status, url).toBe(200);
  return (await server.app.inject({ method: 'GET', url, headers: caller.headers })).body;
}

/** The page as each listed ticket's own answer serializes it. */
async function expectedText(caller: LoggedIn, text: string): Promise<string> {
  const page = JSON.parse(text);
  const rows = [];
  for (const listed of page.data) rows.push((await server.call({ method: 'GET', url: `/api/supportticket/${listed.id}`, headers: caller.headers })).body.data);
  return JSON.stringify({ data: rows, total: page.total, totalIsEstimate: page.totalIsEstimate });
}

beforeAll(async () => {
  server = await startTestServer();
  [agent, bruker] = await Promise.all([server.login('agent'), server.login('bruker')]);
  const own = await server.db.selectFrom('supportTickets').select('id').where('locationId', '=', bruker.context.locationId).where('internal', '=', false)
    .orderBy('id', 'desc').limit(3).execute();
  expect(own.length).toBeGreaterThanOrEqual(2);
  // One of the caller's tickets with awkward text and no priority, another with a priority.
  await server.db.updateTable('supportTickets').set({ title: `Sak ${AWKWARD}`, priority: null }).where('id', '=', own[0].id).execute();
  await server.db.updateTable('supportTickets').set({ priority: 2 }).where('id', '=', own[1].id).execute();
});
afterAll(() => server.close());

describe('the ticket list\'s JSON written by the database', () => {
  it('answers every page as its tickets read one by one, byte for byte', async () => {
    const urls = [
      '/api/supporttickets', '/api/supporttickets?index=3&count=4', '/api/supporttickets?sort=title&order=asc&count=5', '/api/supporttickets?sort=priority&order=desc&index=2&count=6',
      '/api/supporttickets?status=0&status=1', '/api/supporttickets?assignedFirst=true&count=5', '/api/supporttickets?q=sak', '/api/supporttickets?count=1',
    ];
    for (const caller of [agent, bruker]) {
      for (const url of urls) {
        const text = await answerText(caller, url);
        expect(text, url).toBe(await expectedText(caller, text));
      }
    }
    const own = await answerText(bruker, '/api/supporttickets?count=1000');
    expect(own).toContain(JSON.stringify(`Sak ${AWKWARD}`));
    const listed = JSON.parse(own).data as Array<{ title: string; priority?: number }>;
    expect(listed.find((row) => row.title === `Sak ${AWKWARD}`)).not.toHaveProperty('priority');
    expect(listed.some((row) => row.priority === 2)).toBe(true);
  });

  it('still refuses what it refused and reads inside the caller\'s scope', async () => {
    expect((await server.call({ method: 'GET', url: '/api/supporttickets' })).status).toBe(401);
    const own = JSON.parse(await answerText(bruker, '/api/supporttickets?count=1000')).data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row: { locationId: number; internal: boolean }) => row.locationId === bruker.context.locationId && !row.internal)).toBe(true);
  });
});
