// The server's PostgreSQL connections (src/server/db/pg-client.ts) ask pg with a callback; to the
// code they are pg's Client still: a promise or a callback, rows, and errors with the database's
// code and a stack that leads back to the caller. The compiled queries go named, each prepared once a connection.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import { Client, nameStatement } from '../../src/server/db/pg-client';
import { preparedQuery } from '../../src/server/db/prepared';
import { outlivingDatabase, type OutlivingDatabase } from './server-process';

describe.runIf(inject('databaseKind') === 'postgres')('the server\'s PostgreSQL client (PostgreSQL)', () => {
  // A copy of its own: a connection to the template would stop another file's copy being made meanwhile.
  let copy: OutlivingDatabase;
  beforeAll(async () => { copy = await outlivingDatabase(); });
  afterAll(() => copy.drop());
  const connected = async (work: (client: Client) => Promise<void>) => {
    const client = new Client({ connectionString: copy.env.DATABASE_URL });
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

// The compiled queries go as named statements (pg-client.ts, db/prepared.ts): each connection has
// PostgreSQL parse them once, and plan them once when one plan fits every value.
describe.runIf(inject('databaseKind') === 'postgres')('named statements (PostgreSQL)', () => {
  type Prepared = { statement: string; runs: number };
  const PREPARED = 'select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements';

  const onOwnDatabase = async (work: (url: string) => Promise<void>) => {
    const copy = await outlivingDatabase();
    try { await work(copy.env.DATABASE_URL!); } finally { await copy.drop(); }
  };
  /** A compiled query run 7 times on one connection of the server's database layer: its answers, and the statements that connection has prepared. */
  const runOnOneConnection = async (url: string, options: { namedStatements?: boolean }) => {
    const opened = await openDatabase({ url, poolSize: 2, ...options });
    try {
      const gln = preparedQuery('test-named-location', (db: Database, value) => db.selectFrom('locations').select(['id', 'gln']).where('id', '=', value<number>('id')));
      const [{ id }] = (await sql<{ id: number }>`select min(id)::int as id from locations`.execute(opened.db)).rows;
      const expected = (await sql<{ id: number; gln: string | null }>`select id, gln from locations where id = ${id}`.execute(opened.db)).rows;
      return await opened.db.connection().execute(async (connection) => {
        const answers = [];
        for (let run = 0; run < 7; run += 1) answers.push(await gln(connection as Database, { id }));
        return { answers, expected, prepared: (await sql.raw<Prepared>(PREPARED).execute(connection)).rows };
      });
    } finally {
      await opened.close();
    }
  };

  it('prepares a compiled query once on each connection and runs it by name after that, with the answers unchanged', async () => {
    await onOwnDatabase(async (url) => {
      const { answers, expected, prepared } = await runOnOneConnection(url, {});
      for (const answer of answers) expect(answer).toEqual(expected);
      expect(prepared.filter((row) => row.statement.includes('"locations"')).map((row) => row.runs)).toEqual([7]);
    });
  });

  it('sends every statement unnamed when told to (DATABASE_NAMED_STATEMENTS=false, for a pooler that keeps no prepared statements)', async () => {
    expect(readConfig({}).databaseNamedStatements).toBe(true);
    const { databaseNamedStatements } = readConfig({ DATABASE_NAMED_STATEMENTS: 'false' });
    expect(databaseNamedStatements).toBe(false);
    await onOwnDatabase(async (url) => {
      const { answers, expected, prepared } = await runOnOneConnection(url, { namedStatements: databaseNamedStatements });
      for (const answer of answers) expect(answer).toEqual(expected);
      expect(prepared).toEqual([]);
    });
  });

  it('goes on answering after a migration adds a column, and never names a statement that reads all of a table\'s columns or searches by a pattern', async () => {
    await onOwnDatabase(async (url) => {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('create table stacks (id int primary key, quantity int not null)');
        await client.query('insert into stacks values (1, 10), (2, 20)');
        const chosen = 'select "id", "quantity" from "stacks" where "id" = $1';
        const all = ['select * from "stacks" where "id" = $1', 'select "stacks".* from "stacks" where "id" = $1', 'update "stacks" set "quantity" = "quantity" where "id" = $1 returning *'];
        for (const text of [chosen, ...all]) nameStatement(text);
        for (const text of [chosen, ...all]) expect((await client.query(text, [1])).rows).toEqual([{ id: 1, quantity: 10 }]);
        // A pattern's plan depends on the pattern: planned for each value.
        const search = 'select "id" from "stacks" where "id"::text like $1';
        nameStatement(search);
        expect((await client.query(search, ['2%'])).rows).toEqual([{ id: 2 }]);
        expect(((await client.query(PREPARED)).rows as Prepared[]).map((row) => row.statement)).toEqual([chosen]);

        // A newer version's migration, while this connection keeps its prepared statement.
        await client.query('alter table stacks add column place int');
        expect((await client.query(chosen, [2])).rows).toEqual([{ id: 2, quantity: 20 }]);
        for (const text of all) expect((await client.query(text, [2])).rows).toEqual([{ id: 2, quantity: 20, place: null }]);
      } finally {
        await client.end();
      }
    });
  });
});
