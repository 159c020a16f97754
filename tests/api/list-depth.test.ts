// Lists at scale (issue 16): every page of a list costs what its first does. Pages reach the first
// 10,000 rows of a selection (deeper is refused with what to do instead), a deep page shows exactly
// the rows an offset would, and totals above 10,000 are the database's estimate, said to be one.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapi from '../../generated/openapi.json';
import { LIST_DEPTH } from '../../src/domain/lists';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn, agent: LoggedIn, kunde: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, agent, kunde] = await Promise.all(['admin', 'agent', 'kunde'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const get = (who: LoggedIn, url: string, language = 'nb-NO') => server.call({ method: 'GET', url, headers: { ...who.headers, 'accept-language': language } });
const ids = (response: { body: { data: Array<{ id: number }> } }) => response.body.data.map((row) => row.id);

describe('deep pages', () => {
  it('refuses a page past the first 10,000 rows with what to do instead, in the caller\'s language', async () => {
    // The generic engine's, the bespoke lists' and the pool-wide pickers'.
    const lists = ['/api/locations', '/api/supporttickets', '/api/users', '/api/customers', '/api/products',
      '/api/locations?all=true', '/api/shops?role=shop', '/api/statuscustomers', '/api/customerinvoices', '/api/messages?all=true'];
    for (const url of lists) {
      const at = (index: number, count: number) => `${url}${url.includes('?') ? '&' : '?'}index=${index}&count=${count}`;
      const refused = await get(admin, at(LIST_DEPTH, 100));
      expect(refused.status, url).toBe(400);
      expect(refused.body.error.code).toBe('list-too-deep');
      expect(refused.body.error.description).toMatch(/^Listen blar gjennom de første 10.000 radene av utvalget\. Søk, filtrer eller sorter motsatt vei/);
      expect((await get(admin, at(LIST_DEPTH, 100), 'en-US')).body.error.description).toMatch(/^The list pages through the first 10.000 rows/);
      // The deepest page allowed is answered.
      expect((await get(admin, at(LIST_DEPTH - 1, 1))).status, url).toBe(200);
    }
  });

  it('gives a deeper page exactly the rows of the same order read from the start, whatever the order', async () => {
    const orders = [
      ['/api/locations', 'name'], ['/api/locations', 'customerName'], ['/api/locations', 'isFavorite'],
      ['/api/supporttickets', 'id'], ['/api/supporttickets', 'customerName'], ['/api/supporttickets', 'updated'],
      ['/api/users', 'locationName'], ['/api/customers', 'name'], ['/api/products', 'name'],
    ];
    for (const [url, sort] of orders) {
      for (const order of ['ASC', 'DESC']) {
        const whole = await get(admin, `${url}?sort=${sort}&order=${order}&count=40`);
        expect(whole.status, `${url} ${sort}`).toBe(200);
        expect(whole.body.data.length, `${url} has rows to page`).toBeGreaterThan(12);
        const deeper = await get(admin, `${url}?sort=${sort}&order=${order}&index=5&count=7`);
        expect(ids(deeper), `${url} ${sort} ${order}`).toEqual(ids(whole).slice(5, 12));
        expect(deeper.body.total).toBe(whole.body.total);
      }
    }
  });

  it('gives every paged list of the API the same rows on a later page as read from the start', async () => {
    type Parameter = { name: string; in: string; required?: boolean };
    type Operation = { parameters?: Parameter[]; responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> };
    // The calls that page (index) and give a total, and need no parameter of their own.
    const paged = Object.entries(openapi.paths as Record<string, { get?: Operation }>)
      .filter(([path, item]) => !path.includes('{') && item.get?.parameters?.some((parameter) => parameter.name === 'index')
        && Boolean(item.get.responses?.['200']?.content?.['application/json']?.schema?.properties?.total)
        && !item.get.parameters.some((parameter) => parameter.required && parameter.in === 'query'))
      .map(([path]) => path);
    expect(paged.length).toBeGreaterThan(20);
    let compared = 0;
    for (const path of paged) {
      const whole = await get(admin, `${path}?count=6`);
      if (whole.status !== 200 || !Array.isArray(whole.body.data) || whole.body.data.length < 6) continue;
      const later = await get(admin, `${path}?index=2&count=3`);
      expect(later.status, path).toBe(200);
      const keyOf = (row: Record<string, unknown>) => JSON.stringify(row.id ?? row);
      expect(later.body.data.map(keyOf), path).toEqual(whole.body.data.slice(2, 5).map(keyOf));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(15);
  });

  it('keeps a deeper page within the caller\'s scope', async () => {
    const own = await get(kunde, '/api/locations?count=1000');
    const deeper = await get(kunde, '/api/locations?index=2&count=1000');
    expect(ids(deeper)).toEqual(ids(own).slice(2));
    expect(ids(deeper).length).toBeLessThan((await get(admin, '/api/locations?index=2&count=1000')).body.data.length);
  });
});

describe('totals above 10,000', () => {
  beforeAll(async () => {
    // 10,050 more locations of one customer; fresh statistics, as the nightly analyse would give.
    await sql`insert into locations (name, customer_id, type, country_code, is_main_location)
      select 'Mengdelager ' || g, l.customer_id, l.type, l.country_code, false
      from generate_series(1, 10050) g, (select customer_id, type, country_code from locations order by id limit 1) l`.execute(server.db);
    await sql`analyze locations`.execute(server.db);
  });

  it('says a large total is an estimate, and still counts a narrowed selection exactly', async () => {
    const all = await get(admin, '/api/locations?count=25');
    expect(all.status).toBe(200);
    expect(all.body.totalIsEstimate).toBe(true);
    expect(all.body.total).toBeGreaterThan(LIST_DEPTH);
    const [{ exact }] = (await sql<{ exact: number }>`select count(*)::int as exact from locations`.execute(server.db)).rows;
    // An estimate from fresh statistics is near the truth.
    expect(Math.abs(all.body.total - exact) / exact).toBeLessThan(0.1);

    const narrowed = await get(admin, '/api/locations?q=Mengdelager%20100&count=25');
    expect(narrowed.body.totalIsEstimate).toBeUndefined();
    // 100, 1000–1009 and 10000–10050: counted, not estimated.
    expect(narrowed.body.total).toBe(1 + 10 + 51);
    // A list of the caller's own scope is small and counted.
    expect((await get(kunde, '/api/locations')).body.totalIsEstimate).toBeUndefined();
  });

  it('ends a large total where the last page ends, though it is counted beside the page', async () => {
    // The staff's list of the whole pool reads its total beside its page; its last page still says where it ends.
    const last = await get(admin, `/api/locations?q=Mengdelager&index=${LIST_DEPTH - 1}&count=100`);
    expect(last.status).toBe(200);
    expect(last.body.data).toHaveLength(10050 - (LIST_DEPTH - 1));
    expect(last.body).toMatchObject({ total: 10050 });
    expect(last.body.totalIsEstimate).toBeUndefined();
    // A full page short of it: the estimate, never below the rows shown.
    const deep = await get(admin, `/api/locations?q=Mengdelager&index=${LIST_DEPTH - 10}&count=10`);
    expect(deep.body).toMatchObject({ totalIsEstimate: true });
    expect(deep.body.total).toBeGreaterThanOrEqual(LIST_DEPTH);
  });

  it('estimates the pool-wide counterparty picker\'s total the same way', async () => {
    const picker = await get(admin, '/api/locations?all=true&count=5');
    expect(picker.status).toBe(200);
    expect(picker.body.totalIsEstimate).toBe(true);
    expect(picker.body.total).toBeGreaterThan(LIST_DEPTH);
    const narrowed = await get(admin, '/api/locations?all=true&q=Mengdelager%20100&count=5');
    expect(narrowed.body.totalIsEstimate).toBeUndefined();
    expect(narrowed.body.total).toBe(1 + 10 + 51);
    // A deeper page of it shows the rows an offset would, though it is read by their ids.
    const whole = await get(admin, '/api/locations?all=true&q=Mengdelager%20100&count=20');
    expect(ids(await get(admin, '/api/locations?all=true&q=Mengdelager%20100&index=7&count=5'))).toEqual(ids(whole).slice(7, 12));
  });

  it('searches the many locations by a part of the name', async () => {
    const found = await get(agent, '/api/locations?q=lager%209999');
    expect(found.status).toBe(200);
    expect(found.body.data.map((row: { name: string }) => row.name)).toEqual(['Mengdelager 9999']);
  });
});
