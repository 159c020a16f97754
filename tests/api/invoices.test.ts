// Invoices (G06, N20, LEDGER.md "Money"): issued by the monthly run, read by financial users in their
// scope, every line explained with sums that agree; an issued invoice never changes, and what is
// booked into its month later comes as a correction on the next. The demo's invoices are those of
// the three months closed before the day it was made; the current month's is issued with the clock
// pinned to the first of the next.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { addDays, poolToday } from '../../src/domain/dates';
import { monthStart } from '../../src/domain/stock/indicator';
import { invoicedMonths, priceRiseDay } from '../../src/server/seed/money';
import { demoDays } from './demo-calendar';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, lager: LoggedIn, bruker: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
/** The demo's last closed month (invoiced when the demo was made, with the price rise in it) and its current month. */
let lastMonth: string, thisMonth: string, riseDay: string, invoiced: string[];

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  const { today } = await demoDays(server.db);
  [lastMonth, thisMonth, riseDay, invoiced] = [monthStart(today, 1), monthStart(today), priceRiseDay(today), invoicedMonths(today)];
  [admin, kunde, lager, bruker] = await Promise.all(['admin', 'kunde', 'lager', 'bruker'].map((name) => server.login(name)));
});
afterEach(() => { vi.useRealTimers(); });
afterAll(() => server.close());

const get = (who: LoggedIn, url: string) => server.call({ method: 'GET', url, headers: who.headers });
const post = (who: LoggedIn, url: string, payload: object) => server.call({ method: 'POST', url, headers: who.headers, payload });
const lastInvoice = async () => (await get(kunde, '/api/customerinvoices')).body.data.find((invoice: any) => invoice.month === lastMonth);
const endOf = (month: string) => addDays(monthStart(month, -1), -1);
/** The current month's invoice run, on the clock of the next month's first morning (the month must be over), signed in then. */
async function runThisMonth(customerId: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${monthStart(thisMonth, -1)}T09:00:00Z`) });
  try {
    return await post(await server.login('admin'), '/api/invoicerun', { month: thisMonth, customerId });
  } finally {
    vi.useRealTimers();
  }
}

describe('invoices', () => {
  it('kunde reads Fjellmeieriet\'s invoices; the total is the sum of the lines, and the last month\'s price rise splits the hire', async () => {
    const list = await get(kunde, '/api/customerinvoices');
    expect(list.status).toBe(200);
    expect(list.body.data.map((invoice: any) => invoice.month)).toEqual([...invoiced].reverse());
    expect(list.body.data.every((invoice: any) => invoice.customerName === 'Fjellmeieriet AS')).toBe(true);
    const invoice = (await get(kunde, `/api/customerinvoice/${list.body.data[0].id}`)).body.data;
    expect(invoice.lines.length).toBe(list.body.data[0].lineCount);
    expect(invoice.lines.reduce((sum: number, line: any) => sum + line.amountOre, 0)).toBe(invoice.totalOre);
    for (const line of invoice.lines) expect(line.amountOre).toBe(line.quantity * line.unitOre);
    const fullPallets = invoice.lines.filter((line: any) => line.kind === 'hire' && line.productId === 1001 && line.locationId === places.hamar.id);
    expect(fullPallets.map((line: any) => [line.fromDate, line.toDate, line.unitOre])).toEqual([[lastMonth, addDays(riseDay, -1), 20], [riseDay, endOf(lastMonth), 22]]);
    // Elverum is a light location: its fee is a line of the month (R32).
    expect(invoice.lines.some((line: any) => line.kind === 'lightLocationFee' && line.locationName === 'Fjellmeieriet Elverum kjølelager' && line.amountOre === 25000)).toBe(true);
    expect(invoice.lines.some((line: any) => line.kind === 'receiverFee')).toBe(true);
  });

  it('every line opens what it was computed from, and the sums agree with the line', async () => {
    const invoice = (await get(kunde, `/api/customerinvoice/${(await lastInvoice()).id}`)).body.data;
    for (const line of invoice.lines) {
      const explained = (await get(kunde, `/api/invoiceline/${line.id}`)).body.data;
      expect(explained.agrees, `line ${line.id}`).toBe(true);
      if (line.kind === 'hire') {
        expect(explained.days[0].day).toBe(line.fromDate);
        expect(explained.days[explained.days.length - 1].day).toBe(line.toDate);
        expect(explained.days.reduce((sum: number, day: any) => sum + day.chargeable, 0)).toBe(line.quantity);
        expect(explained.days.reduce((sum: number, day: any) => sum + day.amountOre, 0)).toBe(line.amountOre);
        for (const day of explained.days) expect(day.chargeable).toBe(Math.max(0, day.balance - day.free - day.grace));
      }
      if (line.kind === 'receiverFee') {
        expect(explained.transactions).toHaveLength(line.quantity);
        expect(explained.transactions.every((transaction: any) => transaction.customerNameFrom !== 'Fjellmeieriet AS')).toBe(true);
      }
    }
  });

  it('is refused to users without financial access, to a location\'s scope, and across customers', async () => {
    const { id } = await lastInvoice();
    const [line] = (await get(kunde, `/api/customerinvoice/${id}`)).body.data.lines;
    for (const who of [bruker, lager]) {
      expect((await get(who, '/api/customerinvoices')).status).toBe(403);
      expect((await get(who, `/api/customerinvoice/${id}`)).status).toBe(403);
      expect((await get(who, `/api/invoiceline/${line.id}`)).status).toBe(403);
    }
    // A financial customer admin of another customer: not found.
    const other = await server.db.selectFrom('users').select('loginName').where('isFinancial', '=', true).where('customerId', 'not in', [1, 2])
      .where('adminLevel', '=', 2).where('active', '=', true).where(sql<boolean>`'Reports' = any(tasks_allowed)`).orderBy('id').executeTakeFirstOrThrow();
    const stranger = await server.login(other.loginName);
    expect((await get(stranger, `/api/customerinvoice/${id}`)).status).toBe(404);
    expect((await get(stranger, `/api/invoiceline/${line.id}`)).status).toBe(404);
    expect((await get(stranger, '/api/customerinvoices')).body.data.some((invoice: any) => invoice.id === id)).toBe(false);
    // The operator reads every customer's.
    expect((await get(admin, `/api/customerinvoice/${id}`)).status).toBe(200);
  });

  it('an issued invoice never changes; a transfer booked into its month afterwards comes as corrections on the next', async () => {
    const before = (await get(kunde, `/api/customerinvoice/${(await lastInvoice()).id}`)).body.data;
    // Only staff run invoices, and only for a month that is over.
    expect((await post(kunde, '/api/invoicerun', { month: lastMonth })).status).toBe(403);
    expect((await post(admin, '/api/invoicerun', { month: poolToday() })).body.error.code).toBe('month-not-over');
    expect((await post(admin, '/api/invoicerun', { month: lastMonth })).body.data.issued).toBe(0);

    // lager sends 100 full pallets to Hamar dated the 10th of last month; bruker at Hamar confirms them now.
    const tenth = addDays(lastMonth, 9);
    const sent = await post(lager, '/api/order', { type: 3, status: 4, locationIdFrom: places.lillehammer.id, locationIdTo: places.hamar.id, transactionDate: tenth, lines: [{ productId: 1001, qtyOrdered: 100 }] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const confirmed = await post(bruker, '/api/orderstatus', { id: sent.body.data.id, status: 5, version: sent.body.data.version });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    expect((await get(kunde, `/api/customerinvoice/${before.id}`)).body.data).toEqual(before);
    // The issued lines still explain themselves as issued.
    const hamarLine = before.lines.find((line: any) => line.kind === 'hire' && line.productId === 1001 && line.locationId === places.hamar.id);
    expect((await get(kunde, `/api/invoiceline/${hamarLine.id}`)).body.data.agrees).toBe(true);

    expect((await runThisMonth(places.hamar.customerId)).body.data.issued).toBe(1);
    const next = (await get(kunde, '/api/customerinvoices')).body.data.find((invoice: any) => invoice.month === thisMonth);
    const lines = (await get(kunde, `/api/customerinvoice/${next.id}`)).body.data.lines;
    const corrections = lines.filter((line: any) => line.correctsMonth === lastMonth && line.productId === 1001);
    // Hamar held 100 more from the 10th to the month's end (5 days at 20 øre before the rise on the
    // 15th, the rest at 22), Lillehammer 100 fewer (less its free quantity).
    const daysFromRise = Number(endOf(lastMonth).slice(8)) - 14;
    const hamar = corrections.filter((line: any) => line.locationId === places.hamar.id);
    expect(hamar.map((line: any) => [line.unitOre, line.quantity])).toEqual(expect.arrayContaining([[20, 500], [22, 100 * daysFromRise]]));
    const lillehammer = corrections.filter((line: any) => line.locationId === places.lillehammer.id);
    expect(lillehammer.reduce((sum: number, line: any) => sum + line.quantity, 0)).toBeLessThan(0);
    // A correction explains itself as the month booked now less what was charged for it.
    const correctionLine = hamar.find((line: any) => line.unitOre === 20);
    const explained = (await get(kunde, `/api/invoiceline/${correctionLine.id}`)).body.data;
    expect(explained.agrees).toBe(true);
    expect(explained.carrierDays - explained.charged.carrierDays).toBe(500);
    expect(explained.days.find((day: any) => day.day === tenth).balance - explained.days.find((day: any) => day.day === addDays(tenth, -1)).balance).toBe(100);
  });

  it('the receiver fee is charged on shop transactions received from another customer, never on orders from the operator\'s depots', async () => {
    // Kjøpmann Hansen (8) and Fjellmeieriet (2) trade shop transactions in the demo's last three weeks:
    // last month's invoice (issued when the demo was made) and this month's hold them.
    const shopCustomers = [8, places.hamar.customerId];
    for (const customerId of shopCustomers) await runThisMonth(customerId);
    const shopShare: Record<number, number> = { 8: 0, [places.hamar.customerId]: 0 };
    for (const month of [lastMonth, thisMonth]) {
      const fee = await server.db.selectFrom('prices').select('ore').where('kind', '=', 'receiverFee').where('validFrom', '<=', month)
        .where((eb) => eb.or([eb('validTo', 'is', null), eb('validTo', '>=', endOf(month))])).executeTakeFirstOrThrow();
      for (const customerId of shopCustomers) {
        // What the customer received from others and confirmed in the month, by type, read from the ledger itself.
        const received = await server.db.selectFrom('transactions').select(['type', sql<number>`count(*)::int`.as('n')])
          .where('customerIdTo', '=', customerId).where('customerIdFrom', '<>', customerId).where('status', '=', 5)
          .where('transactionDate', '>=', month).where('transactionDate', '<=', endOf(month)).groupBy('type').execute();
        const count = (types: number[]) => received.filter((row) => types.includes(row.type)).reduce((sum, row) => sum + Number(row.n), 0);
        // Deliveries between customers (3, 5, 6, 7, 11, 16) and shop transactions (10) are charged; orders (1) are not.
        const charged = count([3, 5, 6, 7, 11, 16, 10]);
        shopShare[customerId] += count([10]) * fee.ore;

        const invoice = (await get(admin, `/api/customerinvoices?customerId=${customerId}`)).body.data.find((row: any) => row.month === month);
        const lines = (await get(admin, `/api/customerinvoice/${invoice.id}`)).body.data.lines.filter((line: any) => line.kind === 'receiverFee' && line.correctsMonth === null);
        expect(lines.reduce((sum: number, line: any) => sum + line.amountOre, 0), `customer ${customerId} ${month}`).toBe(charged * fee.ore);
        const explained = await Promise.all(lines.map(async (line: any) => (await get(admin, `/api/invoiceline/${line.id}`)).body.data));
        const types = explained.flatMap((line) => line.transactions.map((transaction: any) => transaction.type));
        expect(explained.every((line) => line.agrees)).toBe(true);
        expect(types.filter((type) => type === 10)).toHaveLength(count([10]));
        expect(types).not.toContain(1);
      }
    }
    // Fjellmeieriet received orders of empties from the depots last month, and they are not charged (the sums above).
    const orders = await server.db.selectFrom('transactions').select(sql<number>`count(*)::int`.as('n')).where('customerIdTo', '=', places.hamar.customerId)
      .where('type', '=', 1).where('status', '=', 5).where('transactionDate', '>=', lastMonth).where('transactionDate', '<=', endOf(lastMonth)).executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBeGreaterThan(0);
    // The demo's last weeks: three shop deliveries to Kjøpmann Hansen Bragernes, one return of empties to Hamar.
    expect(shopShare).toEqual({ 8: 4500, [places.hamar.customerId]: 1500 });
  });
});
