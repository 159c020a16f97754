// The real server, in process, on its own copy of the seeded database (PGlite or PostgreSQL).
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildServer } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import type { ReadReplica } from '../../src/server/fleet/lagging-reads';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-logins';
import { databaseUrlFor, withAdminConnection } from './global-setup';
import { contractBreach } from './response-contract';

export interface LoggedIn {
  token: string;
  context: { locationId: number; userId: number; loginUserId: number };
  headers: Record<string, string>;
  data: any;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  call(options: InjectOptions): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  login(loginName: string, password?: string): Promise<LoggedIn>;
  close(): Promise<void>;
}

export const contextHeader = (context: LoggedIn['context']) =>
  `locationId=${context.locationId};userId=${context.userId};loginUserId=${context.loginUserId}`;

export interface TestServerOptions {
  /** A replica for the reads that may lag, made over the test's own database. */
  replica?: (db: Database) => ReadReplica;
}

export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  let database;
  let dropDatabase = async () => {};
  if (inject('databaseKind') === 'postgres') {
    const templateUrl = inject('templateUrl');
    const name = `kp_t${randomBytes(4).toString('hex')}_${templateUrl.split('_').pop()}`;
    await withAdminConnection(inject('adminUrl'), (client) => client.query(`create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`));
    database = await openDatabase({ url: databaseUrlFor(templateUrl, name), poolSize: 5 });
    dropDatabase = () => withAdminConnection(inject('adminUrl'), (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
  } else {
    database = await openDatabase({ snapshot: new Blob([readFileSync(inject('snapshotPath'))]) });
  }
  const config = readConfig({ DIST_DIR: '/nonexistent', LOGIN_LIMIT_PER_ADDRESS: '1000', LOGIN_LIMIT_PER_USER: '1000', ...env });
  const app = await buildServer({ db: database.db, config, replica: options.replica?.(database.db) });
  await app.ready();

  const call: TestServer['call'] = async (options) => {
    const response = await app.inject(options);
    const type = String(response.headers['content-type'] ?? '');
    const answer = { status: response.statusCode, body: type.includes('json') ? response.json() : response.body, headers: response.headers };
    // Issue 30: every answer holds to the API document, or the test fails saying where it does not.
    const url = typeof options.url === 'string' ? options.url : options.path;
    const breach = typeof url === 'string' ? contractBreach(options.method ?? 'GET', url, answer) : undefined;
    if (breach) throw new Error(breach);
    return answer;
  };

  return {
    app,
    db: database.db,
    call,
    async login(loginName, password = DEMO_PASSWORD) {
      const response = await call({ method: 'POST', url: '/api/login', payload: { userLoginName: loginName, password } });
      if (response.status !== 200) throw new Error(`login ${loginName}: ${response.status} ${JSON.stringify(response.body)}`);
      const { data, auth } = response.body;
      const context = { locationId: data.location.id, userId: data.user.id, loginUserId: data.loginUser.id };
      return { token: auth.token, context, data, headers: { authorization: `Bearer ${auth.token}`, 'x-context': contextHeader(context) } };
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
