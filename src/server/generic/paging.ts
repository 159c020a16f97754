// Paging, sorting and free-text search shared by every collection (DESIGN: API shape, P12, E34):
// `index` and `count` (default 100), `sort` and `order`, and the `total` of the whole selection.
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';

export const DEFAULT_PAGE_SIZE = 100;

export interface PageQuery {
  index?: number;
  count?: number;
  sort?: string;
  order?: string;
}

export interface Page<Row> { data: Row[]; total: number }

export type Direction = 'asc' | 'desc';
export const directionOf = (order: string | undefined): Direction => (order?.toLowerCase() === 'desc' ? 'desc' : 'asc');

// Kysely's builder types do not survive being passed around generically; the callers keep theirs.
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * Totals of large selections, briefly kept: counting tens of thousands of rows costs more than the
 * page itself, and a list of 47,652 users does not need the 47,653rd within two seconds. Totals up
 * to LARGE_TOTAL are always counted afresh; any write through this server forgets them all.
 */
const LARGE_TOTAL = 1000;
const TOTAL_TTL_MS = 2000;
const totals = new Map<string, { total: number; expires: number }>();

export function forgetTotals(): void {
  totals.clear();
}

/** The number of rows of a filtered selection; large ones briefly kept (see above). */
export async function countOf(filtered: AnySelect): Promise<number> {
  const query = filtered.clearSelect().select((eb: ExpressionBuilder<any, any>) => eb.fn.countAll().as('total'));
  const compiled = query.compile();
  const key = `${compiled.sql}|${JSON.stringify(compiled.parameters)}`;
  const cached = totals.get(key);
  if (cached && cached.expires > Date.now()) return cached.total;
  const total = Number(((await query.executeTakeFirstOrThrow()) as { total: number | string }).total);
  if (total > LARGE_TOTAL) {
    if (totals.size > 10_000) totals.clear();
    totals.set(key, { total, expires: Date.now() + TOTAL_TTL_MS });
  }
  return total;
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

/**
 * One page of a filtered selection and the total. The page is read first; a first page that is not
 * full is the whole selection, so only larger selections pay for a second, counting query.
 */
export async function pageOf<Row>(
  filtered: AnySelect,
  select: (query: AnySelect) => AnySelect,
  order: SortOrder,
  query: PageQuery,
): Promise<{ rows: Row[]; total: number }> {
  const index = query.index ?? 0;
  const count = query.count ?? DEFAULT_PAGE_SIZE;
  const rows = (await select(filtered)
    .orderBy(order.column as string, order.direction)
    .$if(!!order.then, (qb) => qb.orderBy(order.then!.column, order.then!.direction))
    .$if(order.column !== order.tieBreaker, (qb) => qb.orderBy(order.tieBreaker, order.direction))
    .offset(index)
    .limit(count)
    .execute()) as Row[];
  if (index === 0 && rows.length < count) return { rows, total: rows.length };
  return { rows, total: await countOf(filtered) };
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
