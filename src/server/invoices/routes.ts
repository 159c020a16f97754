// Invoice calls (G06, N20): the list, one invoice, what a line was computed from, and the operator's
// invoice run for a month that is over.
import type { FastifyInstance } from 'fastify';
import { poolToday } from '../../domain/dates.js';
import { monthStart } from '../../domain/stock/indicator.js';
import { ApiError, forbidden } from '../http/errors.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import { isOperator } from '../ledger/access.js';
import { issueInvoices } from './invoice-run.js';
import { explainLine, listInvoices, readInvoice } from './queries.js';

/** Invoices and their drill-down read from the replica when there is one (fleet/lagging-reads.ts): the nightly run writes them. */
export function invoiceRoutes(app: FastifyInstance, { db, laggingReads }: RouteDeps): void {
  addRoute(app, 'GET', '/api/customerinvoices', async (request) => listInvoices(laggingReads(request), callOf(request), request.query as { customerId?: number; index?: number; count?: number }));
  addRoute(app, 'GET', '/api/customerinvoice/:id', async (request) => ({ data: await readInvoice(laggingReads(request), callOf(request), (request.params as { id: number }).id) }));
  addRoute(app, 'GET', '/api/invoiceline/:id', async (request) => ({ data: await explainLine(laggingReads(request), callOf(request), (request.params as { id: number }).id) }));
  addRoute(app, 'POST', '/api/invoicerun', async (request) => {
    const call = callOf(request);
    if (!isOperator(call.user)) throw forbidden();
    const { month, customerId } = request.body as { month: string; customerId?: number };
    const first = monthStart(month);
    if (first >= monthStart(poolToday())) throw new ApiError(400, 'month-not-over', 'monthNotOver', { field: 'month' });
    return { data: { issued: await issueInvoices(db, first, customerId === undefined ? undefined : [customerId]) } };
  });
}
