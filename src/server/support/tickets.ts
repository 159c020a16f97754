// Reading tickets (I01, I03, I18, D09) inside the caller's ticket scope; internal tickets only for
// agents (R24). Lists filter on the tickets table alone, so the count never pays for the names.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { SupportTicket } from '../../../generated/entities.js';
import type { LocationScope } from '../../domain/access.js';
import { transactionTypeNames } from '../../domain/support.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { ServerLanguage } from '../i18n/texts.js';
import { containsPattern, countOf, DEFAULT_PAGE_SIZE, estimateOf, knownTotal, oneOf, preparedList, preparedTotal, sortKeyOf, scopeOf, searchOf, standInScope, type Direction, type Page, type PageTotal, type Runner } from '../generic/paging.js';
import { runPrepared, valuesOf, type ValueOf } from '../db/prepared.js';
import { LIST_DEPTH } from '../../domain/lists.js';
import { matching, rarestWord, sampledShare, SEARCH_WALK, searchedPage } from './ticket-search.js';

/** Who reads: the ticket scope and whether internal tickets are included (R24). */
export interface TicketReader { scope: LocationScope; seesInternal: boolean; language: ServerLanguage }

export interface TicketQuery {
  index?: number;
  /** The total the first page of the same search answered (paging.ts). */
  total?: number;
  count?: number;
  sort?: string;
  order?: string;
  status?: number[];
  orderedById?: number;
  customerId?: number;
  locationId?: number;
  employeeId?: string;
  unassigned?: boolean;
  mainCategoryId?: string;
  categoryId?: number;
  priority?: number[];
  orderId?: number;
  q?: string;
  id?: number;
  /** This user's tickets first (the agent's queue on the home page, D09). */
  assignedFirstTo?: number;
}

const localFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false,
});
/** yyyy-MM-dd HH:mm in Norwegian time (createdLocal). */
export const localTime = (date: Date) => localFormat.format(date).replace(',', '');
/** The same two, as the database writes them (to_char patterns). */
export const ISO_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';
export const LOCAL_FORMAT = 'YYYY-MM-DD HH24:MI';

type TicketSelect = SelectQueryBuilder<Tables, 'supportTickets', object>;

/** What decides the SQL of a ticket query (prepared.ts): the reader's scope, which filters are given, the order. */
interface TicketShape {
  scope: LocationScope['kind']; seesInternal: boolean;
  id: boolean; status: boolean; orderedById: boolean; customerId: boolean; locationId: boolean; employeeId: boolean; unassigned: boolean;
  mainCategoryId: boolean; categoryId: boolean; priority: boolean; orderId: boolean; q: boolean; qId: boolean;
  /** The title searched by one rarer word of several (ticket-search.ts rarestWord). */
  qWord: boolean;
}

function shapeOf(reader: TicketReader, query: TicketQuery): TicketShape {
  return {
    scope: scopeOf(reader.scope).shape, seesInternal: reader.seesInternal,
    id: query.id !== undefined, status: Boolean(query.status?.length), orderedById: query.orderedById !== undefined, customerId: query.customerId !== undefined,
    locationId: query.locationId !== undefined, employeeId: Boolean(query.employeeId), unassigned: Boolean(query.unassigned), mainCategoryId: Boolean(query.mainCategoryId),
    categoryId: query.categoryId !== undefined, priority: Boolean(query.priority?.length), orderId: query.orderId !== undefined, ...searchOf(query.q).shape, qWord: false,
  };
}

function valuesOfQuery(reader: TicketReader, query: TicketQuery): Record<string, unknown> {
  const { id, status, orderedById, customerId, locationId, employeeId, mainCategoryId, categoryId, priority, orderId, assignedFirstTo } = query;
  return { ...scopeOf(reader.scope).values, ...searchOf(query.q).values, id, status, orderedById, customerId, locationId, employeeId, mainCategoryId, categoryId, priority, orderId, assignedFirstTo };
}

function whereReadable(select: TicketSelect, shape: TicketShape, value: ValueOf): TicketSelect {
  const query = shape.seesInternal ? select : select.where('supportTickets.internal', '=', false);
  const scope = standInScope<LocationScope>(shape.scope, value);
  switch (scope.kind) {
    case 'all': return query;
    case 'customer': return query.where('supportTickets.customerId', '=', scope.customerId);
    case 'location': return query.where('supportTickets.locationId', '=', scope.locationId);
    case 'chain': return query.where('supportTickets.customerId', 'in', (eb) => eb.selectFrom('customers').select('id').where('chainId', '=', scope.chainId));
  }
}

function filtered(db: Database, shape: TicketShape, value: ValueOf): TicketSelect {
  return whereReadable(db.selectFrom('supportTickets'), shape, value)
    .$if(shape.id, (qb) => qb.where('supportTickets.id', '=', value<number>('id')))
    .$if(shape.status, (qb) => qb.where(oneOf('supportTickets.status', value<number[]>('status'))))
    .$if(shape.orderedById, (qb) => qb.where('supportTickets.orderedByUserId', '=', value<number>('orderedById')))
    .$if(shape.customerId, (qb) => qb.where('supportTickets.customerId', '=', value<number>('customerId')))
    .$if(shape.locationId, (qb) => qb.where('supportTickets.locationId', '=', value<number>('locationId')))
    .$if(shape.employeeId, (qb) => qb.where('supportTickets.agentUserId', 'in', (eb) => eb.selectFrom('users').select('id').where('employeeId', '=', value<string>('employeeId'))))
    .$if(shape.unassigned, (qb) => qb.where('supportTickets.agentUserId', 'is', null))
    .$if(shape.mainCategoryId, (qb) => qb.where('supportTickets.mainCategoryId', '=', value<string>('mainCategoryId')))
    .$if(shape.categoryId, (qb) => qb.where('supportTickets.categoryId', '=', value<number>('categoryId')))
    .$if(shape.priority, (qb) => qb.where(oneOf('supportTickets.priority', value<number[]>('priority'))))
    .$if(shape.orderId, (qb) => qb.where('supportTickets.orderId', '=', value<number>('orderId')))
    .$if(shape.q, (qb) => qb.where(matching(value('pattern'), shape.qId ? value<number>('qId') : undefined, shape.qWord ? { word: value('wordPattern'), text: value('text') } : undefined,
      shape.status ? value<number[]>('status') : undefined)));
}

/** The tickets a query selects, built for the one call (a single ticket, a count). */
const filteredOnce = (db: Database, reader: TicketReader, query: TicketQuery) => filtered(db, shapeOf(reader, query), valuesOf(valuesOfQuery(reader, query)));

/** The ticket's transaction type by name (I46), written out in the query: a fixed list. */
const transactionTypeName = sql<string | null>`case support_tickets.transaction_type_id ${sql.join(
  Object.entries(transactionTypeNames).map(([id, name]) => sql`when ${sql.lit(Number(id))} then ${sql.lit(name)}`), sql` `)} end`;

/**
 * The page's rows with the names they show, named as the API names them (I46; categoeyId spelled
 * as the responses spell it, I47), so a row goes out as the database gives it. Names come from
 * scalar subqueries rather than joins: the planner then has one table to plan, which matters more
 * than anything else at this size.
 */
function withNames(select: TicketSelect, language: ServerLanguage) {
  const label = language === 'en-US' ? 'nameEn' : 'name';
  return select
    .select([
      'supportTickets.id', 'supportTickets.title', 'supportTickets.status', 'supportTickets.priority', 'supportTickets.customerId', 'supportTickets.locationId',
      'supportTickets.orderedByUserId as userId_Ordered', 'supportTickets.createdByUserId as userId', 'supportTickets.mainCategoryId',
      'supportTickets.categoryId as categoeyId', 'supportTickets.orderId', 'supportTickets.transactionTypeId', 'supportTickets.productId',
      'supportTickets.internal', 'supportTickets.version',
    ] as const)
    .select(transactionTypeName.as('transactionType'))
    // Times as the API writes them, formatted by the database: a page is a hundred of them.
    .select([
      sql<string>`to_char(support_tickets.created_at at time zone 'UTC', ${ISO_FORMAT})`.as('created'),
      sql<string>`to_char(support_tickets.created_at at time zone 'Europe/Oslo', ${LOCAL_FORMAT})`.as('createdLocal'),
      sql<string>`to_char(support_tickets.updated_at at time zone 'UTC', ${ISO_FORMAT})`.as('updated'),
    ])
    .select((eb) => [
      eb.selectFrom('users').select('users.employeeId').whereRef('users.id', '=', 'supportTickets.agentUserId').as('employeeId'),
      eb.selectFrom('users').select('users.name').whereRef('users.id', '=', 'supportTickets.agentUserId').as('employeeName'),
      eb.selectFrom('customers').select('customers.name').whereRef('customers.id', '=', 'supportTickets.customerId').as('customerName'),
      eb.selectFrom('locations').select('locations.name').whereRef('locations.id', '=', 'supportTickets.locationId').as('locationName'),
      eb.selectFrom('users').select('users.name').whereRef('users.id', '=', 'supportTickets.orderedByUserId').as('userName_Ordered'),
      eb.selectFrom('users').select('users.name').whereRef('users.id', '=', 'supportTickets.createdByUserId').as('userName'),
      eb.selectFrom('supportMainCategories').select(`supportMainCategories.${label}`).whereRef('supportMainCategories.id', '=', 'supportTickets.mainCategoryId').as('mainCategoryName'),
      eb.selectFrom('supportCategories').select(`supportCategories.${label}`).whereRef('supportCategories.id', '=', 'supportTickets.categoryId').as('categoryName'),
    ]);
}

type TicketRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

// The row goes out as the API's ticket, so the compiler checks that it is one: every column a field
// of SupportTicket, of that field's type (the coded status and priority apart, numbers in the row).
type Coded = 'status' | 'priority';
const everyColumnIsAField: [Exclude<keyof TicketRow, keyof SupportTicket>] extends [never] ? true : never = true;
const columnsHaveTheFieldsTypes: Omit<TicketRow, Coded> extends Omit<SupportTicket, Coded> ? true : never = true;
void [everyColumnIsAField, columnsHaveTheFieldsTypes];

/** The API's ticket (I46): the row itself, but that a ticket without a priority has none rather than null. */
function toApiTicket(row: TicketRow): SupportTicket {
  if (row.priority === null) (row as { priority?: number }).priority = undefined;
  return row as unknown as SupportTicket;
}

const sortColumns = {
  id: 'supportTickets.id', title: 'supportTickets.title', status: 'supportTickets.status', priority: 'supportTickets.priority',
  created: 'supportTickets.createdAt', updated: 'supportTickets.updatedAt', customerName: 'customerName', locationName: 'locationName',
  employeeName: 'employeeName', userName_Ordered: 'userName_Ordered',
} as const;

const ticketList = preparedList<ListShape>('tickets', (db, shape, value) => {
  const selection = filtered(db as Database, shape, value);
  return {
    filtered: selection,
    shown: withNames(selection, shape.language),
    order: {
      lead: shape.assignedFirst ? sql`(support_tickets.agent_user_id is not distinct from ${value<number>('assignedFirstTo')})` : undefined,
      column: sortColumns[shape.sort], direction: shape.order, tieBreaker: 'supportTickets.id',
    },
  };
}, { alongside: () => true }); // an agent's queue is large, so its total is nearly always needed

type ListShape = TicketShape & { language: ServerLanguage; assignedFirst: boolean; sort: keyof typeof sortColumns; order: Direction };

/**
 * A searched page in the list's own order (newest first) read by walking the newest tickets, or by
 * the indexes when the walk found no match (ticket-search.ts); undefined when neither holds it. Its
 * total: exact when the walk saw the whole selection or the page is the last; else, read by walking,
 * estimated from a sample when that is above what is counted (SEARCH_SAMPLE); else counted by
 * the matches' indexes.
 */
async function newestMatches(db: Database, query: TicketQuery, shape: ListShape, values: Record<string, unknown>): Promise<({ rows: TicketRow[] } & PageTotal) | undefined> {
  const [index, count] = [query.index ?? 0, query.count ?? DEFAULT_PAGE_SIZE];
  const upTo = index + count;
  if (upTo > SEARCH_WALK.most) return undefined;
  const unsearched = { ...shape, q: false, qId: false, qWord: false };
  const all: Record<string, unknown> = { ...values, index, count, upTo };
  const run: Runner = (kind, build) => runPrepared(db, `tickets-newest|${JSON.stringify(shape)}|${kind}`, build, all);
  const selections = {
    walked: (value: ValueOf) => filtered(db, unsearched, value),
    indexed: (value: ValueOf) => filtered(db, shape, value),
    shown: (chosen: TicketSelect) => withNames(chosen, shape.language),
  };
  const walk = (tickets: number) => { all.walk = tickets; return searchedPage<TicketRow>(db, run, selections, shape.qId, { walk: tickets, upTo, count }); };
  let page = await walk(SEARCH_WALK.first);
  if (page.way === 'neither') {
    const needed = Math.ceil((upTo / page.matched) * SEARCH_WALK.first * SEARCH_WALK.spare);
    if (needed > SEARCH_WALK.most) return undefined;
    page = await walk(needed);
    if (page.way !== 'walk') return undefined;
  }
  const { rows } = page;
  const seen = index + rows.length;
  if (rows.length > 0 && page.walked < Number(all.walk)) return { rows, total: page.matched };
  if (page.way === 'indexes' && rows.length < count && (index === 0 || rows.length > 0)) return { rows, total: seen };
  if (index > 0 && query.total !== undefined) return { rows, ...knownTotal(query.total, seen) };
  if (page.way === 'walk') {
    const sample = await sampledShare(db, run, selections.walked, shape.qId);
    const estimate = Math.round((sample.matched / Math.max(sample.sampled, 1)) * (await estimateOf(db, run, selections.walked)));
    if (estimate > LIST_DEPTH) return { rows, total: Math.max(estimate, seen), totalIsEstimate: true };
  }
  if (page.counted !== undefined && page.counted <= LIST_DEPTH) return { rows, total: page.counted };
  return { rows, ...(await countOf(db, filtered(db, shape, valuesOf(values)), seen)) };
}

export async function listTickets(db: Database, reader: TicketReader, query: TicketQuery): Promise<Page<SupportTicket>> {
  const word = query.q?.trim() ? await rarestWord(db, query.q) : undefined;
  const shape: ListShape = {
    ...shapeOf(reader, query), qWord: word !== undefined, language: reader.language, assignedFirst: query.assignedFirstTo !== undefined,
    sort: sortKeyOf(sortColumns, query.sort, 'id'),
    order: (query.order ?? 'desc').toLowerCase() === 'asc' ? 'asc' as const : 'desc' as const,
  };
  const values = { ...valuesOfQuery(reader, query), ...(word && { wordPattern: containsPattern(word), text: query.q!.trim().toLowerCase() }) };
  const newestFirst = shape.q && shape.sort === 'id' && shape.order === 'desc' && !shape.assignedFirst;
  const { rows, ...total } = (newestFirst ? await newestMatches(db, query, shape, values) : undefined) ?? await ticketList<TicketRow>(db, shape, values, query);
  return { data: rows.map(toApiTicket), ...total };
}

/** One readable ticket, or undefined (404: another customer's or an internal one look the same). */
export async function getTicket(db: Database, reader: TicketReader, id: number): Promise<SupportTicket | undefined> {
  const row = await withNames(filteredOnce(db, reader, { id }), reader.language).executeTakeFirst();
  return row && toApiTicket(row);
}

/** The stored facts the write rules look at, after the read check. */
export async function ticketFacts(db: Database, reader: TicketReader, id: number) {
  return filteredOnce(db, reader, { id })
    .select(['supportTickets.id', 'supportTickets.status', 'supportTickets.customerId', 'supportTickets.locationId', 'supportTickets.orderedByUserId',
      'supportTickets.agentUserId', 'supportTickets.mainCategoryId', 'supportTickets.categoryId', 'supportTickets.orderId', 'supportTickets.internal', 'supportTickets.version'])
    .executeTakeFirst();
}
export type TicketFacts = NonNullable<Awaited<ReturnType<typeof ticketFacts>>>;

/** How many tickets a query selects (the menu's open-ticket count, B31). */
export async function countTickets(db: Database, reader: TicketReader, query: TicketQuery): Promise<number> {
  const shape = shapeOf(reader, query);
  return (await preparedTotal(db, `tickets-count|${JSON.stringify(shape)}`, (value) => filtered(db, shape, value), valuesOfQuery(reader, query))).total;
}
