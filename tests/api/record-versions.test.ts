// Versions of editable records (O25, issue 15): 50 concurrent updates of one user, location, customer
// and ticket from the same version let exactly one win; the others get 409 "modified by another
// user" and write nothing. A stale or missing version is refused, sequentially too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgNumberFrom } from '../../src/domain/identifiers';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, agent: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, kunde, agent] = await Promise.all(['admin', 'kunde', 'agent'].map((name) => server.login(name)));
});
afterAll(() => server.close());

type Method = 'GET' | 'PUT' | 'PATCH';
const call = (who: LoggedIn, method: Method, url: string, payload?: object, language = 'nb-NO') =>
  server.call({ method, url, headers: { ...who.headers, 'accept-language': language }, ...(payload ? { payload } : {}) });
const read = async (who: LoggedIn, url: string) => (await call(who, 'GET', url)).body.data;
const auditEntries = async () => Number((await server.db.selectFrom('logs').select((eb) => eb.fn.countAll().as('n')).where('category', '=', 'audit').executeTakeFirstOrThrow()).n);

const MODIFIED = { code: 'record-modified', description: 'Posten er endret av en annen bruker. Last den inn på nytt.' };

/** 50 PUTs from one version at once: one 200, 49 × 409, the stored record the winner's, one audit entry. */
async function race(who: LoggedIn, url: string, change: (index: number) => object) {
  const before = await read(who, url);
  const audited = await auditEntries();
  const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => call(who, 'PUT', url, { ...before, ...change(index) })));
  const won = answers.filter((answer) => answer.status === 200);
  const lost = answers.filter((answer) => answer.status === 409);
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(49);
  for (const answer of lost) expect(answer.body.error).toMatchObject(MODIFIED);
  const stored = await read(who, url);
  expect(stored).toEqual(won[0].body.data);
  expect(stored.version).toBe(before.version + 1);
  expect(await auditEntries()).toBe(audited + 1);
  return { before, stored };
}

/** A write from the version before the last one is refused and changes nothing. */
async function refusesStale(who: LoggedIn, url: string, stale: object, change: object) {
  const current = await read(who, url);
  const audited = await auditEntries();
  const answer = await call(who, 'PUT', url, { ...current, ...stale, ...change });
  expect(answer.status).toBe(409);
  expect(answer.body.error).toMatchObject(MODIFIED);
  const english = await call(who, 'PUT', url, { ...current, ...stale, ...change }, 'en-US');
  expect(english.body.error).toMatchObject({ code: 'record-modified', description: 'The record was modified by another user. Reload it.' });
  expect(await read(who, url)).toEqual(current);
  expect(await auditEntries()).toBe(audited);
  // Without a version the write is bad input, and nothing is written either.
  const { version: _version, ...unversioned } = current;
  const missing = await call(who, 'PUT', url, { ...unversioned, ...change });
  expect(missing.status).toBe(400);
  expect(missing.body.error.description).toContain('version');
  expect(await read(who, url)).toEqual(current);
}

describe('a user', () => {
  it('is read with its version, and of 50 concurrent PUTs from it exactly one wins', async () => {
    const target = await server.db.selectFrom('users').select('id').where('loginName', '=', 'bruker').executeTakeFirstOrThrow();
    const path = `/api/user/${target.id}`;
    expect((await read(kunde, path)).version).toBe(1);
    const { stored } = await race(kunde, path, (index) => ({ phone: `+47 900 00 ${String(index).padStart(3, '0')}` }));
    expect(stored.phone).toMatch(/^\+47 900 00 \d{3}$/);
    await refusesStale(kunde, path, { version: 1 }, { phone: '+47 999 99 999' });
  });

  it('takes a PATCH only with the version it read', async () => {
    const target = await server.db.selectFrom('users').select('id').where('loginName', '=', 'lager').executeTakeFirstOrThrow();
    const path = `/api/user/${target.id}`;
    const current = await read(kunde, path);
    // Told why (issue 32): not that the body has "fewer than 2 properties".
    const versionless = await call(kunde, 'PATCH', path, { phone: '+47 944 44 444' });
    expect(versionless.status).toBe(400);
    expect(versionless.body.error).toMatchObject({
      description: 'Ugyldige data: version: send med versjonen du leste, så ingen annens endring går tapt',
      fields: { version: 'send med versjonen du leste, så ingen annens endring går tapt' },
    });
    const nothing = await call(kunde, 'PATCH', path, { version: current.version });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.description).toBe('Ugyldige data: send med minst ett felt som skal endres');
    const changed = await call(kunde, 'PATCH', path, { phone: '+47 944 44 444', version: current.version });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ phone: '+47 944 44 444', version: current.version + 1 });
    const stale = await call(kunde, 'PATCH', path, { phone: '+47 955 55 555', version: current.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject(MODIFIED);
    expect((await read(kunde, path)).phone).toBe('+47 944 44 444');
  });

  it('moves on when the user changes their own language, so an older form cannot undo it', async () => {
    const target = await server.db.selectFrom('users').select(['id', 'version']).where('loginName', '=', 'bruker').executeTakeFirstOrThrow();
    const path = `/api/user/${target.id}`;
    const form = await read(kunde, path);
    const bruker = await server.login('bruker');
    expect((await server.call({ method: 'POST', url: '/api/language', headers: bruker.headers, payload: { language: 'en-US' } })).status).toBe(200);
    const answer = await call(kunde, 'PUT', path, { ...form, phone: '+47 966 66 666' });
    expect(answer.status).toBe(409);
    expect(await read(kunde, path)).toMatchObject({ language: 'en-US', version: form.version + 1 });
  });
});

describe('a location', () => {
  it('is read with its version, and of 50 concurrent PUTs from it exactly one wins', async () => {
    const path = `/api/location/${kunde.context.locationId}`;
    const { stored } = await race(kunde, path, (index) => ({ name: `Fjellmeieriet Hamar ${index}` }));
    expect(stored.name).toMatch(/^Fjellmeieriet Hamar \d+$/);
    await refusesStale(kunde, path, { version: stored.version - 1 }, { name: 'Fjellmeieriet Hamar gammel' });
  });
});

describe('a customer', () => {
  it('is read with its version, and of 50 concurrent PUTs from it exactly one wins', async () => {
    const path = '/api/customer/2';
    // Fifty different valid organisation numbers (issue 14 checks them).
    const { stored } = await race(admin, path, (index) => ({ orgNumber: orgNumberFrom(90_000_000 + index * 10) }));
    await refusesStale(admin, path, { version: stored.version - 1 }, { name: 'Fjellmeieriet gammel' });
  });

  it('moves on when the logo changes, so an older form cannot put the old one back', async () => {
    const path = '/api/customer/2';
    const form = await read(kunde, path);
    const logo = `data:image/png;base64,${Buffer.from('logo').toString('base64')}`;
    expect((await server.call({ method: 'POST', url: '/api/customerlogo', headers: kunde.headers, payload: { id: 2, data: logo } })).status).toBe(200);
    expect((await call(kunde, 'PUT', path, { ...form, name: 'Fjellmeieriet AS' })).status).toBe(409);
    expect(await read(kunde, path)).toMatchObject({ image: logo, version: form.version + 1 });
  });
});

describe('a support ticket', () => {
  const openTicket = async () => (await server.db.selectFrom('supportTickets').select('id').where('status', '<', 3).orderBy('id').executeTakeFirstOrThrow()).id;

  it('is read with its version, and of 50 concurrent PUTs from it exactly one wins', async () => {
    const path = `/api/supportticket/${await openTicket()}`;
    const { stored } = await race(agent, path, (index) => ({ title: `Paller mangler ${index}`, priority: index % 3 }));
    await refusesStale(agent, path, { version: stored.version - 1 }, { title: 'Gammel tittel' });
  });

  it('moves on with a reply that changes its status, so the agent\'s older view is refused', async () => {
    const id = await openTicket();
    const path = `/api/supportticket/${id}`;
    const view = await read(agent, path);
    const reply = await server.call({ method: 'POST', url: '/api/supportevent', headers: agent.headers, payload: { ticketId: id, description: '<p>Vi ser på saken.</p>', internalUse: false, status: 2 } });
    expect(reply.status).toBe(200);
    const answer = await call(agent, 'PUT', path, { ...view, title: 'Etter svaret' });
    expect(answer.status).toBe(409);
    expect(await read(agent, path)).toMatchObject({ title: view.title, status: 2, version: view.version + 1 });
  });
});

describe('a message and the generic stored records', () => {
  it('refuse a stale message change and a stale truck type change', async () => {
    const message = (await server.db.selectFrom('messages').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const cases: Array<[string, string]> = [[`/api/message/${message}`, 'title'], ['/api/trucktype/1', 'name']];
    for (const [path, field] of cases) {
      const current = await read(admin, path);
      const changed = await call(admin, 'PUT', path, { ...current, [field]: 'Ny tekst' });
      expect(changed.status, path).toBe(200);
      expect(changed.body.data.version).toBe(current.version + 1);
      const stale = await call(admin, 'PUT', path, { ...current, [field]: 'Gammel tekst' });
      expect(stale.status, path).toBe(409);
      expect(stale.body.error).toMatchObject(MODIFIED);
      expect(await read(admin, path)).toEqual(changed.body.data);
    }
  });
});
