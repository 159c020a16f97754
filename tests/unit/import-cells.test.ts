// How the Excel import reads a row's cells (docs/decisions.md "Excel import"): each column as Excel may
// hold it, each fault named by its column; and the sheet's row count for the progress.
import { describe, expect, it } from 'vitest';
import { dayOf, looksLikeHeadings, parseRow, type ImportMessage } from '../../src/server/import/cells';
import { sheetRowCount, sheetRows } from '../../src/server/import/sheet';
import { day, deliveriesWorkbook, NORWEGIAN_HEADINGS } from '../api/import-workbook';

const parsed = (cells: Array<string | number | Date | null>) => {
  const errors: ImportMessage[] = [];
  return { row: parseRow(7, cells, errors), errors: errors.map((error) => `${error.column}:${error.key}`) };
};

describe('a row of the import', () => {
  it('reads a delivery line from numbers, text and date cells', () => {
    expect(parsed([42, day('2026-12-01'), 3, 'PO-1', 'F-1', 1001, 40])).toEqual({
      row: { row: 7, receiver: { id: 42 }, transactionDate: '2026-12-01', type: 3, senderReference: 'PO-1', receiverReference: 'F-1', productId: 1001, quantity: 40 },
      errors: [],
    });
    // A GLN, a Norwegian date, numbers written as text, a reference typed as a number.
    expect(parsed(['7080 0012 3456 7', '1.12.2026', '16', 4711, null, '2003', '1 000']).row)
      .toEqual({ row: 7, receiver: { gln: '7080001234567' }, transactionDate: '2026-12-01', type: 16, senderReference: '4711', receiverReference: null, productId: 2003, quantity: 1000 });
  });

  it('names the column of every fault', () => {
    expect(parsed([null, 'tomorrow', 1, 'x'.repeat(51), null, 1.5, -1]).errors)
      .toEqual(['receiver:importRequired', 'transactionDate:importBadDate', 'type:importBadType', 'senderReference:importTooLong', 'productId:importBadProduct', 'quantity:importBadQuantity']);
    expect(parsed(['12345678901234', day('2026-12-01'), 3, null, null, 1001, 1_000_001]).errors).toEqual(['receiver:importBadReceiver', 'quantity:importBadQuantity']);
  });

  it('reads days as Excel holds them, and no day that does not exist', () => {
    expect(dayOf(46357)).toBe('2026-12-01');
    expect(dayOf('2026-02-28')).toBe('2026-02-28');
    expect(dayOf('29.02.2026')).toBeUndefined();
    expect(dayOf('2026-13-01')).toBeUndefined();
    expect(dayOf(0)).toBeUndefined();
  });

  it('tells headings from a delivery', () => {
    expect(looksLikeHeadings(NORWEGIAN_HEADINGS)).toBe(true);
    expect(looksLikeHeadings([42, day('2026-12-01'), 3, 'PO-1', null, 1001, 40])).toBe(false);
  });
});

describe('the sheet', () => {
  it('is read row by row, blank rows left out, with its size estimated for the progress', async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => [42, day('2026-12-01'), 3, `PO-${index}`, null, 1001, index % 7]);
    const file = await deliveriesWorkbook([...rows.slice(0, 10), [null, null, null, null, null, null, null], ...rows.slice(10)]);
    const estimate = sheetRowCount(file)!;
    expect(estimate).toBeGreaterThan(2700);
    expect(estimate).toBeLessThan(3600);
    let count = 0;
    let last = 0;
    for await (const row of sheetRows(file)) {
      count += 1;
      last = row.number;
    }
    expect(count).toBe(3001);
    expect(last).toBe(3002);
    expect(sheetRowCount(Buffer.from('not a zip'))).toBeUndefined();
  });
});
