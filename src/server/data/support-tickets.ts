// Reading tickets (I01, I03, I18, D09) inside the caller's ticket scope; internal tickets only for
// agents (R24). Lists filter on the tickets table alone, so the count never pays for the names.
import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { SupportTicket } from '../../../generated/entities.js';
import type { LocationScope } from '../../domain/access.js';
import { transactionTypeNames } from '../../domain/support.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { ServerLanguage } from '../i18n/texts.js';
import { containsPattern, countOf, idOf, pageRows, type Page } from '../generic/paging.js';

/** Who reads: the ticket scope and whether internal tickets are included (R24). */
export interface TicketReader { scope: LocationScope; seesInternal: boolean; language: ServerLanguage }

export interface TicketQuery {
  index?: number;
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

function whereReadable(select: TicketSelect, reader: TicketReader): TicketSelect {
  let query = select;
  if (!reader.seesInternal) query = query.where('supportTickets.internal', '=', false);
  const { scope } = reader;
  switch (scope.kind) {
    case 'all': return query;
    case 'customer': return query.where('supportTickets.customerId', '=', scope.customerId);
    case 'location': return query.where('supportTickets.locationId', '=', scope.locationId);
    case 'chain': return query.where('supportTickets.customerId', 'in', (eb) => eb.selectFrom('customers').select('id').where('chainId', '=', scope.chainId));
  }
}

function filtered(db: Database, reader: TicketReader, query: TicketQuery): TicketSelect {
  let select = whereReadable(db.selectFrom('supportTickets'), reader);
  if (query.id !== undefined) select = select.where('supportTickets.id', '=', query.id);
  if (query.status?.length) select = select.where('supportTickets.status', 'in', query.status);
  if (query.orderedById !== undefined) select = select.where('supportTickets.orderedByUserId', '=', query.orderedById);
  if (query.customerId !== undefined) select = select.where('supportTickets.customerId', '=', query.customerId);
  if (query.locationId !== undefined) select = select.where('supportTickets.locationId', '=', query.locationId);
  if (query.employeeId) {
    const employeeId = query.employeeId;
    select = select.where('supportTickets.agentUserId', 'in', (eb) => eb.selectFrom('users').select('id').where('employeeId', '=', employeeId));
  }
  if (query.unassigned) select = select.where('supportTickets.agentUserId', 'is', null);
  if (query.mainCategoryId) select = select.where('supportTickets.mainCategoryId', '=', query.mainCategoryId);
  if (query.categoryId !== undefined) select = select.where('supportTickets.categoryId', '=', query.categoryId);
  if (query.priority?.length) select = select.where('supportTickets.priority', 'in', query.priority);
  if (query.orderId !== undefined) select = select.where('supportTickets.orderId', '=', query.orderId);
  if (query.q?.trim()) select = select.where(matching(query.q));
  return select;
}

/**
 * Free text (I45): the title, the customer's, location's or contact's name, or the ticket's or its
 * order's number. Each is its own index lookup (trigram indexes on the names, 0014_search) and the
 * ids they find are one array the page is read from: as one OR over the ticket's columns the
 * planner read every ticket and tested each (issue 16).
 */
function matching(q: string) {
  const like = containsPattern(q);
  const asId = idOf(q);
  return (eb: ExpressionBuilder<Tables, 'supportTickets'>) => {
    const tickets = () => eb.selectFrom('supportTickets as found').select('found.id');
    const named = (table: 'customers' | 'locations' | 'users') =>
      eb.selectFrom(table).select(`${table}.id` as 'customers.id').where(sql<boolean>`lower(${sql.ref(`${table}.name`)}) like ${like}`);
    const arms = [
      tickets().where(sql<boolean>`lower(found.title) like ${like}`),
      tickets().where('found.customerId', 'in', named('customers')),
      tickets().where('found.locationId', 'in', named('locations')),
      tickets().where('found.orderedByUserId', 'in', named('users')),
      ...(asId === undefined ? [] : [tickets().where('found.id', '=', asId), tickets().where('found.orderId', '=', asId)]),
    ];
    return sql<SqlBool>`support_tickets.id = any(array(${arms.reduce((union, arm) => union.unionAll(arm))}))`;
  };
}

/**
 * The page's rows with the names they show. Names come from scalar subqueries rather than joins:
 * the planner then has one table to plan, which matters more than anything else at this size.
 */
function withNames(select: TicketSelect, language: ServerLanguage) {
  const label = language === 'en-US' ? 'nameEn' : 'name';
  return select
    .select([
      'supportTickets.id', 'supportTickets.title', 'supportTickets.status', 'supportTickets.priority', 'supportTickets.customerId', 'supportTickets.locationId',
      'supportTickets.orderedByUserId', 'supportTickets.createdByUserId', 'supportTickets.mainCategoryId', 'supportTickets.categoryId',
      'supportTickets.orderId', 'supportTickets.transactionTypeId', 'supportTickets.productId', 'supportTickets.internal', 'supportTickets.version',
    ] as const)
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
      eb.selectFrom('users').select('users.name').whereRef('users.id', '=', 'supportTickets.orderedByUserId').as('contactName'),
      eb.selectFrom('users').select('users.name').whereRef('users.id', '=', 'supportTickets.createdByUserId').as('creatorName'),
      eb.selectFrom('supportMainCategories').select(`supportMainCategories.${label}`).whereRef('supportMainCategories.id', '=', 'supportTickets.mainCategoryId').as('mainCategoryName'),
      eb.selectFrom('supportCategories').select(`supportCategories.${label}`).whereRef('supportCategories.id', '=', 'supportTickets.categoryId').as('categoryName'),
    ]);
}

type TicketRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

/** The API's ticket (I46): categoeyId spelled as the responses spell it (I47). */
function toApiTicket(row: TicketRow): SupportTicket {
  return {
    id: row.id,
    title: row.title,
    status: row.status as SupportTicket['status'] & number,
    priority: (row.priority ?? undefined) as SupportTicket['priority'],
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    customerId: row.customerId,
    customerName: row.customerName,
    locationId: row.locationId,
    locationName: row.locationName,
    userId_Ordered: row.orderedByUserId,
    userName_Ordered: row.contactName,
    userId: row.createdByUserId,
    userName: row.creatorName,
    mainCategoryId: row.mainCategoryId,
    mainCategoryName: row.mainCategoryName,
    categoeyId: row.categoryId,
    categoryName: row.categoryName,
    orderId: row.orderId,
    transactionTypeId: row.transactionTypeId,
    transactionType: row.transactionTypeId === null ? null : transactionTypeNames[row.transactionTypeId] ?? null,
    productId: row.productId,
    internal: row.internal,
    version: row.version,
    created: row.created,
    createdLocal: row.createdLocal,
    updated: row.updated,
  };
}

const sortColumns = {
  id: 'supportTickets.id', title: 'supportTickets.title', status: 'supportTickets.status', priority: 'supportTickets.priority',
  created: 'supportTickets.createdAt', updated: 'supportTickets.updatedAt', customerName: 'customerName', locationName: 'locationName',
  employeeName: 'employeeName', userName_Ordered: 'contactName',
} as const;

export async function listTickets(db: Database, reader: TicketReader, query: TicketQuery): Promise<Page<SupportTicket>> {
  const base = filtered(db, reader, query);
  const column = sortColumns[(query.sort ?? 'id') as keyof typeof sortColumns] ?? sortColumns.id;
  const direction = (query.order ?? 'desc').toLowerCase() === 'asc' ? 'asc' : 'desc';
  const index = query.index ?? 0;
  const count = query.count ?? 100;
  const ordered = withNames(base, reader.language)
    .$if(query.assignedFirstTo !== undefined, (qb) => qb.orderBy(sql`(support_tickets.agent_user_id is not distinct from ${query.assignedFirstTo})`, 'desc'))
    .orderBy(column, direction)
    .$if(column !== sortColumns.id, (qb) => qb.orderBy('supportTickets.id', direction));
  // The page and the total side by side: an agent's queue is large, so its total is nearly always needed.
  const [rows, total] = await Promise.all([pageRows<TicketRow>(ordered, 'supportTickets.id', index, count), countOf(db, base)]);
  return { data: rows.map(toApiTicket), ...total };
}

/** One readable ticket, or undefined (404: another customer's or an internal one look the same). */
export async function getTicket(db: Database, reader: TicketReader, id: number): Promise<SupportTicket | undefined> {
  const row = await withNames(filtered(db, reader, { id }), reader.language).executeTakeFirst();
  return row && toApiTicket(row);
}

/** The stored facts the write rules look at, after the read check. */
export async function ticketFacts(db: Database, reader: TicketReader, id: number) {
  return filtered(db, reader, { id })
    .select(['supportTickets.id', 'supportTickets.status', 'supportTickets.customerId', 'supportTickets.locationId', 'supportTickets.orderedByUserId',
      'supportTickets.agentUserId', 'supportTickets.mainCategoryId', 'supportTickets.categoryId', 'supportTickets.orderId', 'supportTickets.internal', 'supportTickets.version'])
    .executeTakeFirst();
}
export type TicketFacts = NonNullable<Awaited<ReturnType<typeof ticketFacts>>>;

/** How many tickets a query selects (the menu's open-ticket count, B31). */
export const countTickets = async (db: Database, reader: TicketReader, query: TicketQuery): Promise<number> => (await countOf(db, filtered(db, reader, query))).total;
