// The server's PostgreSQL connections (src/server/db/pg-client.ts) ask pg with a callback; to the
// code they are pg's Client still: a promise or a callback, rows, and errors with the database's
// code and a stack that leads back to the caller.
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { Client } from '../../src/server/db/pg-client';

describe.runIf(inject('databaseKind') === 'postgres')('the server\'s PostgreSQL client (PostgreSQL)', () => {
  const connected = async (work: (client: Client) => Promise<void>) => {
    const client = new Client({ connectionString: inject('templateUrl') });
    await client.connect();
    try { await work(client); } finally { await client.end(); }
  };

  it('answers a query asked without a callback with a promise of its rows', async () => {
    await connected(async (client) => {
      const result: pg.QueryResult = await client.query('select n, n * 2 as twice from generate_series(1, $1::int) n', [3]);
      expect(result.rows).toEqual([{ n: 1, twice: 2 }, { n: 2, twice: 4 }, { n: 3, twice: 6 }]);
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    });
  });

  it('refuses with the database\'s error, its stack leading back to the caller', async () => {
    await connected(async (client) => {
      const askingForAMissingTable = () => client.query('select * from no_such_table');
      const error = await askingForAMissingTable().catch((caught: unknown) => caught as Error & { code: string });
      expect(error).toBeInstanceOf(Error);
      expect(error.code).toBe('42P01');
      expect(error.stack).toContain('pg-client.test');
      // The connection serves the next query.
      expect((await client.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
    });
  });

  it('answers a query asked with a callback by the callback, as pg does', async () => {
    await connected(async (client) => {
      const rows = await new Promise((resolve, reject) => {
        client.query('select $1::text as word', ['hei'], (error: Error, result: pg.QueryResult) => (error ? reject(error) : resolve(result.rows)));
      });
      expect(rows).toEqual([{ word: 'hei' }]);
    });
  });
});
