// Formula injection (OWASP "CSV Injection"): every export writes a text that a spreadsheet would take
// for a formula behind a single quote, as CSV and as Excel, and leaves numbers and other text alone.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { spreadsheetCell, spreadsheetText } from '../../src/domain/spreadsheet-cells';
import { toCsv, toXlsx } from '../../src/portal/data/spreadsheet';

const FORMULA = '=HYPERLINK("http://x","y")';

describe('spreadsheet cells', () => {
  it('quotes a text that begins as a formula would, and nothing else', () => {
    for (const text of [FORMULA, '+47 22 00 00 00', '-1+1', '@SUM(A1)', '\t=1', '\r=1']) expect(spreadsheetText(text)).toBe(`'${text}`);
    for (const text of ['HAM-B-2001', 'Sum = 2', '', ' =1', "'=1"]) expect(spreadsheetText(text)).toBe(text);
    expect(spreadsheetCell(-5)).toBe(-5);
    expect(spreadsheetCell(null)).toBeNull();
  });

  it('CSV: the cell starts with the quote, inside the CSV quoting', () => {
    expect(toCsv(['Ordrenr.', 'Best.nr.'], [[7, FORMULA], [8, '-12'], [9, -12]], ';'))
      .toBe('\ufeffOrdrenr.;Best.nr.\r\n7;"\'=HYPERLINK(""http://x"",""y"")"\r\n8;\'-12\r\n9;-12\r\n');
  });

  it('Excel: read back, the order reference is the quoted text in a text cell, and a number stays a number', async () => {
    const blob = await toXlsx('Leveringer', [{ header: 'Ordrenr.', kind: 'integer' }, { header: 'Best.nr.', kind: 'text' }, { header: 'Antall', kind: 'integer' }], [[7, FORMULA, -3], [8, null, 2]]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Leveringer');
    const reference = sheet.getRow(2).getCell(2);
    expect(reference.value).toBe(`'${FORMULA}`);
    expect(reference.type).toBe(ExcelJS.ValueType.String);
    expect(reference.formula).toBeUndefined();
    expect(sheet.getRow(2).getCell(3).value).toBe(-3);
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
  });
});
