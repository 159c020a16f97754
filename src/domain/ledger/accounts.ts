// LEDGER.md "Places": a balance location (isBalance) keeps its own stock account; a location that
// does not is booked to its balance location (locationIdInventEx). Postings, the stock widgets and the
// demo's ledger all take a location's account from this one rule.

/** What decides a location's balance account, as its row has it. */
export interface AccountHolder { id: number; isBalance: boolean; locationIdInventEx: number | null }

/** The balance account of a location: its own when it keeps one, else its balance location's. */
export const accountOfLocation = (location: AccountHolder): number => (location.isBalance ? location.id : location.locationIdInventEx ?? location.id);
