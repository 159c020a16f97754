// The Excel import's calls (E12, N40; schemas/paths/import.yaml).
import type { ImportFile } from '../../../../generated/entities';
import { api } from '../../data/api';
import { catalogLanguage } from '../../i18n/languages';
import { contextHeader } from '../../session/context-header';
import { storedContext, storedToken } from '../../session/storage';

export type { ImportFile, ImportMessage } from '../../../../generated/entities';

export interface PreviewDelivery {
  deliveryNo: number; row: number; locationIdTo: number; locationNameTo: string; transactionDate: string; type: number; typeName: string;
  senderReference: string | null; receiverReference: string | null; lineCount: number; quantity: number;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const importApi = {
  files: async () => (await api<ImportFile[]>('GET', '/api/excelfiles')).data,
  file: async (id: number) => (await api<ImportFile>('GET', `/api/excelfile/${id}`)).data,
  /** The chosen file as it is; anything but an .xlsx goes as bytes for the server to refuse by name. */
  upload: async (file: File) => (await api<ImportFile>('POST', '/api/blob', {
    query: { name: file.name }, file: file.type === XLSX_TYPE ? file : new Blob([file], { type: 'application/octet-stream' }),
  })).data,
  validate: async (id: number, firstRowIsHeader: boolean) => (await api<ImportFile>('POST', '/api/excelimport', { body: { id, firstRowIsHeader } })).data,
  deliveries: async (id: number, index: number, count: number) => {
    const { data, total } = await api<PreviewDelivery[]>('GET', `/api/excelfile/${id}/deliveries`, { query: { index, count } });
    return { rows: data, total: total ?? 0 };
  },
  accept: async (id: number) => (await api<ImportFile>('POST', '/api/excelaccept', { body: { id } })).data,
  reject: async (id: number) => (await api<ImportFile>('POST', '/api/excelreject', { body: { id } })).data,
  remove: async (id: number) => { await api<null>('DELETE', `/api/excelfile/${id}`); },
  /** The template, with its headings in the user's language. */
  template: async (): Promise<Blob> => {
    const context = storedContext();
    const response = await fetch('/api/excelimporttemplate', {
      headers: { authorization: `Bearer ${storedToken()}`, 'accept-language': catalogLanguage(), ...(context ? { 'x-context': contextHeader(context) } : {}) },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.blob();
  },
};
