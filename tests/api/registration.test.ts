// New-customer registration (A21–A24, N20, N25): the national GLN register search, offline and over
// HTTP, and the request, which reaches the staff as a message and the applicant as a mail.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());

const search = (q: string, target = server) => target.call({ method: 'GET', url: `/api/gs1?q=${encodeURIComponent(q)}` });
const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.call({ method: 'POST', url: '/api/customerregrequest', headers, payload });
const counts = async () => Promise.all((['registrationRequests', 'messages', 'mailArchive'] as const).map(async (table) =>
  Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)));

const application = {
  companyName: 'Valdres Gardsmat AS', orgNumber: '920 123 457', gln: null as string | null, locationName: 'Valdres Gardsmat Fagernes', street: 'Fagernesvegen 4',
  postalCode: '2900', city: 'Fagernes', countryCode: 'NOR', contactName: 'Vilde Valdres', email: 'vilde@valdresgardsmat.example.no', phone: '+47 61 36 00 00',
  comment: 'Vi trenger grøntkasser fra høsten.',
};

describe('GET gs1: the offline GLN register (A22, A23)', () => {
  it('finds entries by name, organisation number and GLN, without a session', async () => {
    const byName = await search('valdres');
    expect(byName.status).toBe(200);
    expect(byName.body.total).toBe(1);
    expect(byName.body.data[0]).toMatchObject({ name: 'Valdres Gardsmat AS', city: 'Fagernes', countryCode: 'NOR' });
    expect(byName.body.data[0].gln).toMatch(/^\d{13}$/);
    expect((await search(byName.body.data[0].gln.slice(0, 10))).body.data.map((e: any) => e.name)).toContain('Valdres Gardsmat AS');
    expect((await search(byName.body.data[0].orgNumber)).body.data.map((e: any) => e.name)).toEqual(['Valdres Gardsmat AS']);
    const customer = await search('Fjellmeieriet Hamar');
    expect(customer.body.data[0].gln).toBe((await server.db.selectFrom('locations').select('gln').where('name', '=', 'Fjellmeieriet Hamar').executeTakeFirstOrThrow()).gln);
  });

  it('reports no hits and too many hits (A23)', async () => {
    expect((await search('Finnes ikke AS')).body).toEqual({ data: [], total: 0 });
    const many = await search('Bunnpris');
    expect(many.body.data).toEqual([]);
    expect(many.body.total).toBe(25);
  });

  it('refuses a search shorter than 2 characters', async () => {
    expect((await search('v')).status).toBe(400);
    expect((await server.call({ method: 'GET', url: '/api/gs1' })).status).toBe(400);
  });
});

describe('GET gs1 over HTTP (GLN_REGISTER_URL)', () => {
  it('asks the configured register and answers 502 when it fails', async () => {
    let fail = false;
    const asked: string[] = [];
    const register = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (fail) { response.statusCode = 500; response.end('down'); return; }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ data: [{ gln: '7080009999997', name: 'Registerbutikken AS', countryCode: 'NOR', city: 'Oslo' }, { gln: 'bad', name: 'Broken' }], total: 2 }));
    });
    await new Promise<void>((resolve) => register.listen(0, '127.0.0.1', resolve));
    process.env.GLN_REGISTER_URL = `http://127.0.0.1:${(register.address() as { port: number }).port}/search`;
    const withRegister = await startTestServer();
    delete process.env.GLN_REGISTER_URL;
    try {
      const found = await search('registerbutikken', withRegister);
      expect(found.status).toBe(200);
      expect(found.body.data).toEqual([{ gln: '7080009999997', name: 'Registerbutikken AS', countryCode: 'NOR', city: 'Oslo', orgNumber: null, street: null, postalCode: null }]);
      expect(asked).toEqual(['/search?q=registerbutikken']);
      fail = true;
      const down = await search('registerbutikken', withRegister);
      expect(down.status).toBe(502);
      expect(down.body.error.code).toBe('gln-register-unavailable');
    } finally {
      await withRegister.close();
      await new Promise((resolve) => register.close(resolve));
    }
  });
});

describe('POST customerregrequest (A21, A24)', () => {
  it('stores the request, tells the staff with a high-priority message and mails the applicant', async () => {
    const hit = (await search('valdres')).body.data[0];
    const response = await register({ ...application, gln: hit.gln });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ companyName: 'Valdres Gardsmat AS', orgNumber: '920123457', gln: hit.gln });
    const id = response.body.data.id;
    const stored = await server.db.selectFrom('registrationRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.contactName).toBe('Vilde Valdres');

    const admin = await server.login('admin');
    const bell = await server.call({ method: 'GET', url: '/api/messages?priority=2&isRead=false&withText=true', headers: admin.headers });
    const message = bell.body.data.find((m: any) => m.title === 'Ny kunderegistrering: Valdres Gardsmat AS');
    expect(message.text).toContain('vilde@valdresgardsmat.example.no');
    expect(message.id).toBe(stored.messageId);
    const kunde = await server.login('kunde');
    const forKunde = await server.call({ method: 'GET', url: '/api/messages', headers: kunde.headers });
    expect(forKunde.body.data.map((m: any) => m.title)).not.toContain('Ny kunderegistrering: Valdres Gardsmat AS');

    const mails = await server.call({ method: 'GET', url: '/api/mailarchives?kind=registration-confirmation', headers: admin.headers });
    const mail = mails.body.data.find((m: any) => m.toAddress === 'vilde@valdresgardsmat.example.no');
    expect(mail.subject).toBe('Vi har mottatt registreringen av Valdres Gardsmat AS');
    const full = await server.call({ method: 'GET', url: `/api/mailarchive/${mail.id}`, headers: admin.headers });
    expect(full.body.data.body).toContain(`referanse ${id}`);
  });

  it('escapes what the applicant wrote in the staff\'s message', async () => {
    const response = await register({ ...application, companyName: 'Skurk <img src=x onerror=alert(1)> AS', email: 'skurk@example.no' });
    const message = await server.db.selectFrom('messages').select('text').innerJoin('registrationRequests', 'registrationRequests.messageId', 'messages.id')
      .where('registrationRequests.id', '=', response.body.data.id).executeTakeFirstOrThrow();
    expect(message.text).toContain('Skurk &lt;img src=x onerror=alert(1)&gt; AS');
    expect(message.text).not.toContain('<img');
  });

  it('mails the applicant in the language of the form', async () => {
    await register({ ...application, email: 'english@example.com', companyName: 'English Crates Ltd' }, { 'accept-language': 'en-US' });
    const mail = await server.db.selectFrom('mailArchive').select(['subject', 'body']).where('toAddress', '=', 'english@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('We have received the registration of English Crates Ltd');
  });

  it('answers bad input with 400 naming the field, storing nothing', async () => {
    const before = await counts();
    const noEmail = await register({ ...application, email: undefined });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.description).toContain('email');
    expect((await register({ ...application, email: 'not-an-address' })).status).toBe(400);
    expect((await register({ ...application, gln: '123' })).status).toBe(400);
    expect((await register({ ...application, countryCode: 'FIN' })).status).toBe(400);
    for (const orgNumber of ['12345', 'abcdefghi', '920 123 458']) expect((await register({ ...application, orgNumber })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('takes only the named country\'s organisation number, and stores its digits (issue 14)', async () => {
    const before = await counts();
    // A valid Swedish number, sent as Norwegian.
    const wrongCountry = await register({ ...application, orgNumber: '556036-0793', countryCode: 'NOR' });
    expect(wrongCountry.status).toBe(400);
    expect(wrongCountry.body.error.fields.orgNumber).toBe('Ugyldig norsk organisasjonsnummer: 9 siffer med riktig kontrollsiffer.');
    expect(await counts()).toEqual(before);
    const swedish = await register({ ...application, companyName: 'Skånska Lådor AB', orgNumber: '556036-0793', countryCode: 'SWE' });
    expect(swedish.status).toBe(200);
    expect(swedish.body.data.orgNumber).toBe('5560360793');
  });
});
