// E21: an order shows the VAT percentage of the customer it belongs to, the standard rate of its
// country (P25), which the hire and fees of its carriers are charged with. Norway, Sweden and
// Denmark each charge 25 % on the hire of goods (docs/decisions.md "Orders' GLN, org number and VAT").
import type { Country } from '../../../generated/entities';

export const STANDARD_VAT_PERCENT: Readonly<Record<Country, number>> = { NOR: 25, SWE: 25, DNK: 25 };

/** The VAT percentage for a country; undefined for one the pool does not serve. */
export const vatPercentOf = (country: string | null | undefined): number | undefined =>
  country && country in STANDARD_VAT_PERCENT ? STANDARD_VAT_PERCENT[country as Country] : undefined;
