// Section F's calls as the inventory pages use them (N38, F11), typed from the generated entities.
import type { InventoryCount, InventoryPeriod } from '../../../../generated/entities';
import { api } from '../../data/api';
import type { LedgerOrder } from '../ledger/ledgerApi';

export type CountType = InventoryCount['type'];
export type CountLine = InventoryCount['lines'][number];
export interface InventoryProduct { productId: number; productName: string; productTypeId: number; isLocationProduct: boolean; booked: number }
export interface TypedLine { productId: number; quantity: number; countedOn?: string }

export const inventoryApi = {
  periods: async () => (await api<Array<InventoryPeriod & { id: number; active: boolean; isPrevious: boolean }>>('GET', '/api/inventoryperiods', { query: { sort: 'controlFrom', order: 'DESC', count: 20 } })).data,
  counts: async (query: { id?: number; type?: CountType[]; periodId?: number } = {}) => (await api<InventoryCount[]>('GET', '/api/inventory', { query })).data,
  products: async () => (await api<InventoryProduct[]>('GET', '/api/inventoryproducts')).data,
  /** Lines as typed: written to the open count of the kind (made when missing). */
  saveLines: async (type: CountType, lines: TypedLine[], countId?: number) => (await api<InventoryCount>('POST', '/api/inventory', { body: { type, lines, ...(countId ? { countId } : {}) } })).data,
  submit: async (count: InventoryCount) => (await api<InventoryCount>('POST', '/api/inventory', { body: { type: count.type, countId: count.id, submit: true, version: count.version } })).data,
  claim: async (count: InventoryCount, comment: string, lines: Array<{ productId: number; quantity: number }>) =>
    (await api<InventoryCount>('POST', '/api/inventory', { body: { type: 'MainClaim', countId: count.id, version: count.version, comment, lines } })).data,
  approve: async (count: InventoryCount) => (await api<InventoryCount>('POST', '/api/inventory', { body: { type: 'MainApprove', countId: count.id, version: count.version } })).data,
  removeLine: async (countId: number, productId: number) => { await api('DELETE', `/api/inventorycount/${countId}`, { query: { productId } }); },
  discard: async (count: InventoryCount) => { await api('DELETE', `/api/inventorycount/${count.id}`, { query: { version: count.version } }); },
  corrections: async (query: Record<string, string | number | Array<string | number>>) =>
    api<LedgerOrder[]>('GET', '/api/orders', { query: { type: 14, sort: 'transactionDate', order: 'DESC', ...query } }),
  answer: async (order: LedgerOrder, accept: boolean, comment?: string, lines?: Array<{ productId: number; qtyReceived: number }>) =>
    (await api<LedgerOrder>('POST', '/api/orderinventoryresponseto', { body: { id: order.id, version: order.version, accept, ...(comment ? { comment } : {}), ...(lines ? { lines } : {}) } })).data,
  propose: async (input: { locationId: number; direction: 'found' | 'missing'; comment: string; lines: Array<{ productId: number; quantity: number }> }) =>
    (await api<LedgerOrder>('POST', '/api/inventoryorder', { body: input })).data,
};
