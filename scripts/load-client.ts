// The load generator of npm run bench, run as its own process so it does not share the server's
// event loop: `connections` workers send requests back to back; the report goes to stdout as JSON.
// GETs repeat one URL; with `bodies` each request sends the next body (a write that must not repeat)
// until the time is up or the bodies are used up.
//
// Each worker keeps one HTTP/1.1 connection and writes its request as ready-made bytes: on a
// machine of two cores the client shares the CPU with the server and the database it measures, and
// node:http took 0.35 ms per request (0.7 ms for a page of 100 rows) to build the request and read
// the answer, as much as the server spent answering a small list. The client asks for compressed
// answers as a browser does and keeps them whole without unpacking them.
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

export interface LoadRequest { url: string; headers: Record<string, string>; connections: number; seconds: number; method?: string; bodies?: string[] }
export interface LoadReport { latencies: number[]; errors: number; firstError?: string; elapsedSeconds: number }

interface Answer { status: number; text: () => string }

const HEAD_END = Buffer.from('\r\n\r\n');
const LAST_CHUNK = Buffer.from('0\r\n\r\n');

/** The request's bytes: request line, headers, body. */
function requestBytes(target: URL, method: string, headers: Record<string, string>, body?: string): Buffer {
  const all: Record<string, string> = {
    host: target.host, connection: 'keep-alive', 'accept-encoding': 'br, gzip', ...headers,
    ...(body !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
  };
  const head = `${method} ${target.pathname}${target.search} HTTP/1.1\r\n${Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body ?? '')]);
}

/**
 * One kept-alive connection answering one request at a time. An answer is whole when its
 * content-length bytes are in, or, sent in chunks, at its last chunk.
 */
class Connection {
  private socket?: Socket;
  private received: Buffer[] = [];
  private size = 0;
  private waiting?: { resolve: (answer: Answer) => void; reject: (error: Error) => void };

  constructor(private readonly target: URL) {}

  send(bytes: Buffer): Promise<Answer> {
    const socket = (this.socket ??= this.open());
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      socket.write(bytes);
    });
  }

  close(): void {
    this.socket?.destroy();
  }

  private open(): Socket {
    const socket = connect({ host: this.target.hostname, port: Number(this.target.port || 80), noDelay: true });
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    const lost = (error?: Error) => {
      if (this.socket === socket) this.socket = undefined;
      this.received = [];
      this.size = 0;
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.reject(error ?? new Error('connection closed'));
    };
    socket.on('error', lost);
    socket.on('close', () => lost());
    return socket;
  }

  private receive(chunk: Buffer): void {
    this.received.push(chunk);
    this.size += chunk.length;
    const all = this.received.length === 1 ? chunk : Buffer.concat(this.received, this.size);
    const headEnd = all.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = all.toString('latin1', 0, headEnd).toLowerCase();
    const length = /\r\ncontent-length: *(\d+)/.exec(head);
    const bodyStart = headEnd + HEAD_END.length;
    const whole = length ? all.length >= bodyStart + Number(length[1]) : /\r\ntransfer-encoding: *chunked/.test(head) && all.subarray(all.length - LAST_CHUNK.length).equals(LAST_CHUNK);
    if (!whole) {
      this.received = [all];
      return;
    }
    this.received = [];
    this.size = 0;
    const waiting = this.waiting;
    this.waiting = undefined;
    if (/\r\nconnection: *close/.test(head)) this.close();
    waiting?.resolve({ status: Number(head.slice(9, 12)), text: () => all.subarray(bodyStart).toString() });
  }
}

async function run({ url, headers, connections, seconds, method = 'GET', bodies }: LoadRequest): Promise<LoadReport> {
  const target = new URL(url);
  const repeated = bodies ? undefined : requestBytes(target, method, headers);
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let next = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    const connection = new Connection(target);
    try {
      while (performance.now() < end && (!bodies || next < bodies.length)) {
        const bytes = repeated ?? requestBytes(target, method, headers, bodies![next++]);
        const sent = performance.now();
        try {
          const answer = await connection.send(bytes);
          if (answer.status === 200) latencies.push(performance.now() - sent);
          else {
            errors += 1;
            firstError ??= `HTTP ${answer.status} ${answer.text().slice(0, 200)}`;
          }
        } catch (error) {
          errors += 1;
          firstError ??= String(error);
        }
      }
    } finally {
      connection.close();
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, errors, firstError, elapsedSeconds: (performance.now() - start) / 1000 };
}

// One request on the command line; or requests on stdin, one a line, each answered by a line, so
// that the benches keep one client for all their turns: a client just started served about a ninth
// fewer calls in its first second (its own code not yet compiled by V8), which pgbench, the SQL it is
// set beside, does not pay.
if (process.argv[2]) process.stdout.write(JSON.stringify(await run(JSON.parse(process.argv[2]) as LoadRequest)));
else for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) if (line.trim()) process.stdout.write(`${JSON.stringify(await run(JSON.parse(line) as LoadRequest))}\n`);
