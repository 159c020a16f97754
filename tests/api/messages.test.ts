// Messages (K01–K05, N44, N45, B23, B24, B35): who receives what, the filters, reading, publishing
// by global admins only, attachments, and must-read messages only marked by the user themself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextHeader, startTestServer, type LoggedIn, type TestServer } from './harness';
import { withCurrentVersion } from './record-version-fixture';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());

const get = (who: LoggedIn, url: string) => server.call({ method: 'GET', url, headers: who.headers });
// A PUT carries the version the message has now (O25).
const send = async (who: LoggedIn, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  server.call({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: method === 'PUT' ? await withCurrentVersion(server.db, url, payload as object) : payload as object }) });
const titles = (response: { body: any }) => response.body.data.map((m: any) => m.title) as string[];
const messageId = async (title: string) => (await server.db.selectFrom('messages').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
const count = async (table: 'messages' | 'messageReads' | 'messageAttachments') =>
  Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const draft = { title: 'Ny sorteringssentral på Gardermoen', text: '<p>Åpner 1. mai.</p>', priority: 1, type: 'Message', mustRead: false };

describe('GET messages (K04, N45)', () => {
  it('gives each user the messages meant for them: everyone\'s, their customer\'s and their tasks\'', async () => {
    const bruker = await server.login('bruker');
    const response = await get(bruker, '/api/messages');
    expect(response.status).toBe(200);
    expect(titles(response)).toEqual(expect.arrayContaining([
      'Leveringsforsinkelser i Nord-Norge', 'Fjellmeieriet: ny kontaktperson hos kundeservice', 'Ny fiskekasse 70 L kan bestilles',
    ]));
    expect(titles(response)).not.toContain('Husk varetelling innen 31. mars'); // task Inventory: bruker lacks it
    expect(titles(response).some((title) => title.startsWith('Ny kunderegistrering'))).toBe(false); // for the operator's staff
    expect(response.body.data.every((m: any) => m.text === undefined)).toBe(true);
    const lager = await server.login('lager');
    const forLager = titles(await get(lager, '/api/messages'));
    expect(forLager).toContain('Husk varetelling innen 31. mars');
    expect(forLager).not.toContain('Ny fiskekasse 70 L kan bestilles');
    const agent = await server.login('agent');
    expect(titles(await get(agent, '/api/messages'))).not.toContain('Fjellmeieriet: ny kontaktperson hos kundeservice');
    expect(titles(await get(agent, '/api/messages')).some((title) => title.startsWith('Ny kunderegistrering'))).toBe(true);
  });

  it('filters by must-read, read, priority, type, parent, task and text (K04)', async () => {
    const bruker = await server.login('bruker');
    const mustRead = await get(bruker, '/api/messages?mustRead=true');
    expect(mustRead.body.total).toBe(2);
    expect(mustRead.body.data.every((m: any) => m.mustRead && m.isRead)).toBe(true);
    const unreadHigh = await get(bruker, '/api/messages?priority=2&isRead=false');
    expect(titles(unreadHigh).sort()).toEqual(['Leveringsforsinkelser i Nord-Norge', 'Prisendring på EPS-brett']);
    expect(titles(await get(bruker, '/api/messages?type=Login'))).toEqual(['Planlagt vedlikehold lørdag kveld']);
    const parent = await messageId('Leveringsforsinkelser i Nord-Norge');
    expect(titles(await get(bruker, `/api/messages?parentId=${parent}`))).toEqual(['Oppdatering: leveringsforsinkelser i Nord-Norge']);
    const tasks = await get(bruker, '/api/messages?taskIdSet=true');
    expect(tasks.body.data.map((m: any) => m.taskId)).toEqual(['Order']);
    expect(titles(await get(bruker, '/api/messages?taskId=Order'))).toEqual(['Ny fiskekasse 70 L kan bestilles']);
    const withText = await get(bruker, '/api/messages?withText=true&count=1&sort=created&order=ASC');
    expect(withText.body.data[0].text).toContain('<p>');
    expect(withText.body.data[0].title).toBe('Nye leievilkår for lastbærere fra 1. februar');
    expect(withText.body.data[0].userNameCreater).toBe('Anne Admin');
  });

  it('gives a global admin every message with all=true and refuses it to others', async () => {
    const admin = await server.login('admin');
    const all = await get(admin, '/api/messages?all=true');
    expect(all.body.total).toBe(await count('messages'));
    expect(all.body.data.every((m: any) => typeof m.readCount === 'number')).toBe(true);
    for (const name of ['kunde', 'agent']) {
      const response = await get(await server.login(name), '/api/messages?all=true');
      expect(response.status).toBe(403);
    }
  });

  it('refuses bad filters with 400', async () => {
    const bruker = await server.login('bruker');
    expect((await get(bruker, '/api/messages?priority=7')).status).toBe(400);
    expect((await get(bruker, '/api/messages?type=Other')).status).toBe(400);
  });
});

describe('GET message/{id} (K01)', () => {
  it('shows a message meant for the caller, and hides others', async () => {
    const bruker = await server.login('bruker');
    const own = await get(bruker, `/api/message/${await messageId('Prisendring på EPS-brett')}`);
    expect(own.status).toBe(200);
    expect(own.body.data.text).toContain('EPS-brett');
    expect(own.body.data.readBy).toBeUndefined();
    const staffOnly = await server.db.selectFrom('messages').select('id').where('title', 'like', 'Ny kunderegistrering%').executeTakeFirstOrThrow();
    expect((await get(bruker, `/api/message/${staffOnly.id}`)).status).toBe(404);
    const admin = await server.login('admin');
    const asAdmin = await get(admin, `/api/message/${await messageId('Sikkerhet: del aldri passordet ditt')}`);
    expect(asAdmin.body.data.readBy.length).toBeGreaterThan(100);
  });
});

describe('publishing messages (K01, C38)', () => {
  it('lets a global admin publish, change and delete a message, cleaning its text and auditing each write', async () => {
    const admin = await server.login('admin');
    const created = await send(admin, 'POST', '/api/message', { ...draft, text: '<p onclick="x()">Åpner 1. mai.<script>alert(1)</script></p>' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ title: draft.title, userNameCreater: 'Anne Admin', isRead: false, taskIdSet: false });
    expect(created.body.data.text).toBe('<p>Åpner 1. mai.</p>');
    const id = created.body.data.id;
    const changed = await send(admin, 'PUT', `/api/message/${id}`, { ...draft, priority: 2, taskId: 'Delivery' });
    expect(changed.body.data).toMatchObject({ priority: 2, taskId: 'Delivery', taskIdSet: true });
    expect((await send(admin, 'DELETE', `/api/message/${id}`)).status).toBe(200);
    expect((await get(admin, `/api/message/${id}`)).status).toBe(404);
    const audit = await server.db.selectFrom('logs').select('message').where('category', '=', 'audit').where('message', 'like', `% message ${id} %`).orderBy('id').execute();
    expect(audit.map((row) => row.message.split(' ')[0])).toEqual(['create', 'update', 'delete']);
  });

  it('refuses everyone below global admin, writing nothing', async () => {
    const before = await count('messages');
    const existing = await messageId('Påskeåpningstider på depotene');
    for (const name of ['kunde', 'agent', 'bruker']) {
      const who = await server.login(name);
      expect((await send(who, 'POST', '/api/message', draft)).status).toBe(403);
      expect((await send(who, 'PUT', `/api/message/${existing}`, draft)).status).toBe(403);
      expect((await send(who, 'DELETE', `/api/message/${existing}`)).status).toBe(403);
    }
    expect(await count('messages')).toBe(before);
  });

  it('answers bad input with 400 naming the field, writing nothing', async () => {
    const admin = await server.login('admin');
    const before = await count('messages');
    const noTitle = await send(admin, 'POST', '/api/message', { ...draft, title: undefined });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.description).toContain('title');
    expect((await send(admin, 'POST', '/api/message', { ...draft, priority: 5 })).status).toBe(400);
    expect((await send(admin, 'POST', '/api/message', { ...draft, taskId: 'Cooking' })).status).toBe(400);
    const badParent = await send(admin, 'POST', '/api/message', { ...draft, parentId: 99_999 });
    expect(badParent.status).toBe(400);
    expect(badParent.body.error.code).toBe('invalid-reference');
    expect((await send(admin, 'POST', '/api/message', { ...draft, customerId: 2, locationId: 12 })).status).toBe(400);
    // A text with nothing to read (the editor's empty paragraph, markup the cleaning removes) is no text.
    for (const text of ['', '<p></p>', '<p> &nbsp; </p>', '<script>alert(1)</script>']) {
      const empty = await send(admin, 'POST', '/api/message', { ...draft, text });
      expect(empty.status, text).toBe(400);
      expect(Object.keys(empty.body.error.fields), text).toEqual(['text']);
    }
    expect((await send(admin, 'PUT', '/api/message/99999', draft)).status).toBe(404);
    expect(await count('messages')).toBe(before);
  });

  it('P50: refuses a message as a follow-up of itself or of one of its own follow-ups, changing nothing', async () => {
    const admin = await server.login('admin');
    const publish = async (title: string, parentId?: number) => (await send(admin, 'POST', '/api/message', { ...draft, title, ...(parentId ? { parentId } : {}) })).body.data.id as number;
    const first = await publish('Tre: første');
    const second = await publish('Tre: andre', first);
    const third = await publish('Tre: tredje', second);
    for (const parentId of [first, second, third]) {
      const refused = await send(admin, 'PUT', `/api/message/${first}`, { ...draft, title: 'Tre: første', parentId });
      expect(refused.status, String(parentId)).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'follow-up-loop', fields: { parentId: expect.any(String) } });
    }
    const stored = await server.db.selectFrom('messages').select(['parentId', 'version']).where('id', '=', first).executeTakeFirstOrThrow();
    expect(stored).toEqual({ parentId: null, version: 1 });
    // Moving a follow-up within its own branch is no loop.
    expect((await send(admin, 'PUT', `/api/message/${third}`, { ...draft, title: 'Tre: tredje', parentId: first })).status).toBe(200);
  });

  it('a must-read message for one customer reaches that customer\'s users only (B23)', async () => {
    const admin = await server.login('admin');
    const havbris = await server.db.selectFrom('customers').select('id').where('name', '=', 'Havbris Sjømat AS').executeTakeFirstOrThrow();
    const created = await send(admin, 'POST', '/api/message', { ...draft, title: 'Havbris: nye mottakstider', mustRead: true, customerId: havbris.id });
    expect(created.status).toBe(200);
    const glemsk = await server.login('glemsk');
    expect(titles(await get(glemsk, '/api/messages?mustRead=true&isRead=false'))).toEqual(['Havbris: nye mottakstider']);
    const bruker = await server.login('bruker');
    expect((await get(bruker, '/api/messages?mustRead=true&isRead=false')).body.data).toEqual([]);
  });
});

describe('POST messageread (B23, B24)', () => {
  it('marks a message read for the acting user, once', async () => {
    const kunde = await server.login('kunde');
    const id = await messageId('Påskeåpningstider på depotene');
    expect((await send(kunde, 'POST', '/api/messageread', { id })).status).toBe(200);
    expect((await send(kunde, 'POST', '/api/messageread', { id })).status).toBe(200);
    const reads = await server.db.selectFrom('messageReads').select('userId').where('messageId', '=', id).execute();
    expect(reads).toEqual([{ userId: kunde.context.userId }]);
    expect((await get(kunde, `/api/message/${id}`)).body.data.isRead).toBe(true);
    const audits = await server.db.selectFrom('logs').select('id').where('message', 'like', `create messageread ${id} %`).execute();
    expect(audits).toHaveLength(1);
  });

  it('refuses a message not meant for the user, and bad input', async () => {
    const bruker = await server.login('bruker');
    const staffOnly = await server.db.selectFrom('messages').select('id').where('title', 'like', 'Ny kunderegistrering%').executeTakeFirstOrThrow();
    expect((await send(bruker, 'POST', '/api/messageread', { id: staffOnly.id })).status).toBe(404);
    expect((await send(bruker, 'POST', '/api/messageread', { id: 'x' })).status).toBe(400);
  });

  it('does not let staff mark a must-read message for an impersonated user (B24)', async () => {
    const admin = await server.login('admin');
    const ny = await server.db.selectFrom('users').select(['id', 'locationId']).where('loginName', '=', 'ny').executeTakeFirstOrThrow();
    const headers = { ...admin.headers, 'x-context': contextHeader({ locationId: ny.locationId, userId: ny.id, loginUserId: admin.context.loginUserId }) };
    const pending = await server.call({ method: 'GET', url: '/api/messages?mustRead=true&isRead=false', headers });
    expect(pending.body.data.length).toBeGreaterThanOrEqual(2);
    const refused = await server.call({ method: 'POST', url: '/api/messageread', headers, payload: { id: pending.body.data[0].id } });
    expect(refused.status).toBe(409);
    const own = await server.login('ny');
    // B19, B23: the user answers the terms first, then reads the must-read messages.
    expect((await send(own, 'POST', '/api/usergdpr', { accept: true })).status).toBe(200);
    expect((await send(own, 'POST', '/api/messageread', { id: pending.body.data[0].id })).status).toBe(200);
  });
});

describe('message attachments (K02)', () => {
  const file = { filename: 'rutine.txt', contentType: 'text/plain', contentData: Buffer.from('Mottak før kl. 14.').toString('base64') };

  it('lets a global admin attach and remove files that the message\'s readers can fetch', async () => {
    const admin = await server.login('admin');
    const id = await messageId('Prisendring på EPS-brett');
    const added = await send(admin, 'POST', '/api/messageattachment', { ...file, messageId: id });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ filename: 'rutine.txt', size: Buffer.byteLength('Mottak før kl. 14.'), messageId: id });
    expect(added.body.data.contentData).toBeUndefined();
    const bruker = await server.login('bruker');
    const listed = await get(bruker, `/api/messageattachments?messageId=${id}`);
    expect(listed.body.data.map((a: any) => a.filename)).toEqual(['rutine.txt']);
    const fetched = await get(bruker, `/api/messageattachment/${added.body.data.id}`);
    expect(Buffer.from(fetched.body.data.contentData, 'base64').toString()).toBe('Mottak før kl. 14.');
    expect((await send(bruker, 'DELETE', `/api/messageattachment/${added.body.data.id}`)).status).toBe(403);
    expect((await send(admin, 'DELETE', `/api/messageattachment/${added.body.data.id}`)).status).toBe(200);
    expect((await get(bruker, `/api/messageattachment/${added.body.data.id}`)).status).toBe(404);
  });

  it('hides the files of a message not meant for the caller', async () => {
    const staffOnly = await server.db.selectFrom('messages').select('id').where('title', 'like', 'Ny kunderegistrering%').executeTakeFirstOrThrow();
    const admin = await server.login('admin');
    const added = await send(admin, 'POST', '/api/messageattachment', { ...file, messageId: staffOnly.id });
    const bruker = await server.login('bruker');
    expect((await get(bruker, `/api/messageattachment/${added.body.data.id}`)).status).toBe(404);
    expect((await get(bruker, `/api/messageattachments?messageId=${staffOnly.id}`)).status).toBe(404);
  });

  it('refuses files over 5 MB, bad base64 and others than global admins, storing nothing (P02, R36)', async () => {
    const admin = await server.login('admin');
    const id = await messageId('Prisendring på EPS-brett');
    const before = await count('messageAttachments');
    const tooLarge = await send(admin, 'POST', '/api/messageattachment', { ...file, messageId: id, contentData: Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64') });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error.description).toBe('Kunne ikke legge til vedlegg sjekk at filen ikke er større enn 5MB');
    const exactly = await send(admin, 'POST', '/api/messageattachment', { ...file, messageId: id, contentData: Buffer.alloc(5 * 1024 * 1024).toString('base64') });
    expect(exactly.status).toBe(200);
    await send(admin, 'DELETE', `/api/messageattachment/${exactly.body.data.id}`);
    expect((await send(admin, 'POST', '/api/messageattachment', { ...file, messageId: id, contentData: 'not base64!' })).status).toBe(400);
    expect((await send(admin, 'POST', '/api/messageattachment', { ...file, messageId: 99_999 })).status).toBe(404);
    for (const name of ['kunde', 'agent']) {
      expect((await send(await server.login(name), 'POST', '/api/messageattachment', { ...file, messageId: id })).status).toBe(403);
    }
    expect(await count('messageAttachments')).toBe(before);
  });
});
