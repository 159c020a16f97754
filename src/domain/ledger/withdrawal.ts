// Withdrawal limits (E22, E23; R33 as docs/decisions.md settles it). A product may carry a limit: a
// location may order (withdraw) that product only up to this share of the pallets it registered
// out (deliveries, returns, pickups) over the last WITHDRAWAL_WINDOW_DAYS, and only for the first
// offered delivery day (no pre-ordering: the limit is judged on what has been registered so far).

export const WITHDRAWAL_WINDOW_DAYS = 90;

/** How many more a location may order now; undefined when the product has no limit. */
export function withdrawalAvailable(limitPercent: number | null | undefined, registeredOut: number, alreadyOrdered: number): number | undefined {
  if (!limitPercent) return undefined;
  return Math.max(0, Math.floor((registeredOut * limitPercent) / 100) - alreadyOrdered);
}

/** E22: an order for a later day than the first offered delivery day is a pre-order. */
export const isPreOrder = (transactionDate: string, firstDeliveryDay: string) => transactionDate > firstDeliveryDay;
