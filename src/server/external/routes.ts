// External orders' calls (N32, E08, C22): every one needs task Delivery (or the operator's staff) and
// reads and writes only inside the caller's context.
import type { FastifyInstance } from 'fastify';
import { ledgerStatusOfExternal, mayWorkWithExternalOrders, type ExternalStatus } from '../../domain/ledger/external.js';
import { refuseReadOnlyChanges } from '../generic/locked-fields.js';
import { ApiError, forbidden } from '../http/errors.js';
import { callOf, type CallContext } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import { checkDateRange, deleteFlowOrder, requireLocationInScope, reserveOrderNumber, saveFlowOrder } from '../ledger/flow.js';
import { externalReceivers } from './places.js';
import { withWaiting } from '../ledger/waiting.js';
import { listExternalOrders, readExternalOrder, type ExternalFilter } from './queries.js';
import { externalFlow, type ExternalInput } from './rules.js';

/** C22: external orders are task Delivery's (the operator's staff everywhere). */
function externalCaller(request: unknown): CallContext {
  const call = callOf(request as never);
  if (!mayWorkWithExternalOrders(call.user)) throw forbidden();
  return call;
}

export function externalRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'GET', '/api/externalorders', async (request) => {
    const call = externalCaller(request);
    const filter = request.query as ExternalFilter;
    checkDateRange(filter);
    await requireLocationInScope(db, call, filter.locationIdFrom);
    return listExternalOrders(db, call, withWaiting(filter, call));
  });
  addRoute(app, 'GET', '/api/externalorder/:id', async (request) => ({
    data: await readExternalOrder(db, externalCaller(request), (request.params as { id: number }).id),
  }));
  const remove = async (request: { params: unknown; query: unknown }) => {
    await deleteFlowOrder(db, externalCaller(request), externalFlow, (request.params as { id: number }).id, (request.query as { version: number }).version);
    return { data: null };
  };
  addRoute(app, 'DELETE', '/api/externalorder/:id', remove);
  addRoute(app, 'DELETE', '/api/externaltransaction/:id', remove);
  addRoute(app, 'POST', '/api/externalorderid', async (request) => ({ data: { id: await reserveOrderNumber(db, externalCaller(request), 'external') } }));
  addRoute(app, 'POST', '/api/externaltransaction', async (request) => {
    const call = externalCaller(request);
    // The status follows from externalStatus, the type and the receiver from the flow: none is sent.
    refuseReadOnlyChanges(request.body, 'external-order.schema.json');
    const { externalStatus, ...body } = request.body as Omit<ExternalInput, 'status'> & { externalStatus: ExternalStatus };
    // P40: Unknown is read for a status the external flow never gives; an order is not written so.
    if (externalStatus === 'Unknown') throw new ApiError(400, 'external-status-unknown', 'externalStatusUnknown', { field: 'externalStatus' });
    const id = await saveFlowOrder(db, call, externalFlow, { ...body, status: ledgerStatusOfExternal(externalStatus) });
    return { data: await readExternalOrder(db, call, id) };
  });
  addRoute(app, 'GET', '/api/externalorderreceivers', async (request) => {
    const call = externalCaller(request);
    const { locationId, ...query } = request.query as { locationId: number; q?: string; count?: number };
    await requireLocationInScope(db, call, locationId);
    const location = await db.selectFrom('locations').select('customerId').where('id', '=', locationId).executeTakeFirstOrThrow();
    return { data: await externalReceivers(db, location.customerId, query) };
  });
}
