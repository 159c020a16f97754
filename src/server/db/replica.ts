// A streaming replica for the reads that may lag a little (DESIGN "Running as a fleet",
// docs/operations.md). Each server watches how far the replica is behind its primary, once a second:
// a replica that is unreachable or further behind than the limit is passed over and those reads go to
// the primary, as they do without a replica. A read that the replica fails because it stopped, is
// starting or cancelled the query for recovery runs again on the primary, so stopping a replica fails
// no request.
import {
  PostgresDialect, type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings,
} from 'kysely';
import type pg from 'pg';

/** How far the replica is behind the primary, as each server sees it. */
export interface ReplicaState {
  /** Its reads go to the replica now. */
  usable(): boolean;
  /** Seconds of the primary's writes the replica has not replayed yet; undefined while unreachable or unknown. */
  lagSeconds(): number | undefined;
}

interface Sample { at: number; lsn: number }

/** WAL positions as bytes from the start (a float8 holds them exactly far beyond any real database). */
const PRIMARY_POSITION = `select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::float8 as lsn`;
const REPLICA_POSITION = `select pg_is_in_recovery() as standby, pg_wal_lsn_diff(coalesce(pg_last_wal_replay_lsn(), '0/0'), '0/0')::float8 as lsn`;

export class ReplicaWatch implements ReplicaState {
  #samples: Sample[] = [];
  #lag: number | undefined;
  #timer: NodeJS.Timeout;
  #checking = false;

  constructor(private primary: pg.Pool, private replica: pg.Pool, private maxLagMs: number, everyMs = 1000) {
    void this.check();
    this.#timer = setInterval(() => void this.check(), everyMs);
    this.#timer.unref();
  }

  usable(): boolean {
    return this.#lag !== undefined && this.#lag * 1000 <= this.maxLagMs;
  }

  lagSeconds(): number | undefined {
    return this.#lag;
  }

  /** A read found the replica gone: pass it over until the next check reaches it. */
  markDown(): void {
    this.#lag = undefined;
  }

  async check(): Promise<void> {
    if (this.#checking) return;
    this.#checking = true;
    try {
      const now = Date.now();
      const [primary, replica] = await Promise.allSettled([this.primary.query<{ lsn: number }>(PRIMARY_POSITION), this.replica.query<{ standby: boolean; lsn: number }>(REPLICA_POSITION)]);
      if (primary.status === 'fulfilled') this.#samples.push({ at: now, lsn: primary.value.rows[0]!.lsn });
      // Enough history to tell a lag well past the limit.
      const keepFrom = now - Math.max(10_000, this.maxLagMs * 3);
      while (this.#samples.length > 1 && this.#samples[0]!.at < keepFrom) this.#samples.shift();
      if (replica.status === 'rejected') { this.#lag = undefined; return; }
      const { standby, lsn } = replica.value.rows[0]!;
      // Not a standby (the primary itself, or a promoted replica): nothing to wait for.
      if (!standby) { this.#lag = 0; return; }
      // The oldest moment whose writes the replica has not replayed yet; none: it has caught up.
      const behind = this.#samples.find((sample) => sample.lsn > lsn);
      this.#lag = behind ? (now - behind.at) / 1000 : this.#samples.length ? 0 : undefined;
    } finally {
      this.#checking = false;
    }
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}

/** Errors that say the replica is gone or cannot serve the read now, as opposed to a fault of the query. */
export function replicaUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && /^(57P01|57P02|57P03|08...|40001)$/.test(code)) return true; // shutdown, starting, connection, conflict with recovery
  if (code && /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND)$/.test(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message ?? '');
}

/** A connection of the reads: on the replica, or on the primary after the replica failed it. */
class ReadConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(public current: DatabaseConnection, public onReplica: boolean, private driver: ReplicaReadDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.current.executeQuery<R>(query);
    } catch (error) {
      // Inside a transaction the earlier statements were on the replica: the caller sees the error.
      if (!this.onReplica || this.inTransaction || !replicaUnavailable(error)) throw error;
      await this.driver.moveToPrimary(this);
      return this.current.executeQuery<R>(query);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.current.streamQuery<R>(query, chunkSize);
  }
}

/** Kysely's driver for the reads: a replica connection while the replica keeps up, else a primary one. */
export class ReplicaReadDriver implements Driver {
  #replica: Driver;
  #primary: Driver;

  /** `primaryPool` stays open when the reads close: the primary's own database ends it. */
  constructor(replicaPool: ConstructorParameters<typeof PostgresDialect>[0]['pool'], primaryPool: ConstructorParameters<typeof PostgresDialect>[0]['pool'], private watch: ReplicaWatch) {
    this.#replica = new PostgresDialect({ pool: replicaPool }).createDriver();
    this.#primary = new PostgresDialect({ pool: primaryPool }).createDriver();
  }

  async init(): Promise<void> {
    await Promise.all([this.#replica.init(), this.#primary.init()]);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.watch.usable()) {
      try {
        return new ReadConnection(await this.#replica.acquireConnection(), true, this);
      } catch (error) {
        if (!replicaUnavailable(error)) throw error;
        this.watch.markDown();
      }
    }
    return new ReadConnection(await this.#primary.acquireConnection(), false, this);
  }

  async moveToPrimary(connection: ReadConnection): Promise<void> {
    this.watch.markDown();
    await this.#replica.releaseConnection(connection.current);
    connection.current = await this.#primary.acquireConnection();
    connection.onReplica = false;
  }

  #driverOf(connection: DatabaseConnection): [Driver, DatabaseConnection] {
    const read = connection as ReadConnection;
    return [read.onReplica ? this.#replica : this.#primary, read.current];
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const [driver, current] = this.#driverOf(connection);
    await driver.beginTransaction(current, settings);
    (connection as ReadConnection).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const [driver, current] = this.#driverOf(connection);
    (connection as ReadConnection).inTransaction = false;
    await driver.commitTransaction(current);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const [driver, current] = this.#driverOf(connection);
    (connection as ReadConnection).inTransaction = false;
    await driver.rollbackTransaction(current);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const [driver, current] = this.#driverOf(connection);
    await driver.releaseConnection(current);
  }

  async destroy(): Promise<void> {
    this.watch.stop();
    await this.#replica.destroy();
  }
}
