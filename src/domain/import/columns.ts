// The Excel import of deliveries (E10–E12, docs/decisions.md "Excel import"): the file's columns, in
// a fixed order, with their headings in both languages (the template's headings, the names the
// errors give), and what the server and the page share about a file's life.
import { MAX_FILE_BYTES } from '../files';

export type ImportColumnKey = 'receiver' | 'transactionDate' | 'type' | 'senderReference' | 'receiverReference' | 'productId' | 'quantity';
export type ImportLanguage = 'nb-NO' | 'en-US';

export interface ImportColumn { key: ImportColumnKey; letter: string; heading: Record<ImportLanguage, string> }

/** A delivery of several lines is several rows with the same Best.nr.; a row without one is a delivery of its own. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'receiver', letter: 'A', heading: { 'nb-NO': 'Mottaker (lokasjonsnr. eller GLN)', 'en-US': 'Receiver (location no. or GLN)' } },
  { key: 'transactionDate', letter: 'B', heading: { 'nb-NO': 'Dato', 'en-US': 'Date' } },
  { key: 'type', letter: 'C', heading: { 'nb-NO': 'Type', 'en-US': 'Type' } },
  { key: 'senderReference', letter: 'D', heading: { 'nb-NO': 'Best.nr.', 'en-US': 'Order ref. (Best.nr.)' } },
  { key: 'receiverReference', letter: 'E', heading: { 'nb-NO': 'Følgenr.', 'en-US': 'Delivery note no. (Følgenr.)' } },
  { key: 'productId', letter: 'F', heading: { 'nb-NO': 'Produktnr.', 'en-US': 'Product no.' } },
  { key: 'quantity', letter: 'G', heading: { 'nb-NO': 'Antall', 'en-US': 'Quantity' } },
];

export const columnOf = (key: ImportColumnKey): ImportColumn => IMPORT_COLUMNS.find((column) => column.key === key)!;

/** R36 as settled (5 × 1024² bytes), the same as every other file; 50,000 rows take about 1.5 MB. */
export const MAX_IMPORT_FILE_BYTES = MAX_FILE_BYTES;

/** Rows a file may hold (besides a heading row): enough for a month of a large sender's deliveries. */
export const MAX_IMPORT_ROWS = 100_000;

/** Errors and warnings kept to show, each; beyond this only their count is kept. */
export const MAX_IMPORT_MESSAGES = 1000;

/**
 * A file's life: uploaded (POST blob) → validating (POST excelimport) → valid | invalid;
 * valid → approved (POST excelaccept, every delivery in one database transaction) or rejected
 * (POST excelreject). "interrupted" is a validation whose server stopped; it may be validated again.
 */
export type ImportStatus = 'uploaded' | 'validating' | 'valid' | 'invalid' | 'approved' | 'rejected' | 'interrupted';

/** Statuses from which a file may be validated (again). */
export const VALIDATABLE: readonly ImportStatus[] = ['uploaded', 'valid', 'invalid', 'interrupted'];

/** A warning, never an error: a delivery dated further back or ahead than this is accepted, but looks like a typing error. */
export const DATE_WARNING_DAYS = 30;
