// Excel files of deliveries for the import's tests, written with exceljs' streaming writer as a user's
// spreadsheet would hold them: one row per line, columns A–G (docs/decisions.md "Excel import").
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export type Cell = string | number | Date | null;

export const NORWEGIAN_HEADINGS = ['Mottaker (lokasjonsnr. eller GLN)', 'Dato', 'Type', 'Best.nr.', 'Følgenr.', 'Produktnr.', 'Antall'];

/** A date cell of this day, as Excel stores one. */
export const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** An .xlsx of these rows on its first sheet, the headings first when `headings` is given. */
export async function deliveriesWorkbook(rows: Iterable<Cell[]>, headings: string[] | null = NORWEGIAN_HEADINGS): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => stream.on('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true, useStyles: true });
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
