// Postal codes (J12, J13): looking a code up, and asking before an address with an unknown code is
// saved. Codes compare without spaces ("422 46" is "42246").
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { requireConfirmation } from '../generic/confirmation.js';

const compact = (code: string) => code.replace(/\s+/g, '');

export async function findPostalCode(db: Database, countryCode: string, postalCode: string) {
  return db.selectFrom('postalCodes').select(['id', 'countryCode', 'postalCode', 'city'])
    .where('countryCode', '=', countryCode)
    .where(sql`replace(postal_code, ' ', '')`, '=', compact(postalCode))
    .executeTakeFirst();
}

interface AddressLike { countryCode: string; postalCode: string }

/** J13: unless confirmed, an address whose postcode the list does not know is asked about first. */
export async function confirmPostalCodes(db: Database, addresses: AddressLike[], confirmed: ReadonlySet<string>): Promise<void> {
  for (const address of addresses) {
    if (await findPostalCode(db, address.countryCode, address.postalCode)) continue;
    requireConfirmation(confirmed, 'unknown-postcode', 'unknownPostcode', { postalCode: address.postalCode, country: address.countryCode });
  }
}
