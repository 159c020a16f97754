// Builds the migrated, seeded database once per run: a PGlite snapshot file, or with DATABASE_URL a
// PostgreSQL template database. Each test file then starts from its own copy of it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoDataIfEmpty } from '../../src/server/seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres';
    snapshotPath: string;
    templateUrl: string;
    /** The database the run was given: copies are made and dropped from a connection there, never on the template, which PostgreSQL copies only while no one else is connected to it. */
    adminUrl: string;
  }
}

export async function withAdminConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const databaseUrlFor = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `kp_template_${process.pid}`;
    await withAdminConnection(url, (client) => client.query(`create database ${template}`));
    const templateUrl = databaseUrlFor(url, template);
    const database = await openDatabase({ url: templateUrl, poolSize: 2 });
    await migrateToLatest(database.db);
    await seedDemoDataIfEmpty(database.db);
    await database.close();
    project.provide('databaseKind', 'postgres');
    project.provide('templateUrl', templateUrl);
    project.provide('adminUrl', url);
    project.provide('snapshotPath', '');
    return async () => {
      await withAdminConnection(url, async (client) => {
        const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like 'kp\\_%${process.pid}%'`);
        for (const row of rows) await client.query(`drop database if exists ${row.datname} with (force)`);
      });
    };
  }
  const database = await openDatabase();
  await migrateToLatest(database.db);
  await seedDemoDataIfEmpty(database.db);
  // Checkpointed, so each file's copy starts without replaying the seed's WAL (0.8 → 0.5 s a start).
  await database.pglite!.query('checkpoint');
  const snapshot = await database.pglite!.dumpDataDir('none');
  const dir = mkdtempSync(join(tmpdir(), 'kundeportal-'));
  const snapshotPath = join(dir, 'seeded.tar');
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('databaseKind', 'pglite');
  project.provide('snapshotPath', snapshotPath);
  project.provide('templateUrl', '');
  project.provide('adminUrl', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
