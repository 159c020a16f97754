// The home page's calls (D02–D09): the location's stock rows, the month-end balances for the charts,
// and the latest messages.
import type { components } from '../../../../generated/api';
import type { Message } from '../../../../generated/entities';
import { isSupportAgent } from '../../../domain/support';
import { queryString, type Envelope } from '../../data/api';
import { arrivedEarly, askEarly, getEarly } from '../../data/early';
import type { SessionContext } from '../../session/session';
import { accessContextOf } from '../../session/SessionProvider';
import type { Ticket } from '../support/supportApi';
import { widgetFilter, widgetQuery, type WidgetFilter } from '../support/widgetFilter';

export type StockRow = components['schemas']['StockRow'];
/** A row of "Venter på deg" (GET waitingwork). */
export type WaitingRow = components['schemas']['WaitingRow'];
export interface ProductBalances { productId: number; months: Array<{ month: string; quantity: number }> }

/** Refresh of the messages and tickets widgets (D08, D09). */
export const WIDGET_REFRESH_MS = 5 * 60 * 1000;

const STOCK = '/api/stock';
const BALANCES = '/api/balances';
const WAITING = '/api/waitingwork';
export const NOTIFICATION_COUNTS = '/api/notificationcounts';

const waiting = (envelope: Envelope<WaitingRow[]>) => ({ data: envelope.data, total: envelope.total ?? envelope.data.length });

const LATEST_MESSAGES = `/api/messages${queryString({ sort: 'created', order: 'DESC', index: 0, count: 3 })}`;
/** D09: the tickets widget's first rows, with the list's filter (pages/support/widgetFilter.ts). */
export const ticketsWidgetPath = (filter: WidgetFilter) => `/api/supporttickets${queryString({ ...widgetQuery(filter), index: 0, count: 3 })}`;

/** Asked for by the entry as the home page opens (data/early.ts): every widget's first call, and the
 * counts that the waiting widget lists, so that the page is drawn whole instead of growing as each
 * widget's rows come in. */
export function askHomeEarly(context: SessionContext): void {
  const access = accessContextOf(context);
  const tickets = ticketsWidgetPath(widgetFilter(isSupportAgent(access.user), access.location.id));
  for (const path of [STOCK, WAITING, NOTIFICATION_COUNTS, LATEST_MESSAGES, tickets, ...(access.location.isBalance ? [BALANCES] : [])]) askEarly(path);
}

/** The first data of the home's widgets, if their early calls have all arrived. */
export const arrivedForHome = {
  stock: () => arrivedEarly(STOCK)?.[0].data as StockRow[] | undefined,
  stockAndBalances: () => {
    const [stock, balances] = arrivedEarly(STOCK, BALANCES) ?? [];
    return stock && balances && { rows: stock.data as StockRow[], balances: balances.data as ProductBalances[] };
  },
  waitingWork: () => {
    const [work] = arrivedEarly(WAITING) ?? [];
    return work && waiting(work as Envelope<WaitingRow[]>);
  },
  latestMessages: () => arrivedEarly(LATEST_MESSAGES)?.[0].data as Message[] | undefined,
  tickets: (filter: WidgetFilter) => {
    const [tickets] = arrivedEarly(ticketsWidgetPath(filter)) ?? [];
    return tickets && { rows: tickets.data as Ticket[], total: tickets.total ?? (tickets.data as Ticket[]).length };
  },
};

export const homeApi = {
  stock: () => getEarly<StockRow[]>(STOCK).then((envelope) => envelope.data),
  balances: () => getEarly<ProductBalances[]>(BALANCES).then((envelope) => envelope.data),
  /** What waits at the context location, earliest deadline first, and how many in all. */
  waitingWork: () => getEarly<WaitingRow[]>(WAITING).then(waiting),
  /** D08: the latest 3 by created date. */
  latestMessages: () => getEarly<Message[]>(LATEST_MESSAGES).then((envelope) => envelope.data),
};
