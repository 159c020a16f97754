// Loading the demo's history as PostgreSQL's manual advises for a bulk load ("Populating a
// Database"): the loaded tables' foreign keys and the indexes no constraint needs are dropped for the
// load and made again after it, so each key is checked once for all rows by one join, and each index
// built once from sorted rows, instead of once a row.
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { embeddedInstance } from '../db/embedded.js';
import { groupedBy } from '../../domain/grouping.js';
import { snakeCase } from '../db/naming.js';
import type { Tables } from '../db/tables.js';

export async function loadInBulk<T>(trx: Transaction<Tables>, tables: string[], load: () => Promise<T>): Promise<T> {
  const { rows: keys } = await sql<{ table: string; name: string; definition: string }>`
    select conrelid::regclass::text as "table", conname as "name", pg_get_constraintdef(oid) as "definition"
    from pg_constraint where contype = 'f' and conrelid::regclass::text = any(${tables})
    order by 1, 2`.execute(trx);
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select i.indexrelid::regclass::text as "name", pg_get_indexdef(i.indexrelid) as "definition"
    from pg_index i where i.indrelid::regclass::text = any(${tables})
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by 1`.execute(trx);
  // A table's keys in one statement: each ALTER TABLE pays for its locks and catalog work once.
  const byTable = groupedBy(keys, (key) => key.table);
  for (const [table, own] of byTable) await sql`alter table ${sql.table(table)} ${sql.join(own.map((key) => sql`drop constraint ${sql.id(key.name)}`))}`.execute(trx);
  if (indexes.length > 0) await sql`drop index ${sql.join(indexes.map((index) => sql.table(index.name)))}`.execute(trx);
  const result = await load();
  for (const index of indexes) await sql.raw(index.definition).execute(trx);
  for (const [table, own] of byTable) await sql`alter table ${sql.table(table)} ${sql.join(own.map((key) => sql`add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`))}`.execute(trx);
  return result;
}

const ROWS_PER_TEXT = 5000;

/**
 * Rows of one table inserted as JSON text that the database unpacks (json_populate_recordset): the
 * embedded driver writes every parameter of a statement in JavaScript, which for a multi-row insert
 * of thousands of rows cost more than the insert itself. Every row has the keys of the first.
 */
async function insertAsJson<K extends keyof Tables & string>(trx: Transaction<Tables>, name: K, rows: Insertable<Tables[K]>[]): Promise<void> {
  if (rows.length === 0) return;
  const table = snakeCase(name);
  const keys = Object.keys(rows[0]) as (keyof Insertable<Tables[K]>)[];
  const columns = keys.map((key) => snakeCase(String(key)));
  const names = sql.join(columns.map((column) => sql.id(column)));
  for (let i = 0; i < rows.length; i += ROWS_PER_TEXT) {
    const text = JSON.stringify(rows.slice(i, i + ROWS_PER_TEXT).map((row) => Object.fromEntries(keys.map((key, k) => [columns[k], row[key]]))));
    await sql`insert into ${sql.table(table)} (${names}) select ${names} from json_populate_recordset(null::${sql.table(table)}, ${text}::json)`.execute(trx);
  }
}

/** A value as CSV writes it for COPY: nothing for null, a text quoted (so an empty text stays one), anything else as it is. */
function csvValue(value: unknown): string {
  switch (typeof value) {
    case 'undefined': return '';
    case 'number': case 'bigint': case 'boolean': return String(value);
    case 'string': return value.includes('"') ? `"${value.replace(/"/g, '""')}"` : `"${value}"`;
  }
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  // A JSON or array column has a text form of its own: such a table goes through insertAsJson instead.
  throw new Error('loadRows takes texts, numbers, booleans and dates only');
}

/**
 * Rows of one table loaded by COPY from CSV text on the embedded database, a third to half the time
 * of the JSON text for the demo's heads; as JSON text (insertAsJson) on PostgreSQL, whose driver here
 * has no COPY. PGlite takes COPY's data only through its own call: it runs in the transaction `trx`
 * holds open, PGlite's one session. Every row has the keys of the first.
 */
export async function loadRows<K extends keyof Tables & string>(db: Database, trx: Transaction<Tables>, name: K, rows: Insertable<Tables[K]>[]): Promise<void> {
  const pglite = embeddedInstance(db);
  if (!pglite) return insertAsJson(trx, name, rows);
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]) as (keyof Insertable<Tables[K]>)[];
  const columns = keys.map((key) => `"${snakeCase(String(key))}"`).join(', ');
  const csv = rows.map((row) => keys.map((key) => csvValue(row[key])).join(',')).join('\n');
  await pglite.query(`copy "${snakeCase(name)}" (${columns}) from '/dev/blob' with (format csv)`, [], { blob: new Blob([csv]) });
}
