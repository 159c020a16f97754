// The location a stock, inventory or ledger call names (the context location by default), if the
// caller's section C scope holds it; refused otherwise.
import { scopeIncludes } from '../../domain/access.js';
import type { AccountHolder } from '../../domain/ledger/accounts.js';
import { preparedQuery } from '../db/prepared.js';
import type { Database } from '../db/database.js';
import { forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';

/** The location with what its scope check and its balance account (domain/ledger/accounts.ts) need. */
const scopedLocation = preparedQuery('location-in-scope', (db: Database, value) => db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
  .select(['locations.id', 'locations.name', 'locations.customerId', 'locations.isBalance', 'locations.locationIdInventEx', 'customers.chainId']).where('locations.id', '=', value<number>('locationId')));

/** What a stock or inventory call needs of its location: the scope check's facts and the balance account. */
export type ScopedLocation = AccountHolder & { customerId: number; chainId: number | null };

/** The location as it is stored now: for a call that writes (its account is where the movements go). */
export async function locationInScope(db: Database, call: Pick<CallContext, 'scope' | 'location'>, locationId = call.location.id): Promise<ScopedLocation> {
  const [location] = await scopedLocation(db, { locationId });
  if (!location || !scopeIncludes(call.scope, location, location.chainId)) throw forbidden();
  return location;
}

/**
 * The location of a call that only reads. The call's own location came with its context, as current
 * as the scope it is checked against (the context cache, http/context-cache.ts): it is not read again,
 * which spares a home widget one of its two or three statements (issue 33). Another is read as above.
 */
export async function locationToRead(db: Database, call: Pick<CallContext, 'scope' | 'location'>, locationId = call.location.id): Promise<ScopedLocation> {
  const own = call.location;
  return locationId === own.id && scopeIncludes(call.scope, own, own.chainId) ? own : locationInScope(db, call, locationId);
}
