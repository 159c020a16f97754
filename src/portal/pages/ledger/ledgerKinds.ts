// The kinds of registration the ledger's pages offer (LEDGER.md "What moves, between whom"):
// which types each registers, which side is the own location, where the counterparty comes from,
// and the status "send" moves a new one to (deliveries between customers go out at once, E05).
import { TransactionStatus as S } from '../../../domain/ledger/statuses';
import { DELIVERY_TYPES, TransactionType as T } from '../../../domain/ledger/types';

export type LedgerKind = 'order' | 'delivery' | 'pickup' | 'available' | 'missing';

export interface KindRule {
  types: readonly number[];
  /** The context location is the receiver of an order, the sender of everything else. */
  own: 'from' | 'to';
  /** Orders, pickups and available carriers go to or come from the operator's depots. */
  counterparty: 'depot' | 'location';
  /** The status the send button registers with. */
  submitStatus: number;
}

export const KINDS: Record<LedgerKind, KindRule> = {
  order: { types: [T.Order], own: 'to', counterparty: 'depot', submitStatus: S.Ordered },
  delivery: { types: DELIVERY_TYPES, own: 'from', counterparty: 'location', submitStatus: S.Sent },
  pickup: { types: [T.Pickup], own: 'from', counterparty: 'depot', submitStatus: S.Ordered },
  available: { types: [T.Available], own: 'from', counterparty: 'depot', submitStatus: S.Ordered },
  // E06: the receiver registers what its sender never did; it goes to the sender to answer at once.
  missing: { types: [T.Missing], own: 'to', counterparty: 'location', submitStatus: S.Sent },
};

/** The kind a stored transaction is shown as. */
export function kindOf(type: number): LedgerKind {
  if (type === T.Order) return 'order';
  if (type === T.Pickup) return 'pickup';
  if (type === T.Available) return 'available';
  if (type === T.Missing) return 'missing';
  return 'delivery';
}
