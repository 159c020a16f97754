// The jobs page's calls (issue 10): global admins read each nightly job's last run and run one now;
// a run never overlaps another of the same job; everyone else is refused and nothing runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { withJobLock } from '../../src/server/jobs/job-lock';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';

let server: TestServer;
let admin: LoggedIn, agent: LoggedIn, kunde: LoggedIn, bruker: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  [admin, agent, kunde, bruker] = await Promise.all(['admin', 'agent', 'kunde', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const jobs = (who: LoggedIn) => server.call({ method: 'GET', url: '/api/jobs', headers: who.headers });
const run = (who: LoggedIn, payload: object) => server.call({ method: 'POST', url: '/api/jobrun', headers: who.headers, payload });
const jobLogs = async () => Number((await server.db.selectFrom('logs').select((eb) => eb.fn.countAll<number>().as('n')).where('category', '=', 'jobs').executeTakeFirstOrThrow()).n);

describe('GET /api/jobs', () => {
  it('lists every nightly job in the order it runs, none run yet', async () => {
    const response = await jobs(admin);
    expect(response.status).toBe(200);
    expect(response.body.data.map((job: { name: string }) => job.name)).toEqual(['purge-drafts', 'auto-commit-deliveries', 'missing-registrations-stand', 'scheduled-orders', 'invoice-run']);
    expect(response.body.data[0]).toEqual({ name: 'purge-drafts', lastRunOn: null, lastRun: null, running: false });
  });

  it('is for global admins only', async () => {
    for (const who of [agent, kunde, bruker]) expect((await jobs(who)).status).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/jobs' })).status).toBe(401);
  });
});

describe('POST /api/jobrun', () => {
  it('runs a job now: an old draft is purged, and the run is kept with the job and logged', async () => {
    const places = await demoPlaces(server.db);
    const draft = (await server.call({ method: 'POST', url: '/api/order', headers: bruker.headers, payload: {
      type: 1, status: S.Draft, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, transactionDate: '2026-12-01', lines: [{ productId: 1001, qtyOrdered: 3 }],
    } })).body.data.id;
    await server.db.updateTable('transactions').set({ updatedAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) }).where('id', '=', draft).execute();

    const response = await run(admin, { name: 'purge-drafts' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ by: 'admin' });
    expect(response.body.data.done).toBeGreaterThanOrEqual(1);
    expect(await server.db.selectFrom('transactions').select('id').where('id', '=', draft).executeTakeFirst()).toBeUndefined();

    const purge = (await jobs(admin)).body.data[0];
    expect(purge).toMatchObject({ name: 'purge-drafts', running: false, lastRun: { by: 'admin', done: response.body.data.done } });
    const [entry] = await server.db.selectFrom('logs').select(['message', 'level']).where('category', '=', 'jobs').orderBy('id', 'desc').limit(1).execute();
    expect(entry).toEqual({ level: 'Information', message: `purge-drafts: ${response.body.data.done} done (run by admin)` });
  });

  it('refuses a second run while one is under way on any server, and runs again once it ended', async () => {
    const logs = await jobLogs();
    // A run under way holds the job's lock (on PostgreSQL an advisory lock on a connection of its own).
    await withJobLock(server.db, 'purge-drafts', async () => {
      expect((await jobs(admin)).body.data[0].running).toBe(true);
      const busy = await run(admin, { name: 'purge-drafts' });
      expect(busy.status).toBe(409);
      expect(busy.body.error).toEqual({ code: 'job-running', description: 'Jobben kjører allerede. Vent til den er ferdig.' });
      expect(await jobLogs()).toBe(logs);
    });
    expect((await jobs(admin)).body.data[0].running).toBe(false);
    expect((await run(admin, { name: 'purge-drafts' })).status).toBe(200);
  });

  it('refuses everyone but global admins and bad input, and runs nothing', async () => {
    const logs = await jobLogs();
    for (const who of [agent, kunde, bruker]) expect((await run(who, { name: 'purge-drafts' })).status).toBe(403);
    expect((await run(admin, { name: 'no-such-job' })).status).toBe(404);
    expect((await run(admin, {})).status).toBe(400);
    expect((await run(admin, { name: '' })).status).toBe(400);
    expect(await jobLogs()).toBe(logs);
  });
});
