// The location a stock or inventory call asks for (the context location by default), if the caller's
// section C scope holds it; refused otherwise.
import { scopeIncludes } from '../../domain/access.js';
import { preparedQuery } from '../db/prepared.js';
import type { Database } from '../db/database.js';
import { forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';

/** The location with what its scope check and its balance account (domain/ledger/accounts.ts) need. */
const scopedLocation = preparedQuery('location-in-scope', (db: Database, value) => db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
  .select(['locations.id', 'locations.name', 'locations.customerId', 'locations.isBalance', 'locations.locationIdInventEx', 'customers.chainId']).where('locations.id', '=', value<number>('locationId')));

export async function locationInScope(db: Database, call: Pick<CallContext, 'scope' | 'location'>, locationId = call.location.id) {
  const [location] = await scopedLocation(db, { locationId });
  if (!location || !scopeIncludes(call.scope, location, location.chainId)) throw forbidden();
  return location;
}
