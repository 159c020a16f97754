// The load generator of npm run bench, run as its own process so it does not share the server's
// event loop: `connections` workers send requests back to back; the report goes to stdout as JSON.
// GETs repeat one URL; with `bodies` each request sends the next body (a write that must not repeat)
// until the time is up or the bodies are used up.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export interface LoadRequest { url: string; headers: Record<string, string>; connections: number; seconds: number; method?: string; bodies?: string[] }
export interface LoadReport { latencies: number[]; errors: number; firstError?: string; elapsedSeconds: number }

async function run({ url, headers, connections, seconds, method = 'GET', bodies }: LoadRequest): Promise<LoadReport> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let next = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end && (!bodies || next < bodies.length)) {
      const body = bodies?.[next++];
      const sent = performance.now();
      try {
        const response = await fetch(url, { method, headers: body ? { ...headers, 'content-type': 'application/json' } : headers, body });
        const text = await response.text(); // read the body, or the connection is not reused
        if (response.status === 200) latencies.push(performance.now() - sent);
        else {
          errors += 1;
          firstError ??= `HTTP ${response.status} ${text.slice(0, 200)}`;
        }
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, errors, firstError, elapsedSeconds: (performance.now() - start) / 1000 };
}

// The request on the command line, or on stdin when it is too long for one (many bodies).
process.stdout.write(JSON.stringify(await run(JSON.parse(process.argv[2] ?? readFileSync(0, 'utf8')) as LoadRequest)));
