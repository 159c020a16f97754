// A new embedded database starts from an empty cluster kept beside the packages (node_modules/.cache),
// as PostgreSQL's CREATE DATABASE copies template1. PGlite makes a cluster by running initdb in
// WebAssembly: 3–5 s, and the same empty cluster every time, while copying a closed cluster's folder
// takes milliseconds and loading its dump into memory under a second (issue 33). The first new
// database of a PGlite version on a machine keeps the cluster; where the packages' folder cannot be
// written, each new database runs initdb as before.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** node_modules/@electric-sql/pglite, found from its entry point (its package.json is not exported). */
const pglitePackage = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
const { version } = JSON.parse(readFileSync(join(pglitePackage, 'package.json'), 'utf8')) as { version: string };

/** Where the empty cluster of this PGlite version is kept: as a folder, and as a dump (`.tar`) for databases in memory. */
export const emptyClusterDir = join(pglitePackage, '..', '..', '.cache', 'kundeportal', `pglite-${version}-empty`);
const dump = `${emptyClusterDir}.tar`;

const isKept = () => existsSync(join(emptyClusterDir, 'PG_VERSION')) && existsSync(dump);

/** Whether the empty cluster is kept, made first if it is missing. */
async function keepEmptyCluster(): Promise<boolean> {
  if (isKept()) return true;
  // Made aside and renamed into place, so a process starting meanwhile never copies half a cluster.
  const making = `${emptyClusterDir}.${process.pid}`;
  try {
    mkdirSync(dirname(emptyClusterDir), { recursive: true });
    rmSync(making, { recursive: true, force: true });
    const pglite = await PGlite.create({ dataDir: making });
    writeFileSync(`${making}.tar`, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await pglite.close();
    renameSync(`${making}.tar`, dump);
    renameSync(making, emptyClusterDir);
  } catch {
    // Another process kept it meanwhile, or the folder is not ours to write.
  } finally {
    rmSync(making, { recursive: true, force: true });
    rmSync(`${making}.tar`, { force: true });
  }
  return isKept();
}

/**
 * Where a new embedded database starts: a new (missing or empty) data folder is given a copy of the
 * empty cluster, and a database in memory its dump to load. Undefined: PGlite runs initdb (or opens the folder's database).
 */
export async function emptyClusterFor(dataDir: string | undefined): Promise<Blob | undefined> {
  const isNew = !dataDir || !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (!isNew || !(await keepEmptyCluster())) return undefined;
  if (!dataDir) return new Blob([readFileSync(dump)]);
  cpSync(emptyClusterDir, dataDir, { recursive: true });
  return undefined;
}
