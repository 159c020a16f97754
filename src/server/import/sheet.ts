// Reads an import file's rows as a stream (exceljs' streaming reader): one row at a time, so a file of
// 50,000 rows is never held as rows in memory. The data is on the workbook's first sheet; any others
// (the template's explanation) are passed over.
import { Readable } from 'node:stream';
import { constants, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '../../domain/import/columns.js';

/** A cell as the import reads it: text, a number, a date, or nothing. */
export type CellValue = string | number | Date | null;

export interface SheetRow { number: number; cells: CellValue[] }

/** A zip file (an .xlsx is one) starts with a local file header. */
export const looksLikeXlsx = (content: Uint8Array) => content.length > 4 && content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04;

/** What a cell holds, whatever Excel made of it: rich text joined, a formula's result, a link's text. */
function plain(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'object') {
    const cell = value as { richText?: Array<{ text: string }>; result?: unknown; text?: unknown; error?: string };
    if (cell.richText) return plain(cell.richText.map((part) => part.text).join(''));
    if ('result' in cell) return plain(cell.result);
    if (cell.text !== undefined) return plain(cell.text);
    if (cell.error) return cell.error;
  }
  return null;
}

/** The rows of the first sheet, each with the import's columns (A–G); rows with nothing in them are left out. */
export async function* sheetRows(content: Uint8Array): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(content)]), {
    sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore',
  });
  let first = true;
  for await (const worksheet of reader) {
    // The next sheets are skipped unread; the reader drains them.
    if (!first) continue;
    first = false;
    for await (const row of worksheet) {
      const cells = IMPORT_COLUMNS.map((_, index) => plain(row.getCell(index + 1).value));
      if (cells.some((cell) => cell !== null)) yield { number: row.number, cells };
    }
  }
}

/**
 * The rows of the first sheet, for the progress bar: exceljs' streaming reader does not say, and
 * parses the sheet only after the whole zip has gone by. Read from the zip's central directory and
 * the sheet's first few kilobytes: the rows its `<dimension ref="A1:G50001"/>` spans (Excel and
 * LibreOffice write it), else the sheet's size over the size of its first rows (an estimate);
 * undefined when neither can be read.
 */
export function sheetRowCount(content: Uint8Array): number | undefined {
  try {
    const zip = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end < 0 || end + 22 > zip.length) return undefined;
    const entries = zip.readUInt16LE(end + 10);
    let offset = zip.readUInt32LE(end + 16);
    for (let entry = 0; entry < entries && offset + 46 <= zip.length && zip.readUInt32LE(offset) === 0x02014b50; entry += 1) {
      const method = zip.readUInt16LE(offset + 10);
      const compressedSize = zip.readUInt32LE(offset + 20);
      const size = zip.readUInt32LE(offset + 24);
      const nameLength = zip.readUInt16LE(offset + 28);
      const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
      const local = zip.readUInt32LE(offset + 42);
      offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
      // The first worksheet in the zip: the one exceljs reads first.
      if (!/^xl\/worksheets\/sheet\d+\.xml$/.test(name)) continue;
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const head = zip.subarray(start, start + Math.min(compressedSize, 4096));
      const xml = (method === 0 ? head : inflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH })).toString('utf8');
      const dimension = /<dimension ref="[A-Z]+(\d+)(?::[A-Z]+(\d+))?"/.exec(xml);
      if (dimension) return Number(dimension[2] ?? dimension[1]);
      const first = xml.indexOf('<row ');
      const rows = xml.slice(first).split('</row>').length - 1;
      return first < 0 || rows < 2 ? undefined : Math.round((size - first) / ((xml.lastIndexOf('</row>') - first) / rows));
    }
  } catch {
    // A damaged zip: the validation says so; the progress just goes without a total.
  }
  return undefined;
}
