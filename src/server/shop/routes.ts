// Shop transactions' calls (N34, H05, E09, C23, C34): reading needs task ShopAccounting or delivery/shop's
// access (task Delivery and the customer's flag), writing delivery/shop's; the operator's staff both.
// Every call reads and writes only inside the caller's context.
import type { FastifyInstance } from 'fastify';
import { ledgerStatusOfShop, mayReadShopTransactions, mayRegisterShopTransactions, ShopStatus, type ShopSide, type ShopStatusValue } from '../../domain/ledger/shop.js';
import { refuseReadOnlyChanges } from '../generic/locked-fields.js';
import { ApiError, forbidden } from '../http/errors.js';
import { callOf, type CallContext } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import type { Database } from '../db/database.js';
import { checkDateRange, deleteFlowOrder, requireLocationInScope, reserveOrderNumber, saveFlowOrder } from '../ledger/flow.js';
import { listShopParties, shopParty } from './parties.js';
import { withWaiting } from '../ledger/waiting.js';
import { listShopTransactions, readShopTransaction, shopOverview, type ShopFilter } from './queries.js';
import { shopFlow, type ShopInput } from './rules.js';

function shopReader(request: unknown): CallContext {
  const call = callOf(request as never);
  if (!mayReadShopTransactions(call)) throw forbidden();
  return call;
}

function shopRegistrar(request: unknown): CallContext {
  const call = callOf(request as never);
  if (!mayRegisterShopTransactions(call)) throw forbidden();
  return call;
}

/**
 * A list's location: one in the caller's reach, or a party of shop accounting (the counterpart a shop
 * or wholesaler trades with, GET shops); any other location is refused. The rows stay in the scope.
 */
async function requireShopLocation(db: Database, call: CallContext, locationId: number | undefined): Promise<void> {
  if (locationId === undefined) return;
  const party = await shopParty(db, locationId);
  if (party?.side) return;
  await requireLocationInScope(db, call, locationId);
}

export function shopRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'GET', '/api/shops', async (request) => listShopParties(db, shopReader(request), request.query as { role?: ShopSide; q?: string; index?: number; count?: number }));
  addRoute(app, 'GET', '/api/shoptransactions', async (request) => {
    const call = shopReader(request);
    const filter = request.query as ShopFilter;
    checkDateRange(filter);
    for (const locationId of [filter.locationId, filter.locationIdFrom, filter.locationIdTo]) await requireShopLocation(db, call, locationId);
    return listShopTransactions(db, call, withWaiting(filter, call));
  });
  addRoute(app, 'GET', '/api/shopoverview', async (request) => {
    const call = shopReader(request);
    const query = request.query as { dateLower: string; dateUpper: string; locationId?: number };
    await requireShopLocation(db, call, query.locationId);
    return { data: await shopOverview(db, call, query) };
  });
  addRoute(app, 'POST', '/api/shoporderid', async (request) => ({ data: { id: await reserveOrderNumber(db, shopRegistrar(request), 'shop') } }));
  addRoute(app, 'POST', '/api/shoptransaction', async (request) => {
    const call = shopRegistrar(request);
    // The status follows from shopStatus, the type and the sides' facts from the flow: none is sent.
    refuseReadOnlyChanges(request.body, 'shop-transaction.schema.json');
    const { shopStatus, ...body } = request.body as Omit<ShopInput, 'status'> & { shopStatus: ShopStatusValue };
    if (shopStatus === ShopStatus.Unknown) throw new ApiError(400, 'shop-status-unknown', 'shopStatusUnknown', { field: 'shopStatus' });
    const id = await saveFlowOrder(db, call, shopFlow, { ...body, status: ledgerStatusOfShop(shopStatus) });
    return { data: await readShopTransaction(db, call, id) };
  });
  addRoute(app, 'DELETE', '/api/shoptransaction/:id', async (request) => {
    await deleteFlowOrder(db, shopRegistrar(request), shopFlow, (request.params as { id: number }).id, (request.query as { version: number }).version);
    return { data: null };
  });
}
