// GET supporttickets / supportticket and POST / PUT supportticket (I01–I17, I30–I35, I46, I47, D09, R24).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { base64Of, supportCalls } from './support-fixtures';

let server: TestServer;
let admin: LoggedIn, agent: LoggedIn, kunde: LoggedIn, lager: LoggedIn, bruker: LoggedIn, other: LoggedIn;
let api: ReturnType<typeof supportCalls>;
beforeAll(async () => {
  server = await startTestServer();
  api = supportCalls(server);
  [admin, agent, kunde, lager, bruker] = await Promise.all(['admin', 'agent', 'kunde', 'lager', 'bruker'].map((name) => server.login(name)));
  other = await api.otherCustomerUser();
});
afterAll(() => server.close());

const get = (who: LoggedIn, url: string) => api.call(who, 'GET', url);
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
const newTicket = (extra: Record<string, unknown> = {}) => ({ title: 'Paller mangler', mainCategoryId: 'ORDRE', categoryId: 1, description: '<p>Det mangler 6 paller.</p>', ...extra });

describe('GET /api/supporttickets', () => {
  it('gives agents every ticket, internal ones included, paged by 100 with the total', async () => {
    const all = await api.count('supportTickets');
    const response = await get(agent, '/api/supporttickets');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(all);
    expect(response.body.data).toHaveLength(100);
    // Newest first by default.
    expect(ids(response.body.data)).toEqual([...ids(response.body.data)].sort((a, b) => b - a));
    const internal = await get(agent, '/api/supporttickets?count=1000');
    expect(internal.body.data.some((row: { internal: boolean }) => row.internal)).toBe(true);
  });

  it('gives an ordinary user the own location\'s tickets and never an internal one (R24)', async () => {
    const response = await get(bruker, '/api/supporttickets?count=1000');
    const expected = await server.db.selectFrom('supportTickets').select('id')
      .where('locationId', '=', bruker.context.locationId).where('internal', '=', false).execute();
    expect(response.body.total).toBe(expected.length);
    expect(response.body.data.every((row: { locationId: number; internal: boolean }) => row.locationId === bruker.context.locationId && !row.internal)).toBe(true);
    const internalHere = await server.db.selectFrom('supportTickets').select('id').where('locationId', '=', bruker.context.locationId).where('internal', '=', true).execute();
    expect(internalHere.length).toBeGreaterThan(0);
  });

  it('gives a customer admin the customer\'s tickets at every location, without internal ones', async () => {
    const response = await get(kunde, '/api/supporttickets?count=1000');
    const expected = await server.db.selectFrom('supportTickets').select('id').where('customerId', '=', 2).where('internal', '=', false).execute();
    expect(response.body.total).toBe(expected.length);
    expect(new Set(response.body.data.map((row: { locationId: number }) => row.locationId)).size).toBeGreaterThan(1);
  });

  it('filters by status repeated, as a comma list of numbers or of names (I03, D09)', async () => {
    const unresolved = await server.db.selectFrom('supportTickets').select('id').where('status', 'in', [0, 1, 2]).execute();
    for (const query of ['status=0&status=1&status=2', 'status=0,1,2', 'status=New,InProcess,Pending']) {
      const response = await get(agent, `/api/supporttickets?${query}&count=1000`);
      expect(response.body.total, query).toBe(unresolved.length);
      expect(response.body.data.every((row: { status: number }) => row.status <= 2)).toBe(true);
    }
    // D09: the home widget's call.
    const widget = await get(bruker, `/api/supporttickets?status=0,1,2&locationId=${bruker.context.locationId}&index=0&count=3`);
    expect(widget.body.data).toHaveLength(3);
    expect(widget.body.data.every((row: { status: number }) => row.status <= 2)).toBe(true);
  });

  it('filters by contact, agent, category and free text, and sorts', async () => {
    const mine = await get(bruker, `/api/supporttickets?orderedById=${bruker.context.userId}&count=1000`);
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.data.every((row: { userId_Ordered: number }) => row.userId_Ordered === bruker.context.userId)).toBe(true);
    const arne = await get(agent, '/api/supporttickets?employeeId=E1001&count=1000');
    expect(arne.body.data.every((row: { employeeId: string }) => row.employeeId === 'E1001')).toBe(true);
    const category = await get(agent, '/api/supporttickets?categoryId=4&count=1000');
    expect(category.body.data.every((row: { categoeyId: number; mainCategoryId: string }) => row.categoeyId === 4 && row.mainCategoryId === 'PROD')).toBe(true);
    const text = await get(agent, '/api/supporttickets?q=følgeseddel');
    expect(text.body.data.map((row: { title: string }) => row.title)).toContain('Pallene kom uten følgeseddel');
    const byTitle = await get(agent, '/api/supporttickets?sort=title&order=ASC&count=50');
    const sorted = await server.db.selectFrom('supportTickets').select('id').orderBy('title', 'asc').orderBy('id', 'asc').limit(50).execute();
    expect(ids(byTitle.body.data)).toEqual(ids(sorted));
    const byCustomer = await get(agent, '/api/supporttickets?sort=customerName&order=DESC&count=30');
    const customerOrder = await server.db.selectFrom('supportTickets').innerJoin('customers', 'customers.id', 'supportTickets.customerId')
      .select('supportTickets.id').orderBy('customers.name', 'desc').orderBy('supportTickets.id', 'desc').limit(30).execute();
    expect(ids(byCustomer.body.data)).toEqual(ids(customerOrder));
    const second = await get(agent, '/api/supporttickets?index=100&count=10&sort=id&order=DESC');
    const expected = await server.db.selectFrom('supportTickets').select('id').orderBy('id', 'desc').offset(100).limit(10).execute();
    expect(ids(second.body.data)).toEqual(ids(expected));
  });

  it('finds by free text in the title, the customer\'s, location\'s or contact\'s name and the ticket\'s or order\'s number, within what the caller reads', async () => {
    const sample = await server.db.selectFrom('supportTickets').innerJoin('customers', 'customers.id', 'supportTickets.customerId')
      .innerJoin('locations', 'locations.id', 'supportTickets.locationId').innerJoin('users', 'users.id', 'supportTickets.orderedByUserId')
      .select(['supportTickets.id', 'customers.name as customer', 'locations.name as location', 'users.name as contact', 'supportTickets.customerId'])
      .where('supportTickets.internal', '=', false).orderBy('supportTickets.id').executeTakeFirstOrThrow();
    const all = async (q: string, who = agent) => ids((await get(who, `/api/supporttickets?q=${encodeURIComponent(q)}&count=1000`)).body.data);
    for (const [column, name] of [['customerId', sample.customer], ['locationId', sample.location], ['orderedByUserId', sample.contact]] as const) {
      const named = await server.db.selectFrom('supportTickets').select('supportTickets.id')
        .where(column, 'in', (eb) => eb.selectFrom(column === 'customerId' ? 'customers' : column === 'locationId' ? 'locations' : 'users').select('id').where(sql<boolean>`lower(name) like ${`%${name.toLowerCase()}%`}`))
        .execute();
      expect((await all(name)), name).toEqual(expect.arrayContaining(ids(named)));
    }
    expect(await all(String(sample.id))).toContain(sample.id);
    const withOrder = await server.db.selectFrom('supportTickets').select(['id', 'orderId']).where('orderId', 'is not', null).executeTakeFirst();
    if (withOrder) expect(await all(String(withOrder.orderId))).toContain(withOrder.id);
    // Another customer's name finds nothing for a customer's user.
    const other = await server.db.selectFrom('customers').select('name').where('id', '<>', sample.customerId).where('id', 'in', (eb) => eb.selectFrom('supportTickets').select('customerId'))
      .executeTakeFirstOrThrow();
    const outside = await all(other.name, bruker);
    const readable = ids((await get(bruker, '/api/supporttickets?count=1000')).body.data);
    expect(outside.every((id) => readable.includes(id))).toBe(true);
  });

  it('answers bad parameters with 400', async () => {
    expect((await get(agent, '/api/supporttickets?status=7')).status).toBe(400);
    expect((await get(agent, '/api/supporttickets?status=Done')).status).toBe(400);
    expect((await get(agent, '/api/supporttickets?count=0')).status).toBe(400);
    expect((await get(agent, '/api/supporttickets?sort=password')).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await api.call(null, 'GET', '/api/supporttickets')).status).toBe(401);
  });
});

describe('GET /api/supportticket/:id', () => {
  it('returns every I46 field, with the category id spelled categoeyId (I47)', async () => {
    const response = await get(bruker, '/api/supporttickets?q=følgeseddel');
    const id = response.body.data[0].id;
    const one = await get(bruker, `/api/supportticket/${id}`);
    expect(one.status).toBe(200);
    for (const field of ['id', 'title', 'status', 'priority', 'employeeId', 'employeeName', 'customerId', 'customerName', 'locationId', 'locationName',
      'userId_Ordered', 'userName_Ordered', 'userName', 'mainCategoryId', 'categoeyId', 'orderId', 'transactionTypeId', 'transactionType', 'productId', 'internal', 'createdLocal']) {
      expect(one.body.data, field).toHaveProperty(field);
    }
    expect(one.body.data).not.toHaveProperty('categoryId');
    expect(one.body.data.createdLocal).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('refuses another customer\'s ticket and internal tickets to non-agents (R24)', async () => {
    const foreign = await server.db.selectFrom('supportTickets').select('id').where('customerId', '<>', 2).where('internal', '=', false).executeTakeFirstOrThrow();
    expect((await get(kunde, `/api/supportticket/${foreign.id}`)).status).toBe(404);
    expect((await get(bruker, `/api/supportticket/${foreign.id}`)).status).toBe(404);
    expect((await get(agent, `/api/supportticket/${foreign.id}`)).status).toBe(200);
    const internal = await server.db.selectFrom('supportTickets').select('id').where('customerId', '=', 2).where('internal', '=', true).executeTakeFirstOrThrow();
    expect((await get(kunde, `/api/supportticket/${internal.id}`)).status).toBe(404);
    expect((await get(agent, `/api/supportticket/${internal.id}`)).body.data.internal).toBe(true);
  });

  it('refuses a ticket at another location of the customer to an ordinary user', async () => {
    const elsewhere = await server.db.selectFrom('supportTickets').select('id').where('customerId', '=', 2).where('locationId', '<>', bruker.context.locationId).where('internal', '=', false).executeTakeFirstOrThrow();
    expect((await get(bruker, `/api/supportticket/${elsewhere.id}`)).status).toBe(404);
    expect((await get(kunde, `/api/supportticket/${elsewhere.id}`)).status).toBe(200);
  });
});

describe('POST /api/supportticket', () => {
  it('creates a ticket as New, Medium, not internal (I14, I16), with its first message and file (R26)', async () => {
    const audits = await api.count('logs');
    const response = await api.call(bruker, 'POST', '/api/supportticket', newTicket({
      // Sent as a new ticket gets them, they pass.
      status: 0, priority: 1, internal: false,
      attachments: [{ filename: 'følgeseddel.pdf', contentType: 'application/pdf', contentData: base64Of(1000) }],
    }));
    expect(response.status).toBe(200);
    const ticket = response.body.data;
    expect(ticket).toMatchObject({ status: 0, priority: 1, internal: false, categoeyId: 1, mainCategoryId: 'ORDRE', userId_Ordered: bruker.context.userId,
      locationId: bruker.context.locationId, customerId: 2, userName: 'Berit Bruker' });
    const events = await get(bruker, `/api/supportevents?ticketId=${ticket.id}&withAttachments=true`);
    expect(events.body.data).toHaveLength(1);
    expect(events.body.data[0].description).toBe('<p>Det mangler 6 paller.</p>');
    expect(events.body.data[0].attachments).toMatchObject([{ filename: 'følgeseddel.pdf', contentType: 'application/pdf', size: 1000 }]);
    // Every write is audited: the ticket, its event and its file.
    expect(await api.count('logs')).toBe(audits + 3);
  });

  it('refuses another status, priority or internal flag than a new ticket gets (I14) with 400 naming the field, writing nothing', async () => {
    const before = { tickets: await api.count('supportTickets'), events: await api.count('supportEvents'), logs: await api.count('logs') };
    for (const [who, field, value] of [[bruker, 'internal', true], [bruker, 'status', 3], [agent, 'priority', 2], [agent, 'internal', true]] as const) {
      const response = await api.call(who, 'POST', '/api/supportticket', newTicket({ [field]: value }));
      expect(response.status, field).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'field-locked', description: `Du kan ikke endre feltet ${field}.`, fields: { [field]: expect.any(String) } });
    }
    // Read-only facts are not sent with a new ticket; a property the ticket does not have is refused by name.
    const named = await api.call(bruker, 'POST', '/api/supportticket', newTicket({ userName: 'Noen andre' }));
    expect(named.body.error).toMatchObject({ code: 'field-locked', fields: { userName: expect.any(String) } });
    const unknown = await api.call(bruker, 'POST', '/api/supportticket', newTicket({ secret: true }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'invalid-input', fields: { secret: 'er ikke et felt som kan sendes her' } });
    expect({ tickets: await api.count('supportTickets'), events: await api.count('supportEvents'), logs: await api.count('logs') }).toEqual(before);
  });

  it('lets an agent raise a ticket for a customer\'s contact and agent', async () => {
    const response = await api.call(agent, 'POST', '/api/supportticket', newTicket({ customerId: 2, locationId: 7, userId_Ordered: 5, employeeId: 'E1002' }));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ customerId: 2, locationId: 7, userId_Ordered: 5, employeeId: 'E1002', userName: 'Arne Agent' });
  });

  it('refuses a non-agent raising a ticket for another customer, location, contact or agent (I31, I41)', async () => {
    const before = await api.count('supportTickets');
    for (const extra of [{ customerId: 3 }, { locationId: 8 }, { userId_Ordered: 3 }, { employeeId: 'E1001' }]) {
      const response = await api.call(bruker, 'POST', '/api/supportticket', newTicket(extra));
      expect(response.status, JSON.stringify(extra)).toBe(403);
      expect(response.body.error.code).toBe('ticket-agent-only');
    }
    expect(await api.count('supportTickets')).toBe(before);
  });

  it('needs a topic and a category (I07, I13) and refuses bad input with 400, writing nothing', async () => {
    const before = await api.count('supportTickets');
    const { title: _title, ...untitled } = newTicket();
    const { categoryId: _category, ...uncategorised } = newTicket();
    for (const body of [untitled, newTicket({ title: '   ' }), uncategorised, newTicket({ categoryId: 9999 }), newTicket({ mainCategoryId: 'FAKT', categoryId: 1 }), newTicket({ priority: 7 })]) {
      const response = await api.call(bruker, 'POST', '/api/supportticket', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.description).toBeTruthy();
    }
    expect(await api.count('supportTickets')).toBe(before);
  });

  it('takes tickets about an order only under ORDRE or PROD (I08)', async () => {
    const refused = await api.call(bruker, 'POST', '/api/supportticket', newTicket({ mainCategoryId: 'FAKT', categoryId: 9, orderId: 4711 }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('order-category');
    const allowed = await api.call(bruker, 'POST', '/api/supportticket', newTicket({ mainCategoryId: 'PROD', categoryId: 4, orderId: 4711 }));
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.orderId).toBe(4711);
  });

  it('refuses a 6 MB file and leaves no ticket behind (I25, R36)', async () => {
    const before = await Promise.all([api.count('supportTickets'), api.count('supportEvents')]);
    const response = await api.call(bruker, 'POST', '/api/supportticket', newTicket({ attachments: [{ filename: 'stor.bin', contentData: base64Of(6 * 1024 * 1024) }] }));
    expect(response.status).toBe(400);
    expect(response.body.error.description).toBe('Kunne ikke legge til vedlegg sjekk at filen ikke er større enn 5MB');
    expect(await Promise.all([api.count('supportTickets'), api.count('supportEvents')])).toEqual(before);
    // Exactly 5 MB is allowed.
    const limit = await api.call(bruker, 'POST', '/api/supportticket', newTicket({ attachments: [{ filename: 'grense.bin', contentData: base64Of(5 * 1024 * 1024) }] }));
    expect(limit.status).toBe(200);
  });

  it('rolls the whole ticket back when a file fails inside the transaction (R26)', async () => {
    const counts = () => Promise.all([api.count('supportTickets'), api.count('supportEvents'), api.count('supportAttachments'), api.count('logs')]);
    const before = await counts();
    // The database refuses the second file (a data exception, as for a value it cannot store) after
    // the ticket, its event and the first file were written.
    await sql`create function refuse_file() returns trigger language plpgsql as $$ begin
      if new.filename = 'refused.txt' then raise exception 'refused' using errcode = '22023'; end if; return new; end $$`.execute(server.db);
    await sql`create trigger refuse_file before insert on support_attachments for each row execute function refuse_file()`.execute(server.db);
    try {
      const response = await api.call(bruker, 'POST', '/api/supportticket', newTicket({
        attachments: [{ filename: 'ok.txt', contentData: base64Of(10) }, { filename: 'refused.txt', contentData: base64Of(10) }],
      }));
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('attachment-failed');
    } finally {
      await sql`drop trigger refuse_file on support_attachments`.execute(server.db);
      await sql`drop function refuse_file()`.execute(server.db);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a NUL character in a file name before anything is written', async () => {
    const counts = () => Promise.all([api.count('supportTickets'), api.count('supportEvents'), api.count('supportAttachments')]);
    const before = await counts();
    const response = await api.call(bruker, 'POST', '/api/supportticket', newTicket({
      attachments: [{ filename: 'ok.txt', contentData: base64Of(10) }, { filename: 'bad\u0000name.txt', contentData: base64Of(10) }],
    }));
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty('attachments.1.filename');
    expect(await counts()).toEqual(before);
  });

  it('sanitizes the first message: no scripts, no event handlers (I28)', async () => {
    const response = await api.call(bruker, 'POST', '/api/supportticket', newTicket({
      description: '<p onclick="steal()">Hei<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">lenke</a>',
    }));
    expect(response.status).toBe(200);
    const event = await server.db.selectFrom('supportEvents').select('description').where('ticketId', '=', response.body.data.id).executeTakeFirstOrThrow();
    expect(event.description).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(event.description).toContain('Hei');
  });
});

describe('PUT /api/supportticket/:id', () => {
  const pendingTicket = async () => (await get(agent, '/api/supporttickets?q=følgeseddel')).body.data[0];

  it('lets an agent assign, reprioritise and recategorise (I31, I33, I34), audited', async () => {
    const ticket = await pendingTicket();
    const audits = await api.count('logs');
    const response = await api.call(agent, 'PUT', `/api/supportticket/${ticket.id}`, { ...ticket, priority: 2, employeeId: 'E1002', categoryId: 2 });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ priority: 2, employeeId: 'E1002', employeeName: 'Ingrid Berg', categoeyId: 2 });
    expect(await api.count('logs')).toBe(audits + 1);
  });

  it('refuses a changed read-only fact (who created it, a name) with 400 naming it; the ticket and its version stay', async () => {
    const ticket = (await get(agent, `/api/supportticket/${(await pendingTicket()).id}`)).body.data;
    const stored = () => server.db.selectFrom('supportTickets').selectAll().where('id', '=', ticket.id).executeTakeFirstOrThrow();
    const before = await stored();
    for (const [field, value] of [['userId', 1], ['customerName', 'Noen andre AS'], ['created', '2020-01-01T00:00:00.000Z']] as const) {
      const response = await api.call(agent, 'PUT', `/api/supportticket/${ticket.id}`, { ...ticket, priority: 0, [field]: value });
      expect(response.status, field).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'field-locked', fields: { [field]: expect.any(String) } });
    }
    expect(await stored()).toEqual(before);
    // Sent back as read, they pass.
    const response = await api.call(agent, 'PUT', `/api/supportticket/${ticket.id}`, { ...ticket, priority: 0 });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ priority: 0, version: ticket.version + 1 });
  });

  it('refuses non-agents, who see the ticket read-only (I41)', async () => {
    const ticket = await pendingTicket();
    for (const who of [bruker, kunde]) {
      const response = await api.call(who, 'PUT', `/api/supportticket/${ticket.id}`, { ...ticket, status: 3 });
      expect(response.status).toBe(403);
    }
    expect((await get(agent, `/api/supportticket/${ticket.id}`)).body.data.status).toBe(ticket.status);
  });

  it('checks the agent, customer, location and contact (I34–I37)', async () => {
    const ticket = await pendingTicket();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ employeeId: 'E1003' }, 'agent-not-employed'],
      [{ customerId: 3, locationId: 7 }, 'location-not-of-customer'],
      [{ userId_Ordered: 4 }, 'contact-not-at-location'],
    ];
    const inactive = await server.db.selectFrom('customers').select('id').where('statusId', '<>', 1).executeTakeFirst();
    if (inactive) cases.push([{ customerId: inactive.id }, 'customer-not-active']);
    for (const [change, code] of cases) {
      const response = await api.call(agent, 'PUT', `/api/supportticket/${ticket.id}`, { ...ticket, ...change });
      expect(response.status, code).toBe(400);
      expect(response.body.error.code).toBe(code);
    }
    const moved = await server.db.selectFrom('users').select(['id', 'locationId', 'customerId']).where('locationId', '=', 8).where('active', '=', true).executeTakeFirstOrThrow();
    const ok = await api.call(agent, 'PUT', `/api/supportticket/${ticket.id}`, { ...ticket, customerId: moved.customerId, locationId: moved.locationId, userId_Ordered: moved.id });
    expect(ok.status).toBe(200);
    expect(ok.body.data.locationId).toBe(8);
  });

  it('stops editing at Archived (I31)', async () => {
    const created = (await api.call(agent, 'POST', '/api/supportticket', newTicket({ customerId: 2, locationId: 7, userId_Ordered: 5 }))).body.data;
    expect((await api.call(agent, 'PUT', `/api/supportticket/${created.id}`, { ...created, status: 4 })).status).toBe(200);
    const again = await api.call(agent, 'PUT', `/api/supportticket/${created.id}`, { ...created, version: created.version + 1, status: 1, priority: 2 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ticket-archived');
    expect((await get(agent, `/api/supportticket/${created.id}`)).body.data.status).toBe(4);
  });

  it('gives 404 for a ticket outside the scope and 400 for bad input', async () => {
    expect((await api.call(agent, 'PUT', '/api/supportticket/999999', newTicket())).status).toBe(404);
    const ticket = await pendingTicket();
    expect((await api.call(agent, 'PUT', `/api/supportticket/${ticket.id}`, { ...ticket, status: 9 })).status).toBe(400);
    expect((await api.call(agent, 'PUT', `/api/supportticket/${ticket.id}`, { ...ticket, title: '' })).status).toBe(400);
  });

  it('lets the global admin, who is also an agent, work tickets; another customer\'s user sees nothing', async () => {
    const ticket = await server.db.selectFrom('supportTickets').select('id').where('locationId', '=', 7).where('internal', '=', false).executeTakeFirstOrThrow();
    expect((await get(admin, `/api/supportticket/${ticket.id}`)).status).toBe(200);
    expect((await get(other, `/api/supportticket/${ticket.id}`)).status).toBe(404);
    expect((await get(lager, `/api/supportticket/${ticket.id}`)).status).toBe(404);
  });
});
