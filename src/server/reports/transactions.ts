// The transactions report (G03): the ledger's lines with a side at the covered locations in a date
// range, a line per product, oldest first. The screen reads the first rows and the count; the Excel
// export streams every row, read a page at a time along the index (keyset), so memory stays flat
// however many rows there are.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { touching } from './scope.js';

export interface TransactionRow {
  id: number; transactionDate: string; type: string; status: string; locationNameFrom: string; locationNameTo: string;
  productName: string; quantity: number; senderReference: string | null; receiverReference: string | null; lineId: number;
}

/** Rows shown on the screen at most; the export has them all. */
export const SCREEN_ROWS = 1000;
const EXPORT_PAGE = 5000;

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

/** The whole result as an Excel workbook, written to the stream as it is read. */
export function exportTransactions(db: Database, locationIds: number[], range: { from: string; to: string }, english: boolean, headings: ExportHeadings): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Transaksjoner');
  const keys = Object.keys(headings) as Array<keyof ExportHeadings>;
  sheet.columns = keys.map((key) => ({ header: headings[key], key }));
  (async () => {
    let after: { date: string; id: number; lineId: number } | null = null;
    for (;;) {
      const cursor = after;
      const page = await rowsQuery(db, locationIds, range, english)
        .$if(cursor !== null, (qb) => qb.where(sql<boolean>`(transactions.transaction_date, transactions.id, transaction_lines.id) > (${cursor!.date}::date, ${cursor!.id}, ${cursor!.lineId})`))
        .orderBy('transactions.transactionDate').orderBy('transactions.id').orderBy('transactionLines.id').limit(EXPORT_PAGE).execute() as TransactionRow[];
      for (const row of page) sheet.addRow(keys.map((key) => (key === 'transactionDate' ? row.transactionDate : row[key] ?? ''))).commit();
      if (page.length < EXPORT_PAGE) break;
      const last = page[page.length - 1];
      after = { date: last.transactionDate, id: last.id, lineId: last.lineId };
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => stream.destroy(error));
  return stream;
}
