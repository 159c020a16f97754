// The files the portal's exports write (ListExport, LedgerExport): a heading row and the rows, as CSV
// or an Excel workbook (its columns typed: spreadsheet-columns.ts); every text cell goes through
// spreadsheetCell, so no spreadsheet program takes a user's text for a formula.
import { columnWidth, frozenHeading, headingFilter, NUMBER_FORMAT, sheetValue, type SheetColumn } from '../../domain/spreadsheet-columns';
import { spreadsheetCell } from '../../domain/spreadsheet-cells';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** CSV as Excel opens it: a byte order mark, and semicolons where the decimal mark is a comma. */
export function toCsv(header: string[], rows: unknown[][], separator: string): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(spreadsheetCell(value));
    return /["\n\r]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\ufeff${[header, ...rows].map((row) => row.map(cell).join(separator)).join('\r\n')}\r\n`;
}

/**
 * An .xlsx of one sheet, as a user expects of a movements export (issue 28): the heading row in bold,
 * frozen and with a filter, days as date cells and numbers as numbers in their formats, each column
 * as wide as what it holds; text through spreadsheetCell.
 */
export async function toXlsx(sheetName: string, columns: SheetColumn[], rows: unknown[][]): Promise<Blob> {
  // Loaded when a user exports, not with the page.
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: frozenHeading });
  const values = rows.map((row) => columns.map((column, index) => sheetValue(column.kind, row[index])));
  sheet.columns = columns.map((column, index) => ({
    header: column.header, width: columnWidth(column, values.map((row) => row[index])), style: NUMBER_FORMAT[column.kind] ? { numFmt: NUMBER_FORMAT[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(values);
  sheet.autoFilter = headingFilter(columns.length);
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_TYPE });
}
