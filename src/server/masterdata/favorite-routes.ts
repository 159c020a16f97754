// Favorites (J18, N23, E31): the acting user's favorite locations and products. A favorite location
// must be one the user may see; a favorite product any product of the pool.
import type { FastifyInstance } from 'fastify';
import { getLocation } from './locations.js';
import { ApiError } from '../http/errors.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

export function favoriteRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'POST', '/api/locationfavorite', async (request) => {
    const call = callOf(request);
    const { locationId } = request.body as { locationId: number };
    if (!(await getLocation(db, call.scope, locationId))) throw new ApiError(404, 'location-not-found', 'locationNotFound');
    await db.insertInto('favoriteLocations').values({ userId: call.user.id, locationId }).onConflict((oc) => oc.doNothing()).execute();
    return { data: null };
  });

  addRoute(app, 'DELETE', '/api/locationfavorite/:locationId', async (request) => {
    const call = callOf(request);
    await db.deleteFrom('favoriteLocations').where('userId', '=', call.user.id).where('locationId', '=', (request.params as { locationId: number }).locationId).execute();
    return { data: null };
  });

  addRoute(app, 'POST', '/api/productfavorite', async (request) => {
    const call = callOf(request);
    const { productId } = request.body as { productId: number };
    if (!(await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst())) throw new ApiError(404, 'not-found', 'notFound');
    await db.insertInto('favoriteProducts').values({ userId: call.user.id, productId }).onConflict((oc) => oc.doNothing()).execute();
    return { data: null };
  });

  addRoute(app, 'DELETE', '/api/productfavorite/:productId', async (request) => {
    const call = callOf(request);
    await db.deleteFrom('favoriteProducts').where('userId', '=', call.user.id).where('productId', '=', (request.params as { productId: number }).productId).execute();
    return { data: null };
  });
}
