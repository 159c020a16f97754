// The load generator of npm run bench, run as its own process so it does not share the server's
// event loop: `connections` workers send GETs back to back; the report goes to stdout as JSON.
import { performance } from 'node:perf_hooks';

export interface LoadRequest { url: string; headers: Record<string, string>; connections: number; seconds: number }
export interface LoadReport { latencies: number[]; errors: number; firstError?: string; elapsedSeconds: number }

async function run({ url, headers, connections, seconds }: LoadRequest): Promise<LoadReport> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer(); // read the body, or the connection is not reused
        if (response.status === 200) latencies.push(performance.now() - sent);
        else {
          errors += 1;
          firstError ??= `HTTP ${response.status}`;
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

process.stdout.write(JSON.stringify(await run(JSON.parse(process.argv[2]) as LoadRequest)));
