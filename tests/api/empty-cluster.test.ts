// A new embedded database starts from the kept empty cluster instead of running initdb (issue 33):
// a new folder is given a copy of it, a database in memory its dump; a folder that holds a database
// is left as it is.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { emptyClusterFor } from '../../src/server/db/empty-cluster';

const scratch = mkdtempSync(join(tmpdir(), 'empty-cluster-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const answers = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
  (await sql<{ answer: number }>`select 41 + 1 as answer`.execute(database.db)).rows[0].answer;

describe('the empty cluster a new embedded database starts from', () => {
  it('is copied into a new folder, which then opens as a database of its own', async () => {
    const dataDir = join(scratch, 'new');
    expect(await emptyClusterFor(dataDir)).toBeUndefined();
    expect(readdirSync(dataDir)).toContain('PG_VERSION');
    const database = await openDatabase({ dataDir });
    try {
      expect(await answers(database)).toBe(42);
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
    } finally {
      await database.close();
    }
  });
});
