// Rows written as JSON text by PostgreSQL, for the big lists: the server passes the text through
// instead of parsing each row into an object, mapping it and serializing it again, which cost more
// server CPU than the list's SQL (the ledger's orders list). row_to_json writes compact JSON with the
// keys in the order given, and escapes strings as JSON.stringify does (a text value holds no lone
// surrogate), so a row's text is byte for byte what JSON.stringify would write for it.
import { sql, type AliasedRawBuilder, type CompiledQuery, type Expression, type RawBuilder } from 'kysely';

const KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * A lateral one-row select of `fields`, named by their keys, in their order: join it and select
 * rowJson(alias). Flattened by the planner, it costs no subquery per row.
 */
export function jsonFields<A extends string>(fields: Record<string, Expression<unknown>>, alias: A): AliasedRawBuilder<unknown, A> {
  const columns = Object.entries(fields).map(([key, value]) => {
    // The keys are the code's own; quoted as written, not snake_cased like the code's identifiers.
    if (!KEY.test(key)) throw new Error(`not a JSON key: ${key}`);
    return sql`${value} as ${sql.raw(`"${key}"`)}`;
  });
  return sql`(select ${sql.join(columns)})`.as(alias);
}

/** The JSON text of a jsonFields row. */
export const rowJson = (alias: string): RawBuilder<string> => sql<string>`row_to_json(${sql.table(alias)})::text`;

/** An instant as JSON.stringify writes a Date (toISOString: UTC, milliseconds truncated as pg's Date has them). */
export const isoInstant = (column: Expression<unknown>): RawBuilder<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A compiled select's rows as the JSON text of each, in its order: the select as it is, its columns
 * named as the API answers them (the outermost select names them so, db/naming.ts), inside a select
 * that writes each row. A subquery with an ORDER BY is not merged into the select around it, so the
 * rows keep its order.
 */
export const asJsonRows = (select: CompiledQuery): CompiledQuery => ({ ...select, sql: `select row_to_json(page)::text as json from (${select.sql}) as page` });

/** A page of a list whose rows are JSON texts, with its total (totalIsEstimate absent: as JSON.stringify leaves out an undefined one). */
export interface JsonPage { rows: string[]; total: number; totalIsEstimate?: boolean }
