// The ledger's calls as the portal's pages use them (N26–N31, N35, N36, E15, E28), typed from the
// generated entities; every call goes through the shared api client (token, context, errors).
import type { Order, OrderComment, TruckType } from '../../../../generated/entities';
import { api, type Query } from '../../data/api';
import { contextHeader } from '../../session/context-header';
import { storedContext, storedToken } from '../../session/storage';

export type LedgerOrder = Order & { id: number; version: number; status: number; type: number; locationIdFrom: number; locationIdTo: number };
export interface OrderPage { data: LedgerOrder[]; total: number; totalIsEstimate?: boolean }
export interface Place { id: number; name: string; customerName?: string; gln?: string | null }
/** One of the operator's depots: its country, and whether it is the location's own (GET directlocations). */
export interface Depot extends Place { countryCode: string; ownDepot: boolean }
export interface AvailableProduct { id: number; name: string; isFavorite: boolean; withdrawalAvailable: number | null }
export interface CodeName { id: number; name: string }

export interface OrderInput {
  type: number;
  status: number;
  locationIdFrom: number;
  locationIdTo: number;
  senderReference?: string | null;
  receiverReference?: string | null;
  transactionDate: string;
  processBy?: string | null;
  /** E07: an unanswered missing registration's deadline. */
  answerBy?: string | null;
  truckTypeId?: number | null;
  lines: Array<{ productId: number; qtyOrdered: number }>;
}

export interface StepLine { productId: number; qtyPicked?: number; qtyReceived?: number }

export interface CommentFile { filename: string; contentType: string; contentData: string }

export const ledgerApi = {
  orders: (query: Query) => api<LedgerOrder[]>('GET', '/api/orders', { query }) as Promise<OrderPage & { data: LedgerOrder[] }>,
  order: async (id: number) => (await api<LedgerOrder>('GET', `/api/order/${id}`)).data,
  create: async (input: OrderInput) => (await api<LedgerOrder>('POST', '/api/order', { body: input })).data,
  change: async (id: number, changes: Partial<Omit<OrderInput, 'type' | 'status'>> & { version: number }) =>
    (await api<LedgerOrder>('PATCH', `/api/order/${id}`, { body: changes })).data,
  remove: async (id: number, version: number) => { await api('DELETE', `/api/order/${id}`, { query: { version } }); },
  step: async (id: number, status: number, version: number, extra: { lines?: StepLine[]; comment?: string } = {}) =>
    (await api<LedgerOrder>('POST', '/api/orderstatus', { body: { id, status, version, ...extra } })).data,
  /** E14: the operator's staff turn a report of available carriers into a pickup; the answer is the pickup. */
  turnIntoPickup: async (id: number, version: number, transactionDate: string) =>
    (await api<LedgerOrder>('POST', '/api/availablepickup', { body: { id, version, transactionDate } })).data,
  comments: async (orderId: number) => (await api<OrderComment[]>('GET', '/api/ordercomments', { query: { orderId } })).data,
  addComment: async (orderId: number, text: string, file?: CommentFile) =>
    (await api<OrderComment>('POST', '/api/ordercomment', { body: { orderId, text, ...(file ?? {}) } })).data,
  removeComment: async (id: number) => { await api('DELETE', `/api/ordercomment/${id}`); },
  days: async () => (await api<string[]>('GET', '/api/days')).data,
  depots: async () => (await api<Depot[]>('GET', '/api/directlocations')).data,
  directOrders: (query: Query) => api<LedgerOrder[]>('GET', '/api/directorders', { query }) as Promise<OrderPage>,
  products: async (locationId: number) => (await api<AvailableProduct[]>('GET', '/api/availableproducts', { query: { locationId } })).data,
  balance: async (locationId: number, productId: number) =>
    (await api<{ quantity: number }>('GET', '/api/productquantity', { query: { locationId, productId } })).data.quantity,
  truckTypes: async () => (await api<TruckType[]>('GET', '/api/trucktypes', { query: { count: 100 } })).data,
  types: async () => (await api<CodeName[]>('GET', '/api/transactiontypes')).data,
  statuses: async () => (await api<CodeName[]>('GET', '/api/transactionstatuses')).data,
  /** The counterparty picker: active locations of active customers pool-wide ("GET locations, query all"). */
  counterparties: async (q: string, extra: Query = {}) =>
    (await api<Place[]>('GET', '/api/locations', { query: { all: true, q, count: 20, ...extra } })).data,
};

/** E28: a comment's file, fetched with the session's headers and saved under its own name. */
export async function downloadCommentFile(id: number, filename: string): Promise<void> {
  const context = storedContext();
  const response = await fetch(`/api/ordercomment/${id}/content`, {
    headers: { authorization: `Bearer ${storedToken()}`, ...(context ? { 'x-context': contextHeader(context) } : {}) },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
