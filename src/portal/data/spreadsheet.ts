// The files the portal's exports write (ListExport, LedgerExport): a heading row and the rows, as CSV
// or an Excel workbook; every text cell goes through spreadsheetCell, so no spreadsheet program takes
// a user's text for a formula.
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

/** An .xlsx of one sheet: the heading row in bold, the rows below, the columns `width` wide. */
export async function toXlsx(sheetName: string, header: string[], rows: unknown[][], width: number): Promise<Blob> {
  // Loaded when a user exports, not with the page.
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(header).font = { bold: true };
  sheet.addRows(rows.map((row) => row.map((value) => spreadsheetCell(value ?? null))));
  sheet.columns.forEach((column) => { column.width = width; });
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_TYPE });
}
