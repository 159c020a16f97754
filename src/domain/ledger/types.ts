// Transaction types (P23) as LEDGER.md "What moves, between whom" settles them: which way the
// carriers go, which side registers it, and which task a user needs to register it (section C).
import type { Task } from '../../../generated/entities';

export const TransactionType = {
  Order: 1, Pickup: 2, Transfer: 3, Available: 4, Return: 5, TransferOrder: 6, IndustryOrder: 7,
  StockSettlement: 8, TransferUnknownCustomer: 9, Shop: 10, WholesaleOrder: 11, Missing: 12,
  Regrouping: 13, Inventory: 14, TransferWholesaler: 16,
} as const;

export interface TypeRule {
  /** The side that registers it: the receiver orders empties, the sender delivers. */
  registeredBy: 'sender' | 'receiver';
  /** Where the carriers come from and go to: the operator's depots or a customer's location. */
  from: 'depot' | 'customer';
  to: 'depot' | 'customer' | 'customer-or-depot';
  /** The task that registers it (C11). */
  task: Task;
}

const T = TransactionType;
const delivery: TypeRule = { registeredBy: 'sender', from: 'customer', to: 'customer', task: 'Delivery' };

/**
 * The types a customer registers through orders, delivery, expedition and missing registration.
 * The others (external, shop, settlements, regrouping) have their own flows.
 */
export const REGISTERED_TYPES: Readonly<Record<number, TypeRule>> = {
  [T.Order]: { registeredBy: 'receiver', from: 'depot', to: 'customer', task: 'Order' },
  [T.Pickup]: { registeredBy: 'sender', from: 'customer', to: 'depot', task: 'Expedition' },
  [T.Available]: { registeredBy: 'sender', from: 'customer', to: 'depot', task: 'Expedition' },
  [T.Transfer]: delivery,
  [T.Return]: { ...delivery, to: 'customer-or-depot' },
  [T.TransferOrder]: delivery,
  [T.IndustryOrder]: delivery,
  [T.WholesaleOrder]: delivery,
  [T.TransferWholesaler]: delivery,
  // E06: registered by the receiver on its sender's behalf, answered by the sender (statuses.ts).
  [T.Missing]: { registeredBy: 'receiver', from: 'customer', to: 'customer', task: 'Reception' },
};

/** The types their receiver registers (an order of empties, a missing registration); a shop transaction names its registering side itself. */
export const RECEIVER_REGISTERED_TYPES: readonly number[] = Object.entries(REGISTERED_TYPES).filter(([, rule]) => rule.registeredBy === 'receiver').map(([type]) => Number(type));

/** The delivery types (delivery/deliveries, reception): goods shipped on carriers between customers. */
export const DELIVERY_TYPES: readonly number[] = [T.Transfer, T.Return, T.TransferOrder, T.IndustryOrder, T.WholesaleOrder, T.TransferWholesaler];

/** B28 (R19 as LEDGER.md settles it): the delivery counts are these types sent from the own location. */
export const B28_TYPES: readonly number[] = [T.TransferWholesaler, T.WholesaleOrder, T.Transfer, T.Return, T.TransferOrder, T.IndustryOrder];

/** Types that adjust one balance after a count rather than move carriers between two (N36 isInventory). */
export const INVENTORY_TYPES: readonly number[] = [T.StockSettlement, T.Inventory];

/** D05: products of the Expired type (P22 999) are no longer registered, counted or shown in stock. */
export const EXPIRED_PRODUCT_TYPE = 999;
