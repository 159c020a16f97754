// The SQL reference of the benches that set a call beside its statements (issue 33's method): pgbench
// running the statements the server ran for one request, with their values written in, back to back,
// one transaction a request, at the call's concurrency.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Samples, Statement } from './bench-ledger.js';

/** A parameter written into the statement, as pgbench runs it. */
function literal(value: unknown): string {
  const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return quoted(value.toISOString());
  if (Array.isArray(value)) return quoted(`{${value.map((item) => (typeof item === 'string' ? `"${item.replace(/["\\]/g, '\\$&')}"` : String(item))).join(',')}}`);
  return quoted(String(value));
}

const inlined = (statement: Statement) =>
  statement.sql.replace(/\$(\d+)/g, (_, n: string) => literal(statement.parameters[Number(n) - 1])).replace(/\s+/g, ' ');

/**
 * A run's first second is not measured: pgbench's connections are new each run, and a new backend
 * reads the catalog before its first plans, a cost the server's kept connections do not pay. The
 * national orders' first page at 8 connections: 206 transactions began in a run's first second and
 * 262 in its second, the slowest 232 ms against 42 (at 1 connection 128 against 154). pgbench's -T
 * counts whole seconds.
 */
const WARMUP_SECONDS = 1;

/**
 * The latencies in ms of the transactions in pgbench's logs (one per thread) that began in the
 * `seconds` after the warm-up. Each line of a log: client, transaction, latency in µs, script, and
 * when it ended: epoch seconds, µs.
 */
export function measuredLatencies(logs: string[], seconds: number): number[] {
  const transactions = logs.flatMap((log) => log.trim().split('\n').filter(Boolean).map((line) => {
    const [, , latency, , epoch, micros] = line.split(' ').map(Number);
    return { latency, began: epoch * 1e6 + micros - latency };
  }));
  if (transactions.length === 0) return [];
  const from = Math.min(...transactions.map((each) => each.began)) + WARMUP_SECONDS * 1e6;
  const until = from + seconds * 1e6;
  return transactions.filter((each) => each.began >= from && each.began < until).map((each) => each.latency / 1000);
}

/**
 * pgbench running the request's statements back to back on `connections` connections for `seconds`
 * after its warm-up: the transactions begun in that window, each with its latency, from pgbench's log.
 */
export function pgbenchSamples(url: string, statements: Statement[], connections: number, seconds: number): Samples {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  try {
    const script = join(dir, 'request.sql');
    writeFileSync(script, `${statements.map((statement) => `${inlined(statement)};`).join('\n')}\n`);
    const run = spawnSync('pgbench', ['-n', '-f', script, '-c', String(connections), '-j', String(connections), '-T', String(Math.ceil(WARMUP_SECONDS + seconds)), '-l', '--log-prefix', join(dir, 'log'), url], { encoding: 'utf8' });
    if (run.status !== 0) return { latencies: [], errors: 1, firstError: `pgbench: ${run.stderr.trim().split('\n').slice(-3).join(' ')}` };
    const logs = readdirSync(dir).filter((file) => file.startsWith('log')).map((file) => readFileSync(join(dir, file), 'utf8'));
    const latencies = measuredLatencies(logs, seconds);
    if (latencies.length === 0) return { latencies, errors: 1, firstError: 'pgbench: no transaction in the measured window' };
    return { latencies, errors: 0 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
