import { PostgresDialect, type Kysely as KyselyType } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { emptyClusterFor } from './empty-cluster.js';
import { poolOf } from './pg-client.js';
import { markEmbedded, PGLITE_EXTENSIONS } from './embedded.js';
import { camelCaseDatabase } from './naming.js';
import { timedPool } from './pool-watch.js';
import { ReplicaReadDriver, ReplicaWatch, type ReplicaState } from './replica.js';
import type { Tables } from './tables.js';

export type Database = KyselyType<Tables>;

export interface DatabaseOptions {
  /** postgres://... for a real PostgreSQL; otherwise PGlite is embedded. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string;
  /** A PGlite dumpDataDir() snapshot to start from (tests). */
  snapshot?: Blob | File;
  poolSize?: number;
  /** postgres://... of a streaming replica of `url`, for the reads that may lag (replica.ts). */
  readUrl?: string;
  /** A replica further behind than this is passed over (ms). */
  replicaMaxLagMs?: number;
  /** PostgreSQL only: a statement running longer is cancelled (ms). */
  statementTimeoutMs?: number;
  /** PostgreSQL only: false sends the compiled queries unnamed (a pooler that keeps no prepared statements; pg-client.ts). */
  namedStatements?: boolean;
}

/**
 * Issue 16: no query holds a connection for long. A list or report that would run past this is
 * cancelled by the database and answered with a clear 503 (http/errors.ts), not left to pile up.
 */
export const STATEMENT_TIMEOUT_MS = 30_000;

export interface OpenDatabase {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Present for PGlite: the embedded instance, for snapshots. */
  pglite?: PGlite;
  /** With a replica (readUrl): the reads that may lag, and how far behind the replica is. */
  replica?: { db: Database; state: ReplicaState };
  close(): Promise<void>;
}

// Bigint ids and counts arrive as strings from pg; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
// Dates stay ISO strings (yyyy-MM-dd), not midnight-in-local-time Date objects.
pg.types.setTypeParser(1082, (value) => value);

function postgresPool(url: string, options: DatabaseOptions, connectionTimeoutMillis = 0): pg.Pool {
  const pool = poolOf({
    connectionString: url, max: options.poolSize ?? 20, statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS, connectionTimeoutMillis,
    namedStatements: options.namedStatements,
  });
  // An idle connection can be cut (server restart, database dropped): the pool replaces it on
  // the next query; without a listener the error would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  if (options.url) {
    const pool = postgresPool(options.url, options);
    const primaryPool = timedPool('primary', pool);
    const db = camelCaseDatabase<Tables>(new PostgresDialect({ pool: primaryPool }));
    if (!options.readUrl) return { db, kind: 'postgres', close: () => db.destroy() };
    // A replica that does not answer is given up on quickly: its reads move to the primary.
    const replicaPool = postgresPool(options.readUrl, options, 3000);
    const watch = new ReplicaWatch(pool, replicaPool, options.replicaMaxLagMs ?? 2000);
    const driver = new ReplicaReadDriver(timedPool('replica', replicaPool), primaryPool, watch);
    const postgres = new PostgresDialect({ pool: replicaPool });
    const reads = camelCaseDatabase<Tables>({
      createAdapter: () => postgres.createAdapter(), createDriver: () => driver,
      createIntrospector: (kysely) => postgres.createIntrospector(kysely), createQueryCompiler: () => postgres.createQueryCompiler(),
    });
    return {
      db, kind: 'postgres', replica: { db: reads, state: watch },
      close: async () => { await reads.destroy(); await db.destroy(); },
    };
  }
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.snapshot ?? (await emptyClusterFor(options.dataDir)),
    extensions: PGLITE_EXTENSIONS,
    parsers: { 20: (value: string) => Number(value), 1082: (value: string) => value },
  });
  const db = camelCaseDatabase<Tables>(new PGliteDialect(pglite));
  markEmbedded(db, pglite);
  return { db, kind: 'pglite', pglite, close: () => db.destroy() };
}
