// Scheduled orders and pickups (E02, E03, E17, N33, R44): kept at the own location with the task of
// their type, refused elsewhere; the nightly job registers each promised day once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, poolToday } from '../../src/domain/dates';
import { scheduledDates } from '../../src/domain/ledger/schedule';
import { runDueJobs } from '../../src/server/jobs/nightly';
import { createScheduledOrders } from '../../src/server/ledger/schedule-job';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';

let server: TestServer;
let bruker: LoggedIn, lager: LoggedIn, jensen: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
const today = poolToday();
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [bruker, lager, jensen] = await Promise.all(['bruker', 'lager', 'per.jensen'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const weekly = (extra: object = {}) => ({ type: 1, depotLocationId: places.depot.id, everyWeeks: 1, weekdays: [1, 3], startDate: today, lines: [{ productId: 1001, quantity: 20 }], ...extra });
const count = async () => Number((await server.db.selectFrom('scheduledOrders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('a scheduled order (E02, E03)', () => {
  let id = 0;
  let version = 0;

  it('is kept by a user with the Order task at the own location, with its next dates', async () => {
    const saved = await call(bruker, 'POST', '/api/scheduleorder', weekly({ senderReference: 'Fast-1' }));
    expect(saved.status).toBe(200);
    const schedule = saved.body.data;
    expect(schedule).toMatchObject({ type: 1, locationId: places.hamar.id, depotLocationId: places.depot.id, everyWeeks: 1, weekdays: [1, 3], active: true, version: 1, lines: [{ productId: 1001, quantity: 20 }] });
    // From tomorrow: the first night the job can register a day is tonight's.
    expect(schedule.nextDates).toEqual(scheduledDates({ startDate: today, everyWeeks: 1, weekdays: [1, 3] }, tomorrow, { count: 10 }));
    ({ id, version } = schedule);
    const listed = await call(bruker, 'GET', '/api/scheduleorders?type=1');
    expect(listed.body.data.map((row: { id: number }) => row.id)).toContain(id);
  });

  it('shows the next dates of an unsaved schedule (scheduleorderfill)', async () => {
    const fill = await call(bruker, 'GET', `/api/scheduleorderfill?startDate=${today}&everyWeeks=2&weekdays=5`);
    expect(fill.body.data).toEqual(scheduledDates({ startDate: today, everyWeeks: 2, weekdays: [5] }, tomorrow, { count: 10 }));
    expect((await call(bruker, 'GET', `/api/scheduleorderfill?startDate=${today}&everyWeeks=9&weekdays=5`)).status).toBe(400);
  });

  it('refuses a bad rhythm, a past start, a non-depot, and users without the task or at another location, storing nothing', async () => {
    const before = await count();
    for (const [payload, code] of [
      [weekly({ everyWeeks: 9 }), 'invalid-input'],
      [weekly({ weekdays: [6] }), 'invalid-input'],
      [weekly({ weekdays: [1, 1] }), 'schedule-weekdays'],
      [weekly({ startDate: '2020-01-06' }), 'schedule-start-date'],
      [weekly({ endDate: '2020-01-06' }), 'schedule-endDate'],
      [weekly({ depotLocationId: places.lillehammer.id }), 'not-a-depot'],
    ] as const) {
      const refused = await call(bruker, 'POST', '/api/scheduleorder', payload);
      expect(refused.status, code).toBe(400);
      expect(refused.body.error.code).toBe(code);
    }
    // lager has no Order task; per.jensen has it, but the schedule is Hamar's.
    expect((await call(lager, 'POST', '/api/scheduleorder', weekly())).status).toBe(403);
    expect((await call(lager, 'GET', '/api/scheduleorders?type=1')).status).toBe(403);
    expect((await call(jensen, 'GET', `/api/scheduleorder/${id}`)).status).toBe(404);
    expect((await call(jensen, 'POST', '/api/scheduleorderstatus', { id, active: false, version })).status).toBe(404);
    expect((await call(jensen, 'DELETE', `/api/scheduleorder/${id}?version=${version}`)).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('registers each promised day of the coming week once, however many servers run the night', async () => {
    const night = new Date(Date.now() + 24 * 60 * 60 * 1000);
    night.setUTCHours(2, 0, 0, 0);
    const jobToday = poolToday(night);
    const until = addDays(jobToday, 7);
    const promised = scheduledDates({ startDate: today, everyWeeks: 1, weekdays: [1, 3] }, jobToday, { until });
    expect(promised.length).toBeGreaterThan(0);
    await Promise.all([1, 2, 3].map(() => runDueJobs(server.db, [createScheduledOrders], night)));
    // Run again directly (no claim): the days stay registered once.
    await createScheduledOrders.run(server.db, night);
    const created = await server.db.selectFrom('transactions').select(['transactionDate', 'status', 'source', 'locationIdTo', 'senderReference']).where('scheduleId', '=', id).orderBy('transactionDate').execute();
    expect(created.map((row) => row.transactionDate)).toEqual(promised);
    expect(created.every((row) => row.status === 1 && row.source === 'Schedule' && row.locationIdTo === places.hamar.id && row.senderReference === 'Fast-1')).toBe(true);
    const orders = await call(bruker, 'GET', `/api/orders?locationId=${places.hamar.id}&dateLower=${promised[0]}&dateUpper=${promised.at(-1)}`);
    expect(orders.body.data.filter((row: { source: string }) => row.source === 'Schedule')).toHaveLength(promised.length);
  });

  it('is paused and resumed with the version read (O25 when stale), and deleted', async () => {
    expect((await call(bruker, 'POST', '/api/scheduleorderstatus', { id, active: false, version: version + 5 })).status).toBe(409);
    const paused = await call(bruker, 'POST', '/api/scheduleorderstatus', { id, active: false, version });
    expect(paused.body.data).toMatchObject({ active: false, version: version + 1, nextDates: [] });
    const changed = await call(bruker, 'POST', '/api/scheduleorder', weekly({ id, version: version + 1, everyWeeks: 2, weekdays: [2] }));
    expect(changed.body.data).toMatchObject({ everyWeeks: 2, weekdays: [2], version: version + 2 });
    expect((await call(bruker, 'DELETE', `/api/scheduleorder/${id}?version=${version + 1}`)).status).toBe(409);
    expect((await call(bruker, 'DELETE', `/api/scheduleorder/${id}?version=${version + 2}`)).status).toBe(200);
    expect((await call(bruker, 'GET', `/api/scheduleorder/${id}`)).status).toBe(404);
    // What it registered stays, no longer tied to it.
    expect(await server.db.selectFrom('transactions').select('id').where('source', '=', 'Schedule').where('locationIdTo', '=', places.hamar.id).execute()).not.toHaveLength(0);
  });
});
