// Whose count a confirm posts (LEDGER.md "The life of a transaction", "Disputes"): confirming means
// what was sent arrived, so it posts the sent quantities; a different count is a dispute; a dispute
// ends with the sender accepting the receiver's count as stored, or staff deciding another with a
// comment. And another side's drafts stay its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, poolToday } from '../../src/domain/dates';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { balance, expectLedgerConsistent, rowCount } from './ledger-fixtures';

let server: TestServer;
let admin: LoggedIn, lager: LoggedIn, per: LoggedIn;
let lillehammer: number, alesund: number;

beforeAll(async () => {
  server = await startTestServer();
  [admin, lager, per] = await Promise.all(['admin', 'lager', 'per.jensen'].map((name) => server.login(name)));
  lillehammer = lager.context.locationId;
  alesund = per.context.locationId;
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const move = (who: LoggedIn, id: number, status: number, version: number, extra: object = {}) => call(who, 'POST', '/api/orderstatus', { id, status, version, ...extra });
const DAY = addDays(poolToday(), -3);

/** lager sends `quantity` pallets (1001) to per.jensen's location; the order's id and accounts. */
async function sent(quantity = 10, status: number = S.Sent) {
  const created = await call(lager, 'POST', '/api/order', { type: 3, status, locationIdFrom: lillehammer, locationIdTo: alesund, transactionDate: DAY, lines: [{ productId: 1001, qtyOrdered: quantity }] });
  expect(created.status).toBe(200);
  const head = await server.db.selectFrom('transactions').select(['id', 'accountFrom', 'accountTo']).where('id', '=', created.body.data.id).executeTakeFirstOrThrow();
  return head;
}
const balances = async (head: { accountFrom: number; accountTo: number }) => [await balance(server.db, head.accountFrom, 1001), await balance(server.db, head.accountTo, 1001)];
const stored = (id: number) => server.db.selectFrom('transactions').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the receiver confirms what was sent, nothing else', () => {
  it('refuses a confirm with another count (1,000,000 or 0): that is a dispute; nothing is written', async () => {
    const head = await sent();
    const before = [await balances(head), await rowCount(server.db, 'stockMovements'), await rowCount(server.db, 'transactionComments')];
    for (const qtyReceived of [1_000_000, 0, 9, 11]) {
      const answer = await move(per, head.id, S.Confirmed, 1, { lines: [{ productId: 1001, qtyReceived }] });
      expect(answer.status, String(qtyReceived)).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'confirm-count-differs', description: expect.stringMatching(/meld avvik/) });
    }
    expect(await stored(head.id)).toEqual({ status: S.Sent, version: 1 });
    expect([await balances(head), await rowCount(server.db, 'stockMovements'), await rowCount(server.db, 'transactionComments')]).toEqual(before);
  });

  it('posts the sent quantities on a plain confirm, and on one that repeats them', async () => {
    for (const extra of [{}, { lines: [{ productId: 1001, qtyReceived: 10 }] }]) {
      const head = await sent();
      const [from, to] = await balances(head);
      const answer = await move(per, head.id, S.Confirmed, 1, extra);
      expect(answer.body.data).toMatchObject({ status: S.Confirmed, lines: [{ qtyReceived: 10 }] });
      expect(await balances(head)).toEqual([from - 10, to + 10]);
    }
    await expectLedgerConsistent(server.db);
  });
});

describe('a dispute is settled by the sender accepting the receiver\'s count, or by staff deciding', () => {
  it('the sender accepts the count as stored; another count from the sender is refused', async () => {
    const head = await sent();
    const disputed = await move(per, head.id, S.NotAgreed, 1, { comment: 'Telte 4', lines: [{ productId: 1001, qtyReceived: 4 }] });
    expect(disputed.status).toBe(200);
    const [from, to] = await balances(head);
    const overwrite = await move(lager, head.id, S.Confirmed, 2, { lines: [{ productId: 1001, qtyReceived: 10 }] });
    expect(overwrite.status).toBe(400);
    expect(overwrite.body.error.code).toBe('accept-count-differs');
    expect(await stored(head.id)).toEqual({ status: S.NotAgreed, version: 2 });
    expect(await balances(head)).toEqual([from, to]);
    const accepted = await move(lager, head.id, S.Confirmed, 2);
    expect(accepted.body.data).toMatchObject({ status: S.Confirmed, lines: [{ qtyReceived: 4 }] });
    expect(await balances(head)).toEqual([from - 4, to + 4]);
    await expectLedgerConsistent(server.db);
  });

  it('staff decide another count only with a comment saying why, audited', async () => {
    const head = await sent();
    await move(per, head.id, S.NotAgreed, 1, { comment: 'Telte 4', lines: [{ productId: 1001, qtyReceived: 4 }] });
    const [from, to] = await balances(head);
    const silent = await move(admin, head.id, S.Confirmed, 2, { lines: [{ productId: 1001, qtyReceived: 7 }] });
    expect(silent.status).toBe(400);
    expect(silent.body.error.code).toBe('decision-needs-comment');
    expect(await balances(head)).toEqual([from, to]);
    const decided = await move(admin, head.id, S.Confirmed, 2, { comment: 'Fraktbrevet viser 7', lines: [{ productId: 1001, qtyReceived: 7 }] });
    expect(decided.body.data).toMatchObject({ status: S.Confirmed, lines: [{ qtyReceived: 7 }] });
    expect(await balances(head)).toEqual([from - 7, to + 7]);
    const audit = await server.db.selectFrom('logs').select('message').where('category', '=', 'audit').where('message', 'like', `status ${S.NotAgreed} → ${S.Confirmed} order ${head.id} %`).execute();
    expect(audit).toHaveLength(1);
    const comments = await server.db.selectFrom('transactionComments').select('text').where('transactionId', '=', head.id).orderBy('id').execute();
    expect(comments.map((comment) => comment.text)).toEqual(['Telte 4', 'Fraktbrevet viser 7']);
    await expectLedgerConsistent(server.db);
  });

  it('the receiver cannot settle its own dispute, whatever it sends', async () => {
    const head = await sent();
    await move(per, head.id, S.NotAgreed, 1, { comment: 'Telte 4', lines: [{ productId: 1001, qtyReceived: 4 }] });
    expect((await move(per, head.id, S.Confirmed, 2)).status).toBe(403);
    expect((await move(per, head.id, S.Confirmed, 2, { lines: [{ productId: 1001, qtyReceived: 4 }] })).status).toBe(403);
    expect(await stored(head.id)).toEqual({ status: S.NotAgreed, version: 2 });
  });
});

describe('a draft is its registering side\'s own', () => {
  it('the receiving customer neither lists, reads nor reports the sender\'s draft; once sent it does', async () => {
    const head = await sent(3, S.Draft);
    const listed = async (who: LoggedIn) => ((await call(who, 'GET', `/api/orders?count=1000&dateLower=${DAY}&dateUpper=${DAY}`)).body.data as Array<{ id: number }>).some((row) => row.id === head.id);
    const reported = async (who: LoggedIn) => ((await call(who, 'GET', `/api/transactions?count=1000&dateLower=${DAY}&dateUpper=${DAY}`)).body.data as Array<{ id: number }>).some((row) => row.id === head.id);
    expect(await listed(lager)).toBe(true);
    expect(await listed(per)).toBe(false);
    expect(await reported(per)).toBe(false);
    expect((await call(per, 'GET', `/api/order/${head.id}`)).status).toBe(404);
    expect((await call(per, 'GET', `/api/ordercomments?orderId=${head.id}`)).status).toBe(404);
    // The operator's staff see every side.
    expect((await call(admin, 'GET', `/api/order/${head.id}`)).status).toBe(200);
    expect((await move(lager, head.id, S.Sent, 1)).status).toBe(200);
    expect(await listed(per)).toBe(true);
    expect((await call(per, 'GET', `/api/order/${head.id}`)).status).toBe(200);
  });
});

describe('plausible dates (docs/decisions.md): outside the window is a 400 naming the field, and nothing is written', () => {
  const today = poolToday();
  const delivery = (extra: object) => ({ type: 3, status: S.Sent, locationIdFrom: lillehammer, locationIdTo: alesund, transactionDate: today, lines: [{ productId: 1001, qtyOrdered: 1 }], ...extra });

  it('refuses a transaction dated 0001-01-01, 9999-12-31 or just outside; takes the window\'s own edges', async () => {
    const before = await rowCount(server.db, 'transactions');
    for (const transactionDate of ['0001-01-01', '9999-12-31', addDays(today, -731), addDays(today, 366)]) {
      const answer = await call(lager, 'POST', '/api/order', delivery({ transactionDate }));
      expect(answer.status, transactionDate).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'date-outside-window', description: `Dato må være fra ${addDays(today, -730)} til ${addDays(today, 365)}.` });
    }
    expect(await rowCount(server.db, 'transactions')).toBe(before);
    for (const transactionDate of [addDays(today, -730), addDays(today, 365)]) {
      expect((await call(lager, 'POST', '/api/order', delivery({ transactionDate, status: S.Draft }))).status, transactionDate).toBe(200);
    }
  });

  it('refuses such a date when a draft is changed, and in the external and shop flows', async () => {
    const draft = (await call(lager, 'POST', '/api/order', delivery({ status: S.Draft }))).body.data;
    const changed = await server.call({ method: 'PATCH', url: `/api/order/${draft.id}`, headers: lager.headers, payload: { version: 1, transactionDate: '9999-12-31' } });
    expect(changed.status).toBe(400);
    expect(changed.body.error.code).toBe('date-outside-window');
    expect(await stored(draft.id)).toEqual({ status: S.Draft, version: 1 });
    const external = await call(lager, 'POST', '/api/externaltransaction', { locationIdFrom: lillehammer, externalLocationId: 1, externalStatus: 'Prereg', transactionDate: '0001-01-01', lines: [{ productId: 1001, qtyOrdered: 1 }] });
    expect(external.status).toBe(400);
    expect(external.body.error.code).toBe('date-outside-window');
  });

  it('refuses a process-by date a year after the transaction\'s, and a schedule starting 9999-12-31', async () => {
    const bruker = await server.login('bruker');
    const depot = await server.db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId').select('locations.id')
      .where('customers.type', '=', 'provider').where('locations.statusId', '=', 1).orderBy('locations.id').executeTakeFirstOrThrow();
    const order = { type: 1, status: S.Ordered, locationIdFrom: depot.id, locationIdTo: bruker.context.locationId, transactionDate: today, lines: [{ productId: 1001, qtyOrdered: 1 }] };
    const late = await call(bruker, 'POST', '/api/order', { ...order, processBy: '9999-12-31' });
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({ code: 'date-outside-window', description: expect.stringMatching(/^Behandles innen dato må være fra/) });
    expect((await call(bruker, 'POST', '/api/order', { ...order, processBy: addDays(today, 365) })).status).toBe(200);
    const schedule = { type: 1, depotLocationId: depot.id, everyWeeks: 1, weekdays: [1], lines: [{ productId: 1001, quantity: 2 }] };
    const far = await call(bruker, 'POST', '/api/scheduleorder', { ...schedule, startDate: '9999-12-31' });
    expect(far.status).toBe(400);
    expect(far.body.error).toMatchObject({ code: 'date-outside-window', description: expect.stringMatching(/^Startdato må være fra/) });
    expect((await call(bruker, 'POST', '/api/scheduleorder', { ...schedule, startDate: addDays(today, 7) })).status).toBe(200);
  });
});
