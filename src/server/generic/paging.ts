// Paging, sorting and free-text search shared by every collection (DESIGN: API shape, P12, E34):
// `index` and `count` (default 100), `sort` and `order`, and the `total` of the whole selection.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { isWithinListDepth, LIST_DEPTH } from '../../domain/lists.js';
import { ApiError } from '../http/errors.js';

export const DEFAULT_PAGE_SIZE = 100;

export interface PageQuery {
  index?: number;
  count?: number;
  sort?: string;
  order?: string;
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

/** The number of rows of a filtered selection: counted up to LIST_DEPTH, else estimated (above). */
export async function countOf(db: Kysely<any>, filtered: AnySelect, seen = 0): Promise<PageTotal> {
  const bounded = filtered.clearSelect().clearOrderBy().select(sql`1`.as('one')).limit(LIST_DEPTH + 1);
  const { total } = await db.selectFrom(bounded.as('bounded')).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  if (Number(total) <= LIST_DEPTH) return { total: Number(total) };
  const [plan] = (await filtered.clearSelect().clearOrderBy().select(sql`1`.as('one')).explain('json')) as Record<string, unknown>[];
  const json = Object.values(plan)[0];
  const estimate = Math.round(Number((typeof json === 'string' ? JSON.parse(json) : json)[0].Plan['Plan Rows']));
  return { total: Math.max(estimate, LIST_DEPTH + 1, seen), totalIsEstimate: true };
}

/**
 * The order of a page: a column (or a computed value, e.g. "is a favorite"), then optionally a second
 * column (favorites first, then by name), then the unique tie breaker that keeps paging stable.
 */
export interface SortOrder {
  column: string | Expression<unknown> | ((eb: ExpressionBuilder<any, any>) => Expression<unknown>);
  direction: Direction;
  then?: { column: string; direction: Direction };
  tieBreaker: string;
}

/** Issue 16: a page past the first LIST_DEPTH rows is refused, with what to do instead. */
export function checkListDepth(index: number): void {
  if (!isWithinListDepth(index)) throw new ApiError(400, 'list-too-deep', 'listTooDeep', { depth: LIST_DEPTH.toLocaleString('nb-NO') });
}

/**
 * The rows of a page. A deeper page is read in two steps: the ids of its rows, then those rows with
 * everything they show; read in one, the names and times of every skipped row were computed too.
 * The ids come from `keys` (the list's order over its own table, without the joins that only name
 * things) or else from `ordered` itself, where PostgreSQL computes only the ordering columns for the
 * rows skipped (a subquery's unused outputs are dropped). `ordered` must select the id as `id`.
 */
export async function pageRows<Row>(ordered: AnySelect, idColumn: string, index: number, count: number, keys?: AnySelect): Promise<Row[]> {
  checkListDepth(index);
  if (index === 0) return (await ordered.limit(count).execute()) as Row[];
  const ids = keys
    ? keys.clearSelect().select(sql.ref(idColumn).as('id')).offset(index).limit(count)
    : sql`select page.id from (${ordered.offset(index).limit(count)}) as page`;
  return (await ordered.where(sql<SqlBool>`${sql.ref(idColumn)} = any(array(${ids}))`).execute()) as Row[];
}

/**
 * One page of a filtered selection and the total. The page is read first; a first page that is not
 * full is the whole selection, so only larger selections pay for a second, counting query.
 */
export async function pageOf<Row>(
  db: Kysely<any>,
  filtered: AnySelect,
  select: (query: AnySelect) => AnySelect,
  order: SortOrder,
  query: PageQuery,
): Promise<{ rows: Row[] } & PageTotal> {
  const index = query.index ?? 0;
  const count = query.count ?? DEFAULT_PAGE_SIZE;
  const inOrder = (query: AnySelect) => query
    .orderBy(order.column as string, order.direction)
    .$if(!!order.then, (qb) => qb.orderBy(order.then!.column, order.then!.direction))
    .$if(order.column !== order.tieBreaker, (qb) => qb.orderBy(order.tieBreaker, order.direction));
  // Ordered by the list's own columns, the ids of a deeper page need none of the joins `select` adds.
  const table = `${order.tieBreaker.split('.')[0]}.`;
  const ownOrder = [order.column, order.then?.column ?? table].every((column) => typeof column === 'string' && column.startsWith(table));
  const rows = await pageRows<Row>(inOrder(select(filtered)), order.tieBreaker, index, count, ownOrder ? inOrder(filtered) : undefined);
  if (rows.length < count && (index === 0 || rows.length > 0)) return { rows, total: index + rows.length };
  return { rows, ...(await countOf(db, filtered, index + rows.length)) };
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
  const pattern = containsPattern(q);
  const id = idOf(q);
  return eb.or([
    ...textColumns.map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', pattern)),
    ...(idColumn && id !== undefined ? [eb(idColumn, '=', id)] : []),
  ]);
}
