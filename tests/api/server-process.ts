// The real server as its own process (src/server/main.ts) on a PostgreSQL database copied from the
// seeded template: for what needs several servers at once or a server killed outright (kill -9).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/server/db/database';
import { databaseUrlFor, withAdminConnection } from './global-setup';

const root = join(import.meta.dirname, '..', '..');

/** A copy of the seeded template database, open for the test's own reads and writes; `drop` removes it. */
export async function copyOfTemplate(): Promise<{ url: string; database: OpenDatabase; drop(): Promise<void> }> {
  const templateUrl = inject('templateUrl');
  const name = `kp_p${randomBytes(4).toString('hex')}_${templateUrl.split('_').pop()}`;
  await withAdminConnection(templateUrl, (client) => client.query(`create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`));
  const url = databaseUrlFor(templateUrl, name);
  const database = await openDatabase({ url, poolSize: 4 });
  return {
    url,
    database,
    async drop() {
      await database.close();
      await withAdminConnection(templateUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
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
  /** What the process wrote, for a failing test's message. */
  output(): string;
}

/** Starts src/server/main.ts on `databaseUrl` and waits until it answers. */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false', DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let written = '';
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${written}`);
    const answered = await fetch(`${base}/version.json`).then((response) => response.ok, () => false);
    if (answered) break;
    if (Date.now() > until) throw new Error(`server did not answer within a minute: ${written}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, child, exited, output: () => written };
}
