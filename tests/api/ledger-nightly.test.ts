// The ledger's nightly jobs (LEDGER.md "Nightly", R53, B38): drafts purged, overdue deliveries
// confirmed as sent with both sides told, each job once a night however many servers run it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { DELIVERY_TYPES } from '../../src/domain/ledger/types';
import { claimRun, runDueJobs } from '../../src/server/jobs/nightly';
import { ledgerJobs } from '../../src/server/ledger/nightly';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces, expectLedgerConsistent } from './ledger-fixtures';

let server: TestServer;
let lager: LoggedIn, bruker: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
const DAY = 24 * 60 * 60 * 1000;
/** 03:00 in Oslo on a night after every test row was written. */
const night = (daysAhead: number) => new Date(Date.UTC(2030, 0, 1 + daysAhead, 2, 0));

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [lager, bruker] = await Promise.all(['lager', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const post = (who: LoggedIn, payload: object) => server.call({ method: 'POST', url: '/api/order', headers: who.headers, payload });
const statusOf = async (id: number) => (await server.db.selectFrom('transactions').select('status').where('id', '=', id).executeTakeFirst())?.status;
const age = (id: number, column: 'updatedAt' | 'sentAt', before: Date, days: number) =>
  server.db.updateTable('transactions').set({ [column]: new Date(before.getTime() - days * DAY) }).where('id', '=', id).execute();

describe('claiming a night\'s run', () => {
  it('gives it to exactly one of several servers, once a night', async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimRun(server.db, 'test-job', '2030-02-01')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRun(server.db, 'test-job', '2030-02-01')).toBe(false);
    expect(await claimRun(server.db, 'test-job', '2030-02-02')).toBe(true);
  });
});

describe('the nightly ledger jobs', () => {
  it('purge old drafts only, and confirm overdue deliveries with what was sent, once', async () => {
    const now = night(0);
    const draft = (await post(bruker, { type: 1, status: S.Draft, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, transactionDate: '2026-12-01', lines: [{ productId: 1001, qtyOrdered: 3 }] })).body.data.id;
    const freshDraft = (await post(bruker, { type: 1, status: S.Draft, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, transactionDate: '2026-12-01', lines: [{ productId: 1001, qtyOrdered: 3 }] })).body.data.id;
    const registered = (await post(bruker, { type: 1, status: S.Ordered, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, transactionDate: '2026-12-01', lines: [{ productId: 1001, qtyOrdered: 3 }] })).body.data.id;
    const delivery = (quantity: number) => post(lager, { type: 3, status: S.Sent, locationIdFrom: places.lillehammer.id, locationIdTo: places.receiver.locationId, transactionDate: '2026-11-02', lines: [{ productId: 1001, qtyOrdered: quantity }] });
    const overdue = (await delivery(7)).body.data.id;
    const recent = (await delivery(8)).body.data.id;
    await age(draft, 'updatedAt', now, 2);
    await age(freshDraft, 'updatedAt', now, 0.5);
    await age(registered, 'updatedAt', now, 30);
    await age(overdue, 'sentAt', now, 15);
    await age(recent, 'sentAt', now, 13);
    const messagesBefore = Number((await server.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    // The demo data's own deliveries still in transit are overdue by then too: each tells both sides.
    const overdueCount = Number((await server.db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', S.Sent)
      .where('type', 'in', [...DELIVERY_TYPES]).where('sentAt', '<', new Date(now.getTime() - 14 * DAY)).executeTakeFirstOrThrow()).n);
    // So are its unanswered missing registrations (E07): each stands as registered, both sides told.
    const standingCount = Number((await server.db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', S.Sent)
      .where('type', '=', 12).executeTakeFirstOrThrow()).n);
    expect(standingCount).toBeGreaterThan(0);

    // Before 02:00 in Oslo nothing runs; then three servers try at once.
    await runDueJobs(server.db, ledgerJobs, new Date(Date.UTC(2030, 0, 1, 0, 30)));
    expect(await statusOf(draft)).toBe(S.Draft);
    await Promise.all([runDueJobs(server.db, ledgerJobs, now), runDueJobs(server.db, ledgerJobs, now), runDueJobs(server.db, ledgerJobs, now)]);

    expect(await statusOf(draft)).toBeUndefined();
    expect(await statusOf(freshDraft)).toBe(S.Draft);
    expect(await statusOf(registered)).toBe(S.Ordered);
    expect(await statusOf(overdue)).toBe(S.Confirmed);
    expect(await statusOf(recent)).toBe(S.Sent);
    const lines = await server.db.selectFrom('transactionLines').select('qtyReceived').where('transactionId', '=', overdue).execute();
    expect(lines).toEqual([{ qtyReceived: 7 }]);
    const movements = await server.db.selectFrom('stockMovements').select('quantity').where('transactionId', '=', overdue).execute();
    expect(movements.map((movement) => movement.quantity).sort()).toEqual([-7, 7]);
    const told = await server.db.selectFrom('messages').select(['locationId', 'title']).where('title', '=', `Ordre ${overdue} er automatisk bekreftet`).execute();
    expect(told.map((message) => message.locationId).sort()).toEqual([places.lillehammer.id, places.receiver.locationId].sort());
    expect(Number((await server.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(messagesBefore + 2 * (overdueCount + standingCount));
    await expectLedgerConsistent(server.db);

    // The same night again: claimed already, nothing more happens.
    await age(recent, 'sentAt', now, 20);
    await runDueJobs(server.db, ledgerJobs, now);
    expect(await statusOf(recent)).toBe(S.Sent);
    await runDueJobs(server.db, ledgerJobs, night(1));
    expect(await statusOf(recent)).toBe(S.Confirmed);
  });
});
