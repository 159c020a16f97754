// The load generator of npm run bench, run as its own process so it does not share the server's
// event loop: `connections` workers send requests back to back; the report goes to stdout as JSON.
// GETs repeat one URL; with `bodies` each request sends the next body (a write that must not repeat)
// until the time is up or the bodies are used up.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadRequest { url: string; headers: Record<string, string>; connections: number; seconds: number; method?: string; bodies?: string[] }
export interface LoadReport { latencies: number[]; errors: number; firstError?: string; elapsedSeconds: number }

/**
 * One request on a kept-alive connection with node:http. fetch cost the client more CPU per request
 * than the server spent answering it, and on a small machine that CPU is taken from the server. The
 * client asks for compressed answers as a browser does and reads them whole without unpacking them.
 */
function send(agent: Agent, url: URL, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: () => string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent, method, headers: { 'accept-encoding': 'br, gzip', ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: () => Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function run({ url, headers, connections, seconds, method = 'GET', bodies }: LoadRequest): Promise<LoadReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
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
        const response = await send(agent, target, method, headers, body);
        if (response.status === 200) latencies.push(performance.now() - sent);
        else {
          errors += 1;
          firstError ??= `HTTP ${response.status} ${response.text().slice(0, 200)}`;
        }
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return { latencies, errors, firstError, elapsedSeconds: (performance.now() - start) / 1000 };
}

// The request on the command line, or on stdin when it is too long for one (many bodies).
process.stdout.write(JSON.stringify(await run(JSON.parse(process.argv[2] ?? readFileSync(0, 'utf8')) as LoadRequest)));
