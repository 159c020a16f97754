// The code lists of the session context (A10) and the product master data, served by the generic
// routes: language of the names, paging, filters (filter-only values too, E19), favorites (J18),
// rich text sanitized on the server and the 5 MB file limit (R36).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { inSentenceLabel } from './labels';
import { withCurrentVersion } from './record-version-fixture';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, bruker: LoggedIn, lager: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, kunde, bruker, lager] = await Promise.all(['admin', 'kunde', 'bruker', 'lager'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const get = (who: LoggedIn, url: string, language = 'nb-NO') => server.call({ method: 'GET', url, headers: { ...who.headers, 'accept-language': language } });
// A PUT carries the version the record has now (O25).
const send = async (who: LoggedIn, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload: method === 'PUT' ? await withCurrentVersion(server.db, url, payload) : payload } : {}) });
const names = (response: { body: { data: Array<{ name: string }> } }) => response.body.data.map((row) => row.name);

describe('code lists (A10)', () => {
  it('gives every user each list, named in the caller\'s language', async () => {
    const statuses = await get(bruker, '/api/transactionstatuses');
    expect(statuses.status).toBe(200);
    expect(statuses.body.total).toBe(11);
    expect(statuses.body.data.find((row: { id: number }) => row.id === 9)).toEqual({ id: 9, code: 'WaitForSort', name: 'Venter på sortering' });
    const english = await get(bruker, '/api/transactionstatuses?id=9', 'en-US');
    expect(english.body.data).toEqual([{ id: 9, code: 'WaitForSort', name: 'Waiting for sorting' }]);

    const types = await get(bruker, '/api/transactiontypes?count=100');
    expect(types.body.data.map((row: { id: number }) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16]);
    expect(names(await get(bruker, '/api/inventorylevels'))).toEqual(['Ingen', 'Godkjenne hovedtelling', 'Kontrollregistrering']);
    expect((await get(bruker, '/api/reportlevels')).body.data.map((row: { id: number }) => row.id)).toEqual([-1, 0, 1, 2]);
    expect(names(await get(bruker, '/api/addresscountries?sort=id', 'en-US'))).toEqual(['Denmark', 'Norway', 'Sweden']);
    expect((await get(bruker, '/api/languages')).body.data.map((row: { id: string }) => row.id).sort()).toEqual(['en-US', 'nb-NO']);
    expect((await get(bruker, '/api/userareas')).body.total).toBe(7);
    expect((await get(bruker, '/api/transactionstatus/6')).body.data.name).toBe('Ikke enig');
  });

  it('searches the codes and names, and refuses what the lists do not offer', async () => {
    expect(names(await get(bruker, '/api/transactiontypes?q=retur'))).toEqual(['Retur']);
    expect((await get(bruker, '/api/transactionstatuses?sort=secret')).status).toBe(400);
    expect((await get(bruker, '/api/transactionstatus/42')).status).toBe(404);
    expect((await send(admin, 'POST', '/api/transactionstatus', { id: 10, code: 'X', name: 'X' })).status).toBe(404);
  });

  it('reads every status its list hands out, -1 and 0 too (E18); one it lacks is 404, a number no status can have 400', async () => {
    const statuses = (await get(bruker, '/api/transactionstatuses')).body.data as Array<{ id: number; code: string }>;
    expect(statuses.map((row) => row.id)).toEqual(expect.arrayContaining([-1, 0]));
    for (const { id, code } of statuses) {
      const one = await get(bruker, `/api/transactionstatus/${id}`);
      expect(one.status, String(id)).toBe(200);
      expect(one.body.data.code).toBe(code);
    }
    expect((await get(bruker, '/api/transactionstatuses?id=-1&id=0&sort=id')).body.data.map((row: { id: number }) => row.id)).toEqual([-1, 0]);
    expect((await get(bruker, '/api/transactionstatus/-2')).status).toBe(404);
    expect((await get(bruker, '/api/transactionstatus/40000')).status).toBe(400);
  });
});

describe('products and product types (P22, P50, N31)', () => {
  it('lists the products with their type, favorites of the caller flagged (J18)', async () => {
    const all = await get(kunde, '/api/products?count=1000');
    expect(all.body.total).toBe(21);
    const favorites = all.body.data.filter((row: { isFavorite: boolean }) => row.isFavorite).map((row: { id: number }) => row.id);
    expect(favorites).toEqual([1001, 2501]);
    expect((await get(kunde, '/api/products?favorite=true')).body.data.map((row: { id: number }) => row.id)).toEqual([1001, 2501]);
    expect((await get(bruker, '/api/products?favorite=true')).body.total).toBe(0);
    expect((await get(kunde, '/api/products?productTypeId=500&sort=id')).body.data.map((row: { id: number }) => row.id)).toEqual([5001, 5002]);
    expect(names(await get(kunde, '/api/producttypes?id=500', 'en-US'))).toEqual(['EPS trays']);
  });

  it('orders the pickers favorites first, then as the list does (J18)', async () => {
    const ids = (response: { body: { data: Array<{ id: number }> } }) => response.body.data.map((row) => row.id);
    const usual = ids(await get(kunde, '/api/products?count=1000'));
    const picker = ids(await get(kunde, '/api/products?count=1000&sort=isFavorite&order=DESC'));
    expect(picker).toEqual([1001, 2501, ...usual.filter((id) => id !== 1001 && id !== 2501)]);
    // Someone without favorites sees the usual order; a page of the picker is a page of that order.
    expect(ids(await get(lager, '/api/products?count=1000&sort=isFavorite&order=DESC'))).toEqual(usual);
    expect(ids(await get(kunde, '/api/products?count=3&index=1&sort=isFavorite&order=DESC'))).toEqual(picker.slice(1, 4));

    const locations = (await get(kunde, '/api/locations?count=1000&sort=isFavorite&order=DESC')).body.data as Array<{ id: number; name: string; isFavorite: boolean }>;
    expect(locations[0]).toMatchObject({ id: 8, isFavorite: true });
    const rest = locations.slice(1).map((row) => row.name);
    expect(locations.slice(1).every((row) => !row.isFavorite)).toBe(true);
    expect(rest).toEqual(names(await get(kunde, `/api/locations?count=1000&sort=name&favorite=false`)));
  });

  it('gives the products agreed for a location, inside the caller\'s scope only (N31)', async () => {
    const agreed = (await server.db.selectFrom('locationProducts').select('productId').where('locationId', '=', 8).orderBy('productId').execute()).map((row) => row.productId);
    expect((await get(kunde, '/api/products?locationId=8&sort=id')).body.data.map((row: { id: number }) => row.id)).toEqual(agreed);
    expect((await get(bruker, '/api/products?locationId=8')).body.total).toBe(0);
    // all=true: every product, the location's agreement aside; all=false is the default.
    const every = (await server.db.selectFrom('products').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(agreed.length).toBeLessThan(every.length);
    expect((await get(kunde, '/api/products?locationId=8&all=true&sort=id&count=1000')).body.data.map((row: { id: number }) => row.id)).toEqual(every);
    expect((await get(kunde, '/api/products?locationId=8&all=false&sort=id')).body.data.map((row: { id: number }) => row.id)).toEqual(agreed);
  });

  it('lets a global admin add a product; rich text is sanitized and files over 5 MB are refused (R36)', async () => {
    const image = `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`;
    const created = await send(admin, 'POST', '/api/product', {
      id: 1004, name: 'Helpall plast 1200x1000', productTypeId: 100, image,
      description: '<p>Tåler <b>1000 kg</b>.<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">lenke</a></p>',
    });
    expect(created.status).toBe(200);
    // Scripts, event handlers and javascript: links are gone; the formatting stays.
    expect(created.body.data.description).toBe('<p>Tåler <b>1000 kg</b>.<img src="x" /><a>lenke</a></p>');
    expect(created.body.data.image).toBe(image);

    const before = await server.db.selectFrom('products').select('id').execute();
    const exactly = Buffer.alloc(5 * 1024 * 1024).toString('base64');
    const over = Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64');
    expect((await send(admin, 'PUT', '/api/product/1004', { id: 1004, name: 'Helpall plast 1200x1000', productTypeId: 100, image: `data:image/png;base64,${exactly}` })).status).toBe(200);
    const tooLarge = await send(admin, 'POST', '/api/product', { id: 1005, name: 'For stor', productTypeId: 100, image: `data:image/png;base64,${over}` });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error).toMatchObject({ code: 'file-too-large', fields: { image: 'Kunne ikke legge til vedlegg sjekk at filen ikke er større enn 5MB' } });
    expect(await server.db.selectFrom('products').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses product changes by others and bad input with 400 naming the field', async () => {
    expect((await send(kunde, 'POST', '/api/product', { id: 1006, name: 'Min pall', productTypeId: 100 })).status).toBe(403);
    expect((await send(kunde, 'PUT', '/api/producttype/100', { id: 100, name: 'Paller' })).status).toBe(403);
    const missingType = await send(admin, 'POST', '/api/product', { id: 1007, name: 'Uten type' });
    expect(missingType.status).toBe(400);
    expect(missingType.body.error.fields).toHaveProperty('productTypeId');
    const unknownType = await send(admin, 'POST', '/api/product', { id: 1007, name: 'Ukjent type', productTypeId: 777 });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.error.description).toBe(`Feltet ${inSentenceLabel('system/products', 'productTypeId')} viser til noe som ikke finnes.`);
  });

  it('keeps favorite products per user (J18, E31)', async () => {
    expect((await send(bruker, 'POST', '/api/productfavorite', { productId: 2003 })).status).toBe(200);
    expect((await send(bruker, 'POST', '/api/productfavorite', { productId: 2003 })).status).toBe(200);
    expect((await get(bruker, '/api/products?favorite=true')).body.data.map((row: { id: number }) => row.id)).toEqual([2003]);
    expect((await send(bruker, 'DELETE', '/api/productfavorite/2003')).status).toBe(200);
    expect((await get(bruker, '/api/products?favorite=true')).body.total).toBe(0);
    expect((await send(bruker, 'POST', '/api/productfavorite', { productId: 424242 })).status).toBe(404);
    expect((await send(bruker, 'POST', '/api/productfavorite', { productId: 'many' })).status).toBe(400);
  });
});

describe('location products (E33) and the filter-only values (E19)', () => {
  it('lists a location\'s agreed products inside the scope, expired ones apart', async () => {
    const first = await server.db.selectFrom('locationProducts').select('productId').where('locationId', '=', 8).orderBy('productId').executeTakeFirstOrThrow();
    await server.db.updateTable('locationProducts').set({ toDate: '2020-12-31' }).where('locationId', '=', 8).where('productId', '=', first.productId).execute();
    const all = await get(lager, '/api/locationproducts?count=1000');
    expect(all.body.data.every((row: { locationId: number }) => row.locationId === 8)).toBe(true);
    const expired = await get(lager, '/api/locationproducts?expired=102');
    expect(expired.body.data.map((row: { productId: number }) => row.productId)).toEqual([first.productId]);
    const current = await get(lager, '/api/locationproducts?expired=103');
    expect(current.body.total).toBe(all.body.total - 1);
    expect((await get(lager, '/api/locationproducts?expired=102&expired=103')).body.total).toBe(all.body.total);
    expect((await get(lager, '/api/locationproducts?expired=100')).status).toBe(400);
    const ofCustomer = await get(kunde, '/api/locationproducts?count=1000');
    expect(new Set(ofCustomer.body.data.map((row: { locationId: number }) => row.locationId)).size).toBeGreaterThan(1);
    expect((await get(bruker, '/api/locationproducts?locationId=8')).body.total).toBe(0);
  });
});

describe('postal codes (J12, J13)', () => {
  it('looks a postal code up, with or without the space', async () => {
    expect((await get(bruker, '/api/addresspostalcode?countryCode=NOR&postalCode=2316')).body.data).toMatchObject({ postalCode: '2316', city: 'Hamar' });
    expect((await get(bruker, '/api/addresspostalcode?countryCode=SWE&postalCode=42246')).body.data).toMatchObject({ postalCode: '422 46', city: 'Hisings Backa' });
    expect((await get(bruker, '/api/addresspostalcode?countryCode=NOR&postalCode=9999')).body.data).toBeNull();
    expect((await get(bruker, '/api/addresspostalcode?countryCode=FIN&postalCode=00100')).status).toBe(400);
  });

  it('lets global admins keep the list and no one else', async () => {
    const created = await send(admin, 'POST', '/api/postalcode', { countryCode: 'NOR', postalCode: '9990', city: 'Båtsfjord' });
    expect(created.status).toBe(200);
    expect((await send(admin, 'POST', '/api/postalcode', { countryCode: 'NOR', postalCode: '9990', city: 'Båtsfjord' })).status).toBe(409);
    expect((await send(kunde, 'DELETE', `/api/postalcode/${created.body.data.id}`)).status).toBe(403);
    expect((await send(admin, 'DELETE', `/api/postalcode/${created.body.data.id}`)).status).toBe(200);
  });
});
