// Shop transactions' calls (N34, H05) as the portal uses them, through the shared api client.
import type { ShopTransaction as ShopTransactionEntity } from '../../../../generated/entities';
import { api, type Query } from '../../data/api';
import type { LedgerOrder, OrderPage } from '../ledger/ledgerApi';

export type ShopTransaction = LedgerOrder & Pick<ShopTransactionEntity,
  'shopStatus' | 'registeredSide' | 'toShop' | 'shopLocationId' | 'shopName' | 'wholesalerLocationId' | 'wholesalerName'>;
export interface ShopPartyRow { id: number; name: string; gln?: string | null; customerId: number; customerName: string; own: boolean }
export interface ShopOverviewRow {
  shopLocationId: number; shopName: string; productId: number; productName: string; shopStatus: number; transactions: number; toShop: number; fromShop: number;
}

export const shopApi = {
  list: (query: Query) => api<ShopTransaction[]>('GET', '/api/shoptransactions', { query }) as Promise<OrderPage & { data: ShopTransaction[] }>,
  one: async (id: number) => {
    const [found] = (await api<ShopTransaction[]>('GET', '/api/shoptransactions', { query: { id } })).data;
    return found;
  },
  reserve: async () => (await api<{ id: number }>('POST', '/api/shoporderid')).data.id,
  save: async (body: Partial<ShopTransactionEntity>) => (await api<ShopTransaction>('POST', '/api/shoptransaction', { body })).data,
  remove: async (id: number, version: number) => { await api('DELETE', `/api/shoptransaction/${id}`, { query: { version } }); },
  parties: async (role: 'shop' | 'wholesaler', q = '', count = 50) => (await api<ShopPartyRow[]>('GET', '/api/shops', { query: { role, q, count } })).data,
  overview: async (query: { dateLower: string; dateUpper: string; locationId?: number }) =>
    (await api<ShopOverviewRow[]>('GET', '/api/shopoverview', { query })).data,
};
