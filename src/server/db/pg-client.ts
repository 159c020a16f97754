// The PostgreSQL connections of the server's pools. Asked for a query without a callback (as
// Kysely asks), pg answers with a promise of its own; with it, about a tenth of what the server
// allocated for a list's page outlived the young generation (the results' rows, some 45 kB a
// query), so every scavenge copied megabytes and took 3–5 ms, and one request in twenty waited.
// Asked with a callback, pg promotes next to nothing: a loop of the users list's page promoted
// 4.5 MB against 190 MB, and spent a third of the time in the garbage collector. This client asks
// every query with a callback and makes the promise itself.
//
// The statements of the server's compiled queries (db/prepared.ts) go as named statements: each
// connection has PostgreSQL parse one once, and after a few runs plan it once, instead of parsing and
// planning it on every call. For the home page's month-end balances, whose three statements run in
// a few hundredths of a millisecond each, that planning was most of what the database did for the call.
import pg from 'pg';

type Callback = (error: Error, result: pg.QueryResult) => void;

/** The statements that go named, by their text: the compiled queries', bounded as they are. */
const statementNames = new Map<string, string>();
const MOST_NAMED = 4_000;

/**
 * The statements left unnamed:
 * - those whose columns are a table's own (`*`, `"table".*`, `returning *`): a migration that adds a
 *   column (in a rolling deploy, while this version still runs) would change their result, which
 *   PostgreSQL refuses for a prepared statement ("cached plan must not change result type");
 * - searches by a pattern (`like`): whether an index serves one depends on the pattern, which a plan
 *   made once for every value cannot see. Named, the location search took 5.7 ms instead of 1.0.
 */
const UNNAMED = /"\.\*|\bselect \* from "|\breturning \*|\b(i?like|similar to)\b/i;

/** Names a statement's text, so every connection prepares it once (unless UNNAMED). */
export function nameStatement(text: string): void {
  if (statementNames.has(text) || statementNames.size >= MOST_NAMED || UNNAMED.test(text)) return;
  statementNames.set(text, `kp${statementNames.size + 1}`);
}

export interface ClientConfig extends pg.ClientConfig {
  /** False for a pooler that cannot keep a session's prepared statements (pgbouncer before 1.21 in transaction mode). */
  namedStatements?: boolean;
}

export class Client extends pg.Client {
  private readonly namedStatements: boolean;

  constructor(config: ClientConfig = {}) {
    super(config);
    this.namedStatements = config.namedStatements !== false;
  }

  // Takes each of pg's overloads of query: a callback or a submittable query goes to pg as it is.
  override query(config: unknown, values?: unknown, callback?: Callback): any {
    if (typeof callback === 'function' || typeof values === 'function' || typeof (config as { submit?: unknown })?.submit === 'function') {
      return super.query(config as never, values as never, callback as never);
    }
    const name = this.namedStatements && typeof config === 'string' ? statementNames.get(config) : undefined;
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const answer = ((error, result) => (error ? reject(error) : resolve(result))) as Callback;
      if (name) super.query({ name, text: config as string, values: values as unknown[] }, answer);
      else super.query(config as never, values as never, answer);
    }).catch((error: Error) => {
      // As pg's own promise does: the stack leads back to the code that asked, not to the socket.
      Error.captureStackTrace(error);
      throw error;
    });
  }
}

/** A pool of these connections: the server's, and the benchmarks' pools that stand for it and for its SQL. */
export const poolOf = (config: pg.PoolConfig & Pick<ClientConfig, 'namedStatements'>): pg.Pool => new pg.Pool({ ...config, Client });
