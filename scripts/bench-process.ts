// The processes the benches start: the server as a user starts it (npm start, its own process) and,
// for the home bench, the anchor app.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Starts a process and waits until GET url answers 200. */
export async function started(args: string[], env: Record<string, string>, url: string, cwd = root): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let failure = '';
  child.stderr!.on('data', (chunk) => { failure = `${failure}${chunk}`.slice(-2000); });
  const began = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${failure}`);
    if (await fetch(url).then((response) => response.status === 200, () => false)) return child;
    if (Date.now() - began > 180_000) throw new Error(`no answer from ${url} within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}

/**
 * The server on the database at `databaseUrl` as `npm start` starts it (scripts/start.ts), its own
 * process, listening on `port`: no nightly run meanwhile, no login limit for the bench's logins.
 */
export function startedServer(databaseUrl: string, port: number, cwd = root): Promise<ChildProcess> {
  return started(['--import', 'tsx', 'scripts/start.ts'], {
    DATABASE_URL: databaseUrl, DATABASE_READ_URL: '', PORT: String(port), HOST: '127.0.0.1', NIGHTLY_START_HOUR: '30', LOG_LEVEL: 'warn',
    LOGIN_LIMIT_PER_ADDRESS: '100000', LOGIN_LIMIT_PER_USER: '100000',
  }, `http://127.0.0.1:${port}/api/ready`, cwd);
}
