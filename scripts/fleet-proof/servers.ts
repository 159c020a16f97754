// The proof's API servers (src/server/main.ts, each its own process and port) and HAProxy in front of
// them, checking GET /api/ready twice a second and passing over a server that fails it twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class FleetServer {
  child: ChildProcess | undefined;
  exited: Promise<number | null> = Promise.resolve(null);

  constructor(readonly name: string, readonly port: number, readonly metricsPort: number, private env: Record<string, string>, private logFile: string) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  start(): void {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root, stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1', METRICS_PORT: String(this.metricsPort) },
    });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  async waitReady(seconds = 120): Promise<void> {
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until) {
      if (this.child?.exitCode !== null && this.child?.exitCode !== undefined) throw new Error(`${this.name} exited with ${this.child.exitCode}; see ${this.logFile}`);
      if (await fetch(`${this.base}/api/ready`).then((response) => response.ok, () => false)) return;
      await pause(200);
    }
    throw new Error(`${this.name} not ready within ${seconds} s; see ${this.logFile}`);
  }

  /** SIGTERM and wait for the process to end: the drain, then the requests in flight. */
  async stop(): Promise<number | null> {
    this.child?.kill('SIGTERM');
    return this.exited;
  }

  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }
}

export function startHaproxy(dir: string, port: number, servers: FleetServer[]): ChildProcess {
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, `global
  maxconn 4096
  log stdout format raw local0 info

defaults
  mode http
  log global
  # The request id, status, termination state (---- when all went well), server, timings, request
  # line, and the load client's number of the request ({X-Load-Seq}).
  log-format "%ID %ST %tsc %b/%s %TR/%Tw/%Tc/%Tr/%Ta %{+Q}r %hr"
  timeout connect 2s
  timeout client 300s
  timeout server 60s
  # The client must close an idle connection before the balancer does (see the frontend).
  timeout http-keep-alive 300s
  option http-keep-alive
  option forwardfor
  # A connection refused (a server just killed, not yet seen down) is tried on another server:
  # nothing was sent, so a write cannot happen twice. A request sent to a server that then closed
  # without any answer (killed with it in flight) is sent again only if it is a read.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend portal
  bind 127.0.0.1:${port}
  # The server keeps this id (TRUST_PROXY=true): the balancer's log and the server's match.
  unique-id-format lb-%{+X}o%ci-%cp-%Ts-%rt
  unique-id-header X-Request-Id
  capture request header X-Load-Seq len 12
  http-request disable-l7-retry if !METH_GET
  # Node's server answers "Keep-Alive: timeout=72", which is about its own hop: passed on, it had
  # clients keep idle connections for 70 s that the balancer closed after 60, and a request sent on
  # one just then was lost before it reached a server (one or two a run). Without it clients use
  # their own idle time (Node 4 s, browsers up to a few minutes, retrying on a connection closed).
  http-response del-header keep-alive
  default_backend servers

backend servers
  balance leastconn
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`);
  const child = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(join(dir, 'haproxy.log'));
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return child;
}
