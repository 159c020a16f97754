// The stock settlement of an approved main count (LEDGER.md "Inventory", type 8): per product, the
// counted quantity less the booked balance on the count's day. Carriers found beyond the booking come
// from the pool (the operator's main depot) and carriers missing go back to it, so the pool's
// carriers stay conserved; one settlement per direction, lines above zero only.

export interface CountedProduct { productId: number; counted: number; booked: number }
export interface SettlementLine { productId: number; quantity: number }

export function settlementLines(products: readonly CountedProduct[]): { found: SettlementLine[]; missing: SettlementLine[] } {
  const found: SettlementLine[] = [];
  const missing: SettlementLine[] = [];
  for (const { productId, counted, booked } of products) {
    const difference = counted - booked;
    if (difference > 0) found.push({ productId, quantity: difference });
    if (difference < 0) missing.push({ productId, quantity: -difference });
  }
  return { found, missing };
}

/** The booked balance on a day: the kept balance less what was booked after that day. */
export const bookedOn = (balanceNow: number, bookedAfter: number) => balanceNow - bookedAfter;
