// admin/company (J01, J02, C36): GET and PUT customer, POST and DELETE customerlogo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { inSentenceLabel, labelOf } from './labels';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, lager: LoggedIn, bruker: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, kunde, lager, bruker] = await Promise.all(['admin', 'kunde', 'lager', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const stored = (id: number) => server.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const logo = `data:image/png;base64,${Buffer.from('\x89PNG logo').toString('base64')}`;

describe('GET /api/customer/:id', () => {
  it('gives the own company with its logo, chain and admin contact (J01, J21)', async () => {
    const response = await call(kunde, 'GET', '/api/customer/2');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: 2, name: 'Fjellmeieriet AS', type: 'Industry', statusId: 1, chainId: 1, chainName: 'Nordkjeden', isNlp: false, image: null });
    expect(response.body.data.adminUser).toMatchObject({ name: 'Kari Kunde' });
    expect((await call(bruker, 'GET', '/api/customer/2')).status).toBe(200);
  });

  it('does not reveal another customer', async () => {
    expect((await call(kunde, 'GET', '/api/customer/3')).status).toBe(404);
    expect((await call(admin, 'GET', '/api/customer/3')).status).toBe(200);
  });
});

describe('PUT /api/customer/:id', () => {
  it('lets the customer admin edit the company, refusing what only staff set by name (J01)', async () => {
    const current = (await call(kunde, 'GET', '/api/customer/2')).body.data;
    const before = await stored(2);
    const edit = { ...current, name: 'Fjellmeieriet AS (avd. Innlandet)', orgNumber: '987654317' };
    for (const [field, value] of [['statusId', 3], ['type', 'Shop'], ['hasShopTransactions', false], ['chainId', null]] as const) {
      const refused = await call(kunde, 'PUT', '/api/customer/2', { ...edit, [field]: value });
      expect(refused.status, field).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'field-locked', fields: { [field]: `Du kan ikke endre feltet ${inSentenceLabel('admin/company', field)}.` } });
    }
    expect(await stored(2)).toEqual(before);
    const response = await call(kunde, 'PUT', '/api/customer/2', edit);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ name: 'Fjellmeieriet AS (avd. Innlandet)', orgNumber: '987654317', statusId: 1, type: 'Industry', hasShopTransactions: true, chainId: 1 });
    const audit = await server.db.selectFrom('logs').select('message').where('category', '=', 'audit').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.message).toContain('update customer 2');
  });

  it('refuses an organisation number without its format or check digit, writing nothing (issue 14)', async () => {
    const current = (await call(kunde, 'GET', '/api/customer/2')).body.data;
    for (const orgNumber of ['12345', 'abcdefghi', '', '987654318']) {
      const response = await call(kunde, 'PUT', '/api/customer/2', { ...current, name: 'Skal ikke lagres', orgNumber });
      expect(response.status).toBe(400);
      expect(response.body.error.fields.orgNumber).toBe('Ugyldig organisasjonsnummer: norsk (9 siffer), svensk (NNNNNN-NNNN) eller dansk (8 siffer), med riktig kontrollsiffer');
    }
    expect(await stored(2)).toMatchObject({ name: current.name, orgNumber: current.orgNumber });
    // Swedish and Danish numbers as they are written, stored as their digits; none at all is allowed.
    for (const [orgNumber, digits] of [['556036-0793', '5560360793'], ['10150817', '10150817'], ['923 609 016', '923609016'], [null, null]]) {
      const response = await call(kunde, 'PUT', '/api/customer/2', { ...(await call(kunde, 'GET', '/api/customer/2')).body.data, orgNumber });
      expect(response.status).toBe(200);
      expect((await stored(2)).orgNumber).toBe(digits);
    }
    await call(kunde, 'PUT', '/api/customer/2', { ...(await call(kunde, 'GET', '/api/customer/2')).body.data, orgNumber: current.orgNumber });
  });

  it('lets staff change the status and type', async () => {
    const current = (await call(admin, 'GET', '/api/customer/27')).body.data;
    const response = await call(admin, 'PUT', '/api/customer/27', { ...current, statusId: 1, type: 'Industry' });
    expect(response.body.data).toMatchObject({ statusId: 1, type: 'Industry' });
  });

  it('refuses location admins, ordinary users and other customers, writing nothing', async () => {
    const before = await stored(2);
    const current = (await call(kunde, 'GET', '/api/customer/2')).body.data;
    for (const who of [lager, bruker]) expect((await call(who, 'PUT', '/api/customer/2', { ...current, name: 'Kapret AS' })).status).toBe(403);
    expect((await call(kunde, 'PUT', '/api/customer/3', { ...current, id: 3, name: 'Kapret AS' })).status).toBe(404);
    expect(await stored(2)).toEqual(before);
  });

  it('answers bad input with 400 naming the field, writing nothing', async () => {
    const before = await stored(2);
    const current = (await call(kunde, 'GET', '/api/customer/2')).body.data;
    const empty = await call(kunde, 'PUT', '/api/customer/2', { ...current, name: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('name');
    const badStatus = await call(kunde, 'PUT', '/api/customer/2', { ...current, statusId: 7 });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error.description).toContain(`${labelOf('admin/company', 'statusId')}: `);
    expect(await stored(2)).toEqual(before);
  });
});

describe('POST and DELETE /api/customerlogo (J02)', () => {
  it('uploads and deletes the logo of the own company', async () => {
    expect((await call(kunde, 'POST', '/api/customerlogo', { id: 2, data: logo })).status).toBe(200);
    expect((await stored(2)).image).toBe(logo);
    expect((await call(kunde, 'GET', '/api/customer/2')).body.data.image).toBe(logo);
    // The list rows leave the logo out.
    expect((await call(kunde, 'GET', '/api/customers')).body.data[0]).not.toHaveProperty('image');
    expect((await call(kunde, 'DELETE', '/api/customerlogo/2')).status).toBe(200);
    expect((await stored(2)).image).toBeNull();
  });

  it('refuses others\' logos, files over 5 MB and files that are not images', async () => {
    expect((await call(lager, 'POST', '/api/customerlogo', { id: 2, data: logo })).status).toBe(403);
    expect((await call(kunde, 'POST', '/api/customerlogo', { id: 3, data: logo })).status).toBe(404);
    expect((await call(bruker, 'DELETE', '/api/customerlogo/2')).status).toBe(403);
    const big = await call(kunde, 'POST', '/api/customerlogo', { id: 2, data: `data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024 + 10).toString('base64')}` });
    expect(big.status).toBe(400);
    expect(big.body.error.code).toBe('file-too-large');
    expect((await call(kunde, 'POST', '/api/customerlogo', { id: 2, data: 'data:text/plain;base64,aGVp' })).status).toBe(400);
    expect((await call(kunde, 'POST', '/api/customerlogo', { id: 2 })).status).toBe(400);
    expect((await stored(2)).image).toBeNull();
  });
});
