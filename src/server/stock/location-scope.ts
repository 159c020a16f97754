// The location a stock or inventory call asks for (the context location by default), if the caller's
// section C scope holds it; refused otherwise.
import { scopeIncludes } from '../../domain/access.js';
import type { Database } from '../db/database.js';
import { forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';

export async function locationInScope(db: Database, call: Pick<CallContext, 'scope' | 'location'>, locationId = call.location.id) {
  const location = await db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .select(['locations.id', 'locations.name', 'locations.customerId', 'locations.isBalance', 'locations.locationIdInventEx', 'customers.chainId']).where('locations.id', '=', locationId).executeTakeFirst();
  if (!location || !scopeIncludes(call.scope, location, location.chainId)) throw forbidden();
  return location;
}
