// The transactions report (G03): the ledger's lines with a side at the covered locations in a date
// range, a line per product, oldest first. The screen reads the first rows and the count; the Excel
// export streams every row, read a page at a time along the index (keyset), so memory stays flat
// however many rows there are. The workbook is as a user expects of a movements export (issue 28):
// days as date cells, quantities as numbers, the heading row frozen with a filter, sensible widths.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { DEFAULT_WIDTH, frozenHeading, headingFilter, NUMBER_FORMAT, sheetValue, type ColumnKind } from '../../domain/spreadsheet-columns.js';
import type { Database } from '../db/database.js';
import { touching } from './scope.js';

export interface TransactionRow {
  id: number; transactionDate: string; type: string; status: string; locationNameFrom: string; locationNameTo: string;
  productName: string; quantity: number; senderReference: string | null; receiverReference: string | null; lineId: number;
}

/** Rows shown on the screen at most; the export has them all. */
export const SCREEN_ROWS = 1000;
/** Heads read a page at a time for the export (each with 1–4 lines). */
const EXPORT_HEADS = 2000;

function rowsQuery(db: Database, locationIds: number[], range: { from: string; to: string }, english: boolean) {
  return db.selectFrom('transactions')
    .innerJoin('transactionLines', 'transactionLines.transactionId', 'transactions.id')
    .innerJoin('locations as sender', 'sender.id', 'transactions.locationIdFrom')
    .innerJoin('locations as receiver', 'receiver.id', 'transactions.locationIdTo')
    .innerJoin('products', 'products.id', 'transactionLines.productId')
    .innerJoin('transactionTypes', 'transactionTypes.id', 'transactions.type')
    .innerJoin('transactionStatuses', 'transactionStatuses.id', 'transactions.status')
    .select([
      'transactions.id', 'transactions.transactionDate', 'sender.name as locationNameFrom', 'receiver.name as locationNameTo', 'products.name as productName',
      sql<number>`coalesce(transaction_lines.qty_received, transaction_lines.qty_picked, transaction_lines.qty_ordered)`.as('quantity'),
      'transactions.senderReference', 'transactions.receiverReference', 'transactionLines.id as lineId',
      english ? sql<string>`coalesce(transaction_types.name_en, transaction_types.name)`.as('type') : 'transactionTypes.name as type',
      english ? sql<string>`coalesce(transaction_statuses.name_en, transaction_statuses.name)`.as('status') : 'transactionStatuses.name as status',
    ])
    .where(touching(locationIds)).where('transactions.transactionDate', '>=', range.from).where('transactions.transactionDate', '<=', range.to);
}

export async function transactionRows(db: Database, locationIds: number[], range: { from: string; to: string }, english: boolean) {
  const [rows, totals] = await Promise.all([
    rowsQuery(db, locationIds, range, english).orderBy('transactions.transactionDate').orderBy('transactions.id').orderBy('transactionLines.id').limit(SCREEN_ROWS).execute(),
    db.selectFrom('transactions').innerJoin('transactionLines', 'transactionLines.transactionId', 'transactions.id')
      .select([sql<number>`count(*)::int`.as('rows'), sql<number>`coalesce(sum(coalesce(transaction_lines.qty_received, transaction_lines.qty_picked, transaction_lines.qty_ordered)), 0)::bigint`.as('quantity')])
      .where(touching(locationIds)).where('transactions.transactionDate', '>=', range.from).where('transactions.transactionDate', '<=', range.to)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as TransactionRow[], total: Number(totals.rows), quantity: Number(totals.quantity) };
}

export interface ExportHeadings { id: string; transactionDate: string; type: string; status: string; locationNameFrom: string; locationNameTo: string; productName: string; quantity: string; senderReference: string; receiverReference: string }

/** Each column's cells, and its width where the kind's own would not do (names run long; references are short). */
const COLUMNS: Record<keyof ExportHeadings, { kind: ColumnKind; width?: number }> = {
  id: { kind: 'integer', width: 10 }, transactionDate: { kind: 'date' }, type: { kind: 'text', width: 18 }, status: { kind: 'text', width: 16 },
  locationNameFrom: { kind: 'text', width: 32 }, locationNameTo: { kind: 'text', width: 32 }, productName: { kind: 'text', width: 28 },
  quantity: { kind: 'integer' }, senderReference: { kind: 'text', width: 16 }, receiverReference: { kind: 'text', width: 16 },
};

/** The whole result as an Excel workbook, written to the stream as it is read. */
export function exportTransactions(db: Database, locationIds: number[], range: { from: string; to: string }, english: boolean, headings: ExportHeadings): PassThrough {
  const stream = new PassThrough();
  // Styles for the date and number formats and the bold heading.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Transaksjoner', { views: frozenHeading });
  const keys = Object.keys(headings) as Array<keyof ExportHeadings>;
  sheet.columns = keys.map((key) => {
    const { kind, width } = COLUMNS[key];
    return { header: headings[key], key, width: width ?? DEFAULT_WIDTH[kind], style: NUMBER_FORMAT[kind] ? { numFmt: NUMBER_FORMAT[kind] } : {} };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = headingFilter(keys.length);
  (async () => {
    // A page is the next heads along the date index after the last one written, then their lines.
    let after: { date: string; id: number } | null = null;
    for (;;) {
      const cursor: { date: string; id: number } | null = after;
      const heads: Array<{ id: number; transactionDate: string }> = await db.selectFrom('transactions').select(['id', 'transactionDate'])
        .where(touching(locationIds)).where('transactionDate', '>=', cursor?.date ?? range.from).where('transactionDate', '<=', range.to)
        .$if(cursor !== null, (qb) => qb.where(sql<boolean>`(transactions.transaction_date, transactions.id) > (${cursor!.date}::date, ${cursor!.id})`))
        .orderBy('transactionDate').orderBy('id').limit(EXPORT_HEADS).execute();
      if (heads.length === 0) break;
      const page = await rowsQuery(db, locationIds, range, english).where('transactions.id', 'in', heads.map((head) => head.id))
        .orderBy('transactions.transactionDate').orderBy('transactions.id').orderBy('transactionLines.id').execute() as TransactionRow[];
      // References are the users' own text: written so no spreadsheet takes one for a formula (sheetValue).
      for (const row of page) sheet.addRow(keys.map((key) => sheetValue(COLUMNS[key].kind, row[key]))).commit();
      if (heads.length < EXPORT_HEADS) break;
      const last: { id: number; transactionDate: string } = heads[heads.length - 1];
      after = { date: last.transactionDate, id: last.id };
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => stream.destroy(error));
  return stream;
}
