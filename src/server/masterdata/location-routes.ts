// Locations (J09, J10, N21, N22): read inside the caller's scope; written by location admins of
// the location, customer admins of its customer, and the operator's staff (R03, C06).
import type { FastifyInstance } from 'fastify';
import type { Location } from '../../../generated/entities.js';
import { mayCreateLocation, mayEditLocation } from '../../domain/access.js';
import { loadCustomer } from './customers.js';
import { getLocation, listLocations, locationChainId, refuseLockedLocationFields, saveLocation, type LocationQuery } from './locations.js';
import { findPostalCode } from './postal-codes.js';
import { confirmationsOf } from '../generic/confirmation.js';
import { refuseStale } from '../generic/versions.js';
import { ApiError, forbidden } from '../http/errors.js';
import { sendPage } from '../http/json-text.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import { listCounterparties } from '../ledger/counterparties.js';

const locationNotFound = () => new ApiError(404, 'location-not-found', 'locationNotFound');

export function locationRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'GET', '/api/locations', async (request, reply) => {
    const call = callOf(request);
    const query = request.query as LocationQuery & { all?: boolean };
    // "query all": the counterparty picker, beyond the caller's own scope (src/server/ledger/counterparties.ts).
    if (query.all) return listCounterparties(db, call, query);
    return sendPage(reply, await listLocations(db, call.scope, query, call.user.id));
  });

  addRoute(app, 'GET', '/api/addresspostalcode', async (request) => {
    const { countryCode, postalCode } = request.query as { countryCode: string; postalCode: string };
    return { data: (await findPostalCode(db, countryCode, postalCode)) ?? null };
  });

  addRoute(app, 'GET', '/api/location/:id', async (request) => {
    const location = await getLocation(db, callOf(request).scope, (request.params as { id: number }).id);
    if (!location) throw locationNotFound();
    return { data: location };
  });

  addRoute(app, 'POST', '/api/location', async (request) => {
    const call = callOf(request);
    const input = request.body as Location;
    if (!(await loadCustomer(db, input.customerId))) throw new ApiError(400, 'customer-not-found', 'customerNotFound');
    if (!mayCreateLocation(call.user, input.customerId)) throw new ApiError(403, 'location-not-allowed', 'locationNotAllowed');
    refuseLockedLocationFields(call.user, request.body);
    const id = await saveLocation(db, call, input, undefined, confirmationsOf(request.query));
    return { data: await getLocation(db, { kind: 'all' }, id) };
  });

  addRoute(app, 'PUT', '/api/location/:id', async (request) => {
    const call = callOf(request);
    const id = (request.params as { id: number }).id;
    const existing = await getLocation(db, call.scope, id);
    if (!existing) throw locationNotFound();
    const stored = await locationChainId(db, id);
    if (!stored || !mayEditLocation(call.user, call.customer, stored, stored.chainId)) {
      throw stored?.isMainLocation === false ? new ApiError(403, 'secondary-location', 'secondaryLocation') : forbidden();
    }
    // O25: a change from an older version is refused before the write's own checks.
    refuseStale(existing, (request.body as Location).version);
    // A location stays with its customer; other fields the caller may not change are sent as stored or not at all.
    refuseLockedLocationFields(call.user, request.body, existing);
    await saveLocation(db, call, request.body as Location, existing, confirmationsOf(request.query));
    return { data: await getLocation(db, call.scope, id) };
  });
}
