// External orders' calls (N32) as the portal uses them, through the shared api client.
import type { ExternalOrder as ExternalOrderEntity } from '../../../../generated/entities';
import { api, type Query } from '../../data/api';
import type { LedgerOrder, OrderPage } from '../ledger/ledgerApi';

export type ExternalOrder = LedgerOrder & Pick<ExternalOrderEntity, 'externalStatus' | 'externalLocationId' | 'externalLocationName' | 'externalLocationGln'>;
export interface ExternalReceiver { id: number; name: string; gln?: string | null; city?: string | null }

export const externalApi = {
  list: (query: Query) => api<ExternalOrder[]>('GET', '/api/externalorders', { query }) as Promise<OrderPage & { data: ExternalOrder[] }>,
  one: async (id: number) => (await api<ExternalOrder>('GET', `/api/externalorder/${id}`)).data,
  reserve: async () => (await api<{ id: number }>('POST', '/api/externalorderid')).data.id,
  save: async (body: Partial<ExternalOrderEntity>) => (await api<ExternalOrder>('POST', '/api/externaltransaction', { body })).data,
  remove: async (id: number, version: number) => { await api('DELETE', `/api/externalorder/${id}`, { query: { version } }); },
  receivers: async (locationId: number, q: string) => (await api<ExternalReceiver[]>('GET', '/api/externalorderreceivers', { query: { locationId, q, count: 50 } })).data,
};
