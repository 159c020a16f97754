// What an import file may hold but should be looked at before it is approved (E11: warnings apart
// from errors): dates far back or ahead, a Best.nr. the location has registered before (the same file
// imported twice), and more of a product sent than the sender's balance.
import { addDays, poolToday } from '../../domain/dates.js';
import { DATE_WARNING_DAYS } from '../../domain/import/columns.js';
import { TransactionStatus as S } from '../../domain/ledger/statuses.js';
import { takesBelowZero } from '../../domain/stock/negative-balance.js';
import type { Database } from '../db/database.js';
import type { ImportMessage } from './cells.js';

const dayOffset = (days: number) => addDays(poolToday(), days);

/** A delivery dated more than DATE_WARNING_DAYS back or ahead: accepted, as in the dialog, but probably mistyped. */
export function dateWarning(row: number, transactionDate: string): ImportMessage | undefined {
  if (transactionDate < dayOffset(-DATE_WARNING_DAYS)) return { row, column: 'transactionDate', key: 'importDateLongAgo', values: { days: DATE_WARNING_DAYS } };
  if (transactionDate > dayOffset(DATE_WARNING_DAYS)) return { row, column: 'transactionDate', key: 'importDateAhead', values: { days: DATE_WARNING_DAYS } };
  return undefined;
}

/** Deliveries whose Best.nr. this location has registered before (cancelled ones aside). */
export async function alreadyRegistered(db: Database, locationId: number, references: Array<{ reference: string; row: number }>): Promise<ImportMessage[]> {
  const warnings: ImportMessage[] = [];
  for (let start = 0; start < references.length; start += 1000) {
    const chunk = references.slice(start, start + 1000);
    const found = await db.selectFrom('transactions').select(['senderReference', (eb) => eb.fn.min<number>('id').as('id')])
      .where('locationIdFrom', '=', locationId).where('senderReference', 'in', chunk.map((entry) => entry.reference))
      .where('status', '<>', S.Cancelled).groupBy('senderReference').execute();
    const byReference = new Map(found.map((entry) => [entry.senderReference, entry.id]));
    for (const { reference, row } of chunk) {
      const id = byReference.get(reference);
      if (id !== undefined) warnings.push({ row, column: 'senderReference', key: 'importAlreadyRegistered', values: { reference, id } });
    }
  }
  return warnings;
}

/**
 * More of a product sent by the file than the sender's booked balance (the dialogs' rule,
 * domain/stock/negative-balance.ts): warned once per product, at the row where the file's running
 * total takes the balance below zero, naming the file's total.
 */
export class BalanceWatch {
  private readonly totals = new Map<number, number>();
  private readonly warned = new Map<number, ImportMessage>();

  constructor(private readonly balances: Map<number, number>) {}

  static async of(db: Database, account: number): Promise<BalanceWatch> {
    const rows = await db.selectFrom('stockBalances').select(['productId', 'quantity']).where('locationId', '=', account).execute();
    return new BalanceWatch(new Map(rows.map((row) => [row.productId, row.quantity])));
  }

  add(row: number, productId: number, quantity: number): ImportMessage | undefined {
    const total = (this.totals.get(productId) ?? 0) + quantity;
    this.totals.set(productId, total);
    const balance = this.balances.get(productId) ?? 0;
    if (!takesBelowZero(balance, total) || this.warned.has(productId)) return undefined;
    const warning: ImportMessage = { row, column: 'quantity', key: 'importAboveBalance', values: { total, product: productId, balance } };
    this.warned.set(productId, warning);
    return warning;
  }

  /** The warnings' totals become the file's, once it has been read. */
  settle(): void {
    for (const [productId, warning] of this.warned) warning.values = { ...warning.values, total: this.totals.get(productId)! };
  }
}
