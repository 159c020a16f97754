// Reports (section G): the transactions and balance reports in the caller's reach (C16), their spans
// (G09, G10), and the transactions export streamed as an Excel workbook with every row.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, poolToday } from '../../src/domain/dates';
import { isWorkingDay } from '../../src/domain/ledger/working-days';
import { monthsBefore } from '../../src/domain/reports/ranges';
import { monthStart } from '../../src/domain/stock/indicator';
import type { DemoCalendar } from '../../src/server/seed/ledger-world';
import { demoDays } from './demo-calendar';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn, lager: LoggedIn, bruker: LoggedIn, jensen: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
let demo: DemoCalendar;
const today = poolToday();
/** The demo's last closed month, its current month, and the month before the last (the demo's days, not fixed ones). */
let lastMonth: { dateLower: string; dateUpper: string };
let thisMonth: { dateLower: string; dateUpper: string };
let monthBefore: string;

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  demo = await demoDays(server.db);
  lastMonth = { dateLower: monthStart(demo.today, 1), dateUpper: addDays(monthStart(demo.today), -1) };
  thisMonth = { dateLower: monthStart(demo.today), dateUpper: addDays(monthStart(demo.today, -1), -1) };
  monthBefore = monthStart(demo.today, 2);
  [admin, kunde, lager, bruker, jensen] = await Promise.all(['admin', 'kunde', 'lager', 'bruker', 'per.jensen'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const report = (who: LoggedIn, payload: object) => server.call({ method: 'POST', url: '/api/report', headers: who.headers, payload });
const exportUrl = (range: { dateLower: string; dateUpper: string }, locationId: number) => `/api/reportexport?dateLower=${range.dateLower}&dateUpper=${range.dateUpper}&locationId=${locationId}`;

describe('transactions report', () => {
  it('lists the lines of Hamar\'s last month with the count and quantity of all, and the export holds every row', async () => {
    const answer = await report(kunde, { report: 'transactions', ...lastMonth, locationId: places.hamar.id });
    expect(answer.status).toBe(200);
    const { rows, total, quantity, clamped } = answer.body.data;
    expect(clamped).toBe(false);
    expect(total).toBe(rows.length);
    expect(total).toBeGreaterThan(10);
    expect(rows.reduce((sum: number, row: any) => sum + row.quantity, 0)).toBe(quantity);
    expect(rows.every((row: any) => row.transactionDate >= lastMonth.dateLower && row.transactionDate <= lastMonth.dateUpper)).toBe(true);
    expect(rows.every((row: any) => [row.locationNameFrom, row.locationNameTo].includes('Fjellmeieriet Hamar'))).toBe(true);

    const exported = await server.app.inject({ method: 'GET', url: exportUrl(lastMonth, places.hamar.id), headers: kunde.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as never);
    const sheet = workbook.worksheets[0];
    const values = sheet.getSheetValues().slice(2) as unknown[][];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Ordrenr.', 'Dato', 'Type', 'Status', 'Fra', 'Til', 'Produkt', 'Antall', 'Best.nr.', 'Følgenr.']);
    expect(values).toHaveLength(total);
    expect(values.reduce((sum, row) => sum + Number(row[8]), 0)).toBe(quantity);
    expect(values.map((row) => Number(row[1]))).toEqual(rows.map((row: any) => row.id));
    // Issue 28: a day is a date cell and a quantity a number, in their formats; the heading row is frozen with a filter.
    const first = sheet.getRow(2);
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(2).value as Date).toISOString().slice(0, 10)).toBe(rows[0].transactionDate);
    expect(first.getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(8).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(8).numFmt).toBe('#,##0');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:J1');
    expect(sheet.getColumn(5).width).toBeGreaterThanOrEqual(30);
  });

  it('writes a reference that looks like a formula as text no spreadsheet evaluates', async () => {
    const formula = '=HYPERLINK("http://x","y")';
    const sent = await server.call({ method: 'POST', url: '/api/order', headers: lager.headers, payload: {
      type: 3, status: 4, locationIdFrom: places.lillehammer.id, locationIdTo: places.hamar.id, transactionDate: addDays(lastMonth.dateLower, 10), senderReference: formula, receiverReference: '@SUM(1+1)', lines: [{ productId: 1001, qtyOrdered: 1 }],
    } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const exported = await server.app.inject({ method: 'GET', url: exportUrl(lastMonth, places.hamar.id), headers: kunde.headers });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as never);
    const row = workbook.worksheets[0].getRows(2, workbook.worksheets[0].rowCount - 1)!.find((candidate) => candidate.getCell(1).value === sent.body.data.id)!;
    // The text as typed behind a single quote, in a text cell without a formula (a formula reads back as one).
    for (const [column, typed] of [[9, formula], [10, '@SUM(1+1)']] as const) {
      const cell = row.getCell(column);
      expect(cell.value).toBe(`'${typed}`);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
    }
  });

  it('shortens a range longer than the report\'s span from its start, and says so (G09, G10)', async () => {
    const { body } = await report(kunde, { report: 'transactions', dateLower: demo.dayOf(-700), dateUpper: lastMonth.dateUpper, locationId: places.hamar.id });
    expect(body.data).toMatchObject({ clamped: true, dateLower: addDays(monthsBefore(lastMonth.dateUpper, 6), 1), dateUpper: lastMonth.dateUpper });
    // A weekend day some weeks back: the demo's history moves nothing on it.
    let quiet = demo.dayOf(-40);
    while (isWorkingDay(quiet)) quiet = addDays(quiet, -1);
    const empty = await report(kunde, { report: 'transactions', dateLower: quiet, dateUpper: quiet, locationId: places.hamar.id });
    expect(empty.body.data).toMatchObject({ total: 0, rows: [] });
  });

  it('reaches as far as the report level: lager his location, kunde the customer, staff the one they name; others are refused', async () => {
    expect((await report(lager, { report: 'transactions', ...lastMonth })).status).toBe(200);
    expect((await report(lager, { report: 'transactions', ...lastMonth, locationId: places.hamar.id })).status).toBe(403);
    expect((await report(kunde, { report: 'transactions', ...lastMonth, locationId: places.receiver.locationId })).status).toBe(403);
    expect((await report(bruker, { report: 'transactions', ...lastMonth })).status).toBe(403);
    expect((await server.call({ method: 'GET', url: exportUrl(lastMonth, places.hamar.id), headers: lager.headers })).status).toBe(403);
    expect((await report(admin, { report: 'transactions', ...lastMonth })).body.error.code).toBe('report-needs-scope');
    expect((await report(admin, { report: 'transactions', ...lastMonth, customerId: places.hamar.customerId })).status).toBe(200);
    expect((await report(kunde, { report: 'invoices', ...lastMonth })).status).toBe(400);
    const lagerLocations = (await server.call({ method: 'GET', url: '/api/reportlocations', headers: lager.headers })).body.data;
    expect(lagerLocations.map((location: any) => location.id)).toEqual([places.lillehammer.id]);
    const kundeCustomers = (await server.call({ method: 'GET', url: '/api/reportcustomers', headers: kunde.headers })).body.data;
    expect(kundeCustomers).toEqual([{ id: places.hamar.customerId, name: 'Fjellmeieriet AS' }]);
    expect((await server.call({ method: 'GET', url: '/api/reports', headers: jensen.headers })).body.data).toEqual([]);
  });
});

describe('balance report', () => {
  it('per account and product: before, in, out and at the end, which meet the kept balance today', async () => {
    const { body } = await report(kunde, { report: 'balance', dateLower: monthsBefore(today, 18), dateUpper: today, customerId: places.hamar.customerId });
    expect(body.data.clamped).toBe(true);
    const rows = body.data.rows;
    for (const row of rows) expect(row.closing - row.opening).toBe(row.incoming - row.outgoing);
    const kept = await server.db.selectFrom('stockBalances').select(['locationId', 'productId', 'quantity']).where('locationId', 'in', [places.hamar.id, places.lillehammer.id]).execute();
    for (const balance of kept.filter((row) => row.quantity !== 0)) {
      expect(rows.find((row: any) => row.locationId === balance.locationId && row.productId === balance.productId)?.closing).toBe(balance.quantity);
    }
    // Last month alone: its end is the next range's start.
    const lastMonthRows = (await report(kunde, { report: 'balance', ...lastMonth, locationId: places.hamar.id })).body.data.rows;
    const thisMonthRows = (await report(kunde, { report: 'balance', ...thisMonth, locationId: places.hamar.id })).body.data.rows;
    for (const row of thisMonthRows) expect(lastMonthRows.find((other: any) => other.productId === row.productId)?.closing ?? 0).toBe(row.opening);
  });
});

describe('registers (G05) and duplicates (G04)', () => {
  it('lists the customers, locations, shops and users in reach', async () => {
    const customers = (await report(kunde, { report: 'customers' })).body.data.rows;
    expect(customers.map((row: any) => row.name)).toEqual(['Fjellmeieriet AS']);
    expect(customers[0].locationCount).toBe(5);
    const locations = (await report(lager, { report: 'locations' })).body.data.rows;
    expect(locations.map((row: any) => row.name)).toEqual(['Fjellmeieriet Lillehammer']);
    const users = (await report(kunde, { report: 'users', locationId: places.hamar.id })).body.data.rows;
    expect(users.map((row: any) => row.loginName)).toEqual(expect.arrayContaining(['kunde', 'bruker']));
    expect(users.every((row: any) => row.locationName === 'Fjellmeieriet Hamar')).toBe(true);
    expect((await report(kunde, { report: 'shops' })).body.data.rows).toEqual([]);
    expect((await report(bruker, { report: 'users' })).status).toBe(403);
    expect((await report(kunde, { report: 'balance' })).body.error.code).toBe('invalid-input');
  });

  it('finds a delivery registered twice, at the location and across the customer, and nothing else that day', async () => {
    const day = demo.dayOf(-10);
    const delivery = { type: 3, status: 1, locationIdFrom: places.hamar.id, locationIdTo: places.receiver.locationId, transactionDate: day, lines: [{ productId: 2502, qtyOrdered: 37 }, { productId: 1002, qtyOrdered: 11 }] };
    const first = await server.call({ method: 'POST', url: '/api/order', headers: bruker.headers, payload: delivery });
    const second = await server.call({ method: 'POST', url: '/api/order', headers: bruker.headers, payload: delivery });
    expect([first.status, second.status]).toEqual([200, 200]);
    await server.call({ method: 'POST', url: '/api/order', headers: bruker.headers, payload: { ...delivery, lines: [{ productId: 2502, qtyOrdered: 38 }, { productId: 1002, qtyOrdered: 11 }] } });
    const url = (scope: string, extra = '') => `/api/orderduplicates?dateLower=${day}&dateUpper=${day}&scope=${scope}${extra}`;
    const atHamar = (await server.call({ method: 'GET', url: url('location', `&locationId=${places.hamar.id}`), headers: kunde.headers })).body.data;
    const pairs = atHamar.rows.filter((row: any) => row.idA === first.body.data.id);
    expect(pairs).toEqual([expect.objectContaining({ idA: first.body.data.id, idB: second.body.data.id, transactionDate: day, locationNameFrom: 'Fjellmeieriet Hamar' })]);
    expect(pairs[0].lines).toContain('37 Meierikasse 250 lav');
    const customerWide = (await server.call({ method: 'GET', url: url('customer'), headers: kunde.headers })).body.data;
    expect(customerWide.rows.some((row: any) => row.idB === second.body.data.id)).toBe(true);
    // lager's reach is Lillehammer: not Hamar's pair.
    expect((await server.call({ method: 'GET', url: url('location'), headers: lager.headers })).body.data.rows.some((row: any) => row.idA === first.body.data.id)).toBe(false);
    expect((await server.call({ method: 'GET', url: url('location'), headers: bruker.headers })).status).toBe(403);
    // Over the span: shortened to 3 months.
    const long = (await server.call({ method: 'GET', url: `/api/orderduplicates?dateLower=${addDays(day, -400)}&dateUpper=${day}&scope=customer`, headers: kunde.headers })).body.data;
    expect(long).toMatchObject({ clamped: true, dateLower: addDays(monthsBefore(day, 3), 1) });
  });
});

describe('overview (G01)', () => {
  it('agrees with the balance report: month-end balances and what moved each month', async () => {
    const range = { dateLower: monthBefore, dateUpper: lastMonth.dateUpper, locationId: places.hamar.id };
    const { overview } = (await report(kunde, { report: 'overview', ...range })).body.data;
    expect(overview.months.map((month: any) => month.month)).toEqual([monthBefore, lastMonth.dateLower]);
    const rows = (await report(kunde, { report: 'balance', ...lastMonth, locationId: places.hamar.id })).body.data.rows;
    for (const row of rows) expect(overview.months[1].balances[row.productId] ?? 0).toBe(row.closing);
    expect(overview.months[1].incoming).toBe(rows.reduce((sum: number, row: any) => sum + row.incoming, 0));
    expect(overview.months[1].outgoing).toBe(rows.reduce((sum: number, row: any) => sum + row.outgoing, 0));
    expect((await report(bruker, { report: 'overview', ...range })).status).toBe(403);
  });
});
