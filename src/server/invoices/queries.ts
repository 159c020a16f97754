// GET customerinvoices, customerinvoice (G06, N20) and invoiceline: a customer's invoices, one with
// its lines, and what a line was computed from: the day-by-day balances of a hire line (the month's
// movements as known when the invoice was issued), the transactions of a receiver fee.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { isFinancialReader } from '../../domain/money/access.js';
import { hireForMonth } from '../../domain/money/hire.js';
import { TransactionStatus } from '../../domain/ledger/statuses.js';
import { RECEIVER_FEE_TYPES } from '../../domain/money/fees.js';
import type { Database } from '../db/database.js';
import { pageOf } from '../generic/paging.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { accountHireInputs, graceDays } from './month-input.js';

type Caller = Pick<CallContext, 'user' | 'scope' | 'language'>;
export const invoiceNotFound = () => new ApiError(404, 'invoice-not-found', 'invoiceNotFound');

/** Financial readers (C17) see the invoices of the customers in their scope; an invoice is the customer's, so a location scope reads none. */
function visibleInvoices(call: Caller) {
  if (!isFinancialReader(call.user) || call.scope.kind === 'location') throw forbidden();
  const { scope } = call;
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (scope.kind === 'all') return sql<SqlBool>`true`;
    if (scope.kind === 'chain') return eb('invoices.customerId', 'in', eb.selectFrom('customers').select('customers.id').where('customers.chainId', '=', scope.chainId));
    return eb('invoices.customerId', '=', (scope as { customerId: number }).customerId);
  };
}

interface InvoiceRow { id: number; customerId: number; customerName: string; month: string; issuedAt: Date; totalOre: number | string; lineCount: number | string }

export async function listInvoices(db: Database, call: Caller, query: { customerId?: number; index?: number; count?: number }) {
  const where = visibleInvoices(call);
  const base = db.selectFrom('invoices').where(where).$if(query.customerId !== undefined, (qb) => qb.where('invoices.customerId', '=', query.customerId!));
  // Every customer's months for staff: paged and counted as the large lists are (issue 16).
  const { rows, ...total } = await pageOf<InvoiceRow>(db, base, (page) => page.innerJoin('customers', 'customers.id', 'invoices.customerId')
    .select(['invoices.id', 'invoices.customerId', 'customers.name as customerName', 'invoices.month', 'invoices.issuedAt', 'invoices.totalOre',
      (eb) => eb.selectFrom('invoiceLines').select(sql<number>`count(*)::int`.as('n')).whereRef('invoiceLines.invoiceId', '=', 'invoices.id').as('lineCount')]),
  { column: 'invoices.month', direction: 'desc', tieBreaker: 'invoices.id' }, query);
  return { data: rows.map((row) => ({ ...row, totalOre: Number(row.totalOre), lineCount: Number(row.lineCount) })), ...total };
}

async function invoiceHead(db: Database, call: Caller, id: number) {
  const invoice = await db.selectFrom('invoices').innerJoin('customers', 'customers.id', 'invoices.customerId')
    .select(['invoices.id', 'invoices.customerId', 'customers.name as customerName', 'customers.orgNumber', 'customers.type as customerType', 'invoices.month', 'invoices.issuedAt', 'invoices.totalOre', 'invoices.graceDays'])
    .where('invoices.id', '=', id).where(visibleInvoices(call)).executeTakeFirst();
  if (!invoice) throw invoiceNotFound();
  return { ...invoice, totalOre: Number(invoice.totalOre) };
}

export async function readInvoice(db: Database, call: Caller, id: number) {
  const invoice = await invoiceHead(db, call, id);
  const lines = await db.selectFrom('invoiceLines').innerJoin('locations', 'locations.id', 'invoiceLines.locationId').leftJoin('products', 'products.id', 'invoiceLines.productId')
    .select(['invoiceLines.id', 'invoiceLines.kind', 'invoiceLines.locationId', 'locations.name as locationName', 'invoiceLines.productId', 'products.name as productName',
      'invoiceLines.fromDate', 'invoiceLines.toDate', 'invoiceLines.quantity', 'invoiceLines.unitOre', 'invoiceLines.amountOre', 'invoiceLines.correctsMonth'])
    .where('invoiceLines.invoiceId', '=', id).orderBy('invoiceLines.id').execute();
  return { ...invoice, lines: lines.map((line) => ({ ...line, amountOre: Number(line.amountOre) })) };
}

/** What one line was computed from; its sums agree with the line (`agrees` says whether they do). */
export async function explainLine(db: Database, call: Caller, lineId: number) {
  const line = await db.selectFrom('invoiceLines').selectAll().where('id', '=', lineId).executeTakeFirst();
  if (!line) throw invoiceNotFound();
  const invoice = await invoiceHead(db, call, line.invoiceId);
  const month = line.correctsMonth ?? invoice.month;
  const amountOre = Number(line.amountOre);
  if (line.kind === 'hire') {
    // An issued line: the month as known when issued, at the line's own price. A correction: the month as booked now.
    const issued = line.correctsMonth === null;
    const grace = issued ? invoice.graceDays : await graceDays(db, invoice.customerType);
    const [input] = await accountHireInputs(db, [line.locationId], month, grace, issued ? { productId: line.productId!, opening: line.opening ?? 0, issuedAt: invoice.issuedAt } : { productId: line.productId! });
    if (!input) return { kind: line.kind, days: [], transactions: [], carrierDays: 0, amountOre: 0, agrees: line.quantity === 0 };
    const prices = issued ? [{ validFrom: line.fromDate, validTo: line.toDate, ore: line.unitOre }] : input.prices;
    const days = hireForMonth({ ...input, prices }).days.filter((day) => day.day >= line.fromDate && day.day <= line.toDate && (issued || day.ore === line.unitOre));
    const carrierDays = days.reduce((sum, day) => sum + day.chargeable, 0);
    const amount = days.reduce((sum, day) => sum + day.amountOre, 0);
    if (issued) return { kind: line.kind, days, transactions: [], carrierDays, amountOre: amount, agrees: carrierDays === line.quantity && amount === amountOre };
    // A correction is the month as booked now less what was charged for it before this invoice.
    const charged = await db.selectFrom('invoiceLines').innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
      .select([sql<number>`coalesce(sum(invoice_lines.quantity), 0)::int`.as('quantity'), sql<number>`coalesce(sum(invoice_lines.amount_ore), 0)::bigint`.as('amountOre')])
      .where('invoices.customerId', '=', invoice.customerId).where('invoiceLines.kind', '=', 'hire').where('invoiceLines.locationId', '=', line.locationId)
      .where('invoiceLines.productId', '=', line.productId).where('invoiceLines.unitOre', '=', line.unitOre).where('invoiceLines.id', '<', line.id)
      .where((eb) => eb.or([eb.and([eb('invoices.month', '=', month), eb('invoiceLines.correctsMonth', 'is', null)]), eb('invoiceLines.correctsMonth', '=', month)]))
      .executeTakeFirstOrThrow();
    const before = { carrierDays: Number(charged.quantity), amountOre: Number(charged.amountOre) };
    return {
      kind: line.kind, days, transactions: [], carrierDays, amountOre: amount, charged: before,
      agrees: carrierDays - before.carrierDays === line.quantity && amount - before.amountOre === amountOre,
    };
  }
  if (line.kind === 'receiverFee') {
    const transactions = await db.selectFrom('transactions').innerJoin('locations as sender', 'sender.id', 'transactions.locationIdFrom').innerJoin('customers as senderCustomer', 'senderCustomer.id', 'transactions.customerIdFrom')
      .select(['transactions.id', 'transactions.type', 'transactions.transactionDate', 'sender.name as locationNameFrom', 'senderCustomer.name as customerNameFrom',
        (eb) => eb.selectFrom('transactionLines').select(sql<number>`coalesce(sum(coalesce(qty_received, qty_picked, qty_ordered)), 0)::int`.as('q')).whereRef('transactionLines.transactionId', '=', 'transactions.id').as('qtyTotal')])
      .where('transactions.locationIdTo', '=', line.locationId).where('transactions.customerIdTo', '=', invoice.customerId).where('transactions.customerIdFrom', '<>', invoice.customerId)
      .where('transactions.type', 'in', [...RECEIVER_FEE_TYPES]).where('transactions.status', '=', TransactionStatus.Confirmed)
      .where('transactions.transactionDate', '>=', line.fromDate).where('transactions.transactionDate', '<=', line.toDate)
      .$if(line.correctsMonth === null, (qb) => qb.where('transactions.confirmedAt', '<=', invoice.issuedAt))
      .orderBy('transactions.transactionDate').orderBy('transactions.id').execute();
    return { kind: line.kind, days: [], transactions: transactions.map((row) => ({ ...row, qtyTotal: Number(row.qtyTotal) })), carrierDays: 0, amountOre: transactions.length * line.unitOre, agrees: line.correctsMonth !== null || transactions.length === line.quantity };
  }
  return { kind: line.kind, days: [], transactions: [], carrierDays: 0, amountOre, agrees: true };
}
