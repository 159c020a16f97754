// Missing registrations (E06, E07, N37, B32, LEDGER.md): the receiver registers a receipt its sender
// never registered; the sender confirms it (posting the registered quantities) or disputes it with its
// own counts, which the receiver accepts; unanswered after 10 working days it stands as registered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolToday } from '../../src/domain/dates';
import { answerBy } from '../../src/domain/ledger/missing';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { runDueJobs } from '../../src/server/jobs/nightly';
import { ledgerJobs } from '../../src/server/ledger/nightly';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { balance, demoPlaces, expectLedgerConsistent, rowCount } from './ledger-fixtures';

let server: TestServer;
let lager: LoggedIn, bruker: LoggedIn, receiver: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
const DAY = '2026-11-20';
const today = () => poolToday();

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [lager, bruker, receiver] = await Promise.all(['lager', 'bruker', places.receiver.loginName].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
/** What arrived at the receiver from Lillehammer without a registration by Lillehammer. */
const registration = (quantity: number, extra: object = {}) => ({
  type: 12, status: S.Sent, locationIdFrom: places.lillehammer.id, locationIdTo: places.receiver.locationId, transactionDate: DAY,
  receiverReference: 'MR-1', lines: [{ productId: 1001, qtyOrdered: quantity }], ...extra,
});
const register = async (quantity: number) => {
  const created = await call(receiver, 'POST', '/api/missingreg', registration(quantity));
  expect(created.status).toBe(200);
  return created.body.data as { id: number; version: number };
};
const move = (who: LoggedIn, id: number, status: number, version: number, extra: object = {}) => call(who, 'POST', '/api/orderstatus', { id, status, version, ...extra });

describe('a missing registration (E06)', () => {
  it('is registered by the receiver, sent to its sender to answer, with the deadline on the row (E07)', async () => {
    const created = await call(receiver, 'POST', '/api/missingreg', registration(12));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ type: 12, status: S.Sent, source: 'MissingReg', locationIdFrom: places.lillehammer.id, answerBy: answerBy(today()) });
    const listed = await call(lager, 'GET', `/api/missingregs?locationIdFrom=${places.lillehammer.id}`);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toContain(created.body.data.id);
    expect(listed.body.data.every((row: { type: number }) => row.type === 12)).toBe(true);
    // B32: the sender's count of registrations to answer.
    const counts = await call(lager, 'GET', '/api/notificationcounts');
    expect(counts.body.data.missingRegistrations).toBeGreaterThanOrEqual(1);
  });

  it('is refused for a location not the caller\'s own, and cannot be confirmed by the receiver who registered it', async () => {
    const before = await rowCount(server.db, 'transactions');
    const wrongSide = await call(bruker, 'POST', '/api/missingreg', registration(5, { locationIdTo: places.receiver.locationId }));
    expect(wrongSide.status).toBe(403);
    expect(await rowCount(server.db, 'transactions')).toBe(before);
    const { id, version } = await register(4);
    const own = await move(receiver, id, S.Confirmed, version);
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe('not-your-step');
    // Hamar is neither side: it does not see the registration at all.
    expect((await call(bruker, 'GET', `/api/order/${id}`)).status).toBe(404);
    expect((await move(bruker, id, S.Confirmed, version)).status).toBe(404);
  });

  it('is confirmed by the sender: the registered quantities are posted', async () => {
    const { id, version } = await register(12);
    const [fromBefore, toBefore] = [await balance(server.db, places.lillehammer.id, 1001), await balance(server.db, places.receiver.locationId, 1001)];
    const confirmed = await move(lager, id, S.Confirmed, version);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: S.Confirmed, answerBy: null, lines: [{ qtyReceived: 12 }] });
    expect(await balance(server.db, places.lillehammer.id, 1001)).toBe(fromBefore - 12);
    expect(await balance(server.db, places.receiver.locationId, 1001)).toBe(toBefore + 12);
    await expectLedgerConsistent(server.db);
  });

  it('is disputed by the sender with its own count and why; the receiver accepts that count', async () => {
    const { id, version } = await register(20);
    const disputed = await move(lager, id, S.NotAgreed, version, { lines: [{ productId: 1001, qtyReceived: 15 }], comment: 'Vi sendte bare 15.' });
    expect(disputed.body.data).toMatchObject({ status: S.NotAgreed, lines: [{ qtyOrdered: 20, qtyReceived: 15 }] });
    expect((await move(lager, id, S.Confirmed, version + 1)).body.error.code).toBe('not-your-step');
    const toBefore = await balance(server.db, places.receiver.locationId, 1001);
    const accepted = await move(receiver, id, S.Confirmed, version + 1);
    expect(accepted.body.data).toMatchObject({ status: S.Confirmed });
    expect(await balance(server.db, places.receiver.locationId, 1001)).toBe(toBefore + 15);
    await expectLedgerConsistent(server.db);
  });

  it('may be withdrawn by the receiver until the sender answers, never after', async () => {
    const { id, version } = await register(3);
    expect((await call(lager, 'DELETE', `/api/missingreg/${id}?version=${version}`)).status).toBe(403);
    expect((await call(receiver, 'DELETE', `/api/missingreg/${id}?version=${version}`)).status).toBe(200);
    expect((await call(receiver, 'GET', `/api/order/${id}`)).status).toBe(404);
    const answered = await register(3);
    await move(lager, answered.id, S.Confirmed, answered.version);
    expect((await call(receiver, 'DELETE', `/api/missingreg/${answered.id}?version=${answered.version + 1}`)).status).toBe(409);
  });

  it('stands as registered when its sender has not answered within 10 working days', async () => {
    const late = await register(6);
    const recent = await register(7);
    const night = new Date(Date.UTC(2031, 3, 30, 2, 0));
    // Registered on Wednesday 2031-04-09: 10 working days, Maundy Thursday, Good Friday and Easter Monday (10, 11, 14 April) not counted.
    await server.db.updateTable('transactions').set({ sentAt: new Date('2031-04-09T10:00:00Z') }).where('id', '=', late.id).execute();
    await server.db.updateTable('transactions').set({ sentAt: new Date('2031-04-16T10:00:00Z') }).where('id', '=', recent.id).execute();
    expect(answerBy('2031-04-09')).toBe('2031-04-28');
    // Registered on 2031-04-16 it may be answered until the night's own day, 2031-04-30.
    expect(answerBy('2031-04-16')).toBe('2031-04-30');
    await runDueJobs(server.db, ledgerJobs, night);
    const statusOf = async (id: number) => (await server.db.selectFrom('transactions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await statusOf(late.id)).toBe(S.Confirmed);
    expect(await statusOf(recent.id)).toBe(S.Sent);
    const told = await server.db.selectFrom('messages').select('locationId').where('title', '=', `Mottakerregistrering ${late.id} står som registrert`).execute();
    expect(told.map((message) => message.locationId).sort()).toEqual([places.lillehammer.id, places.receiver.locationId].sort());
    await expectLedgerConsistent(server.db);
  });
});
