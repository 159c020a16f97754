// Free-text search of tickets (I45) read either way (ticket-search.ts, issue 33): by walking the newest
// tickets or by the matches' indexes, the title by its rarest word or whole. Whichever way a search
// goes, its pages and its total are what a plain filter of every ticket gives. The tickets are grown
// so that each way is taken: "levert" in every second title (a page among the first tickets walked,
// a total too large to count, estimated), "faktura" in every fiftieth (found by walking further),
// "sjelden" in a few and "gammel" in the oldest thousand (by the indexes), and numbers ("sak 1234") whose rare word is not the first.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_DEPTH } from '../../src/domain/lists';
import { rarestWord } from '../../src/server/support/ticket-search';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

const GROWN = 24_000;
const RUNS = Number(process.env.TICKET_SEARCH_RUNS ?? 30);

let server: TestServer;
let agent: LoggedIn, bruker: LoggedIn;
/** Every ticket, newest first, with its status and the lowered texts a search looks in. */
let tickets: Array<{ id: number; orderId: number | null; status: number; texts: string[] }>;
let readableByBruker: Set<number>;

beforeAll(async () => {
  server = await startTestServer();
  [agent, bruker] = await Promise.all(['agent', 'bruker'].map((name) => server.login(name)));
  await sql`insert into support_tickets (title, status, priority, agent_user_id, customer_id, location_id, ordered_by_user_id, created_by_user_id,
      main_category_id, category_id, internal, created_at, updated_at)
    select concat_ws(' ', 'Sak ' || g || ':', case when g % 2 = 0 then 'levert' end, case when g % 50 = 0 then 'faktura' end,
        case when g % 5000 = 7 then 'sjelden' end, 'paller'),
      t.status, t.priority, t.agent_user_id, t.customer_id, t.location_id, t.ordered_by_user_id, t.created_by_user_id,
      t.main_category_id, t.category_id, t.internal, now(), now()
    from generate_series(1, ${GROWN}::int) g join (select row_number() over (order by id) - 1 as k, * from support_tickets) t
      on t.k = g % (select count(*) from support_tickets)`.execute(server.db);
  // A word of the oldest tickets only: none among the newest, more than a page by the indexes.
  await sql`update support_tickets set title = title || ' gammel' where id in (select id from support_tickets order by id limit 1000)`.execute(server.db);
  await sql`analyze support_tickets`.execute(server.db);
  const rows = await sql<{ id: number; orderId: number | null; status: number; title: string; customer: string; location: string; contact: string }>`
    select t.id, t.order_id, t.status, lower(t.title) as title, lower(c.name) as customer, lower(l.name) as location, lower(u.name) as contact
    from support_tickets t join customers c on c.id = t.customer_id join locations l on l.id = t.location_id join users u on u.id = t.ordered_by_user_id
    order by t.id desc`.execute(server.db);
  tickets = rows.rows.map((row) => ({ id: row.id, orderId: row.orderId, status: row.status, texts: [row.title, row.customer, row.location, row.contact] }));
  readableByBruker = new Set();
  for (let index = 0, total = 1; index < total; index += 1000) {
    const page = await get(bruker, `/api/supporttickets?count=1000&index=${index}`);
    total = page.body.total;
    for (const row of page.body.data) readableByBruker.add(row.id);
  }
}, 120_000);
afterAll(() => server.close());

const get = (who: LoggedIn, url: string) => server.call({ method: 'GET', url, headers: who.headers });

/** What the search should find: the plain filter of every ticket (of those statuses, when given), newest first. */
function expected(q: string, readable?: Set<number>, statuses?: number[]): number[] {
  const text = q.trim().toLowerCase();
  const id = /^\d+$/.test(text) ? Number(text) : undefined;
  return tickets
    .filter((ticket) => !readable || readable.has(ticket.id))
    .filter((ticket) => !statuses || statuses.includes(ticket.status))
    .filter((ticket) => ticket.texts.some((value) => value.includes(text)) || (id !== undefined && (ticket.id === id || ticket.orderId === id)))
    .map((ticket) => ticket.id);
}

const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

async function expectSearch(who: LoggedIn, q: string, readable?: Set<number>, statuses?: number[]) {
  const want = expected(q, readable, statuses);
  const filter = statuses ? `&status=${statuses.join(',')}` : '';
  const first = await get(who, `/api/supporttickets?q=${encodeURIComponent(q)}${filter}&count=100`);
  expect(first.status, `${q}: ${JSON.stringify(first.body).slice(0, 300)}`).toBe(200);
  expect(ids(first.body.data), q).toEqual(want.slice(0, 100));
  if (first.body.totalIsEstimate) {
    // Only a total too large to count is estimated, and the estimate is near it (the matches are spread evenly here).
    expect(want.length, q).toBeGreaterThan(LIST_DEPTH);
    expect(Math.abs(first.body.total - want.length) / want.length, `${q}: ${first.body.total} for ${want.length}`).toBeLessThan(0.25);
  } else {
    expect(first.body.total, q).toBe(want.length);
  }
  const second = await get(who, `/api/supporttickets?q=${encodeURIComponent(q)}${filter}&count=100&index=100&total=${first.body.total}`);
  expect(ids(second.body.data), `${q}, second page`).toEqual(want.slice(100, 200));
}

describe('ticket search, whichever way it is read', () => {
  it('takes the word the titles hold fewest of, and none for one word', async () => {
    expect(await rarestWord(server.db, 'levert sjelden')).toBe('sjelden');
    expect(await rarestWord(server.db, 'Paller 23456')).toBe('23456');
    expect(await rarestWord(server.db, 'levert')).toBeUndefined();
    expect(await rarestWord(server.db, 'levert to')).toBeUndefined();
  });

  it('finds the named ways: a customer\'s name, a common word, a less common one, rare ones, several words, a number, nothing', async () => {
    for (const q of ['fjell', 'levert', 'faktura', 'sjelden', 'gammel', 'faktura paller', 'sak 1234:', 'levert paller', '2345', 'zzqx']) await expectSearch(agent, q);
  }, 120_000);

  it('gives what a plain filter gives for any search, the agent\'s and a customer\'s user\'s', async () => {
    const words = fc.constantFrom('levert', 'faktura', 'sjelden', 'gammel', 'paller', 'sak', 'ak ', 'ler', 'fjell', 'meieri', 'zzqx');
    const number = fc.integer({ min: 1, max: GROWN + 200 }).map(String);
    const search = fc.oneof(
      words,
      number,
      fc.tuple(words, number).map(([word, n]) => `${word} ${n}`),
      fc.tuple(number, words).map(([n, word]) => `${n}: ${word}`),
      fc.tuple(words, words).map(([a, b]) => `${a} ${b}`),
      // A piece of a real title, cut anywhere.
      fc.tuple(fc.nat(), fc.nat({ max: 30 }), fc.nat({ max: 12 })).map(([which, from, length]) => {
        const title = tickets[which % tickets.length].texts[0];
        return title.slice(from % title.length, (from % title.length) + 3 + length);
      }),
    ).filter((q) => q.trim().length > 0);
    // The agent's queue asks for the unresolved statuses (0, 1, 2); any set of them may be asked for.
    const statuses = fc.option(fc.subarray([0, 1, 2, 3], { minLength: 1 }), { nil: undefined });
    await fc.assert(fc.asyncProperty(search, fc.boolean(), statuses, async (q, asCustomer, status) => {
      await expectSearch(asCustomer ? bruker : agent, q, asCustomer ? readableByBruker : undefined, status);
    }), { numRuns: RUNS, endOnFailure: true });
  }, 300_000);
});
