// The business rules of addresses (J12, J13, C06): the location must be one the caller may change,
// and an unknown postcode is confirmed before the address is saved.
import { mayEditLocation } from '../../domain/access.js';
import { locationChainId } from '../masterdata/locations.js';
import { confirmPostalCodes } from '../masterdata/postal-codes.js';
import type { Database } from '../db/database.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import type { StoredRules } from '../generic/rules.js';

/** R03, C06: an address is changed by those who may change its location (never a secondary one, unless staff). */
async function mayChangeAddressesOf(db: Database, call: CallContext, locationId: number): Promise<void> {
  const location = await locationChainId(db, locationId);
  if (!location) throw new ApiError(400, 'invalid-reference', 'referenceMissing', { field: 'locationId' });
  if (!mayEditLocation(call.user, call.customer, location, location.chainId)) {
    throw location.isMainLocation === false ? new ApiError(403, 'secondary-location', 'secondaryLocation') : forbidden();
  }
}

export const addressRules: StoredRules = {
  beforeWrite: async ({ trx, call, input, confirmed }) => {
    if (input.locationId === undefined) throw new ApiError(400, 'invalid-input', 'fieldRequired', { field: 'locationId' });
    await mayChangeAddressesOf(trx, call, input.locationId);
    await confirmPostalCodes(trx, [{ countryCode: input.countryCode, postalCode: input.postalCode }], confirmed);
    return input;
  },
  beforeDelete: async ({ trx, call, existing }) => mayChangeAddressesOf(trx, call, existing.locationId),
};
