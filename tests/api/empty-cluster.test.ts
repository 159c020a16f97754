// A new embedded database starts from the kept empty cluster, which holds this version's schema,
// instead of running initdb and the migrations (issue 33): a new folder is given a copy of it, a
// database in memory its dump; a folder that holds a database is left as it is; the clusters kept for
// other versions or migrations are let go.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { emptyClusterDir, emptyClusterFor, forgetOtherClusters } from '../../src/server/db/empty-cluster';
import { migrateToLatest, migrationsFingerprint } from '../../src/server/db/migrate';

const scratch = mkdtempSync(join(tmpdir(), 'empty-cluster-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const answers = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
  (await sql<{ answer: number }>`select 41 + 1 as answer`.execute(database.db)).rows[0].answer;

/** The schema is this version's, with no rows: the migrations find nothing to run, and no one is a user. */
async function expectSchemaWithoutRows(database: Awaited<ReturnType<typeof openDatabase>>) {
  expect(await migrateToLatest(database.db)).toEqual({ ran: [], newer: [] });
  expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
}

describe('the empty cluster a new embedded database starts from', () => {
  it('is copied into a new folder, which then opens as a database of its own', async () => {
    const dataDir = join(scratch, 'new');
    expect(await emptyClusterFor(dataDir)).toBeUndefined();
    expect(readdirSync(dataDir)).toContain('PG_VERSION');
    const database = await openDatabase({ dataDir });
    try {
      expect(await answers(database)).toBe(42);
      await expectSchemaWithoutRows(database);
      await sql`create table kept (note text)`.execute(database.db);
      await sql`insert into kept values ('mine')`.execute(database.db);
    } finally {
      await database.close();
    }
    // The copy is the folder's own: a second new folder starts empty again.
    const other = await openDatabase({ dataDir: join(scratch, 'other') });
    try {
      expect((await sql<{ kept: string | null }>`select to_regclass('kept')::text as kept`.execute(other.db)).rows[0].kept).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('leaves a folder that holds anything as it is', async () => {
    const dataDir = join(scratch, 'used');
    const database = await openDatabase({ dataDir });
    await sql`create table kept (note text)`.execute(database.db);
    await sql`insert into kept values ('mine')`.execute(database.db);
    await database.close();
    const before = readdirSync(dataDir).sort();
    expect(await emptyClusterFor(dataDir)).toBeUndefined();
    expect(readdirSync(dataDir).sort()).toEqual(before);
    const reopened = await openDatabase({ dataDir });
    try {
      expect((await sql<{ note: string }>`select note from kept`.execute(reopened.db)).rows).toEqual([{ note: 'mine' }]);
    } finally {
      await reopened.close();
    }
    // A folder of other files is not a new database's either.
    const stranger = join(scratch, 'stranger');
    mkdirSync(stranger);
    writeFileSync(join(stranger, 'notes.txt'), 'mine');
    expect(await emptyClusterFor(stranger)).toBeUndefined();
    expect(readdirSync(stranger)).toEqual(['notes.txt']);
  });

  it('is loaded from its dump for a database in memory', async () => {
    const dump = await emptyClusterFor(undefined);
    expect(dump).toBeInstanceOf(Blob);
    expect(dump!.size).toBeGreaterThan(1_000_000);
    const database = await openDatabase();
    try {
      expect(await answers(database)).toBe(42);
      await expectSchemaWithoutRows(database);
    } finally {
      await database.close();
    }
  });

  it('is kept by the PGlite version and the migrations, and the clusters of others are let go', async () => {
    expect(basename(emptyClusterDir)).toMatch(new RegExp(`-${migrationsFingerprint()}$`));
    const keptIn = dirname(emptyClusterDir);
    const others = ['pglite-0.0.1-empty', 'pglite-0.0.1-empty.tar', 'pglite-0.0.2-0123456789ab', 'pglite-0.0.2-0123456789ab.tar'];
    // One being made by another process ends in its process id: it is left.
    const making = 'pglite-0.0.3-0123456789ab.4242';
    for (const name of [...others, making]) {
      if (name.endsWith('.tar')) writeFileSync(join(keptIn, name), 'old');
      else mkdirSync(join(keptIn, name), { recursive: true });
    }
    try {
      forgetOtherClusters();
      for (const name of others) expect(existsSync(join(keptIn, name)), name).toBe(false);
      expect(existsSync(join(keptIn, making))).toBe(true);
      expect(existsSync(join(emptyClusterDir, 'PG_VERSION'))).toBe(true);
      expect(existsSync(`${emptyClusterDir}.tar`)).toBe(true);
    } finally {
      for (const name of [...others, making]) rmSync(join(keptIn, name), { recursive: true, force: true });
    }
  });
});
