// The proof's PostgreSQL: a primary with WAL archiving, a streaming replica made with pg_basebackup,
// and a point-in-time restore from a base backup and the archive. Debian's packages, run as the
// postgres user, each on a data directory and port of its own (the machine's own cluster is untouched).
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const binDir = () => {
  const versions = readdirSync('/usr/lib/postgresql').filter((name) => existsSync(`/usr/lib/postgresql/${name}/bin/pg_ctl`)).sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
};

/** initdb refuses root: as root, the tools run as the postgres user. */
export function asPostgres(tool: string, args: string[], options: { quiet?: boolean } = {}): string {
  const command = join(binDir(), tool);
  const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', options.quiet ? 'ignore' : 'inherit'] });
}

/** A directory the postgres user may write. */
export function postgresDir(path: string): string {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', path]);
  return path;
}

export class Cluster {
  constructor(readonly name: string, readonly dataDir: string, readonly port: number, readonly logFile: string) {}

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start(): void {
    asPostgres('pg_ctl', ['-D', this.dataDir, '-l', this.logFile, '-w', '-t', '120', 'start'], { quiet: true });
  }

  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    asPostgres('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', 'stop'], { quiet: true });
  }

  running(): boolean {
    try {
      asPostgres('pg_ctl', ['-D', this.dataDir, 'status'], { quiet: true });
      return true;
    } catch {
      return false;
    }
  }

  async query<Row extends object>(text: string, values: unknown[] = [], database = 'kundeportal'): Promise<Row[]> {
    const client = new pg.Client({ connectionString: this.url(database) });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  }
}

const settings = (lines: Record<string, string | number>) => Object.entries(lines).map(([key, value]) => `${key} = ${typeof value === 'number' ? value : `'${value}'`}`).join('\n') + '\n';

/** A new primary: streaming replication allowed from this machine, every finished WAL segment archived. */
export function initPrimary(root: string, port: number, archiveDir: string): Cluster {
  const dataDir = join(root, 'primary');
  postgresDir(root);
  postgresDir(archiveDir);
  asPostgres('initdb', ['-D', dataDir, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C.UTF-8'], { quiet: true });
  appendFileSync(join(dataDir, 'postgresql.conf'), settings({
    port, listen_addresses: '127.0.0.1', unix_socket_directories: root, max_connections: 200, shared_buffers: '128MB',
    wal_level: 'replica', max_wal_senders: 5, wal_keep_size: '512MB', hot_standby: 'on',
    archive_mode: 'on', archive_command: `test ! -f ${archiveDir}/%f && cp %p ${archiveDir}/%f`, archive_timeout: 5,
  }));
  return new Cluster('primary', dataDir, port, join(root, 'primary.log'));
}

/** A streaming replica of `primary`, from pg_basebackup (-R writes standby.signal and the connection). */
export function initReplica(root: string, primary: Cluster, port: number): Cluster {
  const dataDir = join(root, 'replica');
  asPostgres('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream', '-c', 'fast'], { quiet: true });
  appendFileSync(join(dataDir, 'postgresql.auto.conf'), settings({ port }));
  return new Cluster('replica', dataDir, port, join(root, 'replica.log'));
}

/** A base backup for point-in-time recovery (the WAL after it comes from the archive). */
export function baseBackup(primary: Cluster, dir: string): void {
  asPostgres('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dir, '-X', 'stream', '-c', 'fast'], { quiet: true });
}

/** The database as it was at `target`: the base backup, then the archived WAL replayed up to that moment. */
export function restoreToTime(root: string, backupDir: string, archiveDir: string, target: Date, port: number): Cluster {
  const dataDir = join(root, 'restored');
  cpSync(backupDir, dataDir, { recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dataDir]);
  writeFileSync(join(dataDir, 'recovery.signal'), '');
  appendFileSync(join(dataDir, 'postgresql.auto.conf'), settings({
    port, archive_mode: 'off', restore_command: `cp ${archiveDir}/%f %p`, recovery_target_time: target.toISOString().replace('T', ' ').replace('Z', '+00'), recovery_target_action: 'promote',
  }));
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dataDir]);
  return new Cluster('restored', dataDir, port, join(root, 'restored.log'));
}
