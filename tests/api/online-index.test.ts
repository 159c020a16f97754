// Indexes replaced while the servers go on writing (src/server/db/online-index.ts, the migrations that
// use it): the new index takes the old one's name, a build an earlier try cut short is cleared away,
// and a write to the table is not held off while the index builds.
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/server/db/database';
import { replaceIndex } from '../../src/server/db/online-index';
import { outlivingDatabase, type OutlivingDatabase } from './server-process';

let copy: OutlivingDatabase;
let opened: OpenDatabase;
beforeEach(async () => {
  copy = await outlivingDatabase();
  opened = await copy.open();
  await sql`create table stacks (id int primary key, place int not null, quantity int not null)`.execute(opened.db);
  await sql`insert into stacks select n, n % 10, n from generate_series(1, 1000) as n`.execute(opened.db);
  await sql`create index stacks_place_idx on stacks (place)`.execute(opened.db);
});
afterEach(async () => {
  await opened.close();
  await copy.drop();
});

const indexesOf = async (db: Kysely<any>) => (await sql<{ name: string; definition: string; valid: boolean }>`
  select c.relname as name, pg_get_indexdef(i.indexrelid) as definition, i.indisvalid as valid
  from pg_index i join pg_class c on c.oid = i.indexrelid where i.indrelid = 'stacks'::regclass order by c.relname`.execute(db)).rows;

describe('replacing an index while the servers write', () => {
  it('builds the new index under the old name, after clearing away a build cut short', { timeout: 60_000 }, async () => {
    const { db } = opened;
    // A try cut short: a unique build over repeated places fails and leaves its index behind, invalid.
    await expect(sql`create unique index concurrently stacks_place_idx_next on stacks (place)`.execute(db)).rejects.toThrow();
    expect((await indexesOf(db)).find((index) => index.name === 'stacks_place_idx_next')?.valid).toBe(false);

    // On the migration's connection the build has no timeout, and the connection's own comes back after it.
    const show = async (connection: Kysely<any>) => (await sql<{ timeout: string }>`select current_setting('statement_timeout') as timeout`.execute(connection)).rows[0]!.timeout;
    await db.connection().execute(async (connection) => {
      await sql`set statement_timeout = '45s'`.execute(connection);
      const before = await show(connection);
      expect(before).toBe('45s');
      await replaceIndex(connection, 'stacks_place_idx', sql`on stacks (place) include (quantity)`);
      expect(await show(connection)).toBe(before);
      await sql`reset statement_timeout`.execute(connection);
    });

    expect(await indexesOf(db)).toEqual([
      { name: 'stacks_pkey', definition: expect.stringContaining('(id)'), valid: true },
      { name: 'stacks_place_idx', definition: expect.stringMatching(/USING btree \(place\) INCLUDE \(quantity\)$/), valid: true },
    ]);
  });

  it.runIf(inject('databaseKind') === 'postgres')('takes writes to the table while the index builds (PostgreSQL)', { timeout: 60_000 }, async () => {
    const { db } = opened;
    const url = copy.env.DATABASE_URL!;
    // A writer whose transaction is open when the build starts: the build waits for it to end, as
    // every build does. A plain `create index` would hold off every other write meanwhile.
    const open = await openDatabase({ url, poolSize: 1 });
    const writer = await openDatabase({ url, poolSize: 1, statementTimeoutMs: 5_000 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let inOpenTransaction: Promise<void> | undefined;
    let building: Promise<void> | undefined;
    try {
      // The build starts only once the transaction has written: one that began after it would not be waited for.
      let wrote!: () => void;
      const written = new Promise<void>((resolve) => { wrote = resolve; });
      inOpenTransaction = open.db.transaction().execute(async (trx) => {
        await sql`insert into stacks values (1001, 1, 1)`.execute(trx);
        wrote();
        await released;
      });
      await written;
      let built = false;
      building = db.connection().execute((connection) => replaceIndex(connection, 'stacks_place_idx', sql`on stacks (place) include (quantity)`)).then(() => { built = true; });
      // Until the build is waiting for the open transaction.
      for (let tries = 0; ; tries += 1) {
        const { rows: [waiting] } = await sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
          where datname = current_database() and query like 'create index concurrently%' and wait_event_type = 'Lock'`.execute(db);
        if (waiting!.count > 0) break;
        if (tries > 200) throw new Error('the build never waited');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }

      await sql`insert into stacks values (1002, 2, 2)`.execute(writer.db);
      await sql`update stacks set quantity = quantity + 1 where id = 5`.execute(writer.db);
      expect(built).toBe(false);

      release();
      await inOpenTransaction;
      await building;
      expect((await indexesOf(db)).map(({ name, valid }) => [name, valid])).toEqual([['stacks_pkey', true], ['stacks_place_idx', true]]);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from stacks where place in (1, 2) and id > 1000`.execute(db);
      expect(rows[0]!.n).toBe(2);
    } finally {
      release();
      await Promise.allSettled([inOpenTransaction, building]);
      await open.close();
      await writer.close();
    }
  });
});
