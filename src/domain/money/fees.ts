// The receiver fee (LEDGER.md "Money", docs/decisions.md): charged per transaction a customer receives
// from another customer and confirms: the deliveries between customers and the shop transactions (10),
// which a shop or its supplier receives from the other. Orders (1) come from the operator's own depots
// and stay free, as do the adjustments of one balance after a count (8, 14).
import { DELIVERY_TYPES, TransactionType } from '../ledger/types';

export const RECEIVER_FEE_TYPES: readonly number[] = [...DELIVERY_TYPES, TransactionType.Shop];
