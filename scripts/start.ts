// npm start: builds the portal when dist/ is missing or older than its sources, beside the server's
// start (src/server/portal-build.ts), and starts the server.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { portalBuildStarted } from '../src/server/portal-build.js';

const root = join(import.meta.dirname, '..');
const newest = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

const built = join(root, 'dist', 'index.html');
const sources = Math.max(...['src/portal', 'src/domain', 'resources', 'generated', 'schemas'].map((dir) => newest(join(root, dir))));
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the portal ...');
  portalBuildStarted(new Promise((resolve, reject) => {
    const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The portal's build failed (vite build exited with ${code}).`))));
  }));
}
// Without SMTP, each mail's addressee copy (reset links included) is written to data/outbox/ as an
// .eml file: the demo's stand-in for the users' inboxes. The archive never holds a usable link.
if (!process.env.SMTP_HOST) process.env.MAIL_DIR ??= join(process.env.DATA_DIR ?? join(root, 'data'), 'outbox');
await import('../src/server/main.js');
