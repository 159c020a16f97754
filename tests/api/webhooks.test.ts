// Issue 30, DESIGN "Running as a fleet", "Integrations": webhooks. A customer admin registers an
// endpoint for events; each event is written to the outbox by the change's own statement or
// transaction (none for a refused or rolled-back change), delivered signed by a worker that claims
// its rows (each once with two workers), retried with back-off, logged, and re-sendable.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { poolToday } from '../../src/domain/dates';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { monthStart } from '../../src/domain/stock/indicator';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '../../src/domain/webhooks';
import { contextOfToken } from '../../src/server/http/request-context';
import { deliverDue } from '../../src/server/integrations/delivery-worker';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyDelivery } from '../../src/server/integrations/signature';
import { issueInvoices } from '../../src/server/invoices/invoice-run';
import { autoCommitDeliveries } from '../../src/server/ledger/nightly';
import { checkRegistration, writeRegistrations } from '../../src/server/ledger/writes';
import { contextHeader, startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

let server: TestServer;
let kunde: LoggedIn, bruker: LoggedIn, receiverAdmin: LoggedIn, receiverUser: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
let receiver: WebhookReceiver;
/** The receiving customer's endpoint (transfers sent to it) and Fjellmeieriet's (what happens to its sends, its invoices). */
let theirs: { id: number; secret: string }, ours: { id: number; secret: string };
const TIMEOUT = { timeoutMs: 2_000 };

beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_HTTP_LOCALHOST: 'true' });
  places = await demoPlaces(server.db);
  const admin = await server.db.selectFrom('users').select('loginName').where('customerId', '=', places.receiver.customerId)
    .where('adminLevel', '=', 2).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
  [kunde, bruker, receiverAdmin, receiverUser] = await Promise.all(['kunde', 'bruker', admin.loginName, places.receiver.loginName].map((name) => server.login(name)));
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await server.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: LoggedIn, method: Method, url: string, payload?: object) => server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const outbox = () => server.db.selectFrom('webhookDeliveries').select(['id', 'endpointId', 'eventType', 'payload', 'status', 'attempts']).orderBy('id').execute();
const delivery = (extra: object = {}) => ({
  type: 3, status: S.Sent, locationIdFrom: places.hamar.id, locationIdTo: places.receiver.locationId, transactionDate: poolToday(),
  senderReference: 'PO-1001', receiverReference: 'FR-77', lines: [{ productId: 1001, qtyOrdered: 20 }], ...extra,
});
const move = (who: LoggedIn, body: object) => call(who, 'POST', '/api/orderstatus', body);

describe('registering an endpoint', () => {
  it('is for the customer\'s admins: the secret is shown once, the address must be https', async () => {
    const registered = await call(receiverAdmin, 'POST', '/api/webhook', { url: receiver.url, events: ['transfer.sent', 'transfer.confirmed'], description: 'ERP' });
    expect(registered.status).toBe(200);
    const { webhook, secret } = registered.body.data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toMatchObject({ url: receiver.url, events: ['transfer.sent', 'transfer.confirmed'], description: 'ERP', active: true, version: 1 });
    theirs = { id: webhook.id, secret };
    const listed = await call(receiverAdmin, 'GET', '/api/webhooks');
    expect(listed.body.data).toEqual([webhook]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    ours = (({ webhook: { id }, secret: key }) => ({ id, secret: key }))((await call(kunde, 'POST', '/api/webhook', {
      url: receiver.url, events: ['transfer.confirmed', 'transfer.disputed', 'transfer.autoCommitted', 'invoice.issued'],
    })).body.data);
    // Each customer sees its own endpoints only.
    expect((await call(kunde, 'GET', `/api/webhook/${theirs.id}`)).status).toBe(404);
    expect((await call(kunde, 'GET', '/api/webhooks')).body.data.map((row: any) => row.id)).toEqual([ours.id]);
  });

  it('refuses other users and bad input, and writes nothing', async () => {
    const count = async () => Number((await server.db.selectFrom('webhookEndpoints').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect((await call(bruker, 'POST', '/api/webhook', { url: 'https://erp.example.no/hooks', events: ['transfer.sent'] })).status).toBe(403);
    expect((await call(bruker, 'GET', '/api/webhookdeliveries')).status).toBe(403);
    for (const [body, description] of [
      [{ url: 'http://erp.example.no/hooks', events: ['transfer.sent'] }, 'Adressen må begynne med https://.'],
      [{ url: 'https://user:pw@erp.example.no/hooks', events: ['transfer.sent'] }, 'Adressen kan ikke inneholde brukernavn eller passord.'],
      [{ url: 'https://erp.example.no/hooks', events: [] }, undefined],
      [{ url: 'https://erp.example.no/hooks', events: ['order.eaten'] }, undefined],
    ] as const) {
      const refused = await call(kunde, 'POST', '/api/webhook', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      if (description) expect(refused.body.error.description).toBe(description);
    }
    expect(await count()).toBe(before);
  });

  it('accepts plain http to this machine only where the setting allows it', async () => {
    const strict = await startTestServer();
    try {
      const owner = await strict.login('kunde');
      const refused = await strict.call({ method: 'POST', url: '/api/webhook', headers: owner.headers, payload: { url: 'http://127.0.0.1:9/hooks', events: ['transfer.sent'] } });
      expect(refused.body.error.code).toBe('invalid-url');
    } finally {
      await strict.close();
    }
  });

  it('is changed from the version read, and paused', async () => {
    const stale = await call(kunde, 'PUT', `/api/webhook/${ours.id}`, { url: receiver.url, events: ['invoice.issued'], version: 7 });
    expect(stale.status).toBe(409);
    const changed = await call(kunde, 'PUT', `/api/webhook/${ours.id}`, {
      url: receiver.url, events: ['transfer.confirmed', 'transfer.disputed', 'transfer.autoCommitted', 'invoice.issued'], description: 'Regnskap', version: 1,
    });
    expect(changed.body.data).toMatchObject({ description: 'Regnskap', version: 2, active: true });
  });
});

describe('the outbox, written with the change', () => {
  let id: number;
  let version: number;

  it('holds an event for the receiver\'s endpoint when a delivery is sent to it', async () => {
    const before = (await outbox()).length;
    const created = await call(bruker, 'POST', '/api/order', delivery());
    expect(created.status).toBe(200);
    ({ id, version } = created.body.data);
    const added = (await outbox()).slice(before);
    expect(added).toEqual([{
      id: expect.any(Number), endpointId: theirs.id, eventType: 'transfer.sent', status: 'pending', attempts: 0,
      payload: {
        transactionId: id, type: 3, status: S.Sent, version: 1, locationIdFrom: places.hamar.id, locationIdTo: places.receiver.locationId,
        customerIdFrom: places.hamar.customerId, customerIdTo: places.receiver.customerId, senderReference: 'PO-1001', receiverReference: 'FR-77', transactionDate: poolToday(),
      },
    }]);
    // A draft or an order of empties tells no one.
    expect((await call(bruker, 'POST', '/api/order', delivery({ status: S.Draft }))).status).toBe(200);
    expect((await outbox()).length).toBe(before + 1);
  });

  it('has nothing from a refused change', async () => {
    const before = (await outbox()).length;
    // Refused registrations: bad input, the wrong side, no task.
    expect((await call(bruker, 'POST', '/api/order', delivery({ lines: [] }))).status).toBe(400);
    expect((await call(bruker, 'POST', '/api/order', delivery({ locationIdFrom: places.lillehammer.id }))).status).toBeGreaterThanOrEqual(400);
    // A confirm from a version that is not the stored one (O25).
    expect((await move(receiverUser, { id, status: S.Confirmed, version: version + 4 })).status).toBe(409);
    // A dispute without a comment, a confirm by the sender.
    expect((await move(receiverUser, { id, status: S.NotAgreed, version, lines: [{ productId: 1001, qtyReceived: 18 }] })).status).toBe(400);
    expect((await move(bruker, { id, status: S.Confirmed, version })).status).toBe(403);
    expect((await outbox()).length).toBe(before);
  });

  it('has the winner\'s event only when two steps race from one version', async () => {
    const raced = (await call(bruker, 'POST', '/api/order', delivery({ senderReference: 'PO-RACE' }))).body.data;
    const before = (await outbox()).length;
    // Both read the same version; the loser's claim fails in its own statement, which takes its outbox row with it.
    const answers = await Promise.all([
      move(receiverUser, { id: raced.id, status: S.Confirmed, version: raced.version }),
      move(receiverUser, { id: raced.id, status: S.NotAgreed, version: raced.version, comment: 'Mottok 19', lines: [{ productId: 1001, qtyReceived: 19 }] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers[0].status === 200 ? S.Confirmed : S.NotAgreed;
    const added = (await outbox()).slice(before);
    expect(added.map((row) => [row.eventType, row.payload.transactionId, row.payload.status])[0]).toEqual([won === S.Confirmed ? 'transfer.confirmed' : 'transfer.disputed', raced.id, won]);
    expect(added.every((row) => row.payload.status === won)).toBe(true);
    expect(new Set(added.map((row) => row.eventType)).size).toBe(1);
  });

  it('has nothing from a registration whose database transaction is rolled back', async () => {
    const before = (await outbox()).length;
    const heads = async () => Number((await server.db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const headsBefore = await heads();
    const caller = await contextOfToken(server.db, bruker.token, contextHeader(bruker.context), 'nb-NO');
    const registration = await checkRegistration(server.db, caller, delivery());
    const failed = server.db.transaction().execute(async (trx) => {
      const [written] = await writeRegistrations(trx, caller, [registration]);
      // Written in the transaction, the event is there too ...
      expect(await trx.selectFrom('webhookDeliveries').select('id').where(sql<boolean>`payload->>'transactionId' = ${String(written)}`).execute()).toHaveLength(1);
      throw new Error('the rest of the write failed');
    });
    await expect(failed).rejects.toThrow('the rest of the write failed');
    // ... and gone with it.
    expect((await outbox()).length).toBe(before);
    expect(await heads()).toBe(headsBefore);
  });

  it('tells both sides of a dispute and of its settling, as each has asked', async () => {
    const before = (await outbox()).length;
    const disputed = await move(receiverUser, { id, status: S.NotAgreed, version, comment: 'Mottok 18', lines: [{ productId: 1001, qtyReceived: 18 }] });
    expect(disputed.status).toBe(200);
    // The receiver's endpoint takes no disputes; Fjellmeieriet's does.
    let added = (await outbox()).slice(before);
    expect(added.map((row) => [row.endpointId, row.eventType, row.payload.status])).toEqual([[ours.id, 'transfer.disputed', S.NotAgreed]]);
    // The sender accepts the receiver's count: both endpoints take confirms.
    const accepted = await move(bruker, { id, status: S.Confirmed, version: version + 1 });
    expect(accepted.status).toBe(200);
    added = (await outbox()).slice(before + 1);
    expect(added.map((row) => [row.endpointId, row.eventType, row.payload.version]).sort()).toEqual([[ours.id, 'transfer.confirmed', version + 2], [theirs.id, 'transfer.confirmed', version + 2]].sort());
  });

  it('tells both sides when the night confirms a delivery nobody answered', async () => {
    const sent = (await call(bruker, 'POST', '/api/order', delivery({ senderReference: 'PO-OLD' }))).body.data;
    await server.db.updateTable('transactions').set({ sentAt: sql`now() - interval '30 days'` }).where('id', '=', sent.id).execute();
    const before = (await outbox()).length;
    await autoCommitDeliveries.run(server.db, new Date());
    const mine = (await outbox()).slice(before).filter((row) => row.payload.transactionId === sent.id);
    expect(mine.map((row) => [row.endpointId, row.eventType, row.payload.status])).toEqual([[ours.id, 'transfer.autoCommitted', S.Confirmed]]);
  });

  it('tells the customer of its issued invoice', async () => {
    const month = monthStart(poolToday());
    const before = (await outbox()).length;
    expect(await issueInvoices(server.db, month, [places.hamar.customerId])).toBe(1);
    const invoice = await server.db.selectFrom('invoices').select(['id', 'totalOre']).where('customerId', '=', places.hamar.customerId).where('month', '=', month).executeTakeFirstOrThrow();
    expect((await outbox()).slice(before).map((row) => [row.endpointId, row.eventType, row.payload])).toEqual([
      [ours.id, 'invoice.issued', { invoiceId: invoice.id, customerId: places.hamar.customerId, month, totalOre: invoice.totalOre }],
    ]);
  });
});

describe('delivering', () => {
  beforeEach(async () => {
    // Each test starts from an empty outbox and receiver.
    await server.db.deleteFrom('webhookDeliveries').execute();
    receiver.received.length = 0;
    receiver.answer = 200;
  });

  const sendOne = async (reference = 'PO-2002') => (await call(bruker, 'POST', '/api/order', delivery({ senderReference: reference }))).body.data.id as number;

  it('posts each event signed with the endpoint\'s secret, and logs it', async () => {
    const transactionId = await sendOne();
    const [row] = await outbox();
    expect(await deliverDue(server.db, TIMEOUT)).toBe(1);
    const [got] = receiver.received;
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers[EVENT_HEADER]).toBe('transfer.sent');
    expect(got.headers[DELIVERY_HEADER]).toBe(String(row.id));
    expect(got.json).toEqual({ id: row.id, event: 'transfer.sent', createdAt: expect.any(String), data: expect.objectContaining({ transactionId, status: S.Sent }) });
    const signed = { timestamp: String(got.headers[TIMESTAMP_HEADER]), signature: String(got.headers[SIGNATURE_HEADER]) };
    expect(signed.signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyDelivery(theirs.secret, signed, got.body)).toBe(true);
    // Another secret, a changed body or an old timestamp do not verify.
    expect(verifyDelivery(ours.secret, signed, got.body)).toBe(false);
    expect(verifyDelivery(theirs.secret, signed, got.body.replace('PO-2002', 'PO-9999'))).toBe(false);
    expect(verifyDelivery(theirs.secret, signed, got.body, Date.now() + 10 * 60_000)).toBe(false);
    // Delivered, logged, and listed on the admin page with its attempt.
    const listed = await call(receiverAdmin, 'GET', `/api/webhookdeliveries?webhookId=${theirs.id}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: row.id, webhookId: theirs.id, event: 'transfer.sent', status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null })]);
    const detail = await call(receiverAdmin, 'GET', `/api/webhookdelivery/${row.id}`);
    expect(detail.body.data.body).toEqual(got.json);
    expect(detail.body.data.attemptLog).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
    // Nothing is left to send; another customer's admin does not see it.
    expect(await deliverDue(server.db, TIMEOUT)).toBe(0);
    expect((await call(kunde, 'GET', `/api/webhookdelivery/${row.id}`)).status).toBe(404);
    expect((await call(kunde, 'GET', `/api/webhookdeliveries?webhookId=${theirs.id}`)).body.data).toEqual([]);
  });

  it('tries again later and later when the receiver fails, and gives up after the last attempt', async () => {
    await sendOne();
    const [row] = await outbox();
    const state = async () => server.db.selectFrom('webhookDeliveries').select(['status', 'attempts', 'nextAttemptAt', 'lastStatusCode', 'lastError']).where('id', '=', row.id).executeTakeFirstOrThrow();
    receiver.answer = 503;
    let now = new Date();
    expect(await deliverDue(server.db, TIMEOUT, now)).toBe(1);
    expect(await state()).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 503, lastError: 'HTTP 503' });
    expect(new Date((await state()).nextAttemptAt).getTime()).toBe(now.getTime() + retryDelayMs(1));
    // Not before its time; then again, waiting twice as long after that.
    expect(await deliverDue(server.db, TIMEOUT, new Date(now.getTime() + retryDelayMs(1) - 1000))).toBe(0);
    now = new Date(now.getTime() + retryDelayMs(1));
    expect(await deliverDue(server.db, TIMEOUT, now)).toBe(1);
    expect(new Date((await state()).nextAttemptAt).getTime()).toBe(now.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    // A receiver that does not answer in time fails the attempt too.
    receiver.answer = 'hang';
    now = new Date(now.getTime() + retryDelayMs(2));
    expect(await deliverDue(server.db, { timeoutMs: 300 }, now)).toBe(1);
    expect(await state()).toMatchObject({ attempts: 3, lastStatusCode: null, lastError: 'no answer within 0.3 s' });
    // The last attempt fails: given up.
    receiver.answer = 500;
    await server.db.updateTable('webhookDeliveries').set({ attempts: MAX_DELIVERY_ATTEMPTS - 1, nextAttemptAt: now }).where('id', '=', row.id).execute();
    expect(await deliverDue(server.db, TIMEOUT, now)).toBe(1);
    expect(await state()).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(await deliverDue(server.db, TIMEOUT, new Date(now.getTime() + 365 * 86_400_000))).toBe(0);
    const failed = await call(receiverAdmin, 'GET', '/api/webhookdeliveries?status=failed');
    expect(failed.body.data.map((listed: any) => listed.id)).toEqual([row.id]);
    expect((await call(receiverAdmin, 'GET', `/api/webhookdelivery/${row.id}`)).body.data.attemptLog.map((attempt: any) => attempt.statusCode)).toEqual([503, 503, null, 500]);

    // Re-sent from the admin page: due at once, a new round, the same delivery id.
    expect((await call(bruker, 'POST', '/api/webhookresend', { id: row.id })).status).toBe(403);
    receiver.answer = 200;
    const resent = await call(receiverAdmin, 'POST', '/api/webhookresend', { id: row.id });
    expect(resent.body.data).toMatchObject({ status: 'pending', attempts: 0 });
    receiver.received.length = 0;
    expect(await deliverDue(server.db, TIMEOUT)).toBe(1);
    expect(receiver.received.map((got) => got.json.id)).toEqual([row.id]);
    expect(await state()).toMatchObject({ status: 'delivered', attempts: 1 });
    const audit = await server.db.selectFrom('logs').select('userId').where('message', 'like', `resend webhookdelivery ${row.id} %`).execute();
    expect(audit).toEqual([{ userId: receiverAdmin.context.userId }]);
  });

  it('sends each event once with two workers claiming at the same time', async () => {
    for (let n = 0; n < 12; n++) await sendOne(`PO-${3000 + n}`);
    const rows = await outbox();
    expect(rows).toHaveLength(12);
    // Two workers, small batches, racing until the outbox is empty.
    const worker = async () => {
      let sent = 0;
      for (let round = 0; round < 20; round++) sent += await deliverDue(server.db, { ...TIMEOUT, batch: 3 });
      return sent;
    };
    const [first, second] = await Promise.all([worker(), worker()]);
    expect(first + second).toBe(12);
    expect(receiver.received.map((got) => got.json.id).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id));
    expect((await outbox()).every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    expect(Number((await server.db.selectFrom('webhookAttempts').select((eb) => eb.fn.countAll<number>().as('n')).where('deliveryId', 'in', rows.map((row) => row.id)).executeTakeFirstOrThrow()).n)).toBe(12);
  });

  it('sends nothing for a paused endpoint until it is resumed', async () => {
    await sendOne('PO-PAUSE');
    const current = (await call(receiverAdmin, 'GET', `/api/webhook/${theirs.id}`)).body.data;
    await call(receiverAdmin, 'PUT', `/api/webhook/${theirs.id}`, { url: current.url, events: current.events, active: false, version: current.version });
    expect(await deliverDue(server.db, TIMEOUT)).toBe(0);
    // No new events are queued for it meanwhile.
    await sendOne('PO-PAUSED');
    expect(await outbox()).toHaveLength(1);
    await call(receiverAdmin, 'PUT', `/api/webhook/${theirs.id}`, { url: current.url, events: current.events, active: true, version: current.version + 1 });
    expect(await deliverDue(server.db, TIMEOUT)).toBe(1);
    expect(receiver.received.map((got) => got.json.data.senderReference)).toEqual(['PO-PAUSE']);
  });
});
