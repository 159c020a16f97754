// The locations list passes through the JSON text PostgreSQL writes for its rows (generic/paging.ts,
// preparedList's json): each row must be byte for byte what serializing the same location as an
// object gives, held here against each location's own answer (read and mapped in JavaScript), in the
// list's order, with text that JSON escapes, nulls, arrays and favorites, on first and deeper pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn;
let kunde: LoggedIn;
const AWKWARD = 'q"uote \\ back\\slash \n\t\b\f\r \u0001\u001f\u007f 😀 æøå \u2028\u2029 </script> \u00a0';

/** The answer's text as sent, and as checked against the API document. */
async function answerText(caller: LoggedIn, url: string): Promise<string> {
  expect((await server.call({ method: 'GET', url, headers: caller.headers })).status, url).toBe(200);
  return (await server.app.inject({ method: 'GET', url, headers: caller.headers })).body;
}

/** The page as the list's rows would be serialized from each location's own answer and the caller's favorites. */
async function expectedText(caller: LoggedIn, text: string): Promise<string> {
  const page = JSON.parse(text);
  const favorites = new Set((await server.db.selectFrom('favoriteLocations').select('locationId').where('userId', '=', caller.context.userId).execute()).map((row) => row.locationId));
  const rows = [];
  for (const listed of page.data) {
    const record = (await server.call({ method: 'GET', url: `/api/location/${listed.id}`, headers: admin.headers })).body.data;
    rows.push(Object.fromEntries(Object.keys(listed).map((key) => [key, key === 'isFavorite' ? favorites.has(listed.id) : record[key]])));
  }
  return JSON.stringify({ data: rows, total: page.total, totalIsEstimate: page.totalIsEstimate });
}

const idsOf = (text: string): number[] => JSON.parse(text).data.map((row: { id: number }) => row.id);

beforeAll(async () => {
  server = await startTestServer();
  [admin, kunde] = await Promise.all([server.login('admin'), server.login('kunde')]);
  const { id } = await server.db.selectFrom('locations').select('id').where('customerId', '=', kunde.data.customer.id).orderBy('id').executeTakeFirstOrThrow();
  await server.db.updateTable('locations').set({ name: `Lager ${AWKWARD}`, gln: null }).where('id', '=', id).execute();
  const some = await server.db.selectFrom('locations').select('id').orderBy('id', 'desc').limit(3).execute();
  await server.db.insertInto('favoriteLocations').values([id, ...some.map((row) => row.id)].map((locationId) => ({ userId: admin.context.userId, locationId }))).execute();
});
afterAll(() => server.close());

describe('the locations list\'s JSON written by the database', () => {
  it('answers every page as its locations read one by one, with the list\'s fields, byte for byte', async () => {
    const urls = [
      '/api/locations', '/api/locations?index=5&count=5', '/api/locations?sort=isFavorite&order=desc&count=6', '/api/locations?sort=isFavorite&order=desc&index=2&count=3',
      '/api/locations?q=lager', '/api/locations?countryCode=NOR&statusId=1&sort=customerName', '/api/locations?favorite=true', '/api/locations?count=1',
    ];
    for (const caller of [admin, kunde]) {
      for (const url of urls) {
        const text = await answerText(caller, url);
        expect(text, url).toBe(await expectedText(caller, text));
      }
    }
    const all = await answerText(admin, '/api/locations?q=lager');
    expect(all).toContain(JSON.stringify(`Lager ${AWKWARD}`));
    expect(all).toContain('"gln":null');
    expect(JSON.parse(all).totalIsEstimate).toBeUndefined();
  });

  it('keeps the list\'s order on the first and the deeper pages', async () => {
    const names = await server.db.selectFrom('locations').select('id').orderBy('name', 'desc').orderBy('id', 'desc').execute();
    const byName = names.map((row) => row.id);
    expect(idsOf(await answerText(admin, '/api/locations?sort=name&order=desc&count=4'))).toEqual(byName.slice(0, 4));
    expect(idsOf(await answerText(admin, '/api/locations?sort=name&order=desc&index=3&count=4'))).toEqual(byName.slice(3, 7));
    // J18: favorites first, then by name.
    const favoritesFirst = JSON.parse(await answerText(admin, '/api/locations?sort=isFavorite&order=desc&count=10')).data;
    expect(favoritesFirst.slice(0, 4).every((row: { isFavorite: boolean }) => row.isFavorite)).toBe(true);
    expect(favoritesFirst[4].isFavorite).toBe(false);
  });

  it('still refuses what it refused and reads inside the caller\'s scope', async () => {
    expect((await server.call({ method: 'GET', url: '/api/locations' })).status).toBe(401);
    const own = JSON.parse(await answerText(kunde, '/api/locations?count=1000')).data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row: { customerId: number }) => row.customerId === kunde.data.customer.id)).toBe(true);
  });
});
