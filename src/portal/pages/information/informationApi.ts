// The information calls as the information pages use them (L01–L04).
import type { InformationItem, Message } from '../../../../generated/entities';
import { api } from '../../data/api';

export type Kind = 'article' | 'guide' | 'video';
export type Item = InformationItem & { id: number };

export const informationApi = {
  items: async (query: { kind?: Kind; q?: string } = {}) =>
    (await api<Item[]>('GET', '/api/informationitems', { query: { ...query, sort: 'title', order: 'ASC', count: 200 } })).data,
  item: async (id: number) => (await api<Item>('GET', `/api/informationitem/${id}`)).data,
  messages: async () => (await api<Array<Message & { id: number }>>('GET', '/api/messages', { query: { count: 100 } })).data,
  message: async (id: number) => (await api<Message & { id: number }>('GET', `/api/message/${id}`)).data,
  markRead: async (id: number) => { await api('POST', '/api/messageread', { body: { id } }); },
};
