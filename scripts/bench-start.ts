// npm run bench, section start (issue 33): how long the portal takes from `npm start` to answering,
// on the embedded database, empty (migrations and the demo made) and on the data a first start left;
// beside a bare Fastify process answering the same health call, the floor of any Node server here.
// Each is its own process started as a user starts it (node with tsx, src/server/main.ts); the three
// take turns, so the machine's drift falls on all of them. Written to docs/benchmarks/start.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machine } from './bench-ledger.js';
import { emptyClusterDir } from '../src/server/db/empty-cluster.js';

const root = join(import.meta.dirname, '..');
export const START_BENCH = { rounds: 5, port: 3987, targetEmptyToExisting: 2 };

type StartKind = 'first' | 'empty' | 'existing' | 'bare';
export interface StartFigures { kind: StartKind; seconds: number[]; median: number }
export interface StartBenchResult { date: string; machine: string; figures: StartFigures[]; emptyToExisting: number; existingToBare: number }

const BARE = `import Fastify from 'fastify';
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: ${START_BENCH.port}, host: '127.0.0.1' });`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Seconds from spawning the process until GET /api/health answers 200; the process is then stopped. */
async function timeToAnswer(args: string[], env: Record<string, string>): Promise<number> {
  const began = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env, PORT: String(START_BENCH.port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let failure = '';
  child.stderr.on('data', (chunk) => { failure = `${failure}${chunk}`.slice(-2000); });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`exited with ${code} before answering: ${failure}`))));
  exited.catch(() => {});
  try {
    for (;;) {
      const answered = await Promise.race([
        fetch(`http://127.0.0.1:${START_BENCH.port}/api/health`).then((response) => response.status === 200, () => false),
        exited,
      ]);
      if (answered) return (performance.now() - began) / 1000;
      if (performance.now() - began > 120_000) throw new Error('no answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
    }
  }
}

export async function benchStart(): Promise<StartBenchResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const seconds: Record<StartKind, number[]> = { first: [], empty: [], existing: [], bare: [] };
  // Without a database URL the server takes the embedded one in DATA_DIR; nothing else is set.
  const server = ['--import', 'tsx', 'src/server/main.ts'];
  const env = { DATABASE_URL: '', DATABASE_READ_URL: '', DIST_DIR: join(root, 'dist') };
  try {
    // Once unmeasured: tsx's cache of the compiled sources is then warm, as on every start after a user's first.
    const warm = join(scratch, 'warm');
    await timeToAnswer(server, { ...env, DATA_DIR: warm });
    for (let turn = 0; turn < START_BENCH.rounds; turn += 1) {
      // A machine's first new database (or the first after a migration is added): the kept cluster is made again (db/empty-cluster.ts).
      rmSync(emptyClusterDir, { recursive: true, force: true });
      rmSync(`${emptyClusterDir}.tar`, { force: true });
      const first = join(scratch, `first-${turn}`);
      mkdirSync(first);
      seconds.first.push(await timeToAnswer(server, { ...env, DATA_DIR: first }));
      rmSync(first, { recursive: true, force: true });
      const dataDir = join(scratch, `data-${turn}`);
      mkdirSync(dataDir);
      seconds.empty.push(await timeToAnswer(server, { ...env, DATA_DIR: dataDir }));
      seconds.existing.push(await timeToAnswer(server, { ...env, DATA_DIR: dataDir }));
      seconds.bare.push(await timeToAnswer(['--input-type=module', '--eval', BARE], {}));
      rmSync(dataDir, { recursive: true, force: true });
      console.log(`  round ${turn + 1}: first ${round(seconds.first.at(-1)!)} s, empty ${round(seconds.empty.at(-1)!)} s, existing ${round(seconds.existing.at(-1)!)} s, bare Fastify ${round(seconds.bare.at(-1)!)} s`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const figures = (['first', 'empty', 'existing', 'bare'] as const).map((kind) => ({ kind, seconds: seconds[kind].map((value) => round(value)), median: round(median(seconds[kind])) }));
  const of = (kind: StartKind) => figures.find((figure) => figure.kind === kind)!.median;
  return { date: new Date().toISOString(), machine: machine(), figures, emptyToExisting: round(of('empty') / of('existing')), existingToBare: round(of('existing') / of('bare'), 1) };
}

export function writeStartReport(result: StartBenchResult): string {
  const file = join(root, 'docs/benchmarks/start.md');
  const label: Record<StartKind, string> = {
    first: 'empty embedded database, the machine\'s first or the first after a new migration (initdb, migrations, the cluster kept, the demo made)',
    empty: 'empty embedded database (the kept cluster with the schema copied, the demo made)',
    existing: 'embedded database a first start left',
    bare: 'bare Fastify, one route',
  };
  const lines = [
    '# Starting the portal (issue 33)',
    '',
    `Written by \`npm run bench\` (section \`start\`, scripts/bench-start.ts) on ${result.date.slice(0, 10)}. Machine: ${result.machine}.`,
    '',
    '- Each start is a process of its own, started as `npm start` starts the server (node with tsx, src/server/main.ts, the embedded database in a folder of its own), timed from spawning it until `GET /api/health` answers.',
    `- ${START_BENCH.rounds} rounds; in each, the starts take turns: an empty folder on a machine without the kept empty cluster with this version's schema (src/server/db/empty-cluster.ts; it is made again), an empty folder, the same folder again, and a bare Fastify process answering the same call. One unmeasured start first warms tsx's cache of the compiled sources.`,
    `- Target: an empty start within ${START_BENCH.targetEmptyToExisting}× a start on existing data. The machine's first new database (and the first after a migration is added) also runs initdb and the migrations to make the cluster every later one copies; it is shown, not part of the target.`,
    '',
    '| start | median s | each round, s |',
    '|---|---:|---|',
    ...result.figures.map((figure) => `| ${label[figure.kind]} | ${figure.median} | ${figure.seconds.join(', ')} |`),
    '',
    `Empty ÷ existing: **${result.emptyToExisting}×** (target ≤ ${START_BENCH.targetEmptyToExisting}×: ${result.emptyToExisting <= START_BENCH.targetEmptyToExisting ? 'met' : 'missed'}); existing ÷ bare Fastify: ${result.existingToBare}×.`,
    '',
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
