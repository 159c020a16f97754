// A file's bytes go to and from the database as base64 text that the database decodes and encodes.
// The embedded database's driver turns a bytea parameter into text and back a byte at a time in
// JavaScript, blocking every other request meanwhile (a 5 MB attachment: 1.5 s to write, 0.4 s to
// read); as base64 text the same file takes 70 ms. PostgreSQL is sent half the bytes of its hex form.
import { setImmediate as pause } from 'node:timers/promises';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './database.js';
import { isEmbedded } from './embedded.js';

/** The bytes to store in a bytea column. */
export const storedBytes = (bytes: Uint8Array): RawBuilder<Uint8Array> => sql<Uint8Array>`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`;

/** A bytea column read as base64 (PostgreSQL breaks its base64 into lines; the breaks are taken out). */
export const base64Of = (column: string): RawBuilder<string> => sql<string>`replace(encode(${sql.ref(column)}, 'base64'), chr(10), '')`;

/** Bytes per part of a file written to the embedded database (fileBytes). */
const PART_BYTES = 512 * 1024;

/**
 * The bytes to store in a bytea column of a row written in `trx`. The embedded database takes a
 * statement's parameters on the server's own thread: one 5 MB file's insert held it up to 200 ms,
 * every other request waiting. There a larger file goes over first in parts, a statement each, and
 * the row takes them joined; between the parts the server answers others.
 */
export async function fileBytes(db: Database, trx: Kysely<any>, bytes: Uint8Array): Promise<RawBuilder<Uint8Array>> {
  if (!isEmbedded(db) || bytes.byteLength <= PART_BYTES) return storedBytes(bytes);
  await sql`create temporary table if not exists file_parts (part integer not null, bytes bytea not null) on commit delete rows`.execute(trx);
  await sql`delete from file_parts`.execute(trx);
  // The embedded database answers within the same turn of the event loop: without a pause before
  // each statement, the parts would follow the request's parsing and each other with nothing let in.
  for (let part = 0; part * PART_BYTES < bytes.byteLength; part++) {
    await pause();
    await sql`insert into file_parts values (${part}, ${storedBytes(bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES))})`.execute(trx);
  }
  await pause();
  return sql<Uint8Array>`(select string_agg(bytes, ''::bytea order by part) from file_parts)`;
}
