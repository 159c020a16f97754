// The business rules of a stored resource: the only hand-written part of its server side. The
// generic routes (stored-routes.ts) call them at fixed points; a resource without rules needs none.
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { CallContext } from '../http/call-context.js';
import type { TextKey } from '../i18n/texts.js';

export type Row = Record<string, any>;
type Where = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

export interface WriteContext {
  trx: Transaction<Tables>;
  call: CallContext;
  /** The values to store (already validated, sanitized, read-only fields left out). */
  input: Row;
  /** The stored row as the API shows it; absent on create. */
  existing?: Row;
  /** Codes of the confirmations the user has given (see confirmation.ts). */
  confirmed: ReadonlySet<string>;
}

export interface StoredRules {
  /** Replaces the section C column scoping of the definition. */
  scope?: (call: CallContext) => Where;
  /** Joins the rows need (before filters, so free text and filters may use the joined columns). */
  join?: (query: SelectQueryBuilder<any, any, any>, call: CallContext) => SelectQueryBuilder<any, any, any>;
  /** Columns the rows need beyond their own (from the joins, or computed). */
  select?: (query: SelectQueryBuilder<any, any, any>, call: CallContext) => SelectQueryBuilder<any, any, any>;
  /** Adds the read-only facts of rows just read (one round for the whole page). */
  decorate?: (db: Database, rows: Row[], call: CallContext) => Promise<Row[]>;
  /** Before a create or update: returns the values to store, refuses, or asks for a confirmation. */
  beforeWrite?: (write: WriteContext) => Promise<Row>;
  /** After a create or update, in the same transaction: the rows that belong to it. */
  afterWrite?: (write: WriteContext & { id: number | string }) => Promise<void>;
  /** Before a delete, in its transaction: refuses when the row is still needed. */
  beforeDelete?: (write: Omit<WriteContext, 'input'> & { existing: Row }) => Promise<void>;
  /** Replaces the delete itself (e.g. ending a session rather than removing it). */
  remove?: (write: Omit<WriteContext, 'input'> & { existing: Row }) => Promise<void>;
  /** Columns only the rules set (e.g. a password hash), written with the schema's columns. */
  extraColumns?: string[];
  /** Sort keys that are computed rather than columns (e.g. isFavorite), by name. */
  sorts?: Record<string, (call: CallContext) => (eb: ExpressionBuilder<any, any>) => Expression<unknown>>;
  /** What the definition's extra list parameters (store.parameters) mean. */
  /** A list parameter's condition; undefined adds none (e.g. one another parameter turns off). */
  parameters?: Record<string, (value: any, call: CallContext, query: Record<string, unknown>) => Where | undefined>;
  /** The text of a refused delete of a row other rows still need (default: "in use"). */
  inUse?: TextKey;
  /** E19: what a filter-only value means, by filter and value. */
  filterOnly?: Record<string, Record<string, Where>>;
}
