// npm run fleet-proof (as root, or as a user who may run Debian's PostgreSQL tools and HAProxy):
// the portal as a fleet on this machine, under a steady load of demo users, through a rolling restart,
// a server killed outright and the replica stopped and started; then every acknowledged write looked
// for, and the database restored to a moment in the middle from a base backup and the WAL archive.
// The report goes to stdout and to FLEET_REPORT (default <FLEET_DIR>/report.md). docs/operations.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { baseBackup, Cluster, initPrimary, initReplica, restoreToTime } from './fleet-proof/postgres';
import { DemoUser, LoadRecord } from './fleet-proof/load';
import { FleetServer, startHaproxy } from './fleet-proof/servers';

const dir = process.env.FLEET_DIR ?? '/tmp/kundeportal-fleet';
// Below the machine's ephemeral range (32768 and up), so no outgoing connection holds one of them.
const PORTS = { primary: 25432, replica: 25433, restored: 25434, balancer: 28080, server: 28081, metrics: 29461 };
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const log = (message: string) => console.error(`${new Date().toISOString().slice(11, 19)} ${message}`);

// A run left behind (FLEET_KEEP) is stopped and removed first.
for (const name of ['primary', 'replica', 'restored']) {
  const cluster = new Cluster(name, join(dir, name), 0, '');
  if (existsSync(join(dir, name, 'postmaster.pid')) && cluster.running()) cluster.stop('immediate');
}
rmSync(dir, { recursive: true, force: true });

// Whatever was started is stopped at the end, also when a step fails.
const cleanups: Array<() => unknown> = [];
let proven = false;
try {
  await proof();
  proven = true;
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve().then(cleanup).catch((error: unknown) => log(`cleanup: ${String(error)}`));
  // A failed run keeps its logs and data directories to look at.
  if (proven && process.env.FLEET_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
  else log(`kept ${dir}`);
}

async function proof(): Promise<void> {
  const archiveDir = join(dir, 'wal-archive');
  const primary = initPrimary(dir, PORTS.primary, archiveDir);
  cleanups.push(() => primary.running() && primary.stop('fast'));
  primary.start();
  await primary.query('create database kundeportal', [], 'postgres');
  const replica = initReplica(dir, primary, PORTS.replica);
  replica.start();
  cleanups.push(() => replica.running() && replica.stop('fast'));
  log('primary and streaming replica up');

  const env = {
    DATABASE_URL: primary.url('kundeportal'), DATABASE_READ_URL: replica.url('kundeportal'), DATABASE_POOL_SIZE: '10',
    DEMO_DATA: 'false', DIST_DIR: '/nonexistent', TRUST_PROXY: 'true', DRAIN_SECONDS: '2',
    LOGIN_LIMIT_PER_ADDRESS: '100000', LOGIN_LIMIT_PER_USER: '100000', NIGHTLY_START_HOUR: '24',
    // Each request's start and end in the server's log: what a server killed outright had begun and not finished.
    LOG_REQUESTS: 'true',
  };
  const servers = [0, 1, 2].map((i) => new FleetServer(`s${i + 1}`, PORTS.server + i, PORTS.metrics + i, env, join(dir, `server-${i + 1}.log`)));
  // The fleet starts at once on the empty database: one of them runs the migrations.
  for (const server of servers) server.start();
  cleanups.push(() => Promise.all(servers.map((server) => server.stop())));
  await Promise.all(servers.map((server) => server.waitReady()));
  const migrationLines = servers.map((server) => readFileSync(join(dir, `server-${server.name.slice(1)}.log`), 'utf8').split('\n').filter((line) => line.includes('"migrations run"')).length);
  log(`three servers up; migrations run by ${migrationLines.filter((n) => n > 0).length} of them`);

  const seedStarted = Date.now();
  {
    const { openDatabase } = await import('../src/server/db/database');
    const { seedDemoDataIfEmpty } = await import('../src/server/seed/index');
    const database = await openDatabase({ url: env.DATABASE_URL, poolSize: 4 });
    await seedDemoDataIfEmpty(database.db);
    await database.close();
  }
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  log(`demo data seeded in ${seedSeconds} s`);

  async function replicaCaughtUp(seconds = 120): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < seconds * 1000) {
      const [row] = await primary.query<{ behind: number | null }>(`select pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float8 as behind from pg_stat_replication`, [], 'postgres');
      if (row && row.behind !== null && row.behind <= 0) return (Date.now() - started) / 1000;
      await pause(200);
    }
    throw new Error(`the replica did not catch up within ${seconds} s`);
  }
  await replicaCaughtUp();
  baseBackup(primary, join(dir, 'base-backup'));
  log('replica caught up; base backup taken');

  const balancer = startHaproxy(dir, PORTS.balancer, servers);
  cleanups.push(() => balancer.kill('SIGTERM'));
  const base = `http://127.0.0.1:${PORTS.balancer}`;
  for (let tries = 0; !(await fetch(`${base}/api/ready`).then((response) => response.ok, () => false)); tries++) {
    if (tries > 100) throw new Error('HAProxy does not answer');
    await pause(100);
  }

  const [depot] = await primary.query<{ id: number }>(`select l.id from locations l join customers c on c.id = l.customer_id where c.type = 'provider' and l.status_id = 1 order by l.id limit 1`);
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const record = new LoadRecord();
  const users = ([
    ['bruker', { orders: true, reports: false, invoices: false }], ['bruker', { orders: true, reports: false, invoices: false }],
    ['per.jensen', { orders: true, reports: false, invoices: false }], ['kunde', { orders: true, reports: true, invoices: true }],
    ['kunde', { orders: true, reports: true, invoices: true }], ['lager', { orders: false, reports: true, invoices: false }],
  ] as const).map(([name, may]) => new DemoUser(base, name, may, record, today, depot!.id));
  for (const user of users) await user.login();

  // How far the replica is behind, as the primary sees it, and whether server 1 reads from it.
  const lagSamples: Array<{ phase: string; up: boolean; seconds: number; bytes: number; serverUsesReplica?: boolean }> = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [row] = await primary.query<{ seconds: number | null; bytes: number | null }>(
        `select coalesce(extract(epoch from replay_lag), 0)::float8 as seconds, pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float8 as bytes from pg_stat_replication`, [], 'postgres').catch(() => []);
      const metrics = await fetch(`http://127.0.0.1:${PORTS.metrics}/metrics`).then((response) => response.text(), () => '');
      const inUse = /^kundeportal_replica_in_use (\d)/m.exec(metrics);
      lagSamples.push({ phase: record.phase, up: row !== undefined, seconds: row?.seconds ?? 0, bytes: row?.bytes ?? 0, ...(inUse ? { serverUsesReplica: inUse[1] === '1' } : {}) });
      await pause(1000);
    }
  })();

  let running = true;
  const loops = users.map((user) => user.run(() => running, 100));
  const phaseTimes: Array<{ phase: string; seconds: number }> = [];
  async function phase(name: string, work: () => Promise<void>): Promise<void> {
    record.phase = name;
    log(name);
    const started = Date.now();
    await work();
    phaseTimes.push({ phase: name, seconds: (Date.now() - started) / 1000 });
  }

  const restarts: Array<{ server: string; exitCode: number | null; stopSeconds: number; startSeconds: number }> = [];
  await phase('steady', () => pause(15_000));
  await phase('rolling restart', async () => {
    for (const server of servers) {
      let started = Date.now();
      const exitCode = await server.stop();
      const stopSeconds = (Date.now() - started) / 1000;
      started = Date.now();
      server.start();
      await server.waitReady();
      restarts.push({ server: server.name, exitCode, stopSeconds, startSeconds: (Date.now() - started) / 1000 });
      // The balancer takes it back after two good checks.
      await pause(1500);
    }
  });
  const restoreTarget = new Date();
  await phase('steady after the restart', () => pause(10_000));
  await phase('kill -9 of s2', async () => {
    await servers[1]!.kill();
    await pause(3000);
    servers[1]!.start();
    await servers[1]!.waitReady();
    await pause(1500);
  });
  await phase('steady after the kill', () => pause(5000));
  await phase('replica stopped', async () => {
    replica.stop('fast');
    await pause(15_000);
  });
  let catchUpSeconds = 0;
  await phase('replica started again', async () => {
    replica.start();
    catchUpSeconds = await replicaCaughtUp();
    await pause(10_000);
  });
  running = false;
  await Promise.all(loops);
  sampling = false;
  await sampler;
  log('load stopped');

  // Every acknowledged write, on the primary and (caught up) on the replica.
  await replicaCaughtUp();
  const idsOf = (kind: 'order' | 'ticket') => record.acked.filter((write) => write.kind === kind).map((write) => write.id);
  async function missing(cluster: Cluster): Promise<{ orders: number[]; tickets: number[] }> {
    const orders = await cluster.query<{ id: number }>('select id from transactions where id = any($1::int[])', [idsOf('order')]);
    const tickets = await cluster.query<{ id: number }>('select id from support_tickets where id = any($1::int[])', [idsOf('ticket')]);
    const found = { orders: new Set(orders.map((row) => Number(row.id))), tickets: new Set(tickets.map((row) => Number(row.id))) };
    return { orders: idsOf('order').filter((id) => !found.orders.has(id)), tickets: idsOf('ticket').filter((id) => !found.tickets.has(id)) };
  }
  const missingOnPrimary = await missing(primary);
  const missingOnReplica = await missing(replica);

  // Point-in-time recovery, once: the base backup taken before the load, the archived WAL up to the
  // end of the rolling restart. What was acknowledged before that moment is there; what was sent after, not.
  await primary.query('select pg_switch_wal()', [], 'postgres');
  await pause(3000);
  const restored = restoreToTime(dir, join(dir, 'base-backup'), archiveDir, restoreTarget, PORTS.restored);
  const restoreStarted = Date.now();
  cleanups.push(() => restored.running() && restored.stop('fast'));
  restored.start();
  for (let tries = 0; (await restored.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering', [], 'postgres').catch(() => [{ recovering: true }]))[0]!.recovering; tries++) {
    if (tries > 600) throw new Error('the restore did not finish within 2 minutes');
    await pause(200);
  }
  const restoreSeconds = (Date.now() - restoreStarted) / 1000;
  const restoredOrders = new Set((await restored.query<{ id: number }>('select id from transactions where id = any($1::int[])', [idsOf('order')])).map((row) => Number(row.id)));
  const restoredTickets = new Set((await restored.query<{ id: number }>('select id from support_tickets where id = any($1::int[])', [idsOf('ticket')])).map((row) => Number(row.id)));
  const inRestore = (write: { kind: string; id: number }) => (write.kind === 'order' ? restoredOrders : restoredTickets).has(write.id);
  const before = record.acked.filter((write) => write.ackedAt < restoreTarget.getTime() - 1000);
  const after = record.acked.filter((write) => write.sentAt > restoreTarget.getTime() + 1000);
  const restore = { seconds: restoreSeconds, before: before.length, beforeMissing: before.filter((write) => !inRestore(write)).length, after: after.length, afterPresent: after.filter(inRestore).length };

  // The report.
  const versions = {
    node: process.version,
    postgres: (await primary.query<{ version: string }>('select version()', [], 'postgres'))[0]!.version.split(' on ')[0],
    haproxy: execFileSync('haproxy', ['-v'], { encoding: 'utf8' }).split('\n')[0]!.split(' - ')[0],
  };
  const percentile = (values: number[], p: number) => (values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]! : 0);
  const phases = [...new Set(record.outcomes.map((outcome) => outcome.phase))].filter((name) => name !== 'start');
  const rows = phases.map((name) => {
    const outcomes = record.outcomes.filter((outcome) => outcome.phase === name);
    const failed = outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500);
    const refused = outcomes.filter((outcome) => outcome.status >= 400 && outcome.status < 500);
    const writes = outcomes.filter((outcome) => outcome.route.startsWith('POST /api/order') || outcome.route.startsWith('POST /api/supportticket'));
    const lag = lagSamples.filter((sample) => sample.phase === name && sample.up);
    const seconds = phaseTimes.find((time) => time.phase === name)?.seconds ?? 0;
    return `| ${name} | ${seconds.toFixed(0)} s | ${outcomes.length} | ${writes.length} | ${failed.length} | ${refused.length} | ${percentile(outcomes.map((o) => o.ms), 0.5)} / ${percentile(outcomes.map((o) => o.ms), 0.95)} ms | ${lag.length ? `${Math.max(...lag.map((s) => s.seconds)).toFixed(3)} s, ${Math.max(...lag.map((s) => s.bytes)).toLocaleString('en')} B` : 'replica down'} |`;
  });
  // The balancer's own account of each request, found by the client's number ({X-Load-Seq} at the line's end).
  const balancerLines = readFileSync(join(dir, 'haproxy.log'), 'utf8').split('\n').filter((line) => /^lb-\S+ \S+ \S+ /.test(line));
  const balancerLineOf = new Map(balancerLines.map((line) => [Number(/\{(\d+)\}$/.exec(line)?.[1]), line]));
  const failures = new Map<string, number>();
  const unanswered: string[] = [];
  for (const outcome of record.outcomes.filter((each) => each.status === 0 || each.status >= 400)) {
    const key = `${outcome.phase}: ${outcome.route} → ${outcome.status || 'no answer'} ${outcome.error ?? ''}`.slice(0, 220);
    failures.set(key, (failures.get(key) ?? 0) + 1);
    if (outcome.status === 0) unanswered.push(`- request ${outcome.seq} (${outcome.route}, after ${outcome.ms} ms): ${balancerLineOf.has(outcome.seq) ? `\`${balancerLineOf.get(outcome.seq)}\`` : 'not in the balancer\'s log'}`);
  }
  const abnormal = balancerLines.filter((line) => { const [, status, state] = line.split(' '); return state !== '----' || Number(status) >= 500 || status === '-1'; });
  // What each server began and never finished: only a server killed outright leaves such requests.
  const unfinished = servers.map((server) => {
    // A server killed outright may have left its last line half written: such a line is skipped.
    const entries = readFileSync(join(dir, `server-${server.name.slice(1)}.log`), 'utf8').split('\n').flatMap((line) => {
      try { return [JSON.parse(line) as { msg?: string; requestId?: string; req?: { method: string; url: string } }]; } catch { return []; }
    });
    const finished = new Set(entries.filter((entry) => entry.msg === 'request completed').map((entry) => entry.requestId));
    return { server: server.name, requests: entries.filter((entry) => entry.msg === 'incoming request' && !finished.has(entry.requestId)).map((entry) => `${entry.req!.method} ${entry.req!.url.split('?')[0]}`) };
  }).filter((each) => each.requests.length > 0);
  // HAProxy numbers each request it receives (the request id's last field): a number it never logged is
  // a request it closed without an answer, its server having died with it (abort_keep_alive), or a lost log line.
  const counters = balancerLines.map((line) => Number.parseInt(line.split(' ')[0]!.split('-').at(-1)!, 16)).sort((a, b) => a - b);
  const unlogged = counters.length ? counters.at(-1)! - counters[0]! + 1 - counters.length : 0;
  const inOrder = (routes: string[]) => [...routes].sort().join(', ');
  const noAnswer = record.outcomes.filter((outcome) => outcome.status === 0).map((outcome) => outcome.route);
  const inFlight = unfinished.flatMap((each) => each.requests);
  const stoppedSamples = lagSamples.filter((sample) => sample.phase === 'replica stopped' && sample.serverUsesReplica !== undefined);
  const report = `## Fleet proof, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC

Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${loadavg()[0]!.toFixed(1)} at the end, shared with other work while it ran;
${versions.node}, ${versions.postgres}, ${versions.haproxy}. PostgreSQL primary and streaming replica (pg_basebackup -R),
3 API servers (DATABASE_POOL_SIZE 10, DRAIN_SECONDS 2) behind HAProxy (checks GET /api/ready every 0.5 s, fall 2, rise 2),
${users.length} sessions of demo users (${users.map((user) => user.loginName).join(', ')}), each in a loop of one request, then 100 ms pause:
lists, stock, a balance report, invoices, orders of empties and support tickets (a write in three steps).
Demo data seeded in ${seedSeconds.toFixed(0)} s; migrations run by ${migrationLines.filter((n) => n > 0).length} of the 3 servers started at once on the empty database.

| phase | took | requests | of them writes | failed (5xx, no answer) | refused (4xx) | p50 / p95 | replica lag, most (time, WAL bytes) |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
| **all** | | **${record.outcomes.length}** | | **${record.outcomes.filter((o) => o.status === 0 || o.status >= 500).length}** | **${record.outcomes.filter((o) => o.status >= 400 && o.status < 500).length}** | | |

Rolling restart (SIGTERM, wait for the exit, start, wait for ready): ${restarts.map((restart) => `${restart.server} exit ${restart.exitCode}, stopped in ${restart.stopSeconds.toFixed(1)} s, ready in ${restart.startSeconds.toFixed(1)} s`).join('; ')}.
Replica stopped (pg_ctl stop -m fast) for 15 s: server s1 read from the primary in ${stoppedSamples.filter((sample) => !sample.serverUsesReplica).length} of ${stoppedSamples.length} samples; started again, it caught up in ${catchUpSeconds.toFixed(1)} s.

Acknowledged writes: ${idsOf('order').length} orders and ${idsOf('ticket').length} support tickets. Missing on the primary afterwards: ${missingOnPrimary.orders.length + missingOnPrimary.tickets.length}; missing on the replica once caught up: ${missingOnReplica.orders.length + missingOnReplica.tickets.length}.
Read-your-writes: ${record.unseenWrites} of ${idsOf('order').length} new orders missing from their writer's list read right after.

Point-in-time restore (base backup from before the load, WAL archive, recovery_target_time = the end of the rolling restart): done in ${restore.seconds.toFixed(1)} s;
of ${restore.before} writes acknowledged more than 1 s before that moment ${restore.before - restore.beforeMissing} are in the restored database (${restore.beforeMissing} missing);
of ${restore.after} sent more than 1 s after it, ${restore.afterPresent} are (0 expected).

HAProxy logged ${balancerLines.length} requests; those that did not end normally (request id, status, termination state, server, timings TR/Tw/Tc/Tr/Ta, request):
${abnormal.length ? abnormal.slice(0, 20).map((line) => `- \`${line}\``).join('\n') : '- none'}

${failures.size ? `Requests that did not succeed, by phase, route and answer:\n\n${[...failures].map(([key, count]) => `- ${count}× ${key}`).join('\n')}` : 'Every request succeeded.'}
${unanswered.length ? `\nThose the client got no answer to, as the balancer logged them:\n\n${unanswered.join('\n')}\n` : ''}
Requests a server began and never finished (in flight when it was killed): ${unfinished.length ? unfinished.map((each) => `${each.server}: ${each.requests.join(', ')}`).join('; ') : 'none'}.
The client got no answer to ${noAnswer.length} request(s) (${inOrder(noAnswer) || 'none'}); HAProxy received ${unlogged} request(s) it did not log; the servers began ${inFlight.length} they never finished (${inOrder(inFlight) || 'none'}).
`;
  writeFileSync(process.env.FLEET_REPORT ?? join(dir, 'report.md'), report);
  console.log(report);
}
