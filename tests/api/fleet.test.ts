// Running as a fleet (DESIGN, docs/operations.md): health and readiness for the load balancer, the
// request id in the answer and the audit, metrics off unless set, and which routes read from a replica.
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());

const as = (who: LoggedIn, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  server.call({ method, url, headers: { ...who.headers, ...headers }, ...(payload === undefined ? {} : { payload }) });

describe('GET health and ready', () => {
  it('answer without a session, and ready turns false while the server drains', { timeout: 120_000 }, async () => {
    expect(await server.call({ method: 'GET', url: '/api/health' })).toMatchObject({ status: 200, body: { data: { live: true } } });
    expect(await server.call({ method: 'GET', url: '/api/ready' })).toMatchObject({ status: 200, body: { data: { ready: true } } });

    const drained = await startTestServer();
    try {
      drained.app.readiness.drain();
      const ready = await drained.call({ method: 'GET', url: '/api/ready', headers: { 'accept-language': 'nb-NO' } });
      expect(ready.status).toBe(503);
      expect(ready.body.error).toEqual({ code: 'draining', description: 'Serveren stopper og tar ikke imot nye forespørsler.' });
      // Still alive, and still answering what reaches it while the load balancer takes notice.
      expect((await drained.call({ method: 'GET', url: '/api/health' })).status).toBe(200);
      const lager = await drained.login('lager');
      expect((await drained.call({ method: 'GET', url: '/api/orders?type=1&count=1', headers: lager.headers })).status).toBe(200);
    } finally {
      await drained.close();
    }
  });

  it('says so when the database lacks a migration of this version', { timeout: 120_000 }, async () => {
    const behind = await startTestServer();
    try {
      await sql`delete from kysely_migration where name = '0018_negative_balances'`.execute(behind.db);
      const ready = await behind.call({ method: 'GET', url: '/api/ready', headers: { 'accept-language': 'en-US' } });
      expect(ready.status).toBe(503);
      expect(ready.body.error).toEqual({ code: 'migrations-missing', description: 'The database lacks migrations this version needs.' });
    } finally {
      await behind.close();
    }
  });
});

describe('the request id', () => {
  it('comes back in X-Request-Id on every answer, a refusal too, each its own', async () => {
    const first = await server.call({ method: 'GET', url: '/api/health' });
    const second = await server.call({ method: 'GET', url: '/api/orders' });
    expect(second.status).toBe(401);
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('is written into every audit entry of the request', async () => {
    const bruker = await server.login('bruker');
    const raised = await as(bruker, 'POST', '/api/supportticket', { title: 'Forespørsel-id', mainCategoryId: 'ANNET', categoryId: 14, description: '<p>Hei</p>' });
    expect(raised.status).toBe(200);
    const requestId = raised.headers['x-request-id'] as string;
    const entries = await server.db.selectFrom('logs').select(['message', 'details']).where('category', '=', 'audit')
      .where(sql<boolean>`details->>'requestId' = ${requestId}`).orderBy('id').execute();
    // The ticket and its first event: two entries, one request.
    expect(entries.map((entry) => entry.message.split(' ').slice(0, 2).join(' '))).toEqual(['create supportticket', 'create supportevent']);
    // Another request's entries carry its own id.
    const id = (await server.db.selectFrom('messages').select('id').where('title', '=', 'Påskeåpningstider på depotene').executeTakeFirstOrThrow()).id;
    const read = await as(bruker, 'POST', '/api/messageread', { id });
    expect(read.status).toBe(200);
    const entry = await server.db.selectFrom('logs').select('details').where('message', 'like', `create messageread ${id} %`).executeTakeFirstOrThrow();
    expect((entry.details as { requestId: string }).requestId).toBe(read.headers['x-request-id']);
  });

  it('takes the proxy\'s X-Request-Id only behind a trusted proxy', { timeout: 120_000 }, async () => {
    const given = 'lb-0123456789abcdef';
    expect((await server.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } })).headers['x-request-id']).not.toBe(given);
    const proxied = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      expect((await proxied.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } })).headers['x-request-id']).toBe(given);
      // Nothing that could break a log line or a header.
      expect((await proxied.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b"c' } })).headers['x-request-id']).not.toBe('a b"c');
    } finally {
      await proxied.close();
    }
  });
});

describe('metrics', () => {
  it('are off by default: no metrics server, and /metrics is no route', async () => {
    expect(server.app.metricsServer).toBeUndefined();
    expect((await server.call({ method: 'GET', url: '/metrics' })).status).toBe(404);
    expect((await server.call({ method: 'GET', url: '/api/metrics' })).status).toBe(404);
  });

  it('with METRICS_PORT: Prometheus text on their own server, counting requests by route and status', { timeout: 120_000 }, async () => {
    const measured = await startTestServer({ METRICS_PORT: '9464' });
    try {
      const lager = await measured.login('lager');
      for (let i = 0; i < 3; i++) expect((await measured.call({ method: 'GET', url: `/api/order/${900_000_000 + i}`, headers: lager.headers })).status).toBe(404);
      expect((await measured.call({ method: 'GET', url: '/api/orders?type=1&count=1', headers: lager.headers })).status).toBe(200);
      // Not on the public port.
      expect((await measured.call({ method: 'GET', url: '/metrics' })).status).toBe(404);
      const scraped = await measured.app.metricsServer!.inject({ method: 'GET', url: '/metrics' });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.headers['content-type']).toContain('text/plain; version=0.0.4');
      const text = scraped.body;
      // By the route's pattern, not its path.
      expect(text).toMatch(/kundeportal_http_requests_total\{route="\/api\/order\/:id",method="GET",status="404"\} 3/);
      expect(text).toMatch(/kundeportal_http_requests_total\{route="\/api\/orders",method="GET",status="200"\} 1/);
      expect(text).toMatch(/kundeportal_http_request_duration_seconds_bucket\{le="\+Inf",route="\/api\/login",method="POST",status="200"\} 1/);
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      if (measured.app.metricsServer && (await import('vitest')).inject('databaseKind') === 'postgres') {
        expect(text).toMatch(/kundeportal_db_pool_connections\{pool="primary"\} \d+/);
        expect(text).toMatch(/kundeportal_db_pool_wait_seconds_count\{pool="primary"\} [1-9]/);
      }
      expect(text).toContain('# TYPE kundeportal_job_runs_total counter');
      expect(text).toMatch(/^kundeportal_webhook_deliveries_pending \d+$/m);
      expect(text).toMatch(/^kundeportal_webhook_oldest_pending_seconds [\d.]+$/m);
    } finally {
      await measured.close();
    }
  });
});

describe('reads that may lag', () => {
  /** The "replica": the test's own database through a second object that counts the queries it runs. */
  function recordingReplica(usable: boolean) {
    const counted = { queries: 0 };
    const plugin: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => { counted.queries++; return args.result; },
    };
    const replica = (db: Database) => ({ db: db.withPlugin(plugin), state: { usable: () => usable, lagSeconds: () => (usable ? 0 : undefined) } });
    return { counted, replica };
  }

  it('go to the replica on the chosen routes, and to the primary for a caller who has just written', { timeout: 120_000 }, async () => {
    const { counted, replica } = recordingReplica(true);
    const routed = await startTestServer({}, { replica });
    try {
      const kunde = await routed.login('kunde');
      const invoice = await routed.db.selectFrom('invoices').select('id').where('customerId', '=', kunde.data.customer.id).executeTakeFirstOrThrow();
      const line = await routed.db.selectFrom('invoiceLines').select('id').where('invoiceId', '=', invoice.id).executeTakeFirstOrThrow();
      const orderId = (await routed.db.selectFrom('transactions').select('id').where('customerIdFrom', '=', kunde.data.customer.id).orderBy('id').executeTakeFirstOrThrow()).id;
      const lagging: Array<['GET' | 'POST', string, object?]> = [
        ['GET', '/api/orders?type=1&count=5'], ['GET', '/api/ordercount?type=1'], ['GET', '/api/orderids?type=1'],
        ['GET', '/api/transactions?count=5'], ['GET', '/api/transactionids'],
        ['POST', '/api/report', { report: 'transactions', dateLower: '2025-10-01', dateUpper: '2025-12-31' }],
        ['GET', '/api/orderduplicates?dateLower=2025-10-01&dateUpper=2025-12-31'],
        ['GET', '/api/reportexport?dateLower=2025-12-01&dateUpper=2025-12-31'],
        ['GET', '/api/customerinvoices'], ['GET', `/api/customerinvoice/${invoice.id}`], ['GET', `/api/invoiceline/${line.id}`],
      ];
      for (const [method, url, payload] of lagging) {
        const before = counted.queries;
        const response = await routed.call({ method, url, headers: kunde.headers, ...(payload ? { payload } : {}) });
        expect(response.status, `${method} ${url}: ${JSON.stringify(response.body).slice(0, 200)}`).toBe(200);
        expect(counted.queries, `${method} ${url} read from the replica`).toBeGreaterThan(before);
      }
      const admin = await routed.login('admin');
      let before = counted.queries;
      expect((await routed.call({ method: 'GET', url: '/api/negativebalances', headers: admin.headers })).status).toBe(200);
      expect(counted.queries).toBeGreaterThan(before);

      // What a user has just written, or reads one by one, comes from the primary.
      before = counted.queries;
      expect((await routed.call({ method: 'GET', url: `/api/order/${orderId}`, headers: kunde.headers })).status).toBe(200);
      expect((await routed.call({ method: 'GET', url: '/api/stock', headers: kunde.headers })).status).toBe(200);
      expect(counted.queries).toBe(before);

      // A write sets the read-your-writes cookie; with it, even the lists read the primary.
      const bruker = await routed.login('bruker');
      const raised = await routed.call({ method: 'POST', url: '/api/supportticket', headers: bruker.headers, payload: { title: 'Les det du skrev', mainCategoryId: 'ANNET', categoryId: 14, description: '<p>Hei</p>' } });
      expect(raised.status).toBe(200);
      const cookie = String(raised.headers['set-cookie']);
      expect(cookie).toMatch(/^kp-wrote=1; Max-Age=5; Path=\/api; HttpOnly; SameSite=Strict$/);
      before = counted.queries;
      expect((await routed.call({ method: 'GET', url: '/api/orders?type=1&count=5', headers: { ...bruker.headers, cookie: cookie.split(';')[0]! } })).status).toBe(200);
      expect(counted.queries).toBe(before);
      // A refused write sets nothing; a read sets nothing, a report asked for by POST neither.
      const refused = await routed.call({ method: 'POST', url: '/api/supportticket', headers: bruker.headers, payload: { title: '' } });
      expect(refused.status).toBe(400);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect((await routed.call({ method: 'GET', url: '/api/orders?type=1&count=5', headers: bruker.headers })).headers['set-cookie']).toBeUndefined();
      const report = await routed.call({ method: 'POST', url: '/api/report', headers: kunde.headers, payload: { report: 'balance', dateLower: '2025-10-01', dateUpper: '2025-12-31' } });
      expect(report.status).toBe(200);
      expect(report.headers['set-cookie']).toBeUndefined();
    } finally {
      await routed.close();
    }
  });

  it('go to the primary while the replica is passed over, and without a replica no cookie is set', { timeout: 120_000 }, async () => {
    const { counted, replica } = recordingReplica(false);
    const routed = await startTestServer({}, { replica });
    try {
      const kunde = await routed.login('kunde');
      expect((await routed.call({ method: 'GET', url: '/api/orders?type=1&count=5', headers: kunde.headers })).status).toBe(200);
      expect(counted.queries).toBe(0);
    } finally {
      await routed.close();
    }
    const bruker = await server.login('bruker');
    const raised = await as(bruker, 'POST', '/api/supportticket', { title: 'Uten replika', mainCategoryId: 'ANNET', categoryId: 14, description: '<p>Hei</p>' });
    expect(raised.status).toBe(200);
    expect(raised.headers['set-cookie']).toBeUndefined();
  });
});
