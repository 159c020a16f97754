// The worked example of docs/adding-an-entity.md: truck-type.schema.json and resources/truck-types.ts
// alone give GET trucktypes (paged, sorted, filtered, searched), GET/POST/PUT/DELETE trucktype (E32, A10).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { withCurrentVersion } from './record-version-fixture';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, bruker: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, kunde, bruker] = await Promise.all(['admin', 'kunde', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

// An update carries the version the truck type has now (O25).
const call = async (who: LoggedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  server.call({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: method === 'PATCH' || method === 'PUT' ? await withCurrentVersion(server.db, url, payload as object) : payload as object }) });
const stored = () => server.db.selectFrom('truckTypes').selectAll().orderBy('id').execute();

describe('GET /api/trucktypes and /api/trucktype/:id', () => {
  it('lists every truck type to every user, sorted, with the total (A10)', async () => {
    const rows = await stored();
    const response = await call(bruker, 'GET', '/api/trucktypes');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(rows.length);
    expect(response.body.data.map((row: { name: string }) => row.name)).toEqual(rows.map((row) => row.name).sort((a, b) => a.localeCompare(b, 'en')));
    expect(response.body.data[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), isStandard: expect.any(Boolean) }));
  });

  it('pages, sorts, filters and searches', async () => {
    const page = await call(admin, 'GET', '/api/trucktypes?sort=id&order=DESC&index=1&count=2');
    const ids = (await stored()).map((row) => row.id).reverse();
    expect(page.body).toMatchObject({ total: ids.length });
    expect(page.body.data.map((row: { id: number }) => row.id)).toEqual(ids.slice(1, 3));
    const standard = await call(admin, 'GET', '/api/trucktypes?isStandard=true');
    expect(standard.body.data.map((row: { name: string }) => row.name)).toEqual(['Trailer']);
    expect((await call(admin, 'GET', '/api/trucktypes?q=henger')).body.data.map((row: { name: string }) => row.name)).toEqual(['Bil med henger']);
    expect((await call(admin, 'GET', '/api/trucktypes?q=4')).body.data.map((row: { id: number }) => row.id)).toEqual([4]);
    expect((await call(admin, 'GET', '/api/trucktypes?id=2&id=5&sort=id')).body.data.map((row: { id: number }) => row.id)).toEqual([2, 5]);
  });

  it('answers bad parameters with 400 and an unknown id with 404', async () => {
    expect((await call(admin, 'GET', '/api/trucktypes?sort=secret')).status).toBe(400);
    expect((await call(admin, 'GET', '/api/trucktypes?isStandard=sometimes')).status).toBe(400);
    expect((await call(admin, 'GET', '/api/trucktype/999')).status).toBe(404);
    expect((await call(admin, 'GET', '/api/trucktype/2')).body.data).toEqual({ id: 2, version: 1, name: 'Lastebil', isStandard: false, palletPlaces: 18 });
  });
});

describe('POST, PUT and DELETE /api/trucktype', () => {
  it('lets a global admin create, change and delete a truck type, audited', async () => {
    const created = await call(admin, 'POST', '/api/trucktype', { id: 9, name: 'Skapbil', isStandard: false });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ id: 9, version: 1, name: 'Skapbil', isStandard: false, palletPlaces: null });
    // E21, O23: the places an order's fill degree is counted against, set where the truck type is kept.
    const changed = await call(admin, 'PUT', '/api/trucktype/9', { id: 9, name: 'Skapbil med lift', isStandard: true, palletPlaces: 12 });
    expect(changed.body.data).toEqual({ id: 9, version: 2, name: 'Skapbil med lift', isStandard: true, palletPlaces: 12 });
    expect((await call(admin, 'PUT', '/api/trucktype/9', { id: 9, name: 'Skapbil med lift', isStandard: true, palletPlaces: 0 })).status).toBe(400);
    expect((await stored()).find((row) => row.id === 9)?.palletPlaces).toBe(12);
    const audit = await server.db.selectFrom('logs').select('message').where('category', '=', 'audit').orderBy('id', 'desc').limit(2).execute();
    expect(audit.map((row) => row.message)).toEqual([expect.stringContaining('update trucktype 9 (Skapbil med lift) by admin'), expect.stringContaining('create trucktype 9 (Skapbil) by admin')]);
    expect((await call(admin, 'DELETE', '/api/trucktype/9')).status).toBe(200);
    expect((await stored()).map((row) => row.id)).not.toContain(9);
  });

  it('refuses everyone else, writing nothing', async () => {
    const before = await stored();
    for (const who of [kunde, bruker]) {
      expect((await call(who, 'POST', '/api/trucktype', { id: 10, name: 'Traktor' })).status).toBe(403);
      expect((await call(who, 'PUT', '/api/trucktype/1', { id: 1, name: 'Semitrailer' })).status).toBe(403);
      expect((await call(who, 'DELETE', '/api/trucktype/5')).status).toBe(403);
    }
    expect(await stored()).toEqual(before);
  });

  it('answers bad input with 400 naming the field, and a taken id with 409, writing nothing', async () => {
    const before = await stored();
    const nameless = await call(admin, 'POST', '/api/trucktype', { id: 11 });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error.description).toContain('Navn: ');
    const long = await call(admin, 'PUT', '/api/trucktype/1', { id: 1, name: 'x'.repeat(61) });
    expect(long.status).toBe(400);
    expect(long.body.error.description).toContain('Navn: ');
    const taken = await call(admin, 'POST', '/api/trucktype', { id: 1, name: 'Duplikat' });
    expect(taken.status).toBe(409);
    // Named by the label the form shows, in the caller's language (issue 32), and by field for the form.
    expect(taken.body.error).toMatchObject({ description: 'Verdien i feltet id er allerede i bruk.', fields: { id: 'Verdien i feltet id er allerede i bruk.' } });
    const english = await server.call({ method: 'POST', url: '/api/trucktype', headers: { ...admin.headers, 'accept-language': 'en-US' }, payload: { id: 12 } });
    expect(english.body.error.description).toMatch(/^Invalid data: Name: /);
    expect(await stored()).toEqual(before);
  });

  it('refuses to delete a truck type that locations use', async () => {
    const used = await server.db.selectFrom('locations').select('truckTypeId').where('truckTypeId', 'is not', null).executeTakeFirstOrThrow();
    const response = await call(admin, 'DELETE', `/api/trucktype/${used.truckTypeId}`);
    expect(response.status).toBe(409);
    expect(response.body.error.description).toBe('Kan ikke slettes fordi den er i bruk.');
  });
});

describe('PATCH /api/trucktype/:id (N18), generic like the other calls', () => {
  it('changes only the fields sent, for a global admin', async () => {
    const [first] = await stored();
    const response = await call(admin, 'PATCH', `/api/trucktype/${first.id}`, { isStandard: !first.isStandard });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: first.id, version: first.version + 1, name: first.name, isStandard: !first.isStandard, palletPlaces: first.palletPlaces });
    expect((await stored())[0]).toMatchObject({ name: first.name, isStandard: !first.isStandard });
  });

  it('refuses everyone else and bad input, writing nothing', async () => {
    const before = await stored();
    const id = before[0].id;
    expect((await call(kunde, 'PATCH', `/api/trucktype/${id}`, { name: 'Kapret' })).status).toBe(403);
    expect((await call(bruker, 'PATCH', `/api/trucktype/${id}`, { name: 'Kapret' })).status).toBe(403);
    const bad = await call(admin, 'PATCH', `/api/trucktype/${id}`, { isStandard: 'kanskje' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.description).toMatch(/Standard: /);
    expect(bad.body.error.fields).toHaveProperty('isStandard');
    expect((await call(admin, 'PATCH', `/api/trucktype/${id}`, {})).status).toBe(400);
    expect((await call(admin, 'PATCH', '/api/trucktype/999999', { name: 'Ingen' })).status).toBe(404);
    expect(await stored()).toEqual(before);
  });
});
