// npm run bench, an index built on the national ledger while a server writes to it (docs/operations.md
// "Expand, then contract"): on the ledger bench's PostgreSQL pool (10 million lines), the index of
// migration 0023 built once as a plain `create index` and once as the migrations build it now
// (src/server/db/online-index.ts, `create index concurrently`), while a writer updates one order head
// after another as the ledger's writes do. How long each build takes, and how long the writes waited
// meanwhile. Both indexes are dropped afterwards. Written to docs/benchmarks/migrations.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PostgresDialect, sql, type RawBuilder } from 'kysely';
import { camelCaseDatabase } from '../src/server/db/naming.js';
import { poolOf } from '../src/server/db/pg-client.js';
import { replaceIndex } from '../src/server/db/online-index.js';
import type { Tables } from '../src/server/db/tables.js';
import { summary } from './bench-import.js';
import { grownLedger, LEDGER_BENCH, machine, withBenchDatabase } from './bench-ledger.js';
import { LEDGER_DATA } from './bench-ledger-data.js';

const root = join(import.meta.dirname, '..');
/** The writer's pause between two writes: about the ledger's morning peak on one server. */
const WRITE_EVERY_MS = 5;

export interface BuildFigure { build: string; seconds: number; writes: number; p50: number; p99: number; max: number }
export interface OnlineIndexBenchResult { date: string; machine: string; heads: number; figures: BuildFigure[] }

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function benchOnlineIndex(adminUrl: string): Promise<OnlineIndexBenchResult> {
  return withBenchDatabase(adminUrl, LEDGER_BENCH.database, async (url) => {
    const data = await grownLedger(url, LEDGER_DATA.heads);
    const pool = poolOf({ connectionString: url, max: 4 });
    pool.on('error', () => {});
    const db = camelCaseDatabase<Tables>(new PostgresDialect({ pool }));
    const { rows: [range] } = await sql<{ low: number; high: number }>`select min(id) as low, max(id) as high from transactions`.execute(db);
    const definition: RawBuilder<unknown> = sql`on transactions (location_id_from, transaction_date desc, id desc) include (status, type, registered_side, location_id_to)`;

    /** Runs `build` while a writer updates one head after another; the writes' waits during the build. */
    const whileWriting = async (name: string, build: () => Promise<void>): Promise<BuildFigure> => {
      const waits: number[] = [];
      let building = true;
      const writer = (async () => {
        while (building) {
          const id = range!.low + Math.floor(Math.random() * (range!.high - range!.low));
          const began = performance.now();
          await sql`update transactions set updated_at = updated_at where id = ${id}`.execute(db);
          waits.push(performance.now() - began);
          await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
        }
      })();
      const began = performance.now();
      try {
        await build();
      } finally {
        building = false;
      }
      const seconds = round((performance.now() - began) / 1000);
      await writer;
      const { pings: writes, p50, p99, max } = summary(waits);
      return { build: name, seconds, writes, p50, p99, max };
    };

    const figures: BuildFigure[] = [];
    try {
      for (const name of ['bench_plain_idx', 'bench_online_idx']) await sql`drop index if exists ${sql.id(name)}`.execute(db);
      figures.push(await whileWriting('plain `create index`', () => db.connection().execute(async (connection) => {
        await sql`set statement_timeout = 0`.execute(connection);
        try {
          await sql`create index bench_plain_idx ${definition}`.execute(connection);
        } finally {
          await sql`reset statement_timeout`.execute(connection);
        }
      })));
      console.log(`    ${figures.at(-1)!.build}: ${figures.at(-1)!.seconds} s, writes waited p99 ${figures.at(-1)!.p99} ms, at most ${figures.at(-1)!.max} ms`);
      figures.push(await whileWriting('`replaceIndex` (create index concurrently), as migrations 0023–0025', () => db.connection().execute((connection) => replaceIndex(connection, 'bench_online_idx', definition))));
      console.log(`    ${figures.at(-1)!.build}: ${figures.at(-1)!.seconds} s, writes waited p99 ${figures.at(-1)!.p99} ms, at most ${figures.at(-1)!.max} ms`);
    } finally {
      for (const name of ['bench_plain_idx', 'bench_online_idx', 'bench_online_idx_next']) await sql`drop index if exists ${sql.id(name)}`.execute(db);
      await db.destroy();
    }
    return { date: new Date().toISOString().slice(0, 10), machine: machine(), heads: data.heads, figures };
  });
}

export function writeOnlineIndexReport(result: OnlineIndexBenchResult): string {
  const file = join(root, 'docs/benchmarks/migrations.md');
  mkdirSync(join(root, 'docs/benchmarks'), { recursive: true });
  writeFileSync(file, [
    '# An index built on the national ledger while it takes writes',
    '',
    `Written by \`npm run bench\` (section \`migrations\`, scripts/bench-online-index.ts) on ${result.date}. Machine at the end: ${result.machine}.`,
    '',
    `- Data: the ledger bench's pool, ${result.heads.toLocaleString('en')} transaction heads.`,
    '- The index: the one migration 0023 makes on each side of the ledger (a location\'s side, the date, the id, with the columns the scope tests), under a name of its own, dropped afterwards.',
    `- Meanwhile a writer updates one head after another (a random one, ${WRITE_EVERY_MS} ms apart), as the ledger\'s writes do; each write\'s wait is timed.`,
    '',
    '| build | s | writes during it | write p50 ms | write p99 ms | longest write ms |',
    '|---|---:|---:|---:|---:|---:|',
    ...result.figures.map((figure) => `| ${figure.build} | ${figure.seconds} | ${figure.writes.toLocaleString('en')} | ${figure.p50} | ${figure.p99} | ${figure.max} |`),
    '',
  ].join('\n'));
  return file;
}
