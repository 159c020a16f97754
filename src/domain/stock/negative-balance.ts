// A send against the booked balance (LEDGER.md "Stock": one kept balance per balance location and
// product, minus at the sender when a line is confirmed). A location may send more than it has booked:
// carriers on their way to it are booked only when it confirms them, and refusing the send would stop
// a real shipment. So the send is allowed, the sender is warned before it is saved (the registration
// dialogs, the Excel import), and the operator's staff list every balance below zero
// (docs/decisions.md "Negative balances").

/** The booked balance once this much more is sent from it. */
export const balanceAfterSend = (booked: number, sent: number) => booked - sent;

/** Does sending this much take the booked balance below zero? (Also when it is below already.) */
export const takesBelowZero = (booked: number, sent: number) => balanceAfterSend(booked, sent) < 0;

export interface BalanceShortfall { productId: number; booked: number; sent: number; after: number }

/**
 * The products whose booked balance a send's lines take below zero, in the order of their first
 * line; a product on several lines counts them together. A product whose balance is not known
 * (`balanceOf` gives undefined, e.g. not read yet) is left out.
 */
export function sendShortfalls(
  balanceOf: (productId: number) => number | undefined,
  lines: Iterable<{ productId: number; quantity: number }>,
): BalanceShortfall[] {
  const sent = new Map<number, number>();
  for (const line of lines) sent.set(line.productId, (sent.get(line.productId) ?? 0) + line.quantity);
  const shortfalls: BalanceShortfall[] = [];
  for (const [productId, quantity] of sent) {
    const booked = balanceOf(productId);
    if (booked === undefined || quantity <= 0 || !takesBelowZero(booked, quantity)) continue;
    shortfalls.push({ productId, booked, sent: quantity, after: balanceAfterSend(booked, quantity) });
  }
  return shortfalls;
}
