// The columns of an export as a user expects of a movements export (issue 28): a day is a date cell,
// a quantity or amount a number (with its format), every text goes through spreadsheetCell (formula
// injection); the heading row frozen with a filter on it, each column wide enough for what it holds.
// Both the portal's exports (exceljs in the browser) and the server's streamed ones use these.
import { formatDateTime } from './dates';
import { spreadsheetCell } from './spreadsheet-cells';

export type ColumnKind = 'text' | 'date' | 'datetime' | 'integer' | 'decimal' | 'amount';
export interface SheetColumn { header: string; kind: ColumnKind }

/** Excel's number formats: days and times as the pool writes them (P20), numbers grouped, kroner with 2 decimals. */
export const NUMBER_FORMAT: Record<ColumnKind, string | undefined> = {
  text: undefined, date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm', integer: '#,##0', decimal: '#,##0.##', amount: '#,##0.00',
};

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/;

/** A day or a wall-clock time as Excel keeps it: a serial number read as UTC, so the cell shows that very day and time. */
function serial(text: string): Date | undefined {
  const parts = WALL_CLOCK.exec(text);
  return parts ? new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), Number(parts[4] ?? 0), Number(parts[5] ?? 0))) : undefined;
}

/**
 * A cell's value: a day (yyyy-MM-dd) as a date cell, an instant as its time on the pool's clock (Oslo),
 * numbers as numbers, text made safe.
 */
export function sheetValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'date' && typeof value === 'string') return serial(value.slice(0, 10)) ?? spreadsheetCell(value);
  if (kind === 'datetime' && typeof value === 'string') return serial(formatDateTime(value)) ?? spreadsheetCell(value);
  if (['integer', 'decimal', 'amount'].includes(kind) && typeof value === 'number') return value;
  return spreadsheetCell(value);
}

const WIDTH = { min: 8, max: 50 };
/** The widths a streamed export gives before it has seen its rows. */
export const DEFAULT_WIDTH: Record<ColumnKind, number> = { text: 24, date: 12, datetime: 17, integer: 11, decimal: 12, amount: 14 };

/** A column's width in characters: its heading or its longest value, within bounds. */
export function columnWidth(column: SheetColumn, values: readonly unknown[]): number {
  const shown = (value: unknown) => (value instanceof Date ? (column.kind === 'datetime' ? 16 : 10)
    : column.kind === 'amount' && typeof value === 'number' ? value.toFixed(2).length + 2 : String(value ?? '').length);
  const longest = values.reduce<number>((widest, value) => Math.max(widest, shown(value)), column.header.length);
  return Math.min(WIDTH.max, Math.max(WIDTH.min, longest + 2));
}

/** The heading row frozen, with a filter over every column (exceljs' views and autoFilter). */
export const frozenHeading = [{ state: 'frozen' as const, ySplit: 1, xSplit: 0 }];
export const headingFilter = (columns: number) => ({ from: { row: 1, column: 1 }, to: { row: 1, column: columns } });
