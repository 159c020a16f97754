// The home page's calls (D02–D09): the location's stock rows, the month-end balances for the charts,
// and the latest messages.
import type { components } from '../../../../generated/api';
import type { Message } from '../../../../generated/entities';
import { api } from '../../data/api';

export type StockRow = components['schemas']['StockRow'];
/** A row of "Venter på deg" (GET waitingwork). */
export type WaitingRow = components['schemas']['WaitingRow'];
export interface ProductBalances { productId: number; months: Array<{ month: string; quantity: number }> }

/** Refresh of the messages and tickets widgets (D08, D09). */
export const WIDGET_REFRESH_MS = 5 * 60 * 1000;

export const homeApi = {
  stock: () => api<StockRow[]>('GET', '/api/stock').then((response) => response.data),
  balances: () => api<ProductBalances[]>('GET', '/api/balances').then((response) => response.data),
  /** What waits at the context location, earliest deadline first, and how many in all. */
  waitingWork: () => api<WaitingRow[]>('GET', '/api/waitingwork').then((response) => ({ data: response.data, total: response.total ?? response.data.length })),
  /** D08: the latest 3 by created date. */
  latestMessages: () => api<Message[]>('GET', '/api/messages', { query: { sort: 'created', order: 'DESC', index: 0, count: 3 } }).then((response) => response.data),
};
