// The real server as its own process (src/server/main.ts) on a database that outlives it: for what
// needs several servers at once or a server killed outright (kill -9) and started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/server/db/database';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-logins';
import { databaseUrlFor, withAdminConnection } from './global-setup';

const root = join(import.meta.dirname, '..', '..');

export interface OutlivingDatabase {
  /** What a server process needs to use it. */
  env: Record<string, string>;
  /** The test's own connection (on PGlite only while no server process has the data directory). */
  open(): Promise<OpenDatabase>;
  drop(): Promise<void>;
}

/** A copy of the seeded database: a PostgreSQL database from the template, or a PGlite data directory from the snapshot. */
export async function outlivingDatabase(): Promise<OutlivingDatabase> {
  if (inject('databaseKind') === 'postgres') {
    const templateUrl = inject('templateUrl');
    const name = `kp_p${randomBytes(4).toString('hex')}_${templateUrl.split('_').pop()}`;
    await withAdminConnection(inject('adminUrl'), (client) => client.query(`create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`));
    const url = databaseUrlFor(templateUrl, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ url, poolSize: 4 }),
      drop: () => withAdminConnection(inject('adminUrl'), (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kundeportal-process-'));
  const seeded = await openDatabase({ dataDir, snapshot: new Blob([readFileSync(inject('snapshotPath'))]) });
  await seeded.close();
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<number | null>;
  /** The lines it has written to standard output so far (LOG_REQUESTS=true writes its log there). */
  lines(): string[];
  /** Everything it wrote, for a failing test's message. */
  output(): string;
  /** Signs a demo user in: the headers of its calls. */
  login(loginName: string): Promise<Record<string, string>>;
}

/** Starts src/server/main.ts on the database `env` names and waits until it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    // No load balancer to wait for: SIGTERM stops at once, unless a test sets DRAIN_SECONDS.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false', DIST_DIR: '/nonexistent', LOGIN_LIMIT_PER_ADDRESS: '1000', DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let written = '';
  child.stdout!.on('data', (chunk: Buffer) => { stdout += chunk.toString(); written += chunk.toString(); });
  child.stderr!.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${written}`);
    if (await fetch(`${base}/version.json`).then((response) => response.ok, () => false)) break;
    if (Date.now() > until) throw new Error(`server did not answer within a minute: ${written}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    child,
    exited,
    lines: () => stdout.split('\n').slice(0, -1),
    output: () => written,
    async login(loginName) {
      const response = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userLoginName: loginName, password: DEMO_PASSWORD }) });
      if (response.status !== 200) throw new Error(`login ${loginName}: ${response.status} ${await response.text()}`);
      const { data, auth } = (await response.json()) as { data: any; auth: { token: string } };
      return { authorization: `Bearer ${auth.token}`, 'x-context': `locationId=${data.location.id};userId=${data.user.id};loginUserId=${data.loginUser.id}` };
    },
  };
}
