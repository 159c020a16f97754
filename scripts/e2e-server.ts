// Playwright's web server: the real server on port 8181 (E2E_PORT; the portal from E2E_DIST_DIR or dist/) with demo data in a throw-away PGlite
// data directory, so every e2e run starts from the same database.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUTBOX_DIR } from '../tests/e2e/outbox.js';

const prefix = 'kundeportal-e2e-';

// A server killed outright (SIGKILL) leaves its directory (≈ 40 MB): remove those of dead processes.
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
for (const name of readdirSync(tmpdir())) {
  const pid = name.startsWith(prefix) ? Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]) : 0;
  if (pid && !alive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
}

const dataDir = mkdtempSync(join(tmpdir(), `${prefix}${process.pid}-`));
// main.ts ends the process from its SIGINT/SIGTERM handlers; 'exit' still runs after that.
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '8181',
  HOST: '127.0.0.1',
  DEMO_DATA: 'true',
  DIST_DIR: join(import.meta.dirname, '..', process.env.E2E_DIST_DIR ?? 'dist'),
  LOGIN_LIMIT_PER_ADDRESS: '10000',
  // The addressees' inbox (.eml files), where the tests read a reset link as its user would.
  MAIL_DIR: OUTBOX_DIR,
});
rmSync(OUTBOX_DIR, { recursive: true, force: true });
delete process.env.DATABASE_URL; // always the embedded database, even where DATABASE_URL is set

await import('../src/server/main.js');
