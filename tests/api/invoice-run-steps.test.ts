// The invoice run (LEDGER.md "Money") issues the customers some at a time, each step's month read for
// all of its customers at once: a customer's invoice must not depend on which customers share its
// step. The demo's last closed month, issued when the demo was made with every customer in one step,
// is issued again one customer at a time and in steps of three, and comes to the same lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStart } from '../../src/domain/stock/indicator';
import { issueInvoices } from '../../src/server/invoices/invoice-run';
import { demoDays } from './demo-calendar';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let month: string;

beforeAll(async () => {
  server = await startTestServer();
  month = monthStart((await demoDays(server.db)).today, 1);
});
afterAll(() => server.close());

/** The month's invoices by customer, as issued: grace days, total and every line in order (ids left out). */
async function issuedOf(month: string) {
  const invoices = await server.db.selectFrom('invoices').select(['id', 'customerId', 'graceDays', 'totalOre']).where('month', '=', month).orderBy('customerId').execute();
  const lines = await server.db.selectFrom('invoiceLines')
    .select(['invoiceId', 'kind', 'locationId', 'productId', 'fromDate', 'toDate', 'quantity', 'unitOre', 'amountOre', 'opening', 'correctsMonth'])
    .where('invoiceId', 'in', invoices.length ? invoices.map((invoice) => invoice.id) : [0]).orderBy('id').execute();
  return invoices.map(({ id, ...invoice }) => ({ ...invoice, lines: lines.filter((line) => line.invoiceId === id).map(({ invoiceId: _id, ...line }) => line) }));
}

async function forget(month: string) {
  const ids = (await server.db.selectFrom('invoices').select('id').where('month', '=', month).execute()).map((invoice) => invoice.id);
  await server.db.deleteFrom('invoiceLines').where('invoiceId', 'in', ids).execute();
  await server.db.deleteFrom('invoices').where('id', 'in', ids).execute();
}

describe('the invoice run in steps', () => {
  it('issues each customer the same invoice alone, in a step of three, or with every customer at once', async () => {
    const issued = await issuedOf(month);
    // Several customers, each with hire, and some with receiver and light-location fees.
    expect(issued.length).toBeGreaterThan(10);
    const kinds = new Set(issued.flatMap((invoice) => invoice.lines.map((line) => line.kind)));
    expect([...kinds].sort()).toEqual(['hire', 'lightLocationFee', 'receiverFee']);
    expect(new Set(issued.map((invoice) => invoice.graceDays)).size).toBeGreaterThan(1);

    await forget(month);
    expect(await issuedOf(month)).toEqual([]);
    for (const { customerId } of issued) expect(await issueInvoices(server.db, month, [customerId])).toBe(1);
    expect(await issuedOf(month)).toEqual(issued);

    await forget(month);
    expect(await issueInvoices(server.db, month, undefined, 3)).toBe(issued.length);
    expect(await issuedOf(month)).toEqual(issued);
    // A run finds nothing left to issue.
    expect(await issueInvoices(server.db, month, undefined, 3)).toBe(0);
  });
});
