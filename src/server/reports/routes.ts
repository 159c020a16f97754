// Report calls (G02, G03, G08–G13): the reports the caller may run with their longest spans, the
// customers and locations a report may cover, POST report for the rows of one, and the transactions
// report's Excel export, streamed. A range longer than the report's span is shortened and said so.
import type { FastifyInstance } from 'fastify';
import { clampRange, REPORT_SPANS, type ReportName } from '../../domain/reports/ranges.js';
import { reportScope } from '../../domain/reports/scope.js';
import { ApiError } from '../http/errors.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import { balanceRows } from './balance.js';
import { duplicateRows } from './duplicates.js';
import { overviewReport } from './overview.js';
import { registerRows, type RegisterName } from './registers.js';
import { reportLocations, type ReportCaller, type ReportFilter } from './scope.js';
import { exportTransactions, transactionRows, type ExportHeadings } from './transactions.js';

interface ReportRequest extends ReportFilter { report: ReportName | RegisterName; dateLower: string; dateUpper: string }

const REGISTERS: readonly string[] = ['customers', 'locations', 'shops', 'users'];

const HEADINGS: Record<'nb-NO' | 'en-US', ExportHeadings> = {
  'nb-NO': { id: 'Ordrenr.', transactionDate: 'Dato', type: 'Type', status: 'Status', locationNameFrom: 'Fra', locationNameTo: 'Til', productName: 'Produkt', quantity: 'Antall', senderReference: 'Best.nr.', receiverReference: 'Følgenr.' },
  'en-US': { id: 'Order no.', transactionDate: 'Date', type: 'Type', status: 'Status', locationNameFrom: 'From', locationNameTo: 'To', productName: 'Product', quantity: 'Quantity', senderReference: 'Order ref.', receiverReference: 'Delivery ref.' },
};

/** The range the report runs over, within its span (G09, G10). */
const rangeOf = (request: ReportRequest) => {
  const span = REPORT_SPANS[request.report as ReportName];
  if (!span) throw new ApiError(400, 'unknown-report', 'unknownReport', { field: 'report' });
  return clampRange(request.dateLower, request.dateUpper, span);
};

async function run(db: RouteDeps['db'], call: ReportCaller, request: ReportRequest) {
  if (REGISTERS.includes(request.report)) {
    const rows = await registerRows(db, request.report as RegisterName, (await reportLocations(db, call, request)).map((location) => location.id));
    return { report: request.report, dateLower: null, dateUpper: null, clamped: false, total: rows.length, rows };
  }
  if (!request.dateLower || !request.dateUpper) throw new ApiError(400, 'invalid-input', 'reportNeedsDates', { field: request.dateLower ? 'dateUpper' : 'dateLower' });
  const range = rangeOf(request);
  const locations = await reportLocations(db, call, request);
  const meta = { report: request.report, dateLower: range.from, dateUpper: range.to, clamped: range.clamped };
  if (request.report === 'transactions') {
    const result = await transactionRows(db, locations.map((location) => location.id), range, call.language === 'en-US');
    return { ...meta, total: result.total, quantity: result.quantity, rows: result.rows };
  }
  if (request.report === 'balance') {
    // A location without its own balance is counted at its balance location's account.
    const accounts = new Map<number, string>();
    for (const location of locations) if (location.isBalance) accounts.set(location.id, location.name);
    const rows = await balanceRows(db, [...accounts].map(([id, name]) => ({ id, name })), range);
    return { ...meta, total: rows.length, rows };
  }
  if (request.report === 'overview') {
    const accounts = locations.filter((location) => location.isBalance).map((location) => location.id);
    return { ...meta, total: 0, rows: [], overview: await overviewReport(db, accounts, locations.map((location) => location.id), range) };
  }
  throw new ApiError(400, 'unknown-report', 'unknownReport', { field: 'report' });
}

/** The reports, the duplicates and the export read from the replica when there is one (fleet/lagging-reads.ts). */
export function reportRoutes(app: FastifyInstance, { db, laggingReads }: RouteDeps): void {
  addRoute(app, 'GET', '/api/reports', async (request) => {
    const call = callOf(request);
    const scope = reportScope(call.user, call.customer, call.location.id);
    return { data: scope ? [...(['overview', 'balance', 'transactions'] as const).map((name) => ({ name, spanMonths: REPORT_SPANS[name], scope: scope.kind })), ...REGISTERS.map((name) => ({ name, spanMonths: 0, scope: scope.kind }))] : [] };
  });
  addRoute(app, 'GET', '/api/reportlocations', async (request) => ({ data: await reportLocations(db, callOf(request), request.query as ReportFilter) }));
  addRoute(app, 'GET', '/api/reportcustomers', async (request) => {
    const rows = await reportLocations(db, callOf(request), request.query as ReportFilter);
    const customers = new Map(rows.map((row) => [row.customerId, { id: row.customerId, name: row.customerName }]));
    return { data: [...customers.values()].sort((a, b) => a.name.localeCompare(b.name, 'nb')) };
  });
  addRoute(app, 'POST', '/api/report', async (request) => ({ data: await run(laggingReads(request), callOf(request), request.body as ReportRequest) }), { readsOnly: true });
  addRoute(app, 'GET', '/api/orderduplicates', async (request) => {
    const call = callOf(request);
    const query = request.query as ReportRequest & { scope?: 'customer' | 'location' };
    const range = rangeOf({ ...query, report: query.scope === 'location' ? 'duplicates-location' : 'duplicates-customer' });
    const reads = laggingReads(request);
    const locations = await reportLocations(reads, call, query);
    const rows = await duplicateRows(reads, locations.map((location) => location.id), range, call.language === 'en-US');
    return { data: { dateLower: range.from, dateUpper: range.to, clamped: range.clamped, total: rows.length, rows } };
  });
  addRoute(app, 'GET', '/api/reportexport', async (request, reply) => {
    const call = callOf(request);
    const query = { ...(request.query as ReportRequest), report: 'transactions' as const };
    const range = rangeOf(query);
    const reads = laggingReads(request);
    const locations = await reportLocations(reads, call, query);
    const language = call.language === 'en-US' ? 'en-US' : 'nb-NO';
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', `attachment; filename="transaksjoner-${range.from}-${range.to}.xlsx"`);
    return reply.send(exportTransactions(reads, locations.map((location) => location.id), range, language === 'en-US', HEADINGS[language]));
  });
}
