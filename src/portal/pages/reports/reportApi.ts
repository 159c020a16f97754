// The report calls (G02, G03, G11) and the transactions export, read as it streams so its progress shows.
import { api, queryString } from '../../data/api';
import { catalogLanguage } from '../../i18n/languages';
import { contextHeader } from '../../session/context-header';
import { storedContext, storedToken } from '../../session/storage';

export interface ReportPlace { id: number; name: string; customerId: number; customerName: string }
export interface ReportScopeFilter { locationId?: number; customerId?: number }
export interface ReportAnswer<Row> { report: string; dateLower: string; dateUpper: string; clamped: boolean; total: number; quantity?: number; rows: Row[] }
export interface TransactionReportRow {
  id: number; transactionDate: string; type: string; status: string; locationNameFrom: string; locationNameTo: string;
  productName: string; quantity: number; senderReference: string | null; receiverReference: string | null; lineId: number;
}
export interface BalanceReportRow { locationId: number; locationName: string; productId: number; productName: string; opening: number; incoming: number; outgoing: number; closing: number }

export const reportApi = {
  reports: async () => (await api<Array<{ name: string; spanMonths: number; scope: 'all' | 'chain' | 'customer' | 'location' }>>('GET', '/api/reports')).data,
  locations: async (filter: ReportScopeFilter = {}) => (await api<ReportPlace[]>('GET', '/api/reportlocations', { query: { ...filter } })).data,
  run: async <Row>(report: 'overview' | 'balance' | 'transactions' | 'customers' | 'locations' | 'shops' | 'users', range: { dateLower: string; dateUpper: string }, filter: ReportScopeFilter) =>
    // The dates only: the page's range also holds its choice and picked location, which the call does not take.
    (await api<ReportAnswer<Row>>('POST', '/api/report', { body: { report, ...(range.dateLower ? { dateLower: range.dateLower, dateUpper: range.dateUpper } : {}), ...filter } })).data,
  /** The workbook, its bytes counted as they arrive. */
  exportTransactions: async (range: { dateLower: string; dateUpper: string }, filter: ReportScopeFilter, progress: (bytes: number) => void): Promise<Blob> => {
    const context = storedContext();
    const response = await fetch(`/api/reportexport${queryString({ ...range, ...filter })}`, {
      headers: { authorization: `Bearer ${storedToken()}`, 'accept-language': catalogLanguage(), ...(context ? { 'x-context': contextHeader(context) } : {}) },
    });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.length;
      progress(bytes);
    }
    return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
  },
};
