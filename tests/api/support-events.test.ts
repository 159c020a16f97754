// GET supportevents, POST supportevent and supportattachment, attachment download (I18–I32, I38, R24, R36).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { base64Of, PENDING_DEMO_TITLE, supportCalls } from './support-fixtures';

let server: TestServer;
let agent: LoggedIn, kunde: LoggedIn, bruker: LoggedIn, other: LoggedIn;
let api: ReturnType<typeof supportCalls>;
let pendingId: number;
beforeAll(async () => {
  server = await startTestServer();
  api = supportCalls(server);
  [agent, kunde, bruker] = await Promise.all(['agent', 'kunde', 'bruker'].map((name) => server.login(name)));
  other = await api.otherCustomerUser();
  pendingId = (await server.db.selectFrom('supportTickets').select('id').where('title', '=', PENDING_DEMO_TITLE).executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

const get = (who: LoggedIn, url: string) => api.call(who, 'GET', url);
const reply = (who: LoggedIn, body: Record<string, unknown>) => api.call(who, 'POST', '/api/supportevent', body);
const ticketStatus = async (id: number) => (await server.db.selectFrom('supportTickets').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const raise = async (who: LoggedIn) => (await api.call(who, 'POST', '/api/supportticket', { title: 'Test', mainCategoryId: 'ANNET', categoryId: 14, description: '<p>Hei</p>' })).body.data;

describe('GET /api/supportevents', () => {
  it('lists the events newest first with their files (I18, I20), internal notes for agents only (R24)', async () => {
    const forAgent = await get(agent, `/api/supportevents?ticketId=${pendingId}&withAttachments=true`);
    expect(forAgent.status).toBe(200);
    const eventIds = forAgent.body.data.map((event: { id: number }) => event.id);
    expect(eventIds).toEqual([...eventIds].sort((a, b) => b - a));
    expect(forAgent.body.data.some((event: { internalUse: boolean }) => event.internalUse)).toBe(true);
    const forCustomer = await get(bruker, `/api/supportevents?ticketId=${pendingId}&withAttachments=true`);
    expect(forCustomer.body.data.length).toBe(forAgent.body.data.length - 1);
    expect(forCustomer.body.total).toBe(forCustomer.body.data.length);
    expect(forCustomer.body.data.some((event: { internalUse: boolean }) => event.internalUse)).toBe(false);
    expect(JSON.stringify(forCustomer.body)).not.toContain('Sjåføren glemte');
    const first = forCustomer.body.data.at(-1);
    expect(first.attachments).toHaveLength(1);
    expect(first.attachments[0]).not.toHaveProperty('contentData');
    for (const field of ['id', 'ticketId', 'description', 'internalUse', 'status', 'userId', 'userName', 'created', 'createdLocal']) expect(first, field).toHaveProperty(field);
  });

  it('leaves the files out unless asked for, and hides another customer\'s ticket (404)', async () => {
    const plain = await get(bruker, `/api/supportevents?ticketId=${pendingId}`);
    expect(plain.body.data[0]).not.toHaveProperty('attachments');
    expect((await get(other, `/api/supportevents?ticketId=${pendingId}`)).status).toBe(404);
    expect((await get(bruker, '/api/supportevents')).status).toBe(400);
  });
});

describe('POST /api/supportevent', () => {
  it('moves a Pending ticket to InProcess when a non-agent replies (I32)', async () => {
    expect(await ticketStatus(pendingId)).toBe(2);
    const audits = await api.count('logs');
    const response = await reply(bruker, { ticketId: pendingId, description: '<p>Her er bildet.</p>', internalUse: false, userId: bruker.context.userId });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ status: 1, internalUse: false, userId: bruker.context.userId, userName: 'Berit Bruker' });
    expect(await ticketStatus(pendingId)).toBe(1);
    expect(await api.count('logs')).toBe(audits + 1);
  });

  it('refuses a non-agent setting the status or writing an internal note (I30, I38), writing nothing', async () => {
    const before = await api.count('supportEvents');
    const status = await reply(bruker, { ticketId: pendingId, description: '<p>Lukk den</p>', status: 3 });
    expect(status.status).toBe(403);
    expect(status.body.error.code).toBe('ticket-agent-only');
    expect((await reply(kunde, { ticketId: pendingId, description: '<p>Notat</p>', internalUse: true })).status).toBe(403);
    expect(await api.count('supportEvents')).toBe(before);
    expect(await ticketStatus(pendingId)).toBe(1);
  });

  it('lets an agent choose any status and write internal notes that customers never receive (I30, I38, R24)', async () => {
    const note = await reply(agent, { ticketId: pendingId, description: '<p>Intern vurdering: kreditnota</p>', internalUse: true, status: 2 });
    expect(note.status).toBe(200);
    expect(await ticketStatus(pendingId)).toBe(2);
    const seen = await get(bruker, `/api/supportevents?ticketId=${pendingId}`);
    expect(JSON.stringify(seen.body)).not.toContain('Intern vurdering');
    const listed = await get(kunde, '/api/supporttickets?count=1000');
    expect(listed.body.data.every((ticket: { internal: boolean }) => !ticket.internal)).toBe(true);
  });

  it('refuses replies to another customer\'s ticket and replies written as someone else', async () => {
    expect((await reply(other, { ticketId: pendingId, description: '<p>Hei</p>' })).status).toBe(404);
    expect((await reply(kunde, { ticketId: pendingId, description: '<p>Hei</p>', userId: bruker.context.userId })).status).toBe(403);
  });

  it('limits the reply to 2000 visible characters, not HTML (I23, R36)', async () => {
    const ticket = await raise(bruker);
    const longText = `<p>${'a'.repeat(2001)}</p>`;
    const tooLong = await reply(bruker, { ticketId: ticket.id, description: longText });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.code).toBe('reply-too-long');
    // 2000 visible characters in heavy markup are fine.
    const marked = `<p>${Array.from({ length: 400 }, () => '<strong>ab</strong><em>c&amp;d</em>').join('')}</p>`;
    expect((await reply(bruker, { ticketId: ticket.id, description: marked })).status).toBe(200);
  });

  it('strips scripts and handlers, and refuses inline images (I28)', async () => {
    const ticket = await raise(bruker);
    const response = await reply(bruker, { ticketId: ticket.id, description: '<p>Hei<script>alert(1)</script><img src="/api/supportimage/abc" onerror="alert(2)"></p>' });
    expect(response.status).toBe(200);
    expect(response.body.data.description).toBe('<p>Hei<img src="/api/supportimage/abc" /></p>');
    const inline = await reply(bruker, { ticketId: ticket.id, description: '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>' });
    expect(inline.status).toBe(400);
    expect(inline.body.error.code).toBe('inline-image');
  });

  it('gives a ticket nobody has to the agent who answers it, and moves a New one to InProcess (issue 28)', async () => {
    const agentOf = async (id: number) => (await server.db.selectFrom('supportTickets').select('agentUserId').where('id', '=', id).executeTakeFirstOrThrow()).agentUserId;
    const ticket = await raise(bruker);
    expect(await agentOf(ticket.id)).toBeNull();
    // A customer's reply assigns nobody and leaves a New ticket New.
    expect((await reply(bruker, { ticketId: ticket.id, description: '<p>Mer info</p>' })).status).toBe(200);
    expect(await agentOf(ticket.id)).toBeNull();
    expect(await ticketStatus(ticket.id)).toBe(0);
    // The agent's reply, sent without a status, takes the ticket and starts it.
    expect((await reply(agent, { ticketId: ticket.id, description: '<p>Vi ser på det</p>' })).status).toBe(200);
    expect(await agentOf(ticket.id)).toBe(agent.context.userId);
    expect(await ticketStatus(ticket.id)).toBe(1);
    const seen = await get(agent, `/api/supportticket/${ticket.id}`);
    expect(seen.body.data.employeeName).toBe('Arne Agent');
  });

  it('keeps the agent a ticket already has when another agent answers (issue 28)', async () => {
    const assigned = await server.db.selectFrom('supportTickets').select(['id', 'agentUserId']).where('agentUserId', 'is not', null)
      .where('agentUserId', '<>', agent.context.userId).where('status', '<', 3).executeTakeFirstOrThrow();
    expect((await reply(agent, { ticketId: assigned.id, description: '<p>Jeg hjelper til</p>', status: 1 })).status).toBe(200);
    const after = await server.db.selectFrom('supportTickets').select('agentUserId').where('id', '=', assigned.id).executeTakeFirstOrThrow();
    expect(after.agentUserId).toBe(assigned.agentUserId);
  });

  it('stops replies once the ticket is archived (I22)', async () => {
    const ticket = await raise(bruker);
    expect((await reply(agent, { ticketId: ticket.id, description: '<p>Arkiveres</p>', status: 5 })).status).toBe(200);
    const late = await reply(bruker, { ticketId: ticket.id, description: '<p>En ting til</p>' });
    expect(late.status).toBe(409);
    expect((await reply(agent, { ticketId: ticket.id, description: '<p>Gjenåpne</p>', status: 1 })).status).toBe(409);
  });

  it('answers bad input with 400', async () => {
    expect((await reply(bruker, { description: '<p>Hei</p>' })).status).toBe(400);
    expect((await reply(bruker, { ticketId: pendingId, status: 'open' })).status).toBe(400);
  });
});

describe('POST /api/supportattachment and the download (I21, I24, I25)', () => {
  let eventId: number;
  beforeAll(async () => {
    const ticket = await raise(bruker);
    eventId = (await reply(bruker, { ticketId: ticket.id, description: '<p>Vedlegg følger</p>' })).body.data.id;
  });

  it('adds any file to the own reply and serves it back as a download', async () => {
    const content = Buffer.from('Følgeseddel 123\n', 'utf8');
    const response = await api.call(bruker, 'POST', '/api/supportattachment', {
      ticketEventId: eventId, userId: bruker.context.userId, filename: 'følgeseddel 1.txt', contentType: 'text/plain', contentData: content.toString('base64'),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ ticketEventId: eventId, filename: 'følgeseddel 1.txt', size: content.length });
    const download = await server.call({ method: 'GET', url: `/api/supportattachment/${response.body.data.id}/content`, headers: bruker.headers });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('text/plain');
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment; filename="f_lgeseddel 1.txt"; filename\*=UTF-8''f%C3%B8lgeseddel%201.txt$/);
    expect(download.body).toBe('Følgeseddel 123\n');
    const one = await get(bruker, `/api/supportattachment/${response.body.data.id}`);
    expect(Buffer.from(one.body.data.contentData, 'base64').equals(content)).toBe(true);
    expect((await get(other, `/api/supportattachment/${response.body.data.id}/content`)).status).toBe(404);
  });

  it('serves a larger binary file back byte for byte, as its download and as its base64 (the database encodes it, db/file-content.ts)', async () => {
    const content = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 131 + (i >> 8)) % 256));
    const response = await api.call(bruker, 'POST', '/api/supportattachment', {
      ticketEventId: eventId, userId: bruker.context.userId, filename: 'bilde.bin', contentType: 'application/octet-stream', contentData: content.toString('base64'),
    });
    expect(response.status).toBe(200);
    const download = await server.app.inject({ method: 'GET', url: `/api/supportattachment/${response.body.data.id}/content`, headers: bruker.headers });
    expect(download.rawPayload.equals(content)).toBe(true);
    const one = await get(bruker, `/api/supportattachment/${response.body.data.id}`);
    expect(one.body.data.contentData).toBe(content.toString('base64'));
  });

  it('keeps files of several parts whole and apart, two on one new ticket (db/file-content.ts fileBytes)', async () => {
    // Larger than a part the embedded database is sent a file in (512 kB), and not a multiple of it.
    const fileOf = (bytes: number, seed: number) => Buffer.from(Array.from({ length: bytes }, (_, i) => (i * seed + (i >> 9)) % 256));
    const [first, second] = [fileOf(1_300_000, 131), fileOf(700_001, 17)];
    const created = await api.call(bruker, 'POST', '/api/supportticket', {
      title: 'To store filer', mainCategoryId: 'ANNET', categoryId: 14, description: '<p>Se vedlegg</p>',
      attachments: [{ filename: 'første.bin', contentData: first.toString('base64') }, { filename: 'andre.bin', contentData: second.toString('base64') }],
    });
    expect(created.status).toBe(200);
    const [event] = (await get(bruker, `/api/supportevents?ticketId=${created.body.data.id}&withAttachments=true`)).body.data;
    expect(event.attachments.map((file: { filename: string; size: number }) => [file.filename, file.size])).toEqual(expect.arrayContaining([['første.bin', first.length], ['andre.bin', second.length]]));
    for (const file of event.attachments) {
      const download = await server.app.inject({ method: 'GET', url: `/api/supportattachment/${file.id}/content`, headers: bruker.headers });
      expect(download.rawPayload.equals(file.filename === 'første.bin' ? first : second), file.filename).toBe(true);
    }
  });

  it('refuses a 6 MB file with the spec\'s message, and accepts exactly 5 MB (R36)', async () => {
    const before = await api.count('supportAttachments');
    const large = await api.call(bruker, 'POST', '/api/supportattachment', { ticketEventId: eventId, filename: 'stor.zip', contentData: base64Of(6 * 1024 * 1024) });
    expect(large.status).toBe(400);
    expect(large.body.error.description).toBe('Kunne ikke legge til vedlegg sjekk at filen ikke er større enn 5MB');
    const english = await api.call(bruker, 'POST', '/api/supportattachment', { ticketEventId: eventId, filename: 'stor.zip', contentData: base64Of(5 * 1024 * 1024 + 1) }, { 'accept-language': 'en-US' });
    expect(english.body.error.description).toMatch(/not larger than 5 MB/);
    expect(await api.count('supportAttachments')).toBe(before);
    const limit = await api.call(bruker, 'POST', '/api/supportattachment', { ticketEventId: eventId, filename: 'akkurat.bin', contentData: base64Of(5 * 1024 * 1024) });
    expect(limit.status).toBe(200);
  });

  it('refuses bad base64, someone else\'s reply and internal notes', async () => {
    expect((await api.call(bruker, 'POST', '/api/supportattachment', { ticketEventId: eventId, filename: 'x', contentData: '###' })).status).toBe(400);
    const agentsReply = await server.db.selectFrom('supportEvents').select('id').where('ticketId', '=', pendingId).where('userId', '=', agent.context.userId).where('internalUse', '=', false).executeTakeFirstOrThrow();
    expect((await api.call(bruker, 'POST', '/api/supportattachment', { ticketEventId: agentsReply.id, filename: 'x.txt', contentData: base64Of(3) })).status).toBe(403);
    const internal = await server.db.selectFrom('supportEvents').select('id').where('ticketId', '=', pendingId).where('internalUse', '=', true).executeTakeFirstOrThrow();
    expect((await api.call(bruker, 'POST', '/api/supportattachment', { ticketEventId: internal.id, filename: 'x.txt', contentData: base64Of(3) })).status).toBe(404);
    // Agents add files to any event.
    expect((await api.call(agent, 'POST', '/api/supportattachment', { ticketEventId: internal.id, filename: 'notat.txt', contentData: base64Of(3) })).status).toBe(200);
  });

  it('needs a new ticket\'s category and every file\'s content (I16, R26): 400 naming the field, nothing written', async () => {
    const tickets = async () => (await server.db.selectFrom('supportTickets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const files = async () => (await server.db.selectFrom('supportAttachments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const [ticketsBefore, filesBefore] = [await tickets(), await files()];
    const uncategorised = await api.call(bruker, 'POST', '/api/supportticket', { title: 'Test', description: '<p>Hei</p>' });
    expect(uncategorised.status).toBe(400);
    expect(uncategorised.body.error.fields).toHaveProperty('categoryId');
    const emptyFile = await api.call(bruker, 'POST', '/api/supportticket', { title: 'Test', mainCategoryId: 'ANNET', categoryId: 14, description: '<p>Hei</p>', attachments: [{ filename: 'x.txt' }] });
    expect(emptyFile.status).toBe(400);
    expect(emptyFile.body.error.fields).toHaveProperty(['attachments.0.contentData']);
    expect((await api.call(bruker, 'POST', '/api/supportattachment', { ticketEventId: eventId, filename: 'x.txt' })).status).toBe(400);
    expect([await tickets(), await files()]).toEqual([ticketsBefore, filesBefore]);
  });

  it('never serves an internal note\'s file to a customer (R24)', async () => {
    const file = await server.db.selectFrom('supportAttachments').innerJoin('supportEvents', 'supportEvents.id', 'supportAttachments.ticketEventId')
      .select('supportAttachments.id').where('supportEvents.internalUse', '=', true).where('supportEvents.ticketId', '=', pendingId).executeTakeFirstOrThrow();
    expect((await get(bruker, `/api/supportattachment/${file.id}/content`)).status).toBe(404);
    expect((await get(agent, `/api/supportattachment/${file.id}/content`)).status).toBe(200);
  });
});
