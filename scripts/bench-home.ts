// npm run bench, section home (issue 33): from pressing "Logg inn" to the home page's widgets drawn,
// in Debian's Chromium, beside an anchor: the smallest react-admin app (scripts/bench-home-anchor, one
// list of 100 rows) from navigation to its rows drawn. The portal runs as a user starts it (`npm start`
// on PostgreSQL, its own process), the anchor on a bare Fastify process sending its built files the same
// way (precompressed); each round is a fresh browser profile (nothing cached), the two take turns.
// Written to docs/benchmarks/home.md.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chromium, type Page } from 'playwright';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.js';
import { machine } from './bench-ledger.js';
import { started, stopped } from './bench-process.js';

const root = join(import.meta.dirname, '..');
export const HOME_BENCH = { rounds: 9, portalPort: 3991, anchorPort: 3992, database: 'kp_bench_home', targetRatio: 0.9, user: 'bruker', password: 'demo1234' };

export interface HomeRound { portalMs: number; anchorMs: number; scriptsAfterClick: number; chartBeforeWidgets: boolean }
export interface HomeBenchResult { date: string; machine: string; rounds: HomeRound[]; portalMedian: number; anchorMedian: number; ratio: number; scriptsAfterClick: number; chartBeforeWidgets: number }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const ANCHOR_SERVER = (dir: string) => `import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
const app = Fastify();
const cities = ['Oslo', 'Bergen', 'Trondheim', 'Hamar', 'Lillehammer'];
const rows = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, name: 'Lokasjon ' + (i + 1), city: cities[i % cities.length], quantity: (i * 37) % 500 }));
app.get('/api/rows', async () => ({ data: rows, total: rows.length }));
await app.register(fastifyStatic, { root: ${JSON.stringify(dir)}, preCompressed: true });
await app.listen({ port: ${HOME_BENCH.anchorPort}, host: '127.0.0.1' });`;

/** Milliseconds from the click on "Logg inn" to the widgets drawn, as the page's own clock has them. */
async function portalRound(page: Page, base: string): Promise<Omit<HomeRound, 'anchorMs'>> {
  await page.goto(`${base}/`);
  await page.getByLabel('Brukernavn').fill(HOME_BENCH.user);
  await page.getByLabel('Passord').fill(HOME_BENCH.password);
  // A person takes a moment to type: what the login page does meanwhile is done by now.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.addEventListener('click', () => sessionStorage.setItem('bench.clicked', String(Date.now())), { capture: true, once: true }));
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL('**/app/home');
  // Drawn: the welcome, no skeleton left in any widget, and the stock table's rows.
  const at = await page.waitForFunction(() => {
    const drawnNow = Boolean(document.querySelector('h1')) && !document.querySelector('.MuiSkeleton-root') && document.querySelectorAll('table tbody tr').length > 0;
    return drawnNow && Date.now();
  }, undefined, { polling: 'raf', timeout: 60_000 });
  const drawnAt = await at.jsonValue() as number;
  const clicked = Number(await page.evaluate(() => sessionStorage.getItem('bench.clicked')));
  // The home page's scripts that had arrived by then (its own resource timing, the page's clock).
  const scripts = await page.evaluate((until) => performance.getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('.js') && performance.timeOrigin + (entry as PerformanceResourceTiming).responseEnd <= until)
    .map((entry) => entry.name), drawnAt);
  return { portalMs: drawnAt - clicked, scriptsAfterClick: scripts.length, chartBeforeWidgets: scripts.some((url) => /BalanceChart/.test(url)) };
}

/** Milliseconds from navigation to the anchor's 100 rows drawn. */
async function anchorRound(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/#/rows`, { waitUntil: 'commit' });
  const at = await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length >= 100 && performance.now(), undefined, { polling: 'raf', timeout: 60_000 });
  return at.jsonValue() as Promise<number>;
}

/** HOME_BENCH_PORTAL=<a checkout> measures the portal of that checkout (another version) against the same anchor. */
export async function benchHome(adminUrl: string, portalRoot = process.env.HOME_BENCH_PORTAL || root): Promise<HomeBenchResult> {
  const anchorDir = mkdtempSync(join(tmpdir(), 'bench-home-anchor-'));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${HOME_BENCH.database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${HOME_BENCH.database}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${HOME_BENCH.database}` }).toString();
  const children: ChildProcess[] = [];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  try {
    await build({ root: join(import.meta.dirname, 'bench-home-anchor'), plugins: [react(), precompress()], logLevel: 'warn', build: { outDir: anchorDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
    children.push(await started(['--input-type=module', '--eval', ANCHOR_SERVER(anchorDir)], {}, `http://127.0.0.1:${HOME_BENCH.anchorPort}/api/rows`));
    // As a user starts it: npm start (scripts/start.ts builds the portal when its sources are newer).
    children.push(await started(['--import', 'tsx', 'scripts/start.ts'], {
      DATABASE_URL: databaseUrl, DATABASE_READ_URL: '', PORT: String(HOME_BENCH.portalPort), HOST: '127.0.0.1', NIGHTLY_START_HOUR: '30', LOG_LEVEL: 'warn',
    }, `http://127.0.0.1:${HOME_BENCH.portalPort}/api/ready`, portalRoot));
    const portalBase = `http://127.0.0.1:${HOME_BENCH.portalPort}`;
    const anchorBase = `http://127.0.0.1:${HOME_BENCH.anchorPort}`;
    const round = async <T>(work: (page: Page) => Promise<T>): Promise<T> => {
      const context = await browser.newContext({ locale: 'nb-NO', viewport: { width: 1280, height: 900 } });
      try {
        return await work(await context.newPage());
      } finally {
        await context.close();
      }
    };
    // One unmeasured round of each: the servers' and the database's caches warm, as on a working day.
    await round((page) => portalRound(page, portalBase));
    await round((page) => anchorRound(page, anchorBase));
    const rounds: HomeRound[] = [];
    for (let turn = 0; turn < HOME_BENCH.rounds; turn += 1) {
      const portal = await round((page) => portalRound(page, portalBase));
      const anchorMs = await round((page) => anchorRound(page, anchorBase));
      rounds.push({ ...portal, portalMs: Math.round(portal.portalMs), anchorMs: Math.round(anchorMs) });
      console.log(`  round ${turn + 1}: portal ${rounds.at(-1)!.portalMs} ms (${portal.scriptsAfterClick} scripts after the click), anchor ${rounds.at(-1)!.anchorMs} ms`);
    }
    const portalMedian = median(rounds.map((r) => r.portalMs));
    const anchorMedian = median(rounds.map((r) => r.anchorMs));
    return {
      date: new Date().toISOString(), machine: machine(), rounds, portalMedian, anchorMedian,
      ratio: Math.round((portalMedian / anchorMedian) * 100) / 100,
      scriptsAfterClick: median(rounds.map((r) => r.scriptsAfterClick)),
      chartBeforeWidgets: rounds.filter((r) => r.chartBeforeWidgets).length,
    };
  } finally {
    await browser.close();
    for (const child of children) await stopped(child);
    await admin.query(`DROP DATABASE IF EXISTS ${HOME_BENCH.database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(anchorDir, { recursive: true, force: true });
  }
}

export function writeHomeReport(result: HomeBenchResult): string {
  const file = join(root, 'docs/benchmarks/home.md');
  const lines = [
    '# Login to home, beside a minimal react-admin app (issue 33)',
    '',
    `Written by \`npm run bench\` (section \`home\`, scripts/bench-home.ts) on ${result.date.slice(0, 10)}. Machine: ${result.machine}.`,
    '',
    `- The portal: started as \`npm start\` on PostgreSQL with the demo data; in Debian's Chromium, a fresh profile each round (nothing cached), the login page opened, \`${HOME_BENCH.user}\` and the password typed, the page left until the network is idle (as while a person types), then timed from the click on "Logg inn" to the home page drawn: the welcome heading, every widget's data in place of its skeleton, the stock table's rows.`,
    '- The anchor: the smallest react-admin app (scripts/bench-home-anchor: `<Admin>` with one `<List>` of 100 rows in the default layout), built by Vite the same way and sent precompressed by a bare Fastify process; timed from navigation to its 100 rows drawn, a fresh profile each round.',
    `- ${HOME_BENCH.rounds} rounds after one unmeasured round of each; in each the two take turns. Times are the page's own clock. Target: the portal within ${HOME_BENCH.targetRatio}× the anchor, and no chart code fetched before the widgets are drawn.`,
    '',
    '| round | portal: click to widgets, ms | scripts arrived by then | chart code arrived before the widgets | anchor: navigation to rows, ms |',
    '|---:|---:|---:|---|---:|',
    ...result.rounds.map((r, i) => `| ${i + 1} | ${r.portalMs} | ${r.scriptsAfterClick} | ${r.chartBeforeWidgets ? 'yes' : 'no'} | ${r.anchorMs} |`),
    `| **median** | **${result.portalMedian}** | ${result.scriptsAfterClick} | ${result.chartBeforeWidgets} of ${result.rounds.length} | **${result.anchorMedian}** |`,
    '',
    `Portal ÷ anchor: **${result.ratio}×** (target ≤ ${HOME_BENCH.targetRatio}×: ${result.ratio <= HOME_BENCH.targetRatio ? 'met' : 'missed'}).`,
    '',
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
