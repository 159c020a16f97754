// Issue 16: building a list's queries with Kysely and compiling them took about a quarter of the
// server's CPU for a list request. A prepared query is built and compiled once per shape (which
// filters, which order, first or deeper page) and then run with each call's values put in.
import type { CompiledQuery, InferResult, Kysely } from 'kysely';
import { nameStatement } from './pg-client.js';

/** Stands in for a call's value while its query is built. */
class Slot {
  constructor(readonly name: string) {}
}

/** The call's value of that name or, while a query is prepared, its stand-in. */
export type ValueOf = <T>(name: string) => T;

const standIn: ValueOf = (name) => new Slot(name) as never;

/** The values themselves, for a query built for one call only. */
export const valuesOf = (values: Record<string, unknown>): ValueOf => (name) => values[name] as never;

/** Bounds the compiled queries kept per database: shapes come from requests. */
const SHAPES_PER_DATABASE = 2_000;
const compiledFor = new WeakMap<Kysely<any>, Map<string, CompiledQuery>>();

/**
 * Runs the query `build` makes, compiled the first time its `shape` comes, with `values` put in
 * place of the stand-ins. `build` is given stand-ins only, so no value can become part of the SQL a
 * later call reuses: whatever decides the SQL's text must be in `shape`.
 */
export async function runPrepared<Row>(db: Kysely<any>, shape: string, build: (value: ValueOf) => CompiledQuery, values: Record<string, unknown>): Promise<Row[]> {
  let compiled = compiledFor.get(db);
  if (!compiled) compiledFor.set(db, (compiled = new Map()));
  let query = compiled.get(shape);
  if (!query) {
    query = build(standIn);
    if (compiled.size < SHAPES_PER_DATABASE) {
      compiled.set(shape, query);
      // On PostgreSQL each connection then parses it once, and plans it once when a plan fits all values (pg-client.ts).
      nameStatement(query.sql);
    }
  }
  const parameters = query.parameters.map((parameter) => {
    if (!(parameter instanceof Slot)) return parameter;
    if (!(parameter.name in values)) throw new Error(`prepared query ${shape}: no value for ${parameter.name}`);
    return values[parameter.name];
  });
  return (await db.executeQuery<Row>({ ...query, parameters })).rows;
}

/**
 * A query of one shape named `shape`, built by `build` from stand-ins and compiled once per database;
 * each call runs it with its values. Its rows are typed as the builder's.
 */
export const preparedQuery = <Db extends Kysely<any>, Query extends { compile(): CompiledQuery }>(shape: string, build: (db: Db, value: ValueOf) => Query) =>
  (db: Db, values: Record<string, unknown>): Promise<InferResult<Query>> =>
    runPrepared(db, shape, (value) => build(db, value).compile(), values) as Promise<InferResult<Query>>;

/** Runs the query `build` makes with the values themselves, compiled for this call alone. */
export async function runOnce<Row>(db: Kysely<any>, build: (value: ValueOf) => CompiledQuery, values: Record<string, unknown>): Promise<Row[]> {
  return (await db.executeQuery<Row>(build(valuesOf(values)))).rows;
}
