// The invoice calls as the reports pages use them (G06, N20).
import type { paths } from '../../../../generated/api';
import { api } from '../../data/api';

type Answer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': { data: infer T } } } } } } ? T : never;
export type InvoiceRow = Answer<'/api/customerinvoices'>[number];
export type Invoice = Answer<'/api/customerinvoice/{id}'>;
export type InvoiceLine = Invoice['lines'][number];
export type LineExplanation = Answer<'/api/invoiceline/{id}'>;

export const invoiceApi = {
  list: (query: { index?: number; count?: number } = {}) => api<InvoiceRow[]>('GET', '/api/customerinvoices', { query }),
  invoice: async (id: number) => (await api<Invoice>('GET', `/api/customerinvoice/${id}`)).data,
  explain: async (lineId: number) => (await api<LineExplanation>('GET', `/api/invoiceline/${lineId}`)).data,
};
