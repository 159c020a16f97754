// Inventory calls (N38, F11, B33): counts at a balance location, their periods' products, main count
// claims and approval, and correction orders at locations without their own balance.
import type { FastifyInstance } from 'fastify';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import { readOrder } from '../ledger/queries.js';
import { locationInScope, locationToRead } from '../stock/location-scope.js';
import { mayReadCounts, needBalanceLocation } from './access.js';
import { approveCount, claimCount } from './approval.js';
import { answerCorrection, proposeCorrection, type Correction, type CorrectionAnswer } from './corrections.js';
import { readCounts, type CountFilter } from './counts.js';
import { inventoryProducts } from './products.js';
import { discardCount, registerCount, type Registration } from './registration.js';

type InventoryBody = (Registration | { type: 'MainClaim' | 'MainApprove'; countId: number; version: number; comment?: string; lines?: Array<{ productId: number; quantity: number }> }) & { locationId?: number };

export function inventoryRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'GET', '/api/inventory', async (request) => {
    const call = callOf(request);
    const query = request.query as CountFilter & { locationId?: number };
    const place = await locationToRead(db, call, query.locationId);
    mayReadCounts(call);
    needBalanceLocation(place);
    return { data: await readCounts(db, place.id, query) };
  });
  addRoute(app, 'GET', '/api/inventoryproducts', async (request) => {
    const call = callOf(request);
    const place = await locationToRead(db, call, (request.query as { locationId?: number }).locationId);
    mayReadCounts(call);
    needBalanceLocation(place);
    return { data: await inventoryProducts(db, place.id) };
  });
  addRoute(app, 'POST', '/api/inventory', async (request) => {
    const call = callOf(request);
    const body = request.body as InventoryBody;
    const place = await locationInScope(db, call, body.locationId);
    needBalanceLocation(place);
    let countId: number;
    if (body.type === 'MainClaim') await claimCount(db, call, place.id, body);
    else if (body.type === 'MainApprove') await approveCount(db, call, place.id, body);
    if (body.type === 'MainClaim' || body.type === 'MainApprove') countId = body.countId;
    else countId = await registerCount(db, call, place, body as Registration);
    const [count] = await readCounts(db, place.id, { id: countId });
    return { data: count };
  });
  addRoute(app, 'DELETE', '/api/inventorycount/:id', async (request) => {
    const call = callOf(request);
    const query = request.query as { locationId?: number; productId?: number; version?: number };
    const place = await locationInScope(db, call, query.locationId);
    await discardCount(db, call, place, (request.params as { id: number }).id, query);
    return { data: null };
  });
  addRoute(app, 'POST', '/api/inventoryorder', async (request) => {
    const call = callOf(request);
    return { data: await readOrder(db, call, await proposeCorrection(db, call, request.body as Correction)) };
  });
  addRoute(app, 'POST', '/api/orderinventoryresponseto', async (request) => {
    const call = callOf(request);
    const answer = request.body as CorrectionAnswer;
    await answerCorrection(db, call, answer);
    return { data: await readOrder(db, call, answer.id) };
  });
}
