// Excel files of deliveries for the import's tests, as a user's spreadsheet would hold them: one row
// per line, columns A–G (docs/decisions.md "Excel import"). Written with exceljs' streaming writer
// (the shared strings after the sheet) or its regular one, or put together part by part as Excel and
// LibreOffice write them, in the order of parts asked for.
import { PassThrough } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export type Cell = string | number | Date | null;

export const NORWEGIAN_HEADINGS = ['Mottaker (lokasjonsnr. eller GLN)', 'Dato', 'Type', 'Best.nr.', 'Følgenr.', 'Produktnr.', 'Antall'];

/** A date cell of this day, as Excel stores one. */
export const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * An .xlsx of these rows on its first sheet, the headings first when `headings` is given, from
 * exceljs' streaming writer: the sheet first, then the shared strings (or text in the cells).
 */
export async function deliveriesWorkbook(rows: Iterable<Cell[]>, headings: string[] | null = NORWEGIAN_HEADINGS, { sharedStrings = true } = {}): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => stream.on('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: sharedStrings, useStyles: true });
  const sheet = workbook.addWorksheet('Leveringer');
  if (headings) sheet.addRow(headings).commit();
  for (const row of rows) {
    const added = sheet.addRow(row);
    row.forEach((cell, index) => { if (cell instanceof Date) added.getCell(index + 1).numFmt = 'dd.mm.yyyy'; });
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

/** exceljs' regular (not streaming) writer: the whole workbook in memory, written at once. */
export async function regularWorkbook(rows: Iterable<Cell[]>, headings: string[] | null = NORWEGIAN_HEADINGS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Leveringer');
  if (headings) sheet.addRow(headings);
  for (const row of rows) {
    const added = sheet.addRow(row);
    row.forEach((cell, index) => { if (cell instanceof Date) added.getCell(index + 1).numFmt = 'dd.mm.yyyy'; });
  }
  workbook.addWorksheet('Forklaring').addRow(['Ark to', 'leses ikke']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ---------------------------------------------------------------------------------------------
// Workbooks put together part by part, in the manner of Excel and LibreOffice (neither is on the
// test machines): their XML as they write it, zipped in the order asked for.

/** A zip of these parts in this order; `dataDescriptors` as a streaming writer leaves the sizes after each part's data. */
export function zipOf(parts: Array<[name: string, content: string | Buffer]>, { store = false, dataDescriptors = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const packed = store ? data : deflateRawSync(data);
    const crc = crc32(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const flags = 0x800 | (dataDescriptors ? 0x8 : 0);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(store ? 0 : 8, 8);
    header.writeUInt32LE(0x5c210000, 10); // 2026-01-01 00:00
    header.writeUInt32LE(dataDescriptors ? 0 : crc, 14);
    header.writeUInt32LE(dataDescriptors ? 0 : packed.length, 18);
    header.writeUInt32LE(dataDescriptors ? 0 : data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const descriptor = Buffer.alloc(dataDescriptors ? 16 : 0);
    if (dataDescriptors) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(packed.length, 8);
      descriptor.writeUInt32LE(data.length, 12);
    }
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(flags, 8);
    entry.writeUInt16LE(store ? 0 : 8, 10);
    entry.writeUInt32LE(0x5c210000, 12);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    locals.push(header, nameBytes, packed, descriptor);
    offset += header.length + nameBytes.length + packed.length + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export type Producer = 'Excel' | 'LibreOffice';

export interface HandMadeOptions {
  producer: Producer;
  /** The shared strings (and styles) before the sheets in the zip, instead of after them. */
  stringsFirst?: boolean;
  /** Parts stored, not deflated. */
  store?: boolean;
  dataDescriptors?: boolean;
  /** Numbers in column G written as formulas with their value, as a sum would be. */
  formulas?: boolean;
  /** Changes to the parts before they are zipped (a part set to null is left out). */
  tamper?: (parts: Map<string, string | Buffer | null>) => void;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const columnLetter = (index: number) => String.fromCharCode(65 + index);
/** A date as Excel keeps it: days since 1899-12-30. */
const serial = (date: Date) => date.getTime() / 86_400_000 + 25_569;

/**
 * An .xlsx of these rows (the headings first when given) on its first sheet, and a second sheet, with
 * the XML and the order of the parts of the producer named: Excel writes `t="s"` cells, dates in the
 * built-in format 14 and rich text where a cell has mixed formatting; LibreOffice `t="n"` on numbers,
 * its own date format 164, and [Content_Types].xml last.
 */
export function handMadeWorkbook(rows: Cell[][], headings: string[] | null = NORWEGIAN_HEADINGS, options: HandMadeOptions): Buffer {
  const excel = options.producer === 'Excel';
  const strings: string[] = [];
  const indexOf = new Map<string, number>();
  let references = 0;
  const shared = (text: string) => {
    references += 1;
    if (!indexOf.has(text)) { indexOf.set(text, strings.length); strings.push(text); }
    return indexOf.get(text)!;
  };
  const cellXml = (cell: Cell, ref: string, column: number): string => {
    if (cell === null) return '';
    if (cell instanceof Date) return `<c r="${ref}" s="1"${excel ? '' : ' t="n"'}><v>${serial(cell)}</v></c>`;
    if (typeof cell === 'number') {
      if (options.formulas && column === 6) return `<c r="${ref}"${excel ? '' : ' s="0" t="n"'}><f>${cell}+0</f><v>${cell}</v></c>`;
      return `<c r="${ref}"${excel ? '' : ' s="0" t="n"'}><v>${cell}</v></c>`;
    }
    return `<c r="${ref}"${excel ? '' : ' s="0"'} t="s"><v>${shared(cell)}</v></c>`;
  };
  const all = headings ? [headings, ...rows] : rows;
  const rowsXml = all.map((row, index) => {
    const cells = row.map((cell, column) => cellXml(cell, `${columnLetter(column)}${index + 1}`, column)).join('');
    return cells ? `<row r="${index + 1}"${excel ? ' spans="1:7"' : ''}>${cells}</row>` : '';
  }).join('');
  const last = all.length || 1;
  const sheet = excel
    ? `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONS}"><dimension ref="A1:G${last}"/><sheetViews><sheetView tabSelected="1" workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><sheetData>${rowsXml}</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`
    : `<?xml version="1.0" encoding="UTF-8"?>\n<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONS}"><sheetPr filterMode="false"><pageSetUpPr fitToPage="false"/></sheetPr><dimension ref="A1:G${last}"/><sheetViews><sheetView showFormulas="false" tabSelected="true" workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="12.8"/><cols><col min="1" max="7" width="14" customWidth="1"/></cols><sheetData>${rowsXml}</sheetData><printOptions headings="false"/><pageMargins left="0.7875" right="0.7875" top="1.05" bottom="1.05" header="0.7875" footer="0.7875"/></worksheet>`;
  const help = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Forklaring</t></is></c></row></sheetData></worksheet>`;
  // Excel writes a string with mixed formatting as runs; the first string with a dash is one here.
  const rich = strings.findIndex((text) => text.includes('-') && text.trim() === text);
  const si = (text: string, index: number) => {
    if (excel && index === rich) {
      const cut = text.indexOf('-');
      return `<si><r><rPr><b/><sz val="11"/><color theme="1"/><rFont val="Calibri"/><family val="2"/><scheme val="minor"/></rPr><t>${xmlText(text.slice(0, cut))}</t></r><r><rPr><sz val="11"/><color theme="1"/><rFont val="Calibri"/><family val="2"/><scheme val="minor"/></rPr><t>${xmlText(text.slice(cut))}</t></r></si>`;
    }
    return `<si><t${excel && text.trim() === text ? '' : ' xml:space="preserve"'}>${xmlText(text)}</t></si>`;
  };
  const sharedStrings = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="${MAIN}" count="${references}" uniqueCount="${strings.length}">${strings.map(si).join('')}</sst>`;
  const styles = excel
    ? `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`
    : `<?xml version="1.0" encoding="UTF-8"?>\n<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="DD\\.MM\\.YYYY"/></numFmts><fonts count="1"><font><sz val="10"/><name val="Arial"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border diagonalUp="false" diagonalDown="false"><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="true"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
  // Excel numbers the workbook's relationships sheets first, LibreOffice styles first.
  const ids = excel ? { sheet1: 'rId1', sheet2: 'rId2', theme: 'rId3', styles: 'rId4', strings: 'rId5' } : { styles: 'rId1', sheet1: 'rId2', sheet2: 'rId3', strings: 'rId4', theme: 'rId5' };
  const relation = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${RELATIONS}/${type}" Target="${target}"/>`;
  const parts = new Map<string, string | Buffer | null>([
    ['[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`],
    ['_rels/.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE_RELATIONS}"><Relationship Id="rId3" Type="${RELATIONS}/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId1" Type="${RELATIONS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['docProps/app.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>${excel ? 'Microsoft Excel' : 'LibreOffice/24.2'}</Application></Properties>`],
    ['docProps/core.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Lager</dc:creator></cp:coreProperties>`],
    ['xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${MAIN}" xmlns:r="${RELATIONS}"><workbookPr${excel ? ' defaultThemeVersion="166925"' : ' backupFile="false" showObjects="all" date1904="false"'}/><bookViews><workbookView activeTab="0"/></bookViews><sheets><sheet name="Leveringer" sheetId="1" ${excel ? '' : 'state="visible" '}r:id="${ids.sheet1}"/><sheet name="Forklaring" sheetId="2" ${excel ? '' : 'state="visible" '}r:id="${ids.sheet2}"/></sheets><calcPr calcId="191029"/></workbook>`],
    ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE_RELATIONS}">${[
      relation(ids.sheet1, 'worksheet', 'worksheets/sheet1.xml'), relation(ids.sheet2, 'worksheet', 'worksheets/sheet2.xml'), relation(ids.theme, 'theme', 'theme/theme1.xml'),
      relation(ids.styles, 'styles', 'styles.xml'), relation(ids.strings, 'sharedStrings', 'sharedStrings.xml'),
    ].join('')}</Relationships>`],
    ['xl/worksheets/sheet1.xml', sheet],
    ['xl/worksheets/sheet2.xml', help],
    ['xl/theme/theme1.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office Theme"><a:themeElements/></a:theme>`],
    ['xl/styles.xml', styles],
    ['xl/sharedStrings.xml', sharedStrings],
  ]);
  options.tamper?.(parts);
  // The order each writes its parts in; the shared strings after the sheets unless asked otherwise.
  let order = excel
    ? ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml', 'xl/theme/theme1.xml', 'xl/styles.xml', 'xl/sharedStrings.xml', 'docProps/core.xml', 'docProps/app.xml']
    : ['_rels/.rels', 'docProps/app.xml', 'docProps/core.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml', 'xl/theme/theme1.xml', 'xl/styles.xml', 'xl/sharedStrings.xml', 'xl/workbook.xml', '[Content_Types].xml'];
  if (options.stringsFirst) {
    const early = ['xl/styles.xml', 'xl/sharedStrings.xml'];
    const sheetAt = order.indexOf('xl/worksheets/sheet1.xml');
    order = [...order.slice(0, sheetAt).filter((name) => !early.includes(name)), ...early, ...order.slice(sheetAt).filter((name) => !early.includes(name))];
  }
  const zipped = order.flatMap((name) => { const content = parts.get(name); return content === null || content === undefined ? [] : [[name, content] as [string, string | Buffer]]; });
  return zipOf(zipped, { store: options.store, dataDescriptors: options.dataDescriptors });
}
