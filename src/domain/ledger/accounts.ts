// LEDGER.md "Places": a balance location (isBalance) keeps its own stock account; a location that
// does not is booked to its balance location (locationIdInventEx). Postings, the stock widgets and the
// demo's ledger all take a location's account from this one rule.

/** What decides a location's balance account, as its row has it. */
export interface AccountHolder { id: number; isBalance: boolean; locationIdInventEx: number | null }

/** The balance account of a location: its own when it keeps one, else its balance location's. */
export const accountOfLocation = (location: AccountHolder): number => (location.isBalance ? location.id : location.locationIdInventEx ?? location.id);

/**
 * D02, D07: what is in transit at a location is read by its account where it keeps one (so the
 * locations it keeps the balance for are in it), and by the location itself where it does not (its
 * incoming/outgoing widget shows what is on its way to and from it, not its balance location's).
 */
export const transitHolderOf = (location: AccountHolder): { by: 'account' | 'location'; id: number } =>
  (location.isBalance ? { by: 'account', id: accountOfLocation(location) } : { by: 'location', id: location.id });
