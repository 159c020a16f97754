// The mail archive (J17, C37, N43): location admins and above, each seeing the mails of their scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextHeader, startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());

const list = (who: LoggedIn, query = '', headers = who.headers) => server.call({ method: 'GET', url: `/api/mailarchives${query}`, headers });
const recipients = (response: { body: any }) => response.body.data.map((mail: any) => mail.toAddress as string);
const mailTo = async (address: string) => (await server.db.selectFrom('mailArchive').select('id').where('toAddress', '=', address).orderBy('id').executeTakeFirstOrThrow()).id;

describe('GET mailarchives (J17)', () => {
  it('shows a global admin every mail, newest first, without bodies', async () => {
    const admin = await server.login('admin');
    const response = await list(admin);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(4);
    expect(recipients(response)).toEqual(['post@hardangersaft.example.no', 'gunnar.glemsk@example.no', 'lars.lager@example.no', 'berit.bruker@example.no']);
    expect(response.body.data[0]).toMatchObject({ kind: 'registration-confirmation', customerId: null, delivery: 'archived' });
    expect(response.body.data.every((mail: any) => mail.body === undefined)).toBe(true);
  });

  it('shows a customer admin the customer\'s mails and a location admin the location\'s', async () => {
    const kunde = await server.login('kunde');
    expect(recipients(await list(kunde)).sort()).toEqual(['berit.bruker@example.no', 'lars.lager@example.no']);
    const lager = await server.login('lager');
    expect(recipients(await list(lager))).toEqual(['lars.lager@example.no']);
    // At the assigned Elverum cold store, lager sees that location's mails: none.
    const elverum = await server.db.selectFrom('locations').select('id').where('name', '=', 'Fjellmeieriet Elverum kjølelager').executeTakeFirstOrThrow();
    const away = await list(lager, '', { ...lager.headers, 'x-context': contextHeader({ ...lager.context, locationId: elverum.id }) });
    expect(away.body).toEqual({ data: [], total: 0 });
  });

  it('shows a chain admin the mails of the chain\'s customers', async () => {
    const chainAdmin = await server.db.selectFrom('users').innerJoin('customers', 'customers.id', 'users.customerId')
      .select('users.loginName').where('users.adminLevel', '=', 3).where('customers.chainId', '=', 1).executeTakeFirstOrThrow();
    const who = await server.login(chainAdmin.loginName);
    expect(recipients(await list(who)).sort()).toEqual(['berit.bruker@example.no', 'lars.lager@example.no']);
  });

  it('refuses users below location admin, staff agents included (C37)', async () => {
    for (const name of ['bruker', 'agent']) {
      const response = await list(await server.login(name));
      expect(response.status).toBe(403);
    }
    expect((await server.call({ method: 'GET', url: '/api/mailarchives' })).status).toBe(401);
  });

  it('filters by recipient or subject and by kind, and refuses an unknown kind', async () => {
    const admin = await server.login('admin');
    expect(recipients(await list(admin, '?q=GLEMSK'))).toEqual(['gunnar.glemsk@example.no']);
    expect(recipients(await list(admin, '?kind=registration-confirmation'))).toEqual(['post@hardangersaft.example.no']);
    expect((await list(admin, '?kind=spam')).status).toBe(400);
    const page = await list(admin, '?index=1&count=2');
    expect(page.body.data).toHaveLength(2);
    expect(page.body.total).toBe(4);
  });

  it('sorts by the names of the customer and the location a mail concerns', async () => {
    const admin = await server.login('admin');
    const byCustomer = await list(admin, '?sort=customerName&order=ASC');
    expect(byCustomer.status).toBe(200);
    const customers = byCustomer.body.data.map((mail: any) => mail.customerName as string | null);
    const named = customers.filter((name: string | null) => name !== null);
    expect(named.length).toBeGreaterThan(0);
    expect(named).toEqual([...named].sort((a: string, b: string) => a.localeCompare(b)));
    expect(customers.at(-1)).toBeNull();
    expect((await list(admin, '?sort=locationName&order=DESC')).status).toBe(200);
    expect((await list(admin, '?sort=body')).status).toBe(400);
  });

  it('gets every mail the server sends, in the scope of the person it concerns', async () => {
    await server.call({ method: 'POST', url: '/api/userpasswordrequest', payload: { userLoginName: 'bruker' } });
    const kunde = await server.login('kunde');
    const mails = await list(kunde);
    expect(mails.body.total).toBe(3);
    expect(mails.body.data[0]).toMatchObject({ toAddress: 'berit.bruker@example.no', kind: 'password-reset', customerName: 'Fjellmeieriet AS', locationName: 'Fjellmeieriet Hamar' });
  });
});

describe('GET mailarchive/{id} (J17)', () => {
  it('shows one mail with its body inside the scope, and nothing outside it', async () => {
    const kunde = await server.login('kunde');
    const own = await server.call({ method: 'GET', url: `/api/mailarchive/${await mailTo('lars.lager@example.no')}`, headers: kunde.headers });
    expect(own.status).toBe(200);
    expect(own.body.data.body).toContain('Hei Lars Lager');
    const foreign = await server.call({ method: 'GET', url: `/api/mailarchive/${await mailTo('gunnar.glemsk@example.no')}`, headers: kunde.headers });
    expect(foreign.status).toBe(404);
    const bruker = await server.login('bruker');
    expect((await server.call({ method: 'GET', url: `/api/mailarchive/${await mailTo('berit.bruker@example.no')}`, headers: bruker.headers })).status).toBe(403);
    const admin = await server.login('admin');
    expect((await server.call({ method: 'GET', url: '/api/mailarchive/abc', headers: admin.headers })).status).toBe(400);
  });
});

describe('mails of users above the viewer (issue: account takeover through the archive)', () => {
  it('are hidden from a location admin, in the list and by id, and shown to the customer admin', async () => {
    const [lager, kunde] = await Promise.all([server.login('lager'), server.login('kunde')]);
    // The customer admin works at the location admin's own location and asks for a new password.
    await server.db.updateTable('users').set({ locationId: lager.context.locationId }).where('id', '=', kunde.context.userId).execute();
    expect((await server.call({ method: 'POST', url: '/api/userpasswordrequest', payload: { userLoginName: 'kunde' } })).status).toBe(200);
    const resetMail = (await server.db.selectFrom('mailArchive').select('id').where('toAddress', '=', 'kari.kunde@example.no')
      .orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

    expect(recipients(await list(lager))).not.toContain('kari.kunde@example.no');
    expect((await server.call({ method: 'GET', url: `/api/mailarchive/${resetMail}`, headers: lager.headers })).status).toBe(404);
    const own = await server.call({ method: 'GET', url: `/api/mailarchive/${resetMail}`, headers: kunde.headers });
    expect(own.status).toBe(200);
    expect(own.body.data.body).not.toMatch(/token=/);
  });
});
