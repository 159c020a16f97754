// Paging, sorting and free-text search shared by every collection (DESIGN: API shape, P12, E34):
// `index` and `count` (default 100), `sort` and `order`, and the `total` of the whole selection.
import { sql, type CompiledQuery, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { asJsonRows, type JsonPage } from '../db/json-rows.js';
import { runOnce, runPrepared, type ValueOf } from '../db/prepared.js';
import { OrganisationLevel, type LocationScope, type UserScope } from '../../domain/access.js';
import { isWithinListDepth, LIST_DEPTH } from '../../domain/lists.js';
import { ApiError } from '../http/errors.js';

export const DEFAULT_PAGE_SIZE = 100;

export interface PageQuery {
  index?: number;
  count?: number;
  sort?: string;
  order?: string;
  /** The total the first page of the same selection answered: a later page is not counted again (issue 33). */
  total?: number;
}

export type Page<Row> = { data: Row[] } & PageTotal;

export type Direction = 'asc' | 'desc';
export const directionOf = (order: string | undefined): Direction => (order?.toLowerCase() === 'desc' ? 'desc' : 'asc');

// Kysely's builder types do not survive being passed around generically; the callers keep theirs.
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * Issue 16: a total costs what its selection's first LIST_DEPTH rows cost, whatever the table's size.
 * Up to LIST_DEPTH rows are counted (a bounded index scan); above, the total is the planner's
 * estimate, said so with totalIsEstimate, and never below what the pages have shown.
 */
export interface PageTotal { total: number; totalIsEstimate?: true }

/** How a list's queries run: compiled once per shape (prepared.ts), or for the one call. */
export type Runner = <Row>(kind: string, build: (value: ValueOf) => CompiledQuery) => Promise<Row[]>;

const runnerOnce = (db: Kysely<any>, values: Record<string, unknown>): Runner => (_kind, build) => runOnce(db, build, values);

/** The number of rows of a filtered selection: counted up to LIST_DEPTH, else estimated (above). */
export async function countOf(db: Kysely<any>, filtered: AnySelect, seen = 0): Promise<PageTotal> {
  return atLeast(await totalOf(db, runnerOnce(db, {}), () => filtered), seen);
}

async function totalOf(db: Kysely<any>, run: Runner, filteredOf: (value: ValueOf) => AnySelect): Promise<PageTotal> {
  const [{ total }] = await run<{ total: number | string }>('count', (value) =>
    db.selectFrom(onesOf(filteredOf(value)).limit(LIST_DEPTH + 1).as('bounded')).select((eb) => eb.fn.countAll<number | string>().as('total')).compile());
  if (Number(total) <= LIST_DEPTH) return { total: Number(total) };
  return { total: Math.max(await estimateOf(db, run, filteredOf), LIST_DEPTH + 1), totalIsEstimate: true };
}

/** The total of a selection built from its shape with stand-ins (preparedList's way): compiled once per shape, run with these values. */
export async function preparedTotal(db: Kysely<any>, shapeKey: string, filteredOf: (value: ValueOf) => AnySelect, values: Record<string, unknown>): Promise<PageTotal> {
  return totalOf(db, (kind, build) => runPrepared(db, `${shapeKey}|${kind}`, build, values), filteredOf);
}

/** An estimate is never below the rows the pages have shown. */
const atLeast = (total: PageTotal, seen: number): PageTotal => (total.totalIsEstimate ? { ...total, total: Math.max(total.total, seen) } : total);

/** The planner's estimate of a selection's rows (EXPLAIN, about a millisecond). */
export async function estimateOf(db: Kysely<any>, run: Runner, filteredOf: (value: ValueOf) => AnySelect): Promise<number> {
  const [plan] = await run<Record<string, unknown>>('estimate', (value) => sql`explain (format json) ${onesOf(filteredOf(value))}`.compile(db));
  const json = Object.values(plan)[0];
  return Math.round(Number((typeof json === 'string' ? JSON.parse(json) : json)[0].Plan['Plan Rows']));
}

/** A selection's rows as nothing but a one each: what counting it needs. */
const onesOf = (filtered: AnySelect) => filtered.clearSelect().clearOrderBy().select(sql`1`.as('one'));

/**
 * The order of a page: optionally a leading group (this agent's tickets first), a column (or a
 * computed value, e.g. "is a favorite"), then optionally a second column (favorites first, then by
 * name), then the unique tie breaker that keeps paging stable.
 */
export interface SortOrder {
  lead?: Expression<unknown>;
  column: string | Expression<unknown> | ((eb: ExpressionBuilder<any, any>) => Expression<unknown>);
  direction: Direction;
  then?: { column: string; direction: Direction };
  tieBreaker: string;
}

/** Issue 16: a page past the first LIST_DEPTH rows is refused, with what to do instead. */
export function checkListDepth(index: number): void {
  if (!isWithinListDepth(index)) throw new ApiError(400, 'list-too-deep', 'listTooDeep', { depth: LIST_DEPTH.toLocaleString('nb-NO') });
}

const inOrder = (query: AnySelect, order: SortOrder) => query
  .$if(!!order.lead, (qb) => qb.orderBy(order.lead!, 'desc'))
  .orderBy(order.column as string, order.direction)
  .$if(!!order.then, (qb) => qb.orderBy(order.then!.column, order.then!.direction))
  .$if(order.column !== order.tieBreaker, (qb) => qb.orderBy(order.tieBreaker, order.direction));

/** Ordered by the list's own columns only, the ids of a deeper page need none of the joins that name things. */
function ownOrder(order: SortOrder): boolean {
  const table = `${order.tieBreaker.split('.')[0]}.`;
  return !order.lead && [order.column, order.then?.column ?? table].every((column) => typeof column === 'string' && column.startsWith(table));
}

/** What a list's page is read from: the selection alone (scope and filters on its own table), the same with what a page shows, and the order. */
export interface ListQueries { filtered: AnySelect; shown: AnySelect; order: SortOrder }

/**
 * One page of a list and its total. A deeper page is read in two steps: the ids of its rows, then
 * those rows with everything they show; read in one, the names and times of every skipped row were
 * computed too. The ids come from the selection alone when the order is the list's own, else from
 * the shown rows, where PostgreSQL computes only the ordering columns of the skipped ones. The page
 * is read first; a first page that is not full is the whole selection, so only larger selections
 * pay for counting, unless `alongside` reads the total beside the page (a list nearly always long):
 * the answer then waits for the slower of the two statements instead of both, one after the other.
 */
async function readPage<Row>(db: Kysely<any>, run: Runner, queriesOf: (value: ValueOf) => ListQueries, index: number, count: number, alongside = false, known?: number, asJson = false): Promise<{ rows: Row[] } & PageTotal> {
  checkListDepth(index);
  const deep = index > 0;
  // The builders are passed inline, not named: a request runs them only when its shape is new.
  const kind = deep ? 'deep' : 'first';
  const reading = run<Row>(asJson ? `${kind} json` : kind, (value) => {
    const page = pageQuery(queriesOf(value), deep, value);
    return asJson ? asJsonRows(page) : page;
  });
  // A later page of a selection whose total the caller has: its rows only (a last page still says where it ends).
  if (deep && known !== undefined) {
    const rows = await reading;
    return { rows, ...(rows.length < count && rows.length > 0 ? { total: index + rows.length } : knownTotal(known, index + rows.length)) };
  }
  const totalOfSelection = () => totalOf(db, run, (value) => queriesOf(value).filtered);
  const [rows, beside] = await Promise.all([reading, alongside ? totalOfSelection() : undefined]);
  // A page that is not full says where the selection ends, counted beside it or not.
  if (rows.length < count && (index === 0 || rows.length > 0)) return { rows, total: index + rows.length };
  return { rows, ...atLeast(beside ?? (await totalOfSelection()), index + rows.length) };
}

/** A total the caller had from the first page: an estimate above LIST_DEPTH, as it was then, and never below what is shown. */
export const knownTotal = (known: number, seen: number): PageTotal =>
  (known > LIST_DEPTH ? { total: Math.max(known, seen), totalIsEstimate: true } : { total: Math.max(known, seen) });

/** The first page directly; a deeper one by the ids of its rows (readPage). */
function pageQuery({ filtered, shown, order }: ListQueries, deep: boolean, value: ValueOf): CompiledQuery {
  const ordered = inOrder(shown, order);
  if (!deep) return ordered.limit(value<number>('count')).compile();
  const ids = ownOrder(order)
    ? inOrder(filtered, order).clearSelect().select(sql.ref(order.tieBreaker).as('id')).offset(value<number>('index')).limit(value<number>('count'))
    : sql`select page.id from (${ordered.offset(value<number>('index')).limit(value<number>('count'))}) as page`;
  return ordered.where(sql<SqlBool>`${sql.ref(order.tieBreaker)} = any(array(${ids}))`).compile();
}

const pagingOf = (query: PageQuery) => ({ index: query.index ?? 0, count: query.count ?? DEFAULT_PAGE_SIZE });

/** A list of the whole pool (the operator's staff and global admins see it): nearly always long, so its total is read beside its page. */
export const poolWide = (shape: { scope: string }): boolean => shape.scope === OrganisationLevel.Global;

/** One page of a filtered selection and the total, its queries built for this call. */
export async function pageOf<Row>(
  db: Kysely<any>,
  filtered: AnySelect,
  select: (query: AnySelect) => AnySelect,
  order: SortOrder,
  query: PageQuery,
): Promise<{ rows: Row[] } & PageTotal> {
  const { index, count } = pagingOf(query);
  const queries = { filtered, shown: select(filtered), order };
  return readPage<Row>(db, runnerOnce(db, { index, count }), () => queries, index, count, false, query.total);
}

/**
 * A list whose queries are prepared (prepared.ts): built from the shape of a call (what decides the
 * SQL: which filters, which order) with stand-ins for its values, compiled once per shape, and run
 * with each call's values. `name` keeps the shapes of different lists apart.
 */
export function preparedList<Shape>(name: string, queriesOf: (db: Kysely<any>, shape: Shape, value: ValueOf) => ListQueries, options: { alongside?: (shape: Shape) => boolean } = {}) {
  const read = <Row>(db: Kysely<any>, shape: Shape, values: Record<string, unknown>, query: PageQuery, asJson = false): Promise<{ rows: Row[] } & PageTotal> => {
    const { index, count } = pagingOf(query);
    const key = `${name}|${JSON.stringify(shape)}`;
    const all = { ...values, index, count };
    return readPage<Row>(db, (kind, build) => runPrepared(db, `${key}|${kind}`, build, all), (value) => queriesOf(db, shape, value), index, count, options.alongside?.(shape), query.total, asJson);
  };
  return Object.assign(<Row>(db: Kysely<any>, shape: Shape, values: Record<string, unknown>, query: PageQuery) => read<Row>(db, shape, values, query), {
    /**
     * The same page with its rows written as JSON by the database, for a list whose rows go out as
     * they are read: the server neither maps nor serializes them (issue 33).
     */
    json: async (db: Kysely<any>, shape: Shape, values: Record<string, unknown>, query: PageQuery): Promise<JsonPage> => {
      const { rows, ...total } = await read<{ json: string }>(db, shape, values, query, true);
      return { rows: rows.map((row) => row.json), ...total };
    },
  });
}

/** LIKE pattern for "contains", with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.trim().toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A number the free text could be an id of (a 32-bit serial), or undefined. */
export function idOf(text: string): number | undefined {
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
}

/** Free text over some text columns (case-insensitive "contains") and the id column. */
export function textSearch(eb: ExpressionBuilder<any, any>, q: string, textColumns: string[], idColumn?: string): Expression<SqlBool> {
  const id = idOf(q);
  return textMatch(eb, containsPattern(q), textColumns, idColumn && id !== undefined ? { column: idColumn, id } : undefined);
}

/** The same with the pattern and the id as given: a prepared list's stand-ins (prepared.ts). */
export function textMatch(eb: ExpressionBuilder<any, any>, pattern: string, textColumns: string[], id?: { column: string; id: number }): Expression<SqlBool> {
  return eb.or([
    ...textColumns.map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', pattern)),
    ...(id ? [eb(id.column, '=', id.id)] : []),
  ]);
}

/** What a free text decides of a query's shape (is it searched, is it also an id) and its values. */
export function searchOf(q: string | undefined): { shape: { q: boolean; qId: boolean }; values: { pattern?: string; qId?: number } } {
  const text = q?.trim();
  if (!text) return { shape: { q: false, qId: false }, values: {} };
  const id = idOf(text);
  return { shape: { q: true, qId: id !== undefined }, values: { pattern: containsPattern(text), qId: id } };
}

/** A column that equals one of the values: one array parameter, so any number of values is one shape. */
export const oneOf = (column: string, values: readonly unknown[]) => (eb: ExpressionBuilder<any, any>) => eb(column, '=', eb.fn.any(eb.val(values)));

/** The sort key of a call: one the list sorts by, else its default. */
export const sortKeyOf = <Key extends string>(columns: Record<Key, string>, sort: string | undefined, fallback: Key): Key =>
  (sort !== undefined && Object.hasOwn(columns, sort) ? sort : fallback) as Key;

type AnyScope = LocationScope | UserScope;

/** What a scope decides of a query's shape (its kind) and its value (the one id it names, if any). */
export function scopeOf<Scope extends AnyScope>(scope: Scope): { shape: Scope['kind']; values: { scopeId?: number } } {
  const { kind: _kind, ...id } = scope as Record<string, unknown>;
  return { shape: scope.kind, values: { scopeId: Object.values(id)[0] as number | undefined } };
}

/** The scope of that kind with its id as a stand-in, for a prepared query (prepared.ts). */
export function standInScope<Scope extends AnyScope>(kind: Scope['kind'], value: ValueOf): Scope {
  const id = value<number>('scopeId');
  return { kind, chainId: id, customerId: id, locationId: id, userId: id } as unknown as Scope;
}
