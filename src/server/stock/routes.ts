// Stock calls (N30, D02–D07) and the menu's counts (B27–B34): read in the caller's section C scope.
import type { FastifyInstance } from 'fastify';
import { mayAccess } from '../../domain/access.js';
import { routeForPath } from '../../domain/routes.js';
import { forbidden } from '../http/errors.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import { notificationCounts } from '../ledger/counts.js';
import { waitingRows } from '../ledger/waiting.js';
import { locationInScope, locationToRead } from './location-scope.js';
import { negativeBalances } from './negative-balances.js';
import { monthEndStock, stockRows } from './queries.js';
import { reportStore, storeRows, type StoreReport } from './store.js';

const NEGATIVE_BALANCES = routeForPath('reports/negative-balances')!.access;

export function stockRoutes(app: FastifyInstance, { db, laggingReads }: RouteDeps): void {
  addRoute(app, 'GET', '/api/stock', async (request) => {
    const call = callOf(request);
    return { data: await stockRows(db, call, await locationToRead(db, call, (request.query as { locationId?: number }).locationId)) };
  });
  addRoute(app, 'GET', '/api/balances', async (request) => {
    const call = callOf(request);
    const query = request.query as { locationId?: number; productId?: number };
    return { data: await monthEndStock(db, await locationToRead(db, call, query.locationId), query.productId) };
  });
  addRoute(app, 'GET', '/api/store', async (request) => {
    const call = callOf(request);
    return { data: await storeRows(db, (await locationToRead(db, call, (request.query as { locationId?: number }).locationId)).id) };
  });
  addRoute(app, 'POST', '/api/store', async (request) => {
    const call = callOf(request);
    const body = request.body as StoreReport & { locationId?: number };
    const { id: locationId } = await locationInScope(db, call, body.locationId);
    await reportStore(db, call, locationId, body);
    return { data: await storeRows(db, locationId) };
  });
  // The operator's follow-up of balances a send took below zero (docs/decisions.md "Negative balances"):
  // the call takes what its page takes. A list over the whole pool: read from the replica when there is one.
  addRoute(app, 'GET', '/api/negativebalances', async (request) => {
    const { user, customer, location } = callOf(request);
    if (!mayAccess({ user, customer, location }, NEGATIVE_BALANCES)) throw forbidden();
    return negativeBalances(laggingReads(request), request.query as { index?: number; count?: number });
  });
  addRoute(app, 'GET', '/api/notificationcounts', async (request) => ({ data: await notificationCounts(db, callOf(request), request) }));
  // Issue 27: "Venter på deg", the rows behind the counts with their deadlines.
  addRoute(app, 'GET', '/api/waitingwork', async (request) => waitingRows(db, callOf(request)));
}
