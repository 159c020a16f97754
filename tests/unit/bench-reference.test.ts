// The benches' measuring parts (issue 33's method): pgbench's window after its warm-up
// (scripts/bench-pgbench.ts), and the load client kept for a bench's whole run, a request a line
// (scripts/load-client.ts).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { measuredLatencies } from '../../scripts/bench-pgbench';

/** A log line of a transaction that began `beganMs` after the run's start and took `latencyMs`. */
const START_US = 1_700_000_000 * 1e6;
const line = (client: number, n: number, beganMs: number, latencyMs: number) => {
  const ended = START_US + (beganMs + latencyMs) * 1000;
  return `${client} ${n} ${latencyMs * 1000} 0 ${Math.floor(ended / 1e6)} ${ended % 1e6}`;
};

describe("pgbench's measured window", () => {
  it('leaves out what began in the first second and after the measured seconds, across the threads\' logs', () => {
    const first = [line(0, 0, 0, 230), line(0, 1, 230, 40), line(0, 2, 1_000, 7), line(0, 3, 1_500, 9), line(0, 4, 2_000, 11)];
    const second = [line(1, 0, 5, 200), line(1, 1, 999, 8), line(1, 2, 1_999, 6)];
    expect(measuredLatencies([first.join('\n'), `${second.join('\n')}\n`], 1).sort((a, b) => a - b)).toEqual([6, 7, 9]);
    expect(measuredLatencies([first.join('\n'), second.join('\n')], 2).sort((a, b) => a - b)).toEqual([6, 7, 9, 11]);
  });

  it('has nothing to measure in empty logs', () => {
    expect(measuredLatencies(['', '\n'], 1)).toEqual([]);
  });
});

describe('the load client kept for a whole bench', () => {
  it('answers each request line with its own report line, on one process', async () => {
    const asked: string[] = [];
    const server = createServer((request, response) => { asked.push(request.url!); response.end('{}'); });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../../scripts/load-client.ts')], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      const reports = createInterface({ input: client.stdout })[Symbol.asyncIterator]();
      const report = async (path: string) => {
        client.stdin.write(`${JSON.stringify({ url: `${base}${path}`, headers: {}, connections: 2, seconds: 0.2 })}\n`);
        return JSON.parse((await reports.next()).value as string) as { latencies: number[]; errors: number };
      };
      const one = await report('/one');
      const two = await report('/two');
      expect(one.errors).toBe(0);
      expect(two.errors).toBe(0);
      expect(one.latencies.length).toBeGreaterThan(0);
      expect(two.latencies.length).toBeGreaterThan(0);
      // Each report counts its own requests: the first run's only went to /one.
      expect(asked.filter((url) => url === '/one')).toHaveLength(one.latencies.length);
      expect(asked.filter((url) => url === '/two')).toHaveLength(two.latencies.length);
    } finally {
      client.stdin.end();
      await new Promise((resolve) => client.once('exit', resolve));
      server.close();
    }
  }, 30_000);
});
