// Running as a fleet with real server processes (DESIGN, docs/operations.md): a server told to stop
// (SIGTERM) answers "not ready" while it goes on serving, then ends cleanly, logging JSON lines that
// carry the request id; a fleet starting at once migrates once; a server of the previous version
// starts on a newer schema; with DATABASE_READ_URL the routes still answer. The full proof on a
// primary, a streaming replica and a load balancer is scripts/fleet-proof.ts.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { databaseUrlFor, withAdminConnection } from './global-setup';
import { outlivingDatabase, startServerProcess, type ServerProcess } from './server-process';

const started: ServerProcess[] = [];
afterAll(() => { for (const server of started) server.child.kill('SIGKILL'); });

describe('a server told to stop (SIGTERM)', () => {
  it('is not ready at once, serves what still comes while the balancer takes notice, then ends cleanly', { timeout: 120_000 }, async () => {
    const copy = await outlivingDatabase();
    try {
      const server = await startServerProcess({ ...copy.env, LOG_REQUESTS: 'true', DRAIN_SECONDS: '3' });
      started.push(server);
      const headers = await server.login('lager');
      expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
      const before = await fetch(`${server.base}/api/orders?type=1&count=1`, { headers });
      expect(before.status).toBe(200);

      server.child.kill('SIGTERM');
      const stoppedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ready = await fetch(`${server.base}/api/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { error: { code: string } }).error.code).toBe('draining');
      const during = await fetch(`${server.base}/api/orders?type=1&count=1`, { headers });
      expect(during.status).toBe(200);

      expect(await server.exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(3000);

      // One JSON object a line; a request's lines carry the id its caller got back.
      const lines = server.lines().map((line) => JSON.parse(line) as { level: string; msg: string; requestId?: string; time: string });
      expect(lines.every((line) => typeof line.level === 'string' && typeof line.time === 'string')).toBe(true);
      const requestId = during.headers.get('x-request-id');
      expect(lines.filter((line) => line.requestId === requestId).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      // The balancer's checks are not logged request by request.
      expect(lines.some((line) => (line as { req?: { url?: string } }).req?.url === '/api/ready')).toBe(false);
      expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['draining: not ready from now on', 'stopped']));
    } finally {
      await copy.drop();
    }
  });
});

describe('migrations on a fleet', () => {
  it('a server of the previous version starts on a database a newer version has migrated', { timeout: 60_000 }, async () => {
    const copy = await outlivingDatabase();
    const opened = await copy.open();
    try {
      await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_version', now()::text)`.execute(opened.db);
      expect(await migrateToLatest(opened.db)).toEqual({ ran: [], newer: ['9999_from_a_newer_version'] });
    } finally {
      await opened.close();
      await copy.drop();
    }
  });

  it.runIf(inject('databaseKind') === 'postgres')('servers migrating an empty database at once run each migration exactly once (PostgreSQL)', { timeout: 120_000 }, async () => {
    const templateUrl = inject('templateUrl');
    const name = `kp_m${randomBytes(4).toString('hex')}_${templateUrl.split('_').pop()}`;
    await withAdminConnection(inject('adminUrl'), (client) => client.query(`create database ${name}`));
    const url = databaseUrlFor(templateUrl, name);
    const fleet = await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolSize: 4 })));
    try {
      const outcomes = await Promise.all(fleet.map((server) => migrateToLatest(server.db)));
      const ran = outcomes.map((outcome) => outcome.ran.length).sort((a, b) => b - a);
      // One server ran them all; the others waited for the lock and found nothing left.
      expect(ran[0]).toBeGreaterThanOrEqual(18);
      expect(ran.slice(1)).toEqual([0, 0]);
      const { rows } = await sql<{ name: string; times: number }>`select name, count(*)::int as times from kysely_migration group by name having count(*) > 1`.execute(fleet[0]!.db);
      expect(rows).toEqual([]);
    } finally {
      for (const server of fleet) await server.close();
      await withAdminConnection(inject('adminUrl'), (client) => client.query(`drop database if exists ${name} with (force)`));
    }
  });
});

describe.runIf(inject('databaseKind') === 'postgres')('DATABASE_READ_URL (PostgreSQL)', () => {
  it('pointing at the same database: the routes answer, their reads on the "replica", which is never behind', { timeout: 120_000 }, async () => {
    const copy = await outlivingDatabase();
    try {
      const metricsPort = String(20_000 + Math.floor(Math.random() * 20_000));
      const server = await startServerProcess({ ...copy.env, DATABASE_READ_URL: copy.env.DATABASE_URL!, METRICS_PORT: metricsPort });
      started.push(server);
      const headers = { 'content-type': 'application/json', ...(await server.login('kunde')) };
      // The replica is watched once a second: wait for its first look.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const [method, url, body] of [
        ['GET', '/api/orders?type=1&count=5'], ['GET', '/api/transactions?count=5'], ['GET', '/api/customerinvoices'],
        ['POST', '/api/report', { report: 'balance', dateLower: '2025-10-01', dateUpper: '2025-12-31' }],
      ] as Array<[string, string, object?]>) {
        const response = await fetch(`${server.base}${url}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
        expect(response.status, `${method} ${url}`).toBe(200);
      }
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toMatch(/kundeportal_replica_in_use 1/);
      expect(metrics).toMatch(/kundeportal_replica_lag_seconds 0/);
      expect(metrics).toMatch(/kundeportal_db_pool_wait_seconds_count\{pool="replica"\} [1-9]/);
    } finally {
      await copy.drop();
    }
  });
});
