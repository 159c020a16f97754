// Switch location and impersonation (M01–M11, C41–C46, A12, B20–B22): the pickers in restricted
// mode, POST status allowed and refused, forged contexts, the impersonation log, the audit of writes
// made while impersonating, and the terms warning for an impersonated user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextHeader, startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());

const userId = async (loginName: string) =>
  (await server.db.selectFrom('users').select('id').where('loginName', '=', loginName).executeTakeFirstOrThrow()).id;
const place = async (name: string) =>
  server.db.selectFrom('locations').select(['id', 'customerId', 'statusId']).where('name', '=', name).executeTakeFirstOrThrow();
const get = (who: LoggedIn, url: string) => server.call({ method: 'GET', url, headers: who.headers });
const switchTo = (who: LoggedIn, payload: Record<string, unknown>) => server.call({ method: 'POST', url: '/api/status', headers: who.headers, payload });
/** The headers the portal sends after a switch: the new context's ids. */
const actingAs = (who: LoggedIn, data: any) => ({ ...who.headers, 'x-context': contextHeader({ locationId: data.location.id, userId: data.user.id, loginUserId: data.loginUser.id }) });

describe('GET statuscustomers (C41, M02)', () => {
  it('gives a global admin every customer, searchable from 1 character', async () => {
    const admin = await server.login('admin');
    const all = await get(admin, '/api/statuscustomers');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(30);
    const found = await get(admin, '/api/statuscustomers?q=f');
    expect(found.body.data.map((c: any) => c.name)).toEqual(expect.arrayContaining(['Fjellmeieriet AS', 'Fjordkjeden Engros AS']));
    expect(found.body.total).toBeLessThan(30);
    const byId = await get(admin, '/api/statuscustomers?q=3');
    expect(byId.body.data.map((c: any) => c.id)).toContain(3);
    // What is typed is looked for as it is: % and _ are characters, not wildcards.
    expect((await get(admin, '/api/statuscustomers?q=%25')).body.total).toBe(0);
    expect((await get(admin, '/api/statuscustomers?q=_')).body.total).toBe(0);
  });

  it('gives everyone else only their own customer', async () => {
    for (const name of ['kunde', 'lager', 'bruker', 'agent']) {
      const who = await server.login(name);
      const response = await get(who, '/api/statuscustomers');
      expect(response.status).toBe(200);
      expect(response.body.data.map((c: any) => c.id)).toEqual([who.data.loginUser.customerId]);
    }
  });

  it('refuses an empty search with 400', async () => {
    const admin = await server.login('admin');
    expect((await get(admin, '/api/statuscustomers?q=')).status).toBe(400);
    expect((await server.call({ method: 'GET', url: '/api/statuscustomers' })).status).toBe(401);
  });
});

describe('GET statuslocations (C42, M09)', () => {
  it('gives global admins and provider staff non-active locations too, with their status', async () => {
    const maloy = await place('Havbris Sjømat Måløy');
    const admin = await server.login('admin');
    const response = await get(admin, `/api/statuslocations?customerId=${maloy.customerId}`);
    expect(response.status).toBe(200);
    expect(response.body.data.find((l: any) => l.id === maloy.id)?.statusId).toBe(3);
    // An agent chooses among the own customer's locations only (C41), closed ones included.
    const agent = await server.login('agent');
    expect((await get(agent, `/api/statuslocations?customerId=${maloy.customerId}`)).body.data).toEqual([]);
    const tromso = await place('Lastbærerpoolen Mottak Tromsø');
    await server.db.updateTable('locations').set({ statusId: 3 }).where('id', '=', tromso.id).execute();
    try {
      const own = await get(agent, `/api/statuslocations?customerId=${tromso.customerId}`);
      expect(own.body.data.find((l: any) => l.id === tromso.id)?.statusId).toBe(3);
    } finally {
      await server.db.updateTable('locations').set({ statusId: 1 }).where('id', '=', tromso.id).execute();
    }
  });

  it('gives a customer admin the active locations of the own customer only', async () => {
    const kunde = await server.login('kunde');
    const own = await get(kunde, `/api/statuslocations?customerId=${kunde.data.customer.id}`);
    expect(own.body.total).toBe(5);
    expect(own.body.data.every((l: any) => l.statusId === 1)).toBe(true);
    const maloy = await place('Havbris Sjømat Måløy');
    expect((await get(kunde, `/api/statuslocations?customerId=${maloy.customerId}`)).body.data).toEqual([]);
  });

  it('gives a location admin the own and the assigned locations, an ordinary user the own one', async () => {
    const lager = await server.login('lager');
    const elverum = await place('Fjellmeieriet Elverum kjølelager');
    const lagerOptions = await get(lager, `/api/statuslocations?customerId=${lager.data.customer.id}`);
    expect(lagerOptions.body.data.map((l: any) => l.id).sort()).toEqual([lager.context.locationId, elverum.id].sort());
    const bruker = await server.login('bruker');
    const brukerOptions = await get(bruker, `/api/statuslocations?customerId=${bruker.data.customer.id}`);
    expect(brukerOptions.body.data.map((l: any) => l.id)).toEqual([bruker.context.locationId]);
  });

  it('needs a customer id', async () => {
    const admin = await server.login('admin');
    expect((await get(admin, '/api/statuslocations')).status).toBe(400);
  });
});

describe('GET statususers (C43)', () => {
  it('gives a global admin the active users of the chosen location only (C43, issue 14)', async () => {
    const admin = await server.login('admin');
    const lillehammer = await place('Fjellmeieriet Lillehammer');
    const response = await get(admin, `/api/statususers?customerId=${lillehammer.customerId}&locationId=${lillehammer.id}`);
    expect(response.status).toBe(200);
    const names = response.body.data.map((u: any) => u.loginName);
    expect(names).toContain('lager');
    // kunde and bruker work at Hamar: not offered at Lillehammer.
    expect(names).not.toContain('kunde');
    expect(names).not.toContain('bruker');
    expect(response.body.data.every((u: any) => u.locationId === lillehammer.id && u.customerId === lillehammer.customerId)).toBe(true);
    // In name order, one list: the dialog shows no location headings.
    const sorted = [...response.body.data].sort((a: any, b: any) => a.name.localeCompare(b.name, 'nb'));
    expect(response.body.data.map((u: any) => u.id)).toEqual(sorted.map((u: any) => u.id));
    // Hamar's users are Hamar's; lager, assigned to Elverum, is one of Elverum's too.
    const hamar = await place('Fjellmeieriet Hamar');
    const atHamar = (await get(admin, `/api/statususers?customerId=${hamar.customerId}&locationId=${hamar.id}`)).body.data;
    expect(atHamar.map((u: any) => u.loginName)).toEqual(expect.arrayContaining(['kunde', 'bruker']));
    expect(atHamar.map((u: any) => u.loginName)).not.toContain('lager');
    expect(atHamar.every((u: any) => u.locationId === hamar.id)).toBe(true);
    const elverum = await place('Fjellmeieriet Elverum kjølelager');
    const atElverum = (await get(admin, `/api/statususers?customerId=${elverum.customerId}&locationId=${elverum.id}`)).body.data;
    expect(atElverum.map((u: any) => u.loginName)).toContain('lager');
    expect(atElverum.map((u: any) => u.loginName)).not.toContain('bruker');
  });

  it('gives a location admin the users of a chosen own location, an ordinary user only themself', async () => {
    const lager = await server.login('lager');
    const ofLager = await get(lager, `/api/statususers?customerId=${lager.data.customer.id}&locationId=${lager.context.locationId}`);
    expect(ofLager.status).toBe(200);
    expect(ofLager.body.data.length).toBeGreaterThan(1);
    expect(ofLager.body.data.every((u: any) => u.locationId === lager.context.locationId)).toBe(true);
    const bruker = await server.login('bruker');
    const ofBruker = await get(bruker, `/api/statususers?customerId=${bruker.data.customer.id}&locationId=${bruker.context.locationId}`);
    expect(ofBruker.body.data.map((u: any) => u.loginName)).toEqual(['bruker']);
  });

  it('refuses a location the login user may not pick, or of another customer, and a missing location (C42, C43)', async () => {
    const lager = await server.login('lager');
    const hamar = await place('Fjellmeieriet Hamar');
    const notHis = await get(lager, `/api/statususers?customerId=${hamar.customerId}&locationId=${hamar.id}`);
    expect(notHis.status).toBe(403);
    expect(notHis.body.error.code).toBe('context-refused');
    const admin = await server.login('admin');
    const alesund = await place('Havbris Sjømat Ålesund');
    // Ålesund's users under Fjellmeieriet's name: refused, not Fjellmeieriet's users of nowhere.
    const mismatch = await get(admin, `/api/statususers?customerId=${hamar.customerId}&locationId=${alesund.id}`);
    expect(mismatch.status).toBe(403);
    const missing = await get(admin, `/api/statususers?customerId=${hamar.customerId}`);
    expect(missing.status).toBe(400);
    expect(missing.body.error.description).toContain('locationId');
  });
});

describe('POST status: allowed switches (M07)', () => {
  it('moves a customer admin to another location of the customer; the login user stays', async () => {
    const kunde = await server.login('kunde');
    const lillehammer = await place('Fjellmeieriet Lillehammer');
    const response = await switchTo(kunde, { customerId: lillehammer.customerId, locationId: lillehammer.id });
    expect(response.status).toBe(200);
    expect(response.body.data.location.id).toBe(lillehammer.id);
    expect(response.body.data.user.loginName).toBe('kunde');
    expect(response.body.data.loginUser.loginName).toBe('kunde');
    expect((await server.call({ method: 'GET', url: '/api/status', headers: actingAs(kunde, response.body.data) })).body.data.location.id).toBe(lillehammer.id);
  });

  it('moves a location admin to an assigned location, where the reads follow (C42)', async () => {
    const lager = await server.login('lager');
    const elverum = await place('Fjellmeieriet Elverum kjølelager');
    const response = await switchTo(lager, { customerId: elverum.customerId, locationId: elverum.id });
    expect(response.status).toBe(200);
    const locations = await server.call({ method: 'GET', url: '/api/locations', headers: actingAs(lager, response.body.data) });
    expect(locations.body.data.map((l: any) => l.id)).toEqual([elverum.id]);
  });

  it('lets a global admin impersonate a user at another location, and logs start and end (C46)', async () => {
    const admin = await server.login('admin');
    const bruker = await userId('bruker');
    const lillehammer = await place('Fjellmeieriet Lillehammer');
    const started = await switchTo(admin, { customerId: lillehammer.customerId, locationId: lillehammer.id, userId: bruker });
    expect(started.status).toBe(200);
    expect(started.body.data.user.loginName).toBe('bruker');
    expect(started.body.data.loginUser.loginName).toBe('admin');
    expect(started.body.data.location.id).toBe(lillehammer.id);
    const back = await server.call({ method: 'POST', url: '/api/status', headers: actingAs(admin, started.body.data), payload: { customerId: admin.data.customer.id, locationId: admin.context.locationId } });
    expect(back.status).toBe(200);
    expect(back.body.data.user.loginName).toBe('admin');
    const logs = await server.db.selectFrom('logs').select(['message', 'userId', 'loginUserId', 'details'])
      .where('category', '=', 'impersonation').where('loginUserId', '=', admin.context.loginUserId).orderBy('id').execute();
    expect(logs.map((log) => (log.details as any).event)).toEqual(['start', 'end']);
    expect(logs.every((log) => log.userId === bruker)).toBe(true);
    expect(logs[0].message).toContain('started acting as bruker');
  });

  it('logs "login when switch" as a sign-in of the chosen user (M04, R48)', async () => {
    const admin = await server.login('admin');
    const lager = await userId('lager');
    const lillehammer = await place('Fjellmeieriet Lillehammer');
    const response = await switchTo(admin, { customerId: lillehammer.customerId, locationId: lillehammer.id, userId: lager, withLogin: true });
    expect(response.status).toBe(200);
    const login = await server.db.selectFrom('logs').select('message').where('category', '=', 'login').where('userId', '=', lager).where('loginUserId', '=', admin.context.loginUserId).execute();
    expect(login.map((log) => log.message)).toContain('lager signed in by admin (login when switch)');
  });

  it('ends an impersonation in the log when staff log out while acting as someone', async () => {
    const admin = await server.login('admin');
    const kunde = await userId('kunde');
    const hamar = await place('Fjellmeieriet Hamar');
    const started = await switchTo(admin, { customerId: hamar.customerId, locationId: hamar.id, userId: kunde });
    await server.call({ method: 'POST', url: '/api/logout', headers: actingAs(admin, started.body.data) });
    const last = await server.db.selectFrom('logs').select(['message', 'details']).where('category', '=', 'impersonation').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.message).toContain('stopped acting as kunde (logged out)');
  });
});

describe('POST status: refused switches', () => {
  it('refuses a customer admin another customer\'s location, and impersonation (C41, C46)', async () => {
    const kunde = await server.login('kunde');
    const alesund = await place('Havbris Sjømat Ålesund');
    const foreign = await switchTo(kunde, { customerId: alesund.customerId, locationId: alesund.id });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('context-refused');
    const asBruker = await switchTo(kunde, { customerId: kunde.data.customer.id, locationId: kunde.context.locationId, userId: await userId('bruker') });
    expect(asBruker.status).toBe(403);
  });

  it('refuses a location admin and an ordinary user any location beyond their own ones', async () => {
    const lager = await server.login('lager');
    const hamar = await place('Fjellmeieriet Hamar');
    const gjovik = await place('Fjellmeieriet Gjøvik');
    for (const target of [hamar, gjovik, await place('Havbris Sjømat Ålesund')]) {
      expect((await switchTo(lager, { customerId: target.customerId, locationId: target.id })).status).toBe(403);
    }
    const bruker = await server.login('bruker');
    const lillehammer = await place('Fjellmeieriet Lillehammer');
    expect((await switchTo(bruker, { customerId: lillehammer.customerId, locationId: lillehammer.id })).status).toBe(403);
    expect((await switchTo(bruker, { customerId: hamar.customerId, locationId: hamar.id })).status).toBe(200);
  });

  it('refuses a customer admin a location that is not active; staff may go there (C42, M09)', async () => {
    const gjovik = await place('Fjellmeieriet Gjøvik');
    await server.db.updateTable('locations').set({ statusId: 2 }).where('id', '=', gjovik.id).execute();
    try {
      const kunde = await server.login('kunde');
      expect((await switchTo(kunde, { customerId: gjovik.customerId, locationId: gjovik.id })).status).toBe(403);
      expect((await get(kunde, `/api/statuslocations?customerId=${gjovik.customerId}`)).body.data.map((l: any) => l.id)).not.toContain(gjovik.id);
      const admin = await server.login('admin');
      expect((await switchTo(admin, { customerId: gjovik.customerId, locationId: gjovik.id })).status).toBe(200);
    } finally {
      await server.db.updateTable('locations').set({ statusId: 1 }).where('id', '=', gjovik.id).execute();
    }
  });

  it('refuses impersonating a user at another customer\'s location, and "login when switch" below global admin', async () => {
    const admin = await server.login('admin');
    const alesund = await place('Havbris Sjømat Ålesund');
    expect((await switchTo(admin, { customerId: alesund.customerId, locationId: alesund.id, userId: await userId('bruker') })).status).toBe(403);
    const agent = await server.login('agent');
    const hamar = await place('Fjellmeieriet Hamar');
    const withLogin = await switchTo(agent, { customerId: hamar.customerId, locationId: hamar.id, userId: await userId('bruker'), withLogin: true });
    expect(withLogin.status).toBe(403);
    expect(withLogin.body.error.description).toContain('globale administratorer');
  });

  it('refuses an inactive user, a location of another customer than named, and bad input, writing nothing', async () => {
    const admin = await server.login('admin');
    const hamar = await place('Fjellmeieriet Hamar');
    const inactive = await server.db.selectFrom('users').select('id').where('active', '=', false).where('customerId', '=', hamar.customerId).executeTakeFirst()
      ?? await server.db.selectFrom('users').select('id').where('active', '=', false).executeTakeFirstOrThrow();
    const before = await server.db.selectFrom('logs').select((eb) => eb.fn.countAll<number>().as('n')).where('category', '=', 'impersonation').executeTakeFirstOrThrow();
    expect((await switchTo(admin, { customerId: hamar.customerId, locationId: hamar.id, userId: inactive.id })).status).toBe(403);
    const mismatch = await switchTo(admin, { customerId: 3, locationId: hamar.id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.code).toBe('location-not-of-customer');
    expect((await switchTo(admin, { customerId: hamar.customerId, locationId: hamar.id, userId: 999_999 })).status).toBe(400);
    const missing = await switchTo(admin, { customerId: hamar.customerId });
    expect(missing.status).toBe(400);
    expect(missing.body.error.description).toContain('locationId');
    expect((await switchTo(admin, { customerId: hamar.customerId, locationId: 'x' })).status).toBe(400);
    const after = await server.db.selectFrom('logs').select((eb) => eb.fn.countAll<number>().as('n')).where('category', '=', 'impersonation').executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('forged X-Context (A12, M10)', () => {
  it('refuses a context the login user may not take, whatever the header says', async () => {
    const lager = await server.login('lager');
    const hamar = await place('Fjellmeieriet Hamar');
    const elverum = await place('Fjellmeieriet Elverum kjølelager');
    const forged = [
      { ...lager.context, locationId: hamar.id },
      { ...lager.context, userId: await userId('kunde') },
      { ...lager.context, loginUserId: await userId('admin') },
    ];
    for (const context of forged) {
      const response = await server.call({ method: 'GET', url: '/api/status', headers: { ...lager.headers, 'x-context': contextHeader(context) } });
      expect(response.status, JSON.stringify(context)).toBe(403);
    }
    const assigned = await server.call({ method: 'GET', url: '/api/status', headers: { ...lager.headers, 'x-context': contextHeader({ ...lager.context, locationId: elverum.id }) } });
    expect(assigned.status).toBe(200);
    const admin = await server.login('admin');
    const alesund = await place('Havbris Sjømat Ålesund');
    const wrongCustomer = await server.call({ method: 'GET', url: '/api/status', headers: { ...admin.headers, 'x-context': contextHeader({ ...admin.context, locationId: alesund.id, userId: await userId('bruker') }) } });
    expect(wrongCustomer.status).toBe(403);
  });
});

describe('a write while impersonating is audited with both users (A12, M)', () => {
  it('records the acting and the login user', async () => {
    const admin = await server.login('admin');
    const bruker = await userId('bruker');
    const hamar = await place('Fjellmeieriet Hamar');
    const started = await switchTo(admin, { customerId: hamar.customerId, locationId: hamar.id, userId: bruker });
    const headers = actingAs(admin, started.body.data);
    const unread = await server.call({ method: 'GET', url: '/api/messages?isRead=false&mustRead=false', headers });
    const message = unread.body.data[0];
    expect(message).toBeDefined();
    expect((await server.call({ method: 'POST', url: '/api/messageread', headers, payload: { id: message.id } })).status).toBe(200);
    const audit = await server.db.selectFrom('logs').select(['userId', 'loginUserId', 'message']).where('category', '=', 'audit')
      .where('message', 'like', `create messageread ${message.id} %`).executeTakeFirstOrThrow();
    expect(audit.userId).toBe(bruker);
    expect(audit.loginUserId).toBe(admin.context.loginUserId);
    expect(audit.message).toContain('by bruker as impersonated by admin');
    const read = await server.db.selectFrom('messageReads').selectAll().where('messageId', '=', message.id).where('userId', '=', bruker).executeTakeFirstOrThrow();
    expect(read.loginUserId).toBe(admin.context.loginUserId);
  });
});

describe('the terms warning for an impersonated user (M11, B20)', () => {
  it('shows until dismissed; continuing is stored per user and audited', async () => {
    const ny = await userId('ny');
    const alesund = await place('Havbris Sjømat Ålesund');
    const admin = await server.login('admin');
    const started = await switchTo(admin, { customerId: alesund.customerId, locationId: alesund.id, userId: ny });
    expect(started.body.data.user.confirmedGdpr).toBe(false);
    expect(started.body.data.dismissedGdprWarning).toBe(false);
    const headers = actingAs(admin, started.body.data);
    expect((await server.call({ method: 'POST', url: '/api/usergdprwarning', headers, payload: { accept: true } })).status).toBe(200);
    const status = await server.call({ method: 'GET', url: '/api/status', headers });
    expect(status.body.data.dismissedGdprWarning).toBe(true);
    expect(status.body.data.user.confirmedGdpr).toBe(false); // only the user can accept the terms
    const audit = await server.db.selectFrom('logs').select(['userId', 'loginUserId']).where('category', '=', 'audit').where('message', 'like', 'dismiss usergdprwarning%').executeTakeFirstOrThrow();
    expect(audit).toEqual({ userId: ny, loginUserId: admin.context.loginUserId });
    // Another staff member still sees the warning: the dismissal is theirs.
    const agent = await server.login('agent');
    const agentStarted = await switchTo(agent, { customerId: alesund.customerId, locationId: alesund.id, userId: ny });
    expect(agentStarted.body.data.dismissedGdprWarning).toBe(false);
  });

  it('rejecting deactivates the user and ends their sessions', async () => {
    const glemsk = await userId('glemsk');
    await server.db.updateTable('users').set({ confirmedGdpr: false }).where('id', '=', glemsk).execute();
    const own = await server.login('glemsk');
    const alesund = await place('Havbris Sjømat Ålesund');
    const admin = await server.login('admin');
    const started = await switchTo(admin, { customerId: alesund.customerId, locationId: alesund.id, userId: glemsk });
    const headers = actingAs(admin, started.body.data);
    expect((await server.call({ method: 'POST', url: '/api/usergdprwarning', headers, payload: { accept: false } })).status).toBe(200);
    expect((await server.db.selectFrom('users').select('active').where('id', '=', glemsk).executeTakeFirstOrThrow()).active).toBe(false);
    expect((await server.call({ method: 'GET', url: '/api/ping', headers: own.headers })).status).toBe(401);
    expect((await server.call({ method: 'GET', url: '/api/ping', headers })).status).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/ping', headers: admin.headers })).status).toBe(200);
    const audit = await server.db.selectFrom('logs').select(['userId', 'loginUserId']).where('category', '=', 'audit').where('message', 'like', 'deactivate user%').executeTakeFirstOrThrow();
    expect(audit).toEqual({ userId: glemsk, loginUserId: admin.context.loginUserId });
  });

  it('is refused when not impersonating, and when the user has accepted the terms', async () => {
    const kunde = await server.login('kunde');
    const own = await server.call({ method: 'POST', url: '/api/usergdprwarning', headers: kunde.headers, payload: { accept: false } });
    expect(own.status).toBe(409);
    expect((await server.db.selectFrom('users').select('active').where('loginName', '=', 'kunde').executeTakeFirstOrThrow()).active).toBe(true);
    const admin = await server.login('admin');
    const hamar = await place('Fjellmeieriet Hamar');
    const started = await switchTo(admin, { customerId: hamar.customerId, locationId: hamar.id, userId: await userId('bruker') });
    const accepted = await server.call({ method: 'POST', url: '/api/usergdprwarning', headers: actingAs(admin, started.body.data), payload: { accept: false } });
    expect(accepted.status).toBe(409);
    expect((await server.call({ method: 'POST', url: '/api/usergdprwarning', headers: admin.headers, payload: {} })).status).toBe(400);
  });
});

describe('the login user\'s own terms (B19, B21, B22)', () => {
  it('a new user who denies the terms is disabled and logged out', async () => {
    const ny = await server.login('ny');
    expect(ny.data.loginUser.confirmedGdpr).toBe(false);
    const denied = await server.call({ method: 'POST', url: '/api/usergdpr', headers: ny.headers, payload: { accept: false } });
    expect(denied.body.auth.isValid).toBe(false);
    expect((await server.call({ method: 'GET', url: '/api/ping', headers: ny.headers })).status).toBe(401);
    expect((await server.call({ method: 'POST', url: '/api/login', payload: { userLoginName: 'ny', password: 'demo1234' } })).status).toBe(403);
  });
});
