// The PostgreSQL connections of the server's pools. Asked for a query without a callback (as
// Kysely asks), pg answers with a promise of its own; with it, about a tenth of what the server
// allocated for a list's page outlived the young generation (the results' rows, some 45 kB a
// query), so every scavenge copied megabytes and took 3–5 ms, and one request in twenty waited.
// Asked with a callback, pg promotes next to nothing: a loop of the users list's page promoted
// 4.5 MB against 190 MB, and spent a third of the time in the garbage collector. This client asks
// every query with a callback and makes the promise itself.
import pg from 'pg';

type Callback = (error: Error, result: pg.QueryResult) => void;

export class Client extends pg.Client {
  // Takes each of pg's overloads of query: a callback or a submittable query goes to pg as it is.
  override query(config: unknown, values?: unknown, callback?: Callback): any {
    if (typeof callback === 'function' || typeof values === 'function' || typeof (config as { submit?: unknown })?.submit === 'function') {
      return super.query(config as never, values as never, callback as never);
    }
    return new Promise<pg.QueryResult>((resolve, reject) => {
      super.query(config as never, values as never, ((error, result) => (error ? reject(error) : resolve(result))) as Callback);
    }).catch((error: Error) => {
      // As pg's own promise does: the stack leads back to the code that asked, not to the socket.
      Error.captureStackTrace(error);
      throw error;
    });
  }
}

/** A pool of these connections: the server's, and the benchmarks' pools that stand for it and for its SQL. */
export const poolOf = (config: pg.PoolConfig): pg.Pool => new pg.Pool({ ...config, Client });
