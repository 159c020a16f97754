// Reads an import file's rows as a stream: one row at a time, so a file of 50,000 rows is never held
// as rows in memory. The data is on the workbook's first sheet; any others (the template's
// explanation) are passed over.
//
// The parts are taken from the zip's directory in the order the rows need them: the workbook, its
// styles (which cells are dates) and its shared strings (the text of most cells), then the sheet.
// exceljs' streaming WorkbookReader reads the zip front to back instead, and loses what comes after
// a part it is still busy with (docs/decisions.md "Reading an import file"); here only its parsers
// of the parts are used. Every cell of the import's columns comes through as the file holds it, or
// the file is refused (SheetFault): a text that is not in the file, a formula without its value.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, type ImportColumnKey } from '../../domain/import/columns.js';
import type { TextKey } from '../i18n/texts.js';
import { DamagedZip, ZipFile, type ZipPart } from './zip.js';

/** A cell as the import reads it: text, a number, a date, or nothing. */
export type CellValue = string | number | Date | null;

export interface SheetRow { number: number; cells: CellValue[] }

/** A zip file (an .xlsx is one) starts with a local file header. */
export const looksLikeXlsx = (content: Uint8Array) => content.length > 4 && content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04;

/** Why a file is refused while it is read: the whole file's fault (row null), or a cell's. */
export class SheetFault extends Error {
  constructor(readonly key: TextKey, readonly row: number | null = null, readonly column: ImportColumnKey | null = null) {
    super(row === null ? key : `${key} at row ${row}, column ${column}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Where the parts are: the package's relationships name the workbook, the workbook's name its sheets,
// styles and shared strings. Small parts, read whole with a pattern; the parts themselves are parsed
// by exceljs.

interface Relationship { id: string; type: string; target: string }

const TAG_ATTRIBUTES = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]);

function attributes(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(TAG_ATTRIBUTES)].map((match) => [match[1], decodeXml(match[2] ?? match[3])]));
}

/** A part name relative to the folder of the part whose relationship names it; "/…" from the package's root. */
function resolve(folder: string, target: string): string {
  const path: string[] = [];
  for (const segment of (target.startsWith('/') ? target : `${folder}/${target}`).split('/')) {
    if (segment === '..') path.pop();
    else if (segment !== '' && segment !== '.') path.push(segment);
  }
  return path.join('/');
}

/** The relationships of a part (of the package itself when `source` is ''), targets as part names. */
function relationshipsOf(zip: ZipFile, source: string): Relationship[] {
  const slash = source.lastIndexOf('/');
  const folder = source.slice(0, Math.max(slash, 0));
  const part = zip.part(`${folder ? `${folder}/` : ''}_rels/${source.slice(slash + 1)}.rels`);
  if (!part) return [];
  return [...zip.text(part).matchAll(/<(?:[\w.-]+:)?Relationship\b([^>]*)>/g)].flatMap((match) => {
    const found = attributes(match[1]);
    const [id, type, target] = [found.get('Id'), found.get('Type'), found.get('Target')];
    if (!id || !type || !target || found.get('TargetMode') === 'External') return [];
    return [{ id, type, target: resolve(folder, target) }];
  });
}

interface WorkbookParts { workbook: ZipPart; sheet: ZipPart; styles?: ZipPart; sharedStrings?: ZipPart }

/**
 * The workbook's parts the import reads. The sheet is the first one in the workbook's order (the
 * first tab), a hidden one passed over; without a list of sheets, the sheet numbered lowest.
 */
function workbookParts(zip: ZipFile): WorkbookParts {
  const office = relationshipsOf(zip, '').find((relationship) => relationship.type.endsWith('/officeDocument'));
  const workbook = (office && zip.part(office.target)) ?? zip.part('xl/workbook.xml');
  if (!workbook) throw new SheetFault('importUnreadable');
  const relationships = relationshipsOf(zip, workbook.name);
  const related = (type: string) => relationships.filter((relationship) => relationship.type.endsWith(type));
  const worksheets = new Map(related('/worksheet').map((relationship) => [relationship.id, relationship.target]));
  const sheets = [...zip.text(workbook).matchAll(/<(?:[\w.-]+:)?sheet\b([^>]*)>/g)].flatMap((match) => {
    const found = attributes(match[1]);
    const id = [...found].find(([name]) => /(^|:)id$/.test(name))?.[1];
    const target = id === undefined ? undefined : worksheets.get(id);
    const part = target === undefined ? undefined : zip.part(target);
    return part ? [{ part, hidden: /hidden/i.test(found.get('state') ?? '') }] : [];
  });
  const numbered = (name: string) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/i.exec(name)?.[1] ?? Infinity);
  const sheet = (sheets.find((candidate) => !candidate.hidden) ?? sheets[0])?.part
    ?? zip.names().filter((name) => Number.isFinite(numbered(name))).sort((a, b) => numbered(a) - numbered(b)).map((name) => zip.part(name)!)[0];
  if (!sheet) throw new SheetFault('importUnreadable');
  const partOf = (type: string, usual: string) => related(type).map((relationship) => zip.part(relationship.target)).find(Boolean) ?? zip.part(usual);
  return { workbook, sheet, styles: partOf('/styles', 'xl/styles.xml'), sharedStrings: partOf('/sharedStrings', 'xl/sharedStrings.xml') };
}

// ---------------------------------------------------------------------------------------------
// The rows.

/** exceljs 4.4.0's WorkbookReader, as far as its parsers of the parts are used (workbook-reader.js). */
interface PartParsers {
  sharedStrings?: unknown[];
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseWorksheet(iterator: AsyncIterable<string>, sheetNo: string): Iterable<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

const OPTIONS = { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' } as const;

/**
 * A part's text, chunk by chunk. Decoded here, as one stream: exceljs decodes each chunk it is given
 * on its own, which turns a letter whose bytes fall in two chunks (an ø, a €) into two wrong ones.
 * Text that is not UTF-8 is a damaged part.
 */
async function* textOf(zip: ZipFile, part: ZipPart): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of zip.chunks(part)) {
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch (error) {
    throw error instanceof DamagedZip ? error : new DamagedZip(`${part.name} is not UTF-8`);
  }
}

const PREFIX = '(?:[\\w.-]+:)?';
/** Longer than any start of an element looked for below ("<x:rPh "), so one cut by a chunk's end is found in the next. */
const TAIL = 32;

/**
 * The text with each whole element of this name passed through `replace`; an element not yet closed
 * at a chunk's end waits for the next chunk (one cell's text: at most 32,767 letters).
 */
async function* replacing(chunks: AsyncIterable<string>, name: string, replace: (element: string, prefix: string) => string): AsyncGenerator<string> {
  const open = new RegExp(`<(${PREFIX})${name}(?=[\\s/>])`, 'g');
  let pending = '';
  for await (const chunk of chunks) {
    pending += chunk;
    let out = '';
    for (let at = 0; ;) {
      open.lastIndex = at;
      const start = open.exec(pending);
      const tagEnd = start ? pending.indexOf('>', start.index) : -1;
      const close = start ? `</${start[1]}${name}>` : '';
      const closed = tagEnd < 0 ? -1 : pending[tagEnd - 1] === '/' ? tagEnd + 1 : pending.indexOf(close, tagEnd);
      if (!start || closed < 0) {
        // Kept for the next chunk: the element begun, or what may be the start of one.
        const keep = start ? start.index : Math.max(at, pending.length - TAIL);
        out += pending.slice(at, keep);
        pending = pending.slice(keep);
        break;
      }
      const after = pending[tagEnd - 1] === '/' ? closed : closed + close.length;
      out += pending.slice(at, start.index) + replace(pending.slice(start.index, after), start[1]);
      at = after;
    }
    if (out) yield out;
  }
  if (pending) yield pending;
}

/** Phonetic readings (`<rPh>`, over East Asian text) are not the cell's text; exceljs took their text for it. */
const withoutPhonetics = (chunks: AsyncIterable<string>) => replacing(chunks, 'rPh', () => '');

/** A cell's own text in runs (`<is><r>…`): exceljs kept the last run's. Given to it as one text. */
const inlineTextJoined = (chunks: AsyncIterable<string>) => replacing(withoutPhonetics(chunks), 'is', (element, prefix) => {
  const texts = [...element.matchAll(new RegExp(`<${PREFIX}t(?:\\s[^>]*)?>([\\s\\S]*?)</${PREFIX}t>`, 'g'))].map((match) => match[1]);
  return `<${prefix}is><${prefix}t xml:space="preserve">${texts.join('')}</${prefix}t></${prefix}is>`;
});

/** A shared string a cell refers to that the file does not hold. */
class MissingText {
  constructor(readonly index: string) {}
}

/** The shared strings as exceljs' sheet parser looks them up: an index not in them gives MissingText, never nothing. */
function lookedUp(strings: unknown[]): unknown[] {
  return new Proxy(strings, {
    get: (target, key, receiver) => (typeof key === 'string' && !(key in target) ? new MissingText(key) : Reflect.get(target, key, receiver)),
  });
}

type Where = { row: number; column: ImportColumnKey };

/** What a cell holds, whatever Excel made of it: rich text joined, a formula's result, a link's text. */
function plain(value: unknown, where: Where): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value instanceof MissingText) throw new SheetFault('importMissingText', where.row, where.column);
  if (typeof value === 'object') {
    const cell = value as { richText?: Array<{ text: string }>; formula?: unknown; sharedFormula?: unknown; result?: unknown; text?: unknown; error?: string };
    if (cell.richText) return plain(cell.richText.map((part) => part.text).join(''), where);
    if ('formula' in cell || 'sharedFormula' in cell) {
      // No value kept with the formula (a file written by a program that does not compute), or an
      // error value (#N/A), which exceljs reads as no number.
      if (cell.result === undefined || cell.result === null || Number.isNaN(cell.result)) throw new SheetFault('importFormulaWithoutValue', where.row, where.column);
      return plain(cell.result, where);
    }
    if (cell.text !== undefined) return plain(cell.text, where);
    if (cell.error) return cell.error;
  }
  throw new Error(`cell ${where.column}${where.row} holds a value the import does not know: ${JSON.stringify(value)}`);
}

/** A cell's value; a formula's as exceljs keeps it (its `value` drops a result of 0). */
function valueOf(cell: ExcelJS.Cell): unknown {
  return cell.type === ExcelJS.ValueType.Formula ? { formula: cell.formula, result: cell.model.result } : cell.value;
}

/**
 * The rows of the first sheet, each with the import's columns (A–G); rows with nothing in them are
 * left out. Throws SheetFault when the file is refused, another error when it cannot be read at all.
 */
export async function* sheetRows(content: Uint8Array): AsyncGenerator<SheetRow> {
  const zip = ZipFile.of(content);
  const parts = workbookParts(zip);
  const parsers = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), OPTIONS) as unknown as PartParsers;
  const stream = (part: ZipPart) => Readable.from(textOf(zip, part));
  await parsers._parseWorkbook(stream(parts.workbook));
  if (parts.styles) await parsers._parseStyles(stream(parts.styles));
  if (parts.sharedStrings) for await (const _ of parsers._parseSharedStrings(Readable.from(withoutPhonetics(textOf(zip, parts.sharedStrings)))));
  // Without the part, every cell that refers to a shared string refers to a missing one.
  parsers.sharedStrings = lookedUp(parsers.sharedStrings ?? []);
  const sheetNo = /(\d+)\.xml$/i.exec(parts.sheet.name)?.[1] ?? '1';
  const [{ value: worksheet }] = [...parsers._parseWorksheet(inlineTextJoined(textOf(zip, parts.sheet)), sheetNo)];
  let previous = 0;
  for await (const row of worksheet) {
    // A row without its number, or out of order: the rows could not be named as Excel numbers them.
    if (!Number.isInteger(row.number) || row.number <= previous) throw new SheetFault('importUnreadable');
    previous = row.number;
    const cells = IMPORT_COLUMNS.map((column, index) => plain(valueOf(row.getCell(index + 1)), { row: row.number, column: column.key }));
    if (cells.some((cell) => cell !== null)) yield { number: row.number, cells };
  }
}

/**
 * The rows of the first sheet, for the progress bar: exceljs' sheet parser does not say. Read from the
 * sheet's first few kilobytes: the rows its `<dimension ref="A1:G50001"/>` spans (Excel and
 * LibreOffice write it), else the sheet's size over the size of its first rows (an estimate);
 * undefined when neither can be read.
 */
export function sheetRowCount(content: Uint8Array): number | undefined {
  try {
    const zip = ZipFile.of(content);
    const sheet = workbookParts(zip).sheet;
    const xml = zip.head(sheet, Math.min(sheet.compressedSize, 4096));
    const dimension = /<(?:[\w.-]+:)?dimension ref="[A-Z]+(\d+)(?::[A-Z]+(\d+))?"/.exec(xml);
    if (dimension) return Number(dimension[2] ?? dimension[1]);
    const first = xml.indexOf('<row ');
    const rows = xml.slice(first).split('</row>').length - 1;
    return first < 0 || rows < 2 ? undefined : Math.round((sheet.size - first) / ((xml.lastIndexOf('</row>') - first) / rows));
  } catch {
    // A damaged zip: the validation says so; the progress just goes without a total.
  }
  return undefined;
}
