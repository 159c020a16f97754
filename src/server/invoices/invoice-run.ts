// The monthly invoice run (LEDGER.md "Money", issue 12): for each customer without an invoice of the
// month, its hire per balance account and product (one line per price), its receiver fees and its
// light-location fees, plus corrections of the month before where what is booked for it now differs
// from what was invoiced. Each customer's invoice is written in one database transaction and never
// changed afterwards; a run that stops half-way leaves the rest for the next run.
import { sql, type Kysely } from 'kysely';
import { hireForMonth } from '../../domain/money/hire.js';
import { TransactionStatus } from '../../domain/ledger/statuses.js';
import { RECEIVER_FEE_TYPES } from '../../domain/money/fees.js';
import { poolToday } from '../../domain/dates.js';
import { monthStart } from '../../domain/stock/indicator.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { NightlyJob } from '../jobs/nightly.js';
import { accountHireInputs, graceDays, lastDayOf, monthPrices } from './month-input.js';
import { priceOn } from '../../domain/money/hire.js';
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

/** The lines a customer's month comes to, as booked now (its type's grace days read when not given). */
export async function monthLines(db: Kysely<Tables>, customer: Customer, month: string, grace?: number): Promise<LineDraft[]> {
  const last = lastDayOf(month);
  const [locations, days, prices, received] = await Promise.all([
    db.selectFrom('locations').select(['id', 'isBalance', 'isLightLocation', 'statusId']).where('customerId', '=', customer.id).orderBy('id').execute(),
    grace ?? graceDays(db, customer.type),
    monthPrices(db, month),
    // Receiver fee: each delivery or shop transaction received from another customer and confirmed in the month, at the fee of its day.
    db.selectFrom('transactions').select(['locationIdTo', 'transactionDate', sql<number>`count(*)::int`.as('count')])
      .where('customerIdTo', '=', customer.id).where('customerIdFrom', '<>', customer.id).where('type', 'in', [...RECEIVER_FEE_TYPES])
      .where('status', '=', TransactionStatus.Confirmed).where('transactionDate', '>=', month).where('transactionDate', '<=', last)
      .groupBy(['locationIdTo', 'transactionDate']).execute(),
  ]);
  const lines: LineDraft[] = [];
  const accounts = locations.filter((place) => place.isBalance).map((place) => place.id);
  for (const input of await accountHireInputs(db, accounts, month, days, { prices: prices.get('hire') ?? new Map() })) {
    for (const segment of hireForMonth(input).segments) {
      lines.push({ kind: 'hire', locationId: input.account, productId: input.productId, fromDate: segment.fromDate, toDate: segment.toDate, quantity: segment.carrierDays, unitOre: segment.ore, amountOre: segment.amountOre, opening: input.opening });
    }
  }
  const fees = prices.get('receiverFee') ?? new Map();
  const lightFees = prices.get('lightLocationFee') ?? new Map();
  const byLocationPrice = new Map<string, LineDraft>();
  for (const row of received) {
    const price = priceOn(fees.get(null) ?? [], row.transactionDate);
    if (!price) continue;
    const key = `${row.locationIdTo}:${price.ore}:${price.validFrom}`;
    const line = byLocationPrice.get(key) ?? { kind: 'receiverFee', locationId: row.locationIdTo, productId: null, fromDate: row.transactionDate, toDate: row.transactionDate, quantity: 0, unitOre: price.ore, amountOre: 0 };
    line.fromDate = line.fromDate < row.transactionDate ? line.fromDate : row.transactionDate;
    line.toDate = line.toDate > row.transactionDate ? line.toDate : row.transactionDate;
    line.quantity += Number(row.count);
    line.amountOre = line.quantity * line.unitOre;
    byLocationPrice.set(key, line);
  }
  lines.push(...[...byLocationPrice.values()].sort((a, b) => a.locationId - b.locationId || a.fromDate.localeCompare(b.fromDate)));
  // R32: a light location pays a fee a month.
  const lightFee = priceOn(lightFees.get(null) ?? [], last);
  if (lightFee) {
    for (const location of locations.filter((place) => place.isLightLocation && place.statusId === 1)) {
      lines.push({ kind: 'lightLocationFee', locationId: location.id, productId: null, fromDate: month, toDate: last, quantity: 1, unitOre: lightFee.ore, amountOre: lightFee.ore });
    }
  }
  return lines;
}

/** What the month before comes to now, less what its invoice and later corrections charged: one line per difference. */
async function corrections(db: Kysely<Tables>, customer: Customer, month: string, grace: number): Promise<LineDraft[]> {
  const before = monthStart(month, 1);
  const issued = await db.selectFrom('invoices').select('id').where('customerId', '=', customer.id).where('month', '=', before).executeTakeFirst();
  if (!issued) return [];
  const invoiced = await db.selectFrom('invoiceLines').innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
    .select(['invoiceLines.kind', 'invoiceLines.locationId', 'invoiceLines.productId', 'invoiceLines.unitOre', sql<number>`sum(invoice_lines.quantity)::int`.as('quantity'), sql<number>`sum(invoice_lines.amount_ore)::bigint`.as('amountOre')])
    .where('invoices.customerId', '=', customer.id)
    .where((eb) => eb.or([eb.and([eb('invoices.month', '=', before), eb('invoiceLines.correctsMonth', 'is', null)]), eb('invoiceLines.correctsMonth', '=', before)]))
    .groupBy(['invoiceLines.kind', 'invoiceLines.locationId', 'invoiceLines.productId', 'invoiceLines.unitOre']).execute();
  const key = (line: { kind: string; locationId: number; productId: number | null; unitOre: number }) => `${line.kind}:${line.locationId}:${line.productId}:${line.unitOre}`;
  const now = new Map<string, { quantity: number; amountOre: number; line: LineDraft }>();
  for (const line of await monthLines(db, customer, before, grace)) {
    const entry = now.get(key(line)) ?? { quantity: 0, amountOre: 0, line };
    entry.quantity += line.quantity;
    entry.amountOre += line.amountOre;
    now.set(key(line), entry);
  }
  const charged = new Map(invoiced.map((row) => [key(row), row]));
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
  return drafts;
}

/** Issues the month's invoice of each customer that has none yet (all customers, or those given); returns how many were issued. */
export async function issueInvoices(db: Database, month: string, customerIds?: number[]): Promise<number> {
  const customers = await db.selectFrom('customers').select(['id', 'type']).where('type', '<>', 'provider')
    .$if(customerIds !== undefined, (qb) => qb.where('id', 'in', customerIds!.length ? customerIds! : [0]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('invoices').select('invoices.id').whereRef('invoices.customerId', '=', 'customers.id').where('invoices.month', '=', month))))
    .orderBy('id').execute();
  let issued = 0;
  for (const customer of customers) {
    await db.transaction().execute(async (trx) => {
      // The price list holds still while the month is priced and issued: a price written meanwhile
      // waits, and one written before is read (src/server/resources/prices.ts takes the other side).
      await sql`lock table prices in share mode`.execute(trx);
      const grace = await graceDays(trx, customer.type);
      const lines = [...await monthLines(trx, customer, month, grace), ...await corrections(trx, customer, month, grace)];
      if (lines.length === 0) return;
      const totalOre = lines.reduce((sum, line) => sum + line.amountOre, 0);
      const invoice = await trx.insertInto('invoices').values({ customerId: customer.id, month, graceDays: grace, totalOre })
        .onConflict((conflict) => conflict.columns(['customerId', 'month']).doNothing()).returning('id').executeTakeFirst();
      // Another server issued it meanwhile: it stands as issued.
      if (!invoice) return;
      await trx.insertInto('invoiceLines').values(lines.map((line) => ({ ...line, invoiceId: invoice.id, opening: line.opening ?? null, correctsMonth: line.correctsMonth ?? null }))).execute();
      // Issue 30: the customer's webhooks hear of the invoice with it, or not at all.
      await outboxWrite([{ event: 'invoice.issued', customerIds: [customer.id], data: { invoiceId: invoice.id, customerId: customer.id, month, totalOre } }])!(trx).execute();
      issued += 1;
    });
  }
  return issued;
}

/** Nightly: the month just ended is invoiced on the nights that follow it until every customer has its invoice. */
export const invoiceRun: NightlyJob = {
  name: 'invoice-run',
  run: (db, now) => issueInvoices(db, monthStart(poolToday(now), 1)),
};
