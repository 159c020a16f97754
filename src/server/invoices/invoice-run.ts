// The monthly invoice run (LEDGER.md "Money", issue 12): for each customer without an invoice of the
// month, its hire per balance account and product (one line per price), its receiver fees and its
// light-location fees, plus corrections of the month before where what is booked for it now differs
// from what was invoiced. The customers are invoiced some at a time, each step's invoices written in
// one database transaction and never changed afterwards; a run that stops half-way leaves the rest for
// the next run.
import { sql, type Kysely } from 'kysely';
import { hireForMonth } from '../../domain/money/hire.js';
import { TransactionStatus } from '../../domain/ledger/statuses.js';
import { RECEIVER_FEE_TYPES } from '../../domain/money/fees.js';
import { poolToday } from '../../domain/dates.js';
import { monthStart } from '../../domain/stock/indicator.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { NightlyJob } from '../jobs/nightly.js';
import { accountHireInputs, graceDaysByType, lastDayOf, monthPrices } from './month-input.js';
import { priceOn } from '../../domain/money/hire.js';
import { groupedBy } from '../../domain/grouping.js';
import { outboxWrite } from '../integrations/outbox.js';

export interface LineDraft {
  kind: 'hire' | 'receiverFee' | 'lightLocationFee';
  locationId: number;
  productId: number | null;
  fromDate: string;
  toDate: string;
  quantity: number;
  unitOre: number;
  amountOre: number;
  opening?: number | null;
  correctsMonth?: string | null;
}

interface Customer { id: number; type: string }

/**
 * How many customers' invoices one database transaction issues: their month is read for all of them
 * at once, a few statements for the lot instead of a score for each (issue 33).
 */
const CUSTOMERS_PER_STEP = 50;
/** Lines written by one statement: twelve parameters each, within PostgreSQL's 65,535. */
const LINES_PER_INSERT = 4000;

/** The lines a customer's month comes to, as booked now (its type's grace days read when not given). */
export async function monthLines(db: Kysely<Tables>, customer: Customer, month: string, grace?: number): Promise<LineDraft[]> {
  const graceOf = grace === undefined ? await graceDaysByType(db) : () => grace;
  return (await monthLinesOf(db, [customer], month, graceOf)).get(customer.id)!;
}

/** The lines each customer's month comes to, as booked now, read for all of them at once. */
async function monthLinesOf(db: Kysely<Tables>, customers: Customer[], month: string, graceOf: (type: string) => number): Promise<Map<number, LineDraft[]>> {
  const last = lastDayOf(month);
  const ids = customers.map((customer) => customer.id);
  const [locations, prices, received] = await Promise.all([
    db.selectFrom('locations').select(['id', 'customerId', 'isBalance', 'isLightLocation', 'statusId']).where('customerId', 'in', ids).orderBy('id').execute(),
    monthPrices(db, month),
    // Receiver fee: each delivery or shop transaction received from another customer and confirmed in the month, at the fee of its day.
    db.selectFrom('transactions').select(['customerIdTo', 'locationIdTo', 'transactionDate', sql<number>`count(*)::int`.as('count')])
      .where('customerIdTo', 'in', ids).whereRef('customerIdFrom', '<>', 'customerIdTo').where('type', 'in', [...RECEIVER_FEE_TYPES])
      .where('status', '=', TransactionStatus.Confirmed).where('transactionDate', '>=', month).where('transactionDate', '<=', last)
      .groupBy(['customerIdTo', 'locationIdTo', 'transactionDate']).execute(),
  ]);
  const linesOf = new Map(customers.map((customer) => [customer.id, [] as LineDraft[]]));
  // Hire: the balance accounts of the customers of one grace period at a time, in the locations' order.
  const customerOf = new Map(locations.map((place) => [place.id, place.customerId]));
  const typeOf = new Map(customers.map((customer) => [customer.id, customer.type]));
  for (const grace of new Set(customers.map((customer) => graceOf(customer.type)))) {
    const accounts = locations.filter((place) => place.isBalance && graceOf(typeOf.get(place.customerId)!) === grace).map((place) => place.id);
    for (const input of await accountHireInputs(db, accounts, month, grace, { prices: prices.get('hire') ?? new Map() })) {
      for (const segment of hireForMonth(input).segments) {
        linesOf.get(customerOf.get(input.account)!)!.push({ kind: 'hire', locationId: input.account, productId: input.productId, fromDate: segment.fromDate, toDate: segment.toDate, quantity: segment.carrierDays, unitOre: segment.ore, amountOre: segment.amountOre, opening: input.opening });
      }
    }
  }
  const fees = prices.get('receiverFee') ?? new Map();
  const lightFees = prices.get('lightLocationFee') ?? new Map();
  const byLocationPrice = new Map<string, LineDraft & { customerId: number }>();
  for (const row of received) {
    const price = priceOn(fees.get(null) ?? [], row.transactionDate);
    if (!price) continue;
    const key = `${row.customerIdTo}:${row.locationIdTo}:${price.ore}:${price.validFrom}`;
    const line = byLocationPrice.get(key) ?? { customerId: row.customerIdTo, kind: 'receiverFee', locationId: row.locationIdTo, productId: null, fromDate: row.transactionDate, toDate: row.transactionDate, quantity: 0, unitOre: price.ore, amountOre: 0 };
    line.fromDate = line.fromDate < row.transactionDate ? line.fromDate : row.transactionDate;
    line.toDate = line.toDate > row.transactionDate ? line.toDate : row.transactionDate;
    line.quantity += Number(row.count);
    line.amountOre = line.quantity * line.unitOre;
    byLocationPrice.set(key, line);
  }
  const feeLines = [...byLocationPrice.values()].sort((a, b) => a.locationId - b.locationId || a.fromDate.localeCompare(b.fromDate));
  for (const { customerId, ...line } of feeLines) linesOf.get(customerId)!.push(line);
  // R32: a light location pays a fee a month.
  const lightFee = priceOn(lightFees.get(null) ?? [], last);
  if (lightFee) {
    for (const location of locations.filter((place) => place.isLightLocation && place.statusId === 1)) {
      linesOf.get(location.customerId)!.push({ kind: 'lightLocationFee', locationId: location.id, productId: null, fromDate: month, toDate: last, quantity: 1, unitOre: lightFee.ore, amountOre: lightFee.ore });
    }
  }
  return linesOf;
}

/** For each customer invoiced for the month before: what that month comes to now, less what its invoice and later corrections charged, one line per difference. */
async function correctionsOf(db: Kysely<Tables>, customers: Customer[], month: string, graceOf: (type: string) => number): Promise<Map<number, LineDraft[]>> {
  const before = monthStart(month, 1);
  const issued = new Set((await db.selectFrom('invoices').select('customerId').where('customerId', 'in', customers.map((customer) => customer.id)).where('month', '=', before).execute())
    .map((invoice) => invoice.customerId));
  const invoicedCustomers = customers.filter((customer) => issued.has(customer.id));
  if (invoicedCustomers.length === 0) return new Map();
  const invoiced = await db.selectFrom('invoiceLines').innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
    .select(['invoices.customerId', 'invoiceLines.kind', 'invoiceLines.locationId', 'invoiceLines.productId', 'invoiceLines.unitOre', sql<number>`sum(invoice_lines.quantity)::int`.as('quantity'), sql<number>`sum(invoice_lines.amount_ore)::bigint`.as('amountOre')])
    .where('invoices.customerId', 'in', [...issued])
    .where((eb) => eb.or([eb.and([eb('invoices.month', '=', before), eb('invoiceLines.correctsMonth', 'is', null)]), eb('invoiceLines.correctsMonth', '=', before)]))
    .groupBy(['invoices.customerId', 'invoiceLines.kind', 'invoiceLines.locationId', 'invoiceLines.productId', 'invoiceLines.unitOre'])
    .orderBy('invoices.customerId').orderBy('invoiceLines.locationId').orderBy('invoiceLines.kind').orderBy('invoiceLines.productId').orderBy('invoiceLines.unitOre').execute();
  const invoicedOf = groupedBy(invoiced, (row) => row.customerId);
  const linesNow = await monthLinesOf(db, invoicedCustomers, before, graceOf);
  const key = (line: { kind: string; locationId: number; productId: number | null; unitOre: number }) => `${line.kind}:${line.locationId}:${line.productId}:${line.unitOre}`;
  return new Map(invoicedCustomers.map((customer) => {
    const now = new Map<string, { quantity: number; amountOre: number }>();
    for (const line of linesNow.get(customer.id)!) {
      const entry = now.get(key(line)) ?? { quantity: 0, amountOre: 0 };
      entry.quantity += line.quantity;
      entry.amountOre += line.amountOre;
      now.set(key(line), entry);
    }
    const charged = new Map((invoicedOf.get(customer.id) ?? []).map((row) => [key(row), row]));
    const drafts: LineDraft[] = [];
    for (const k of new Set([...now.keys(), ...charged.keys()])) {
      const fresh = now.get(k);
      const old = charged.get(k);
      const quantity = (fresh?.quantity ?? 0) - Number(old?.quantity ?? 0);
      const amountOre = (fresh?.amountOre ?? 0) - Number(old?.amountOre ?? 0);
      if (quantity === 0 && amountOre === 0) continue;
      const [kind, locationId, productId, unitOre] = k.split(':');
      drafts.push({
        kind: kind as LineDraft['kind'], locationId: Number(locationId), productId: productId === 'null' ? null : Number(productId),
        fromDate: before, toDate: lastDayOf(before), quantity, unitOre: Number(unitOre), amountOre, correctsMonth: before,
      });
    }
    return [customer.id, drafts];
  }));
}

/** Issues the month's invoice of each customer that has none yet (all customers, or those given), `perStep` customers at a time; returns how many were issued. */
export async function issueInvoices(db: Database, month: string, customerIds?: number[], perStep = CUSTOMERS_PER_STEP): Promise<number> {
  const customers = await db.selectFrom('customers').select(['id', 'type']).where('type', '<>', 'provider')
    .$if(customerIds !== undefined, (qb) => qb.where('id', 'in', customerIds!.length ? customerIds! : [0]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('invoices').select('invoices.id').whereRef('invoices.customerId', '=', 'customers.id').where('invoices.month', '=', month))))
    .orderBy('id').execute();
  let issued = 0;
  for (let first = 0; first < customers.length; first += perStep) {
    const step = customers.slice(first, first + perStep);
    await db.transaction().execute(async (trx) => {
      // The price list holds still while the month is priced and issued: a price written meanwhile
      // waits, and one written before is read (src/server/resources/prices.ts takes the other side).
      await sql`lock table prices in share mode`.execute(trx);
      const graceOf = await graceDaysByType(trx);
      const [lines, corrections] = [await monthLinesOf(trx, step, month, graceOf), await correctionsOf(trx, step, month, graceOf)];
      const drafts = step.map((customer) => ({ customer, lines: [...lines.get(customer.id)!, ...corrections.get(customer.id) ?? []] }))
        .filter((draft) => draft.lines.length > 0).map((draft) => ({ ...draft, totalOre: draft.lines.reduce((sum, line) => sum + line.amountOre, 0) }));
      if (drafts.length === 0) return;
      const invoices = await trx.insertInto('invoices')
        .values(drafts.map(({ customer, totalOre }) => ({ customerId: customer.id, month, graceDays: graceOf(customer.type), totalOre })))
        .onConflict((conflict) => conflict.columns(['customerId', 'month']).doNothing()).returning(['id', 'customerId']).execute();
      // One that another server issued meanwhile stands as issued (and is not returned).
      const idOf = new Map(invoices.map((invoice) => [invoice.customerId, invoice.id]));
      const written = drafts.filter((draft) => idOf.has(draft.customer.id)).map((draft) => ({ ...draft, id: idOf.get(draft.customer.id)! }));
      const rows = written.flatMap(({ id, lines }) => lines.map((line) => ({ ...line, invoiceId: id, opening: line.opening ?? null, correctsMonth: line.correctsMonth ?? null })));
      for (let at = 0; at < rows.length; at += LINES_PER_INSERT) await trx.insertInto('invoiceLines').values(rows.slice(at, at + LINES_PER_INSERT)).execute();
      // Issue 30: the customer's webhooks hear of the invoice with it, or not at all.
      const told = outboxWrite(written.map(({ id, customer, totalOre }) => ({ event: 'invoice.issued', customerIds: [customer.id], data: { invoiceId: id, customerId: customer.id, month, totalOre } })));
      if (told) await told(trx).execute();
      issued += written.length;
    });
  }
  return issued;
}

/** Nightly: the month just ended is invoiced on the nights that follow it until every customer has its invoice. */
export const invoiceRun: NightlyJob = {
  name: 'invoice-run',
  run: (db, now) => issueInvoices(db, monthStart(poolToday(now), 1)),
};
