// Versions of editable records (O25, issue 15): every update names the version it read, and is one
// statement `update … set …, version = version + 1 where id = $1 and version = $2`. Of concurrent
// writers from one version exactly one matches: PostgreSQL makes the others wait for the row and
// then finds the version moved on. They get 409 and, their transaction rolled back, write nothing.
import { sql, type Kysely } from 'kysely';
import { ApiError } from '../http/errors.js';

/** O25 for any record: someone else saved it after the caller read it. */
export const recordModified = () => new ApiError(409, 'record-modified', 'recordModified');

/** `version + 1`: every write of a record's fields moves its version on, so forms read before it are refused. */
export const nextVersion = () => sql<number>`version + 1`;

/** Refuses a write from an older version before any other work (the update itself decides under races). */
export function refuseStale(stored: { version?: unknown }, sent: number | undefined): void {
  if (sent === undefined || stored.version !== sent) throw recordModified();
}

/** The compare-and-increment update of one row; 409 when the row is no longer at `version`. */
export async function updateVersioned(trx: Kysely<any>, table: string, id: number | string, version: number, set: Record<string, unknown>): Promise<void> {
  const updated = await trx.updateTable(table).set({ ...set, version: nextVersion() })
    .where('id', '=', id).where('version', '=', version).returning('id').executeTakeFirst();
  if (!updated) throw recordModified();
}
