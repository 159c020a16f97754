// One row of an import file read into a delivery line (docs/decisions.md "Excel import"): each cell as
// Excel may hold it (a number, text, a date cell), checked against the same bounds as a delivery typed
// in the dialog (schemas/order.schema.json, order-line.schema.json). Each fault names its column.
import { DELIVERY_TYPES } from '../../domain/ledger/types.js';
import type { ImportColumnKey } from '../../domain/import/columns.js';
import type { TextKey } from '../i18n/texts.js';
import type { CellValue } from './sheet.js';

/** An error or warning as stored: worded in the reader's language when read (E11). */
export interface ImportMessage { row: number | null; column: ImportColumnKey | null; key: TextKey; values?: Record<string, string | number> }

export type Receiver = { id: number } | { gln: string };

export interface ParsedRow {
  row: number;
  receiver?: Receiver;
  transactionDate?: string;
  type?: number;
  senderReference: string | null;
  receiverReference: string | null;
  productId?: number;
  quantity?: number;
}

const MAX_REFERENCE = 50;
const MAX_QUANTITY = 1_000_000;
const MAX_ID = 2_147_483_647;

/** A cell as the user sees it, for the messages. */
export const shown = (cell: CellValue) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell ?? '')).slice(0, 60);

/** Digits only, from a number cell or text (spaces between digit groups allowed). */
function wholeNumber(cell: CellValue): number | undefined {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  const digits = cell.replace(/[\s\u00a0]/g, '');
  return /^\d{1,16}$/.test(digits) ? Number(digits) : undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');

function validDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 9999 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A date cell (exceljs gives the day at UTC midnight), an Excel serial number, yyyy-mm-dd or dd.mm.yyyy. */
export function dayOf(cell: CellValue): string | undefined {
  if (cell instanceof Date) return validDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  if (typeof cell === 'number') {
    // Days since 1899-12-30 (Excel's 1900 date system, its leap-year quirk included).
    if (cell < 1 || cell > 2_958_465) return undefined;
    const date = new Date(Math.round((Math.floor(cell) - 25_569) * 86_400_000));
    return validDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  if (typeof cell !== 'string') return undefined;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(cell);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const norwegian = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(cell);
  if (norwegian) return validDay(Number(norwegian[3]), Number(norwegian[2]), Number(norwegian[1]));
  return undefined;
}

function reference(cell: CellValue): string | null | undefined {
  if (cell === null) return null;
  const text = cell instanceof Date ? shown(cell) : String(cell).trim();
  return text.length > MAX_REFERENCE ? undefined : text;
}

/** Reads a row's cells (A–G, in IMPORT_COLUMNS order); every fault goes to `errors`. */
export function parseRow(row: number, cells: CellValue[], errors: ImportMessage[]): ParsedRow {
  const [receiverCell, dateCell, typeCell, senderCell, receiverRefCell, productCell, quantityCell] = cells;
  const fault = (column: ImportColumnKey, key: TextKey, values?: Record<string, string | number>) => errors.push({ row, column, key, ...(values ? { values } : {}) });
  const required = (column: ImportColumnKey, cell: CellValue) => {
    if (cell === null) fault(column, 'importRequired');
    return cell !== null;
  };
  const parsed: ParsedRow = { row, senderReference: null, receiverReference: null };

  if (required('receiver', receiverCell)) {
    const text = typeof receiverCell === 'string' ? receiverCell.replace(/[\s\u00a0]/g, '') : typeof receiverCell === 'number' && Number.isInteger(receiverCell) ? String(receiverCell) : '';
    if (/^\d{13}$/.test(text)) parsed.receiver = { gln: text };
    else if (/^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID) parsed.receiver = { id: Number(text) };
    else fault('receiver', 'importBadReceiver', { value: shown(receiverCell) });
  }
  if (required('transactionDate', dateCell)) {
    parsed.transactionDate = dayOf(dateCell);
    if (!parsed.transactionDate) fault('transactionDate', 'importBadDate', { value: shown(dateCell) });
  }
  if (required('type', typeCell)) {
    const type = wholeNumber(typeCell);
    if (type !== undefined && DELIVERY_TYPES.includes(type)) parsed.type = type;
    else fault('type', 'importBadType', { value: shown(typeCell), types: DELIVERY_TYPES.join(', ') });
  }
  for (const [column, cell] of [['senderReference', senderCell], ['receiverReference', receiverRefCell]] as const) {
    const text = reference(cell);
    if (text === undefined) fault(column, 'importTooLong', { max: MAX_REFERENCE });
    else parsed[column] = text;
  }
  if (required('productId', productCell)) {
    const product = wholeNumber(productCell);
    if (product !== undefined && product >= 1 && product <= MAX_ID) parsed.productId = product;
    else fault('productId', 'importBadProduct', { value: shown(productCell) });
  }
  if (required('quantity', quantityCell)) {
    const quantity = wholeNumber(quantityCell);
    if (quantity !== undefined && quantity >= 0 && quantity <= MAX_QUANTITY) parsed.quantity = quantity;
    else fault('quantity', 'importBadQuantity', { value: shown(quantityCell) });
  }
  return parsed;
}

/** Whether the first row reads as the template's headings rather than a delivery (R23's option). */
export const looksLikeHeadings = (cells: CellValue[]) => typeof cells[6] === 'string' && wholeNumber(cells[6]) === undefined && dayOf(cells[1]) === undefined;
