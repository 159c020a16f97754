// Reading the ledger: one transaction with its lines, and the filtered lists of heads (orders) and of
// lines (transactions), in the caller's section C scope (N26, N27, N35, N36). Lists page by index and
// count on an index-backed order (date, then order number); large totals are estimated. Their queries
// are compiled once per shape (listShape) and run with each call's values.
import { CompiledQuery, sql, type Expression, type ExpressionBuilder, type InferResult, type SqlBool } from 'kysely';
import { poolToday } from '../../domain/dates.js';
import { groupedBy } from '../../domain/grouping.js';
import { fillDegree, lineQuantity } from '../../domain/ledger/rules.js';
import { answerByOf } from '../../domain/ledger/missing.js';
import { countWindow } from '../../domain/ledger/counts.js';
import type { operations } from '../../../generated/api.js';
import { isReadOnlyStatus, PROCESSED, StatusFilter } from '../../domain/ledger/statuses.js';
import { INVENTORY_TYPES, REGISTERED_TYPES } from '../../domain/ledger/types.js';
import { vatPercentOf } from '../../domain/money/vat.js';
import type { Database } from '../db/database.js';
import type { CallContext } from '../http/call-context.js';
import { DEFAULT_PAGE_SIZE, oneOf, scopeOf, searchOf, standInScope } from '../generic/paging.js';
import { runPrepared, type ValueOf } from '../db/prepared.js';
import type { JsonPage } from '../db/json-rows.js';
import { draftsInScope, visibleTransactions } from './access.js';
import { headFields, nameOf } from './head-fields.js';
import { lineTexts, orderRows, withLineTexts } from './list-json.js';
import { waitingCondition, type CountWindow } from './waiting.js';

type Where = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;
type Caller = Pick<CallContext, 'scope' | 'language'>;

/** The query of GET orders as the API document has it (one source: generated/api.ts), with what the server adds. */
export type LedgerFilter = NonNullable<operations['getOrders']['parameters']['query']> & {
  /** Not a query parameter: the receiver's customer (direct reception at the operator's depots). */
  customerIdTo?: number;
  /** Not a query parameter: the context location a `waiting` count is counted at (waiting.ts withWaiting). */
  waitingAt?: number;
};

/** Totals are counted up to this many; above it the answer is an estimate (LEDGER.md: scale). */
export const TOTAL_BOUND = 1_000;

/**
 * A list's call as its queries are built from it: the caller, the filter (absent values left out),
 * and what its conditions take from elsewhere: the pool's today (Oslo's, not the database session's
 * current_date, UTC on most servers), the `waiting` window, the search, the page. Its values are the
 * call's own, or stand-ins while its queries are compiled once per shape (listShape).
 */
interface ListCall {
  call: Caller;
  filter: LedgerFilter;
  lines: boolean;
  today: string;
  window: CountWindow;
  search?: { pattern: string; id?: number };
  /** The types asked for. */
  types?: Listed;
  /** transactionStatus: the plain statuses, and which of E19's filter-only values are given. */
  statuses?: { listed?: Listed; only: number[] };
  /** The scope is a location and the list is of that location: the scope adds no condition. */
  scopeIsList: boolean;
  page: { index: number; count: number; depth: number };
}

/**
 * How each filter key goes into a list's compiled queries: it decides their SQL (`shape`), it is a
 * value put into them (`value`), or it is read apart (the page, the search, the lists of types and
 * statuses: Listed). A key added to the API's query is a type error here until it is given its way.
 */
const FILTER_KEYS: Record<keyof LedgerFilter, 'shape' | 'value' | 'apart'> = {
  sort: 'shape', order: 'shape', isExpired: 'shape', isInventory: 'shape', waiting: 'shape',
  type: 'apart', locationId: 'value', locationIdReal: 'value', locationIdFrom: 'value', locationIdTo: 'value', customerIdTo: 'value',
  dateLower: 'value', dateUpper: 'value', waitingAt: 'value', afterDate: 'value', afterId: 'value',
  index: 'apart', count: 'apart', q: 'apart', transactionStatus: 'apart',
};
const keysOf = (way: 'shape' | 'value') => (Object.keys(FILTER_KEYS) as Array<keyof LedgerFilter>).filter((key) => FILTER_KEYS[key] === way);
const SHAPE_KEYS = keysOf('shape');
const VALUE_KEYS = keysOf('value');

/**
 * A list of values a column is to equal: one value is `=`, so that an index led by the column serves the
 * list's order (`= any` of one does not: the staff's page of status 4 read 3.4 ms instead of 1.3); more are one
 * array value (`= any($1)`, as PostgreSQL reads `in (…)` too), so any number of them is one shape.
 */
type Listed = { one: boolean; value: number | number[] };
const listedOf = (values: number[] | undefined): Listed | undefined => (values?.length ? { one: values.length === 1, value: values.length === 1 ? values[0] : values } : undefined);
const equalsListed = (column: string, { one, value }: Listed) => (eb: ExpressionBuilder<any, any>) => (one ? eb(column, '=', value) : oneOf(column, value as number[])(eb));

/** A filter's value as given, or undefined where the filter does not filter by it (empty, zero). */
const given = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value) || value === false);

function listCall(call: Caller, query: LedgerFilter, lines: boolean): ListCall {
  const filter = Object.fromEntries(Object.entries(query).filter(([key, value]) => key in FILTER_KEYS && given(value))) as LedgerFilter;
  const today = poolToday();
  const { values: search } = searchOf(filter.q);
  const count = filter.count ?? DEFAULT_PAGE_SIZE;
  // With the page before's last row known, each side starts right after it: page 10,000 costs what page 1 does.
  const index = !lines && keysetOf(filter) ? 0 : filter.index ?? 0;
  return {
    call, filter, lines, today, window: countWindow(today),
    search: search.pattern === undefined ? undefined : { pattern: search.pattern, id: search.qId },
    types: listedOf(filter.type),
    statuses: filter.transactionStatus && { listed: listedOf(filter.transactionStatus.filter((status) => status < 100)), only: filter.transactionStatus.filter((status) => status >= 100) },
    scopeIsList: call.scope.kind === 'location' && call.scope.locationId === filter.locationId,
    page: { index, count, depth: index + count },
  };
}

/**
 * What decides a list call's SQL (its shape, a key) and the values put into it; `standIn` is the same
 * call with stand-ins for the values, to build its queries from once per shape (prepared.ts).
 */
function listShape(read: ListCall) {
  const { call, filter, search, types, statuses } = read;
  const scope = scopeOf(call.scope);
  const present = VALUE_KEYS.filter((key) => filter[key] !== undefined);
  const shape = {
    scope: scope.shape, language: call.language, lines: read.lines, scopeIsList: read.scopeIsList,
    ...Object.fromEntries(SHAPE_KEYS.filter((key) => filter[key] !== undefined).map((key) => [key, filter[key]])),
    present, search: search ? (search.id === undefined ? 'text' : 'text or id') : undefined,
    types: types?.one, statuses: statuses && { one: statuses.listed?.one, only: statuses.only },
  };
  const values = {
    ...scope.values, ...Object.fromEntries(present.map((key) => [key, filter[key]])),
    today: read.today, windowLower: read.window.dateLower, windowUpper: read.window.dateUpper,
    pattern: search?.pattern, searchId: search?.id, types: types?.value, statuses: statuses?.listed?.value, ...read.page,
  };
  const standIn = (value: ValueOf): ListCall => ({
    call: { scope: standInScope<Caller['scope']>(scope.shape, value), language: call.language },
    filter: { ...Object.fromEntries(SHAPE_KEYS.map((key) => [key, filter[key]])), ...Object.fromEntries(present.map((key) => [key, value(key)])) },
    lines: read.lines,
    today: value('today'),
    window: { dateLower: value('windowLower'), dateUpper: value('windowUpper') },
    search: search ? { pattern: value('pattern'), id: search.id === undefined ? undefined : value('searchId') } : undefined,
    types: types && { one: types.one, value: value('types') },
    statuses: statuses && { listed: statuses.listed && { one: statuses.listed.one, value: value('statuses') }, only: statuses.only },
    scopeIsList: read.scopeIsList,
    page: { index: value('index'), count: value('count'), depth: value('depth') },
  });
  return { key: JSON.stringify(shape), values, standIn };
}

/** Runs a query of a list call, built from its stand-ins and compiled once per shape and `kind`. */
function runList<Row>(db: Database, read: ListCall, kind: string, build: (read: ListCall) => { compile(): CompiledQuery } | CompiledQuery): Promise<Row[]> {
  const { key, values, standIn } = listShape(read);
  return runPrepared<Row>(db, `ledger ${kind}|${key}`, (value) => {
    const query = build(standIn(value));
    return 'compile' in query ? query.compile() : query;
  }, values);
}

const expired = (eb: ExpressionBuilder<any, any>, today: string) =>
  eb.and([eb('transactions.processBy', '<', today), eb('transactions.status', 'not in', [...PROCESSED])]);

/** E19 filter-only values as conditions; plain statuses as listed. */
function statusCondition({ listed, only }: NonNullable<ListCall['statuses']>, today: string): Where {
  return (eb) => {
    const conditions: Expression<SqlBool>[] = listed ? [equalsListed('transactions.status', listed)(eb)] : [];
    for (const value of only) {
      if (value === StatusFilter.Processed) conditions.push(eb('transactions.status', 'in', [...PROCESSED]));
      if (value === StatusFilter.Unprocessed) conditions.push(eb('transactions.status', 'not in', [...PROCESSED]));
      if (value === StatusFilter.Expired) conditions.push(expired(eb, today));
      if (value === StatusFilter.NotExpired) conditions.push(eb.not(expired(eb, today)));
    }
    return eb.or(conditions);
  };
}

/** The filters of N36/N37 other than the two-sided ones (locationId, locationIdReal) and the scope. */
function filterConditions({ filter, today, window, search, types, statuses }: ListCall): Where[] {
  const where: Where[] = [];
  if (types) where.push(equalsListed('transactions.type', types));
  if (statuses) where.push(statusCondition(statuses, today));
  if (filter.locationIdFrom !== undefined) where.push((eb) => eb('transactions.locationIdFrom', '=', filter.locationIdFrom!));
  if (filter.locationIdTo !== undefined) where.push((eb) => eb('transactions.locationIdTo', '=', filter.locationIdTo!));
  if (filter.customerIdTo !== undefined) where.push((eb) => eb('transactions.customerIdTo', '=', filter.customerIdTo!));
  if (filter.dateLower !== undefined) where.push((eb) => eb('transactions.transactionDate', '>=', filter.dateLower!));
  if (filter.dateUpper !== undefined) where.push((eb) => eb('transactions.transactionDate', '<=', filter.dateUpper!));
  if (filter.isExpired !== undefined) where.push((eb) => (filter.isExpired ? expired(eb, today) : eb.not(expired(eb, today))));
  if (filter.isInventory !== undefined) where.push((eb) => eb('transactions.type', filter.isInventory ? 'in' : 'not in', [...INVENTORY_TYPES]));
  if (filter.waiting !== undefined && filter.waitingAt !== undefined) where.push(waitingCondition(filter.waiting, filter.waitingAt, window));
  if (search) {
    where.push((eb) => eb.or([
      ...(search.id !== undefined ? [eb('transactions.id', '=', search.id)] : []),
      eb(sql`lower(transactions.sender_reference)`, 'like', search.pattern),
      eb(sql`lower(transactions.receiver_reference)`, 'like', search.pattern),
    ]));
  }
  return where;
}

/**
 * "Either side is X" as its two halves, each one index range (the *_idx of 0006_ledger: side,
 * date, id). The halves do not overlap: a transaction's two locations differ (transactions_two_sides);
 * accounts and customers can be the same on both sides, so the second half leaves those out.
 */
type Sides = [Where, Where];
const bothSides = (from: string, to: string, value: number, disjoint: boolean): Sides => [
  (eb) => eb(from, '=', value),
  (eb) => (disjoint ? eb(to, '=', value) : eb.and([eb(to, '=', value), eb(from, '<>', value)])),
];
const either = (sides: Sides): Where => (eb) => eb.or(sides.map((side) => side(eb)));

/**
 * The conditions of a list, with one "either side" condition kept apart when there is one: a list is
 * then read as two ordered index ranges merged (LEDGER.md "Scale": a big location's lists stay fast).
 * The section C scope (access.ts visibleTransactions) of a location or customer is such a condition;
 * it adds nothing when the list is of the scope's own location.
 */
function listConditions(read: ListCall): { where: Where[]; sides?: Sides } {
  const { call, filter } = read;
  const twoSided: Sides[] = [];
  if (filter.locationId !== undefined) twoSided.push(bothSides('transactions.locationIdFrom', 'transactions.locationIdTo', filter.locationId, true));
  if (filter.locationIdReal !== undefined) twoSided.push(bothSides('transactions.accountFrom', 'transactions.accountTo', filter.locationIdReal, false));
  const where = filterConditions(read);
  const { scope } = call;
  if (scope.kind === 'location' && !read.scopeIsList) twoSided.push(bothSides('transactions.locationIdFrom', 'transactions.locationIdTo', scope.locationId, true));
  else if (scope.kind === 'customer') twoSided.push(bothSides('transactions.customerIdFrom', 'transactions.customerIdTo', scope.customerId, false));
  else if (scope.kind !== 'location') where.push(visibleTransactions(call));
  // Another side's drafts stay out of a scoped list (visibleTransactions has it already).
  const drafts = draftsInScope(call);
  if (drafts && (scope.kind === 'location' || scope.kind === 'customer')) where.push(drafts);
  const [sides, ...others] = twoSided;
  return { where: [...where, ...others.map(either)], sides };
}

function ledgerConditions(read: ListCall): Where[] {
  const { where, sides } = listConditions(read);
  return sides ? [...where, either(sides)] : where;
}

const sortColumn = { id: 'transactions.id', transactionDate: 'transactions.transactionDate', status: 'transactions.status', type: 'transactions.type', processBy: 'transactions.processBy' } as const;

function filtered(db: Database, read: ListCall) {
  return db.selectFrom('transactions').where((eb) => eb.and(ledgerConditions(read).map((condition) => condition(eb))));
}

const directionOf = (filter: LedgerFilter) => (filter.order?.toLowerCase() === 'asc' ? 'asc' : 'desc');

function ordered<Q extends { orderBy: (...args: any[]) => Q }>(query: Q, filter: LedgerFilter): Q {
  const direction = directionOf(filter);
  const column = sortColumn[filter.sort ?? 'transactionDate'];
  const byColumn = query.orderBy(column, direction);
  return column === 'transactions.id' ? byColumn : byColumn.orderBy('transactions.id', direction);
}

/** The list's rows read per side (listConditions), or at once when it has no two-sided condition; with the lines joined for the line list. */
function sideQueries(db: Database, read: ListCall) {
  const { where, sides } = listConditions(read);
  return (sides ?? [undefined]).map((side) => {
    const query = db.selectFrom('transactions').where((eb) => eb.and([...where, ...(side ? [side] : [])].map((condition) => condition(eb))));
    return read.lines ? query.innerJoin('transactionLines', 'transactionLines.transactionId', 'transactions.id') : query;
  });
}

/** Whether the list's order is one afterDate/afterId can follow: by date and id (both given), or by id. */
function keysetOf(filter: LedgerFilter): 'id' | 'date' | undefined {
  if (filter.afterId === undefined) return undefined;
  const sort = filter.sort ?? 'transactionDate';
  if (sort === 'id') return 'id';
  return sort === 'transactionDate' && filter.afterDate !== undefined ? 'date' : undefined;
}

/** The keyset condition of afterDate/afterId (keysetOf), for the order list. */
function keysetAfter({ filter, lines }: ListCall): Where | undefined {
  const keyset = lines ? undefined : keysetOf(filter);
  if (!keyset) return undefined;
  const beyond = directionOf(filter) === 'desc' ? '<' : '>';
  if (keyset === 'id') return (eb) => eb('transactions.id', beyond, filter.afterId!);
  return (eb) => eb(eb.refTuple('transactions.transactionDate', 'transactions.id'), beyond, eb.tuple(filter.afterDate!, filter.afterId!));
}

/**
 * The keys of one page (transactions.id, and the line's id for the line list): per side the first
 * index + count rows in the list's order (the page's depth), read along that side's index, merged,
 * then the page cut. Names and lines are joined to the page's rows only.
 */
function pageKeys(db: Database, read: ListCall) {
  const { filter, lines, page: { index, count, depth } } = read;
  const direction = directionOf(filter);
  const column = sortColumn[filter.sort ?? 'transactionDate'];
  const after = keysetAfter(read);
  const parts = sideQueries(db, read).map((query, side) => {
    const keys = (after ? query.where(after) : query).select([sql.ref(column).as('sortKey'), 'transactions.id', ...(lines ? ['transactionLines.id as lineId' as const] : [])]);
    const first = ordered(keys, filter);
    return db.selectFrom((lines ? first.orderBy('transactionLines.id', 'asc') : first).limit(depth).as(`side${side}`)).selectAll();
  });
  const merged = (parts as any[]).reduce((all, part) => all.unionAll(part));
  const keys = db.selectFrom(merged.as('page')).orderBy('page.sortKey', direction).orderBy('page.id', direction);
  return (lines ? keys.orderBy('page.lineId', 'asc') : keys).offset(index).limit(count);
}

/**
 * id = any(array(page)): the page is computed first (an init plan) and the names are joined to its
 * rows by primary key. As `in (page)` the planner joins the names to every row of the table first
 * and only then keeps the page's, the semi-join being beyond join_collapse_limit.
 */
const inPage = (column: string, page: Expression<unknown>) => sql<SqlBool>`${sql.ref(column)} = any(array(${page}))`;

export interface PageTotal { total: number; totalIsEstimate: boolean }

/**
 * The number of rows: counted when there are at most TOTAL_BOUND (an index range of that many rows
 * per side), else the planner's estimate of the same query, never below what the pages read so far
 * have shown (LEDGER.md "Scale": totals of large lists may be estimated).
 */
async function countedOrEstimated(db: Database, read: ListCall, seen: number): Promise<PageTotal> {
  // A page beyond TOTAL_BOUND has shown more rows than are counted: counting could only say so.
  if (seen <= TOTAL_BOUND) {
    // Each side counted along the list's order, as its page reads it: unordered, the planner may take a
    // bitmap of every row of a big location (66,000 index entries) to count a thousand.
    const [{ total }] = await runList<{ total: number | string }>(db, read, 'count', (shaped) => {
      const parts = sideQueries(db, shaped).map((query, side) => db.selectFrom(ordered(query.select(sql`1`.as('one')), shaped.filter).limit(TOTAL_BOUND + 1).as(`side${side}`)).selectAll());
      const counted = (parts as any[]).reduce((union, part) => union.unionAll(part));
      return db.selectFrom(db.selectFrom(counted.as('sides')).selectAll().limit(TOTAL_BOUND + 1).as('bounded'))
        .select((eb) => eb.fn.countAll<number>().as('total'));
    });
    if (Number(total) <= TOTAL_BOUND) return { total: Number(total), totalIsEstimate: false };
  }
  const [row] = await runList<Record<string, unknown>>(db, read, 'estimate', (shaped) => {
    const all = (sideQueries(db, shaped).map((query) => query.select(sql`1`.as('one'))) as any[]).reduce((union, part) => union.unionAll(part));
    const compiled = all.compile();
    return CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]);
  });
  const plan = Object.values(row)[0];
  const estimate = Math.round(Number((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows']));
  return { total: Math.max(estimate, TOTAL_BOUND + 1, seen + 1), totalIsEstimate: true };
}

/** The total of a list whose page has been read: known from a short page, else counted or estimated. */
async function pageTotal(db: Database, read: ListCall, rows: number): Promise<PageTotal> {
  const index = read.filter.index ?? 0;
  if (rows < read.page.count && (index === 0 || rows > 0)) return { total: index + rows, totalIsEstimate: false };
  return countedOrEstimated(db, read, index + rows);
}

/** The head columns every answer shows (head-fields.ts), and when it was sent (for answerBy). */
function heads(call: Caller) {
  return (query: ReturnType<typeof filtered>) => query
    .select((eb) => [...Object.entries(headFields(eb, call.language)).map(([name, field]) => field.as(name)), 'transactions.sentAt']);
}

export interface OrderLineRow { transactionId: number; productId: number; productName: string; unitsPerPlace: number | null; qtyOrdered: number; qtyPicked: number | null; qtyReceived: number | null }

async function linesOf(db: Database, ids: number[]): Promise<OrderLineRow[]> {
  if (ids.length === 0) return [];
  return runPrepared<OrderLineRow>(db, 'order-lines', (value) => db.selectFrom('transactionLines').innerJoin('products', 'products.id', 'transactionLines.productId')
    .select(['transactionLines.transactionId', 'transactionLines.productId', 'products.name as productName', 'products.unitsPerPlace', 'transactionLines.qtyOrdered', 'transactionLines.qtyPicked', 'transactionLines.qtyReceived'])
    .where(oneOf('transactionLines.transactionId', value<number[]>('ids'))).orderBy('transactionLines.id').compile(), { ids });
}

/** Heads with their lines, as the API shows them (the lists write the same with list-json.ts). */
async function withLines(db: Database, rows: any[], extra?: (row: any, lines: OrderLineRow[]) => Record<string, unknown>, read?: Promise<OrderLineRow[]>) {
  const lines = await (read ?? linesOf(db, rows.map((row) => row.id)));
  const byOrder = groupedBy(lines, (line) => line.transactionId);
  return rows.map(({ sentAt, ...row }) => {
    const own = byOrder.get(row.id) ?? [];
    return {
      ...row,
      answerBy: answerByOf({ ...row, sentAt }),
      created: new Date(row.created).toISOString(),
      updated: new Date(row.updated).toISOString(),
      readOnly: isReadOnlyStatus(row.status),
      qtyTotal: own.reduce((sum, line) => sum + lineQuantity(line), 0),
      lines: own.map((line) => ({ productId: line.productId, productName: line.productName, qtyOrdered: line.qtyOrdered, qtyPicked: line.qtyPicked, qtyReceived: line.qtyReceived })),
      ...extra?.(row, own),
    };
  });
}

/** GET orders: one page of heads with their lines, each row the JSON text the API answers (list-json.ts). */
export async function listOrdersJson(db: Database, call: Caller, filter: LedgerFilter): Promise<JsonPage> {
  const read = listCall(call, filter, false);
  const rows = await runList<InferResult<ReturnType<typeof orderRows>>[number]>(db, read, 'orders', (shaped) =>
    ordered(orderRows(db, shaped.call.language).where(inPage('transactions.id', pageKeys(db, shaped).select('page.id'))), shaped.filter));
  // The lines and the total are independent reads: on two connections at once.
  const [lines, total] = await Promise.all([lineTexts(db, rows.map((row) => row.id)), pageTotal(db, read, rows.length)]);
  return { rows: withLineTexts(rows, lines), ...total };
}

/** The same page as objects, for the lists that add to each row (shop, external). */
export async function listOrders(db: Database, call: Caller, filter: LedgerFilter) {
  const { rows, total, totalIsEstimate } = await listOrdersJson(db, call, filter);
  return { data: rows.map((row) => JSON.parse(row)), total, totalIsEstimate };
}

export async function countOrders(db: Database, call: Caller, filter: LedgerFilter): Promise<number> {
  const { total } = await filtered(db, listCall(call, filter, false)).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(total);
}

export async function orderIds(db: Database, call: Caller, filter: LedgerFilter, lines = false): Promise<number[]> {
  let query = filtered(db, listCall(call, filter, lines));
  if (lines) query = query.innerJoin('transactionLines', 'transactionLines.transactionId', 'transactions.id');
  const rows = await ordered(query.select('transactions.id'), filter).limit(1000).execute();
  return [...new Set(rows.map((row) => row.id))];
}

/** One transaction's head in the caller's scope, with what only the one order shows. */
function orderHead(db: Database, call: Caller, id: number) {
  return heads(call)(filtered(db, listCall(call, {}, false)).where('transactions.id', '=', id)).select((eb) => [
    eb.selectFrom('transactionComments').select((count) => count.fn.countAll<number>().as('count')).whereRef('transactionComments.transactionId', '=', 'transactions.id').as('commentCount'),
    nameOf(eb, 'truckTypes', 'palletPlaces', 'transactions.truckTypeId').as('palletPlaces'),
    // E21: each side's GLN and organisation number, and the country its VAT percentage follows.
    nameOf(eb, 'locations', 'gln', 'transactions.locationIdFrom').as('glnFrom'),
    nameOf(eb, 'locations', 'gln', 'transactions.locationIdTo').as('glnTo'),
    nameOf(eb, 'customers', 'orgNumber', 'transactions.customerIdFrom').as('orgNumberFrom'),
    nameOf(eb, 'customers', 'orgNumber', 'transactions.customerIdTo').as('orgNumberTo'),
    nameOf(eb, 'locations', 'countryCode', 'transactions.locationIdFrom').as('countryFrom'),
    nameOf(eb, 'locations', 'countryCode', 'transactions.locationIdTo').as('countryTo'),
    'transactions.registeredSide', 'transactions.replacedById',
  ]);
}

/**
 * One transaction with its lines, comment count and fill degree; undefined outside the scope. Two
 * queries at once: the head in the caller's scope, and the lines, which are shown only with the head.
 * Both are compiled once (prepared.ts), the head per scope kind and language: built for each call,
 * its fields and names cost the server more than the database's read of them.
 */
export async function readOrder(db: Database, call: Caller, id: number) {
  const { shape, values } = scopeOf(call.scope);
  const [[row], lines] = await Promise.all([
    runPrepared<InferResult<ReturnType<typeof orderHead>>[number]>(db, `order|${shape}|${call.language}`, (value) =>
      orderHead(db, { scope: standInScope<Caller['scope']>(shape, value), language: call.language }, value<number>('id')).compile(), { ...values, id }),
    linesOf(db, [id]),
  ]);
  if (!row) return undefined;
  const { commentCount, palletPlaces, countryFrom, countryTo, registeredSide, ...head } = row as typeof row & { type: number; truckTypeId: number | null; palletPlaces: number | null; countryFrom: string | null; countryTo: string | null };
  const side = registeredSide ?? REGISTERED_TYPES[head.type]?.registeredBy ?? 'sender';
  const [order] = await withLines(db, [head], (_, lines) => ({
    commentCount: Number(commentCount),
    vatPercent: vatPercentOf(side === 'receiver' ? countryTo : countryFrom) ?? null,
    fillDegree: fillDegree(lines.map((line) => ({ productId: line.productId, quantity: lineQuantity(line) })), head.truckTypeId ? { palletPlaces } : undefined, lines) ?? null,
  }), Promise.resolve(lines));
  return order;
}

/** GET transactions: one page of ledger lines with their heads. */
export async function listTransactionLines(db: Database, call: Caller, filter: LedgerFilter) {
  const read = listCall(call, filter, true);
  const rows = await runList(db, read, 'lines', (shaped) => ordered(db.selectFrom('transactionLines')
    .innerJoin('transactions', 'transactions.id', 'transactionLines.transactionId')
    .where(inPage('transactionLines.id', pageKeys(db, shaped).select('page.lineId')))
    .select((eb) => [
      'transactionLines.id', 'transactions.id as orderId', 'transactions.type', 'transactions.status', 'transactions.transactionDate',
      'transactions.locationIdFrom', nameOf(eb, 'locations', 'name', 'transactions.locationIdFrom').as('locationNameFrom'),
      'transactions.locationIdTo', nameOf(eb, 'locations', 'name', 'transactions.locationIdTo').as('locationNameTo'),
      'transactionLines.productId', nameOf(eb, 'products', 'name', 'transactionLines.productId').as('productName'),
      'transactionLines.qtyOrdered', 'transactionLines.qtyPicked',
      'transactionLines.qtyReceived', 'transactions.senderReference', 'transactions.receiverReference',
    ]), shaped.filter).orderBy('transactionLines.id', 'asc'));
  return { data: rows, ...(await pageTotal(db, read, rows.length)) };
}
