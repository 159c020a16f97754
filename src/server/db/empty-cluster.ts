// A new embedded database starts from an empty cluster kept beside the packages (node_modules/.cache)
// that already holds this version's schema, as PostgreSQL's CREATE DATABASE copies a template. PGlite
// makes a cluster by running initdb in WebAssembly (3–5 s) and the migrations then take another
// 1–2 s, the same every time; copying a closed cluster's folder takes milliseconds and loading its
// dump into memory under a second (issue 33). The first new database of a PGlite version and a set of
// migrations on a machine keeps the cluster; where the packages' folder cannot be written, each new
// database runs initdb and the migrations as before.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { markEmbedded, PGLITE_EXTENSIONS } from './embedded.js';
import { migrateToLatest, migrationsFingerprint } from './migrate.js';
import { camelCaseDatabase } from './naming.js';
import type { Tables } from './tables.js';

/** node_modules/@electric-sql/pglite, found from its entry point (its package.json is not exported). */
const pglitePackage = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
const { version } = JSON.parse(readFileSync(join(pglitePackage, 'package.json'), 'utf8')) as { version: string };
const keptIn = join(pglitePackage, '..', '..', '.cache', 'kundeportal');

/** Where the cluster of this PGlite version and these migrations is kept: as a folder, and as a dump (`.tar`) for databases in memory. */
export const emptyClusterDir = join(keptIn, `pglite-${version}-${migrationsFingerprint()}`);
const dump = `${emptyClusterDir}.tar`;

const isKept = () => existsSync(join(emptyClusterDir, 'PG_VERSION')) && existsSync(dump);

/** Whether the cluster is kept, made first if it is missing. */
async function keepEmptyCluster(): Promise<boolean> {
  if (isKept()) return true;
  // Made aside and renamed into place, so a process starting meanwhile never copies half a cluster.
  const making = `${emptyClusterDir}.${process.pid}`;
  try {
    mkdirSync(keptIn, { recursive: true });
    rmSync(making, { recursive: true, force: true });
    const pglite = await PGlite.create({ dataDir: making, extensions: PGLITE_EXTENSIONS });
    const db = camelCaseDatabase<Tables>(new PGliteDialect(pglite));
    markEmbedded(db, pglite);
    await migrateToLatest(db);
    writeFileSync(`${making}.tar`, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await db.destroy();
    renameSync(`${making}.tar`, dump);
    renameSync(making, emptyClusterDir);
    forgetOtherClusters();
  } catch {
    // Another process kept it meanwhile, or the folder is not ours to write.
  } finally {
    rmSync(making, { recursive: true, force: true });
    rmSync(`${making}.tar`, { force: true });
  }
  return isKept();
}

/** The clusters kept for other versions or other migrations (about 80 MB each); one still being made (its name ends in a process id) is left. */
export function forgetOtherClusters(): void {
  for (const name of readdirSync(keptIn)) {
    const cluster = name.replace(/\.tar$/, '');
    if (/^pglite-\d+\.\d+\.\d+-(empty|[0-9a-f]{12})$/.test(cluster) && cluster !== basename(emptyClusterDir)) rmSync(join(keptIn, name), { recursive: true, force: true });
  }
}

/**
 * Where a new embedded database starts: a new (missing or empty) data folder is given a copy of the
 * kept cluster, and a database in memory its dump to load. Undefined: PGlite runs initdb (or opens the folder's database).
 */
export async function emptyClusterFor(dataDir: string | undefined): Promise<Blob | undefined> {
  const isNew = !dataDir || !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (!isNew || !(await keepEmptyCluster())) return undefined;
  if (!dataDir) return new Blob([readFileSync(dump)]);
  cpSync(emptyClusterDir, dataDir, { recursive: true });
  return undefined;
}
