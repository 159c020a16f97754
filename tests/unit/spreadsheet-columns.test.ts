// Issue 28: an export as a user expects of a movements export. Read back with exceljs: days are date
// cells showing the day, quantities and amounts numbers in their formats, text stays text (and safe),
// the heading row is frozen with a filter, and each column is as wide as what it holds.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnWidth, sheetValue } from '../../src/domain/spreadsheet-columns';
import { toXlsx } from '../../src/portal/data/spreadsheet';

describe('export columns', () => {
  it('turns days, instants and numbers into cells of their kind, and text into safe text', () => {
    expect(sheetValue('date', '2026-03-31')).toEqual(new Date(Date.UTC(2026, 2, 31)));
    // An instant shows as its time on the pool's clock (summer time: UTC+2).
    expect(sheetValue('datetime', '2026-06-01T10:15:00Z')).toEqual(new Date(Date.UTC(2026, 5, 1, 12, 15)));
    expect(sheetValue('integer', 1234)).toBe(1234);
    expect(sheetValue('amount', 12.5)).toBe(12.5);
    expect(sheetValue('text', '=1+1')).toBe("'=1+1");
    expect(sheetValue('date', 'ukjent')).toBe('ukjent');
    expect(sheetValue('text', null)).toBeNull();
    expect(sheetValue('date', '')).toBeNull();
  });

  it('sizes a column for its heading or its longest value, within bounds', () => {
    expect(columnWidth({ header: 'Antall', kind: 'integer' }, [1, 12, 123])).toBe(8);
    expect(columnWidth({ header: 'Fra', kind: 'text' }, ['Lastbærerpoolen Hovedlager'])).toBe(28);
    expect(columnWidth({ header: 'Dato', kind: 'date' }, [new Date()])).toBe(12);
    expect(columnWidth({ header: 'Tekst', kind: 'text' }, ['x'.repeat(200)])).toBe(50);
  });

  it('writes a workbook with date cells, numbers, a frozen heading with a filter and fitting widths', async () => {
    const blob = await toXlsx('Leveringer', [
      { header: 'Ordrenr.', kind: 'integer' }, { header: 'Dato', kind: 'date' }, { header: 'Fra', kind: 'text' }, { header: 'Antall', kind: 'integer' }, { header: 'Beløp (kr)', kind: 'amount' },
    ], [[14620, '2026-01-29', 'Lastbærerpoolen Hovedlager', 1200, 1234.5], [14621, '2026-01-30', '-Fjellmeieriet', 3, 0.25]]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Ordrenr.', 'Dato', 'Fra', 'Antall', 'Beløp (kr)']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const first = sheet.getRow(2);
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(2).value as Date).toISOString()).toBe('2026-01-29T00:00:00.000Z');
    expect(first.getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(4).numFmt).toBe('#,##0');
    expect(first.getCell(5).value).toBe(1234.5);
    expect(first.getCell(5).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(3).getCell(3).value).toBe("'-Fjellmeieriet");
    // The heading stays in sight as one scrolls, with a filter on every column.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:E1');
    expect(sheet.getColumn(3).width).toBe('Lastbærerpoolen Hovedlager'.length + 2);
    expect(sheet.getColumn(2).width).toBe(12);
  });
});
