// The carrier ledger's calls (N26–N31, N35, N36, R02, R03, O24–O27): who may register, read and move
// a transaction, what each step writes, and that the kept balances always agree with the movements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { contextHeader, startTestServer, type LoggedIn, type TestServer } from './harness';
import { balance, demoPlaces, expectLedgerConsistent, rowCount } from './ledger-fixtures';

let server: TestServer;
let admin: LoggedIn, bruker: LoggedIn, lager: LoggedIn, agent: LoggedIn, receiver: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
const DAY = '2026-12-01';

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [admin, bruker, lager, agent, receiver] = await Promise.all(['admin', 'bruker', 'lager', 'agent', places.receiver.loginName].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const order = (lines = [{ productId: 1001, qtyOrdered: 40 }], extra: object = {}) => ({
  type: 1, status: S.Ordered, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, transactionDate: DAY, senderReference: 'PO-77', lines, ...extra,
});
const move = (who: LoggedIn, id: number, status: number, version: number, extra: object = {}) => call(who, 'POST', '/api/orderstatus', { id, status, version, ...extra });

describe('an order of empties, from registration to receipt (R02, LEDGER.md)', () => {
  let id: number;

  it('is registered by the receiving customer for the own location, from a depot', async () => {
    const before = await rowCount(server.db, 'transactions');
    const created = await call(bruker, 'POST', '/api/order', order());
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      type: 1, status: S.Ordered, source: 'Unknown', version: 1, readOnly: false, senderReference: 'PO-77',
      locationIdTo: places.hamar.id, locationNameTo: 'Fjellmeieriet Hamar', qtyTotal: 40, commentCount: 0,
      lines: [{ productId: 1001, qtyOrdered: 40, qtyPicked: null, qtyReceived: null }],
    });
    id = created.body.data.id;
    expect(await rowCount(server.db, 'transactions')).toBe(before + 1);
  });

  it('refuses a customer registering for another location, from a non-depot, or without the task', async () => {
    const before = await rowCount(server.db, 'transactions');
    expect((await call(bruker, 'POST', '/api/order', order(undefined, { locationIdTo: places.lillehammer.id }))).body.error.code).toBe('wrong-side');
    expect((await call(bruker, 'POST', '/api/order', order(undefined, { locationIdFrom: places.receiver.locationId }))).body.error.code).toBe('not-a-depot');
    // lager has no Order task.
    const lagerOrder = order(undefined, { locationIdTo: places.lillehammer.id });
    expect((await call(lager, 'POST', '/api/order', lagerOrder)).status).toBe(403);
    expect(await rowCount(server.db, 'transactions')).toBe(before);
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const before = await rowCount(server.db, 'transactions');
    for (const bad of [
      order([]),
      order([{ productId: 1001, qtyOrdered: -1 }]),
      order([{ productId: 1001, qtyOrdered: 1 }, { productId: 1001, qtyOrdered: 2 }]),
      order([{ productId: 9999999, qtyOrdered: 1 }]),
      order(undefined, { transactionDate: 'tomorrow' }),
      order(undefined, { processBy: '2026-11-01' }),
      order(undefined, { status: S.Confirmed }),
      order(undefined, { type: 8 }),
    ]) {
      const response = await call(bruker, 'POST', '/api/order', bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.error.description).toBeTruthy();
    }
    const o20 = await call(bruker, 'POST', '/api/order', order(undefined, { processBy: '2026-11-01' }));
    expect(o20.body.error.description).toBe('Lagring av Behandles innen dato feilet');
    expect(await rowCount(server.db, 'transactions')).toBe(before);
  });

  it('is read by its sides and staff only', async () => {
    expect((await call(bruker, 'GET', `/api/order/${id}`)).status).toBe(200);
    expect((await call(admin, 'GET', `/api/order/${id}`)).status).toBe(200);
    expect((await call(receiver, 'GET', `/api/order/${id}`)).status).toBe(404);
    expect((await call(receiver, 'GET', `/api/orders?locationId=${places.hamar.id}`)).body.data).toEqual([]);
    const listed = await call(bruker, 'GET', `/api/orders?locationId=${places.hamar.id}&type=1&transactionStatus=101&q=${id}`);
    expect(listed.body.data.map((row: any) => row.id)).toEqual([id]);
    expect((await server.call({ method: 'GET', url: `/api/order/${id}` })).status).toBe(401);
  });

  it('moves only as R02 allows, each step by its side', async () => {
    // The customer may not confirm for the operator, nor jump to received.
    expect((await move(bruker, id, S.ConfirmedByProvider, 1)).status).toBe(403);
    expect((await move(admin, id, S.Confirmed, 1)).body.error.code).toBe('forbidden-transition');
    expect((await move(admin, id, S.ConfirmedByProvider, 1)).body.data).toMatchObject({ status: S.ConfirmedByProvider, version: 2 });
    const picked = await move(admin, id, S.Picked, 2, { lines: [{ productId: 1001, qtyPicked: 38 }] });
    expect(picked.body.data.lines[0]).toMatchObject({ qtyOrdered: 40, qtyPicked: 38 });
    expect((await move(bruker, id, S.Sent, 3)).status).toBe(403);
    expect((await move(admin, id, S.Sent, 3)).body.data.status).toBe(S.Sent);
  });

  it('refuses a stale version with O25 and an edit after it is sent with O26', async () => {
    const stale = await call(bruker, 'PATCH', `/api/order/${id}`, { version: 1, senderReference: 'x' });
    expect(stale.status).toBe(409);
    const sent = await call(bruker, 'PATCH', `/api/order/${id}`, { version: 4, senderReference: 'x' });
    expect(sent.status).toBe(409);
    expect(sent.body.error.code).toBe('order-read-only');
    expect((await move(bruker, id, S.Confirmed, 3)).body.error.code).toBe('order-modified');
  });

  it('posts the received quantity when the customer confirms receipt, and then is read-only', async () => {
    const head = await server.db.selectFrom('transactions').select(['accountFrom', 'accountTo']).where('id', '=', id).executeTakeFirstOrThrow();
    const [fromBefore, toBefore] = [await balance(server.db, head.accountFrom, 1001), await balance(server.db, head.accountTo, 1001)];
    const received = await move(bruker, id, S.Confirmed, 4);
    expect(received.body.data).toMatchObject({ status: S.Confirmed, readOnly: true, lines: [{ qtyReceived: 38 }] });
    expect(await balance(server.db, head.accountFrom, 1001)).toBe(fromBefore - 38);
    expect(await balance(server.db, head.accountTo, 1001)).toBe(toBefore + 38);
    await expectLedgerConsistent(server.db);
    // Audited with the acting and the login user, in the same statement as the step itself.
    const audit = await server.db.selectFrom('logs').select(['message', 'userId', 'loginUserId']).where('category', '=', 'audit')
      .where('message', 'like', `status ${S.Sent} → ${S.Confirmed} order ${id} %`).execute();
    expect(audit).toEqual([{ message: `status ${S.Sent} → ${S.Confirmed} order ${id} by bruker`, userId: bruker.context.userId, loginUserId: bruker.context.loginUserId }]);
    expect((await call(admin, 'PATCH', `/api/order/${id}`, { version: 5, senderReference: 'x' })).body.error.code).toBe('order-read-only');
    expect((await move(admin, id, S.Cancelled, 5)).body.error.code).toBe('order-read-only');
    const quantity = await call(bruker, 'GET', `/api/productquantity?locationId=${places.hamar.id}&productId=1001`);
    expect(quantity.body.data).toEqual({ locationId: head.accountTo, productId: 1001, quantity: toBefore + 38 });
  });
});

describe('a delivery between customers, disputed and settled', () => {
  let id: number;

  it('is sent by the sender at once; all lines at 0 cannot be sent (E24, O27)', async () => {
    const delivery = { type: 3, status: S.Sent, locationIdFrom: places.lillehammer.id, locationIdTo: places.receiver.locationId, transactionDate: DAY, lines: [{ productId: 1001, qtyOrdered: 0 }] };
    const zero = await call(lager, 'POST', '/api/order', delivery);
    expect(zero.body.error.code).toBe('all-lines-zero');
    const sent = await call(lager, 'POST', '/api/order', { ...delivery, lines: [{ productId: 1001, qtyOrdered: 30 }, { productId: 2003, qtyOrdered: 10 }] });
    expect(sent.body.data).toMatchObject({ status: S.Sent, version: 1 });
    id = sent.body.data.id;
  });

  it('O24: nobody delivers to an inactive location or to the own one', async () => {
    const blocked = await server.db.selectFrom('locations').select('id').where('statusId', '<>', 1).executeTakeFirstOrThrow();
    const base = { type: 3, status: S.Sent, locationIdFrom: places.lillehammer.id, transactionDate: DAY, lines: [{ productId: 1001, qtyOrdered: 1 }] };
    expect((await call(lager, 'POST', '/api/order', { ...base, locationIdTo: blocked.id })).body.error.code).toBe('cannot-receive-from');
    expect((await call(lager, 'POST', '/api/order', { ...base, locationIdTo: places.lillehammer.id })).body.error.code).toBe('cannot-receive-from');
  });

  it('is disputed by the receiver with its counts and why; only the sender or staff settle it', async () => {
    expect((await move(receiver, id, S.NotAgreed, 1, { lines: [{ productId: 1001, qtyReceived: 28 }, { productId: 2003, qtyReceived: 10 }] })).body.error.code).toBe('dispute-needs-comment');
    expect((await move(receiver, id, S.NotAgreed, 1, { comment: 'Telte 28', lines: [{ productId: 1001, qtyReceived: 28 }] })).body.error.code).toBe('dispute-needs-count');
    const disputed = await move(receiver, id, S.NotAgreed, 1, { comment: 'Telte 28 helpaller', lines: [{ productId: 1001, qtyReceived: 28 }, { productId: 2003, qtyReceived: 10 }] });
    expect(disputed.body.data).toMatchObject({ status: S.NotAgreed, commentCount: 1 });
    // The receiver cannot settle its own dispute.
    expect((await move(receiver, id, S.Confirmed, 2)).status).toBe(403);
    const settled = await move(lager, id, S.Confirmed, 2);
    expect(settled.body.data.lines.map((line: any) => line.qtyReceived)).toEqual([28, 10]);
    const movements = await server.db.selectFrom('stockMovements').select(['productId', 'quantity']).where('transactionId', '=', id).orderBy('id').execute();
    expect(movements.filter((movement) => movement.productId === 1001).map((movement) => movement.quantity).sort()).toEqual([-28, 28]);
    await expectLedgerConsistent(server.db);
  });

  it('keeps comments: read by both sides, deleted by their author only', async () => {
    const comments = await call(lager, 'GET', `/api/ordercomments?orderId=${id}`);
    expect(comments.body.data).toHaveLength(1);
    const added = await call(lager, 'POST', '/api/ordercomment', { orderId: id, text: 'Godtatt', filename: 'telling.txt', contentType: 'text/plain', contentData: Buffer.from('28').toString('base64') });
    expect(added.body.data).toMatchObject({ text: 'Godtatt', filename: 'telling.txt', size: 2 });
    const file = await server.call({ method: 'GET', url: `/api/ordercomment/${added.body.data.id}/content`, headers: receiver.headers });
    expect(file.body).toBe('28');
    expect((await call(receiver, 'DELETE', `/api/ordercomment/${added.body.data.id}`)).status).toBe(403);
    // Neither side's location: not visible to Hamar's user.
    expect((await call(bruker, 'GET', `/api/ordercomments?orderId=${id}`)).status).toBe(404);
    expect((await call(lager, 'DELETE', `/api/ordercomment/${added.body.data.id}`)).status).toBe(200);
  });
});

describe('drafts and deletion', () => {
  it('deletes a draft by its registrant with the version read, never a sent transaction', async () => {
    const draft = await call(bruker, 'POST', '/api/order', order(undefined, { status: S.Draft }));
    const id = draft.body.data.id;
    expect((await call(receiver, 'DELETE', `/api/order/${id}?version=1`)).status).toBe(404);
    expect((await call(bruker, 'DELETE', `/api/order/${id}?version=2`)).status).toBe(409);
    expect((await call(bruker, 'DELETE', `/api/order/${id}?version=1`)).status).toBe(200);
    expect((await call(bruker, 'GET', `/api/order/${id}`)).status).toBe(404);
  });

  it('a customer never sets picked or received counts by editing', async () => {
    const draft = await call(bruker, 'POST', '/api/order', order(undefined, { status: S.Draft }));
    const edit = await call(bruker, 'PATCH', `/api/order/${draft.body.data.id}`, { version: 1, lines: [{ productId: 1001, qtyOrdered: 5, qtyReceived: 500 }] });
    expect(edit.status).toBe(403);
    const ok = await call(bruker, 'PATCH', `/api/order/${draft.body.data.id}`, { version: 1, lines: [{ productId: 1001, qtyOrdered: 5 }, { productId: 2003, qtyOrdered: 7 }], receiverReference: 'F-1' });
    expect(ok.body.data).toMatchObject({ version: 2, qtyTotal: 12, receiverReference: 'F-1' });
  });
});

describe('50 concurrent changes of one order from the same version', () => {
  it('lets exactly one win; the others get O25 and the balances are as the winner left them', async () => {
    const created = await call(bruker, 'POST', '/api/order', order([{ productId: 1002, qtyOrdered: 12 }]));
    const id = created.body.data.id;
    for (const [status, version] of [[S.ConfirmedByProvider, 1], [S.Picked, 2], [S.Sent, 3]]) await move(admin, id, status, version);
    const head = await server.db.selectFrom('transactions').select(['accountTo']).where('id', '=', id).executeTakeFirstOrThrow();
    const before = await balance(server.db, head.accountTo, 1002);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      // A confirm posts what was sent; a dispute carries its own count.
      move(bruker, id, i % 2 ? S.Confirmed : S.NotAgreed, 4, { comment: 'Telt', ...(i % 2 ? {} : { lines: [{ productId: 1002, qtyReceived: 10 + (i % 3) }] }) })));
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error.code === 'order-modified')).toBe(true);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    const stored = (await call(bruker, 'GET', `/api/order/${id}`)).body.data;
    expect(stored).toMatchObject({ version: 5, status: won[0].body.data.status, lines: won[0].body.data.lines });
    // The losers' comments, lines and postings went with their refused claims: only the winner's comment is there.
    const comments = await server.db.selectFrom('transactionComments').select('text').where('transactionId', '=', id).execute();
    expect(comments).toEqual([{ text: 'Telt' }]);
    const posted = stored.status === S.Confirmed ? stored.lines[0].qtyReceived : 0;
    expect(await balance(server.db, head.accountTo, 1002)).toBe(before + posted);
    await expectLedgerConsistent(server.db);
  });
});

describe('the pickers and staff calls', () => {
  it('gives delivery days, available products with favorites first, and depots', async () => {
    const days = (await call(bruker, 'GET', '/api/days')).body.data as string[];
    expect(days).toHaveLength(20);
    expect(days.every((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()))).toBe(true);
    const products = (await call(bruker, 'GET', '/api/availableproducts')).body.data;
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product: any) => product.productTypeId !== 999)).toBe(true);
    expect((await call(bruker, 'GET', `/api/availableproducts?locationId=${places.receiver.locationId}`)).status).toBe(403);
    expect((await call(bruker, 'GET', `/api/productquantity?locationId=${places.receiver.locationId}&productId=1001`)).status).toBe(403);
    expect((await call(bruker, 'GET', `/api/productquantity?locationId=${bruker.context.locationId}&productId=1001`)).status).toBe(200);
    expect((await call(bruker, 'GET', '/api/directlocations')).body.data.map((row: any) => row.id)).toContain(places.depot.id);
  });

  it('names each depot\'s country, the location\'s own country first, and marks its own depot: the one its latest order came from (issue 28)', async () => {
    type Depot = { id: number; name: string; countryCode: string; ownDepot: boolean };
    const depots = async () => (await call(bruker, 'GET', '/api/directlocations')).body.data as Depot[];
    const before = await depots();
    const countries = before.map((depot) => depot.countryCode);
    // Hamar is in Norway: the Norwegian depots first, then the others, each with its country.
    expect(countries.slice(0, countries.lastIndexOf('NOR') + 1).every((country) => country === 'NOR')).toBe(true);
    const taulov = before.find((depot) => depot.name.includes('Taulov'))!;
    expect(taulov.countryCode).toBe('DNK');
    // The demo's Hamar orders from the main depot, and that is its own.
    expect(before.filter((depot) => depot.ownDepot).map((depot) => depot.name)).toEqual(['Lastbærerpoolen Hovedlager']);
    // Once its latest order comes from Taulov, Taulov is its own depot.
    expect((await call(bruker, 'POST', '/api/order', order(undefined, { locationIdFrom: taulov.id, transactionDate: '2026-12-10' }))).status).toBe(200);
    expect((await depots()).filter((depot) => depot.ownDepot).map((depot) => depot.id)).toEqual([taulov.id]);
  });

  it('keeps direct reception (E15) for the operator\'s staff', async () => {
    expect((await call(bruker, 'GET', '/api/directorders')).status).toBe(403);
    expect((await call(agent, 'GET', '/api/directorders')).status).toBe(200);
  });

  it('lists ledger lines with the N36 filters, in scope', async () => {
    const lines = await call(lager, 'GET', `/api/transactions?locationIdFrom=${places.lillehammer.id}&transactionStatus=5&dateLower=2026-11-01&dateUpper=2026-12-31`);
    expect(lines.status).toBe(200);
    expect(lines.body.data.length).toBeGreaterThan(0);
    expect(lines.body.data.every((line: any) => line.locationIdFrom === places.lillehammer.id && line.status === 5)).toBe(true);
    expect((await call(lager, 'GET', '/api/transactions?dateLower=2026-12-31&dateUpper=2026-01-01')).status).toBe(400);
    const other = { ...receiver.headers, 'x-context': contextHeader(receiver.context) };
    const foreign = await server.call({ method: 'GET', url: `/api/transactions?locationIdFrom=${places.hamar.id}`, headers: other });
    expect(foreign.body.data).toEqual([]);
  });
});

describe('a comment\'s file over 5 MB', () => {
  it('gets the file-too-large message and stores nothing', async () => {
    const order = await call(bruker, 'POST', '/api/order', { type: 1, status: S.Draft, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, transactionDate: DAY, lines: [{ productId: 1001, qtyOrdered: 1 }] });
    const before = await rowCount(server.db, 'transactionComments');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1).toString('base64');
    const refused = await call(bruker, 'POST', '/api/ordercomment', { orderId: order.body.data.id, text: 'Bilde', filename: 'bilde.jpg', contentType: 'image/jpeg', contentData: big });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('file-too-large');
    expect(await rowCount(server.db, 'transactionComments')).toBe(before);
  });
});
