// What a confirmed transaction posts, as LEDGER.md "The life of a transaction" and "Disputes" settle
// it: confirming means "what was sent arrived", so it posts the sent quantities; a different count is
// a dispute (6), never a confirm. A dispute ends with the sender accepting the receiver's count as
// stored, or with the operator's staff deciding another count, with a comment saying why.
import { sentQuantity, type LineQuantities } from './rules';
import { TransactionStatus as S, type LedgerRole } from './statuses';

export interface StoredLine extends LineQuantities { productId: number }

export type CountRefusal =
  /** A customer confirmed a count other than the sent one: that is a dispute. */
  | 'confirm-count-differs'
  /** The side accepting a dispute sent a count other than the one disputed. */
  | 'accept-count-differs'
  /** Staff decided a count other than the one the step would post, without saying why. */
  | 'decision-needs-comment';

export type PostedCounts = { counts: Map<number, number> } | { refused: CountRefusal };

/** The count a confirm from this status posts when nobody decides otherwise. */
export function defaultCount(from: number, line: LineQuantities): number {
  return from === S.NotAgreed && line.qtyReceived != null ? line.qtyReceived : sentQuantity(line);
}

/**
 * The received count each line posts when a transaction moves from `from` to Confirmed. `given` are
 * the counts the caller sent (product → count); a customer may only repeat what the step posts anyway.
 */
export function postedCounts(from: number, roles: readonly LedgerRole[], stored: readonly StoredLine[], given: ReadonlyMap<number, number | null | undefined>, comment?: string): PostedCounts {
  const counts = new Map<number, number>();
  let decided = false;
  for (const line of stored) {
    const standing = defaultCount(from, line);
    const asked = given.get(line.productId);
    const count = asked ?? standing;
    if (count !== standing) decided = true;
    counts.set(line.productId, count);
  }
  if (!decided) return { counts };
  if (!roles.includes('staff')) return { refused: from === S.NotAgreed ? 'accept-count-differs' : 'confirm-count-differs' };
  if (!comment?.trim()) return { refused: 'decision-needs-comment' };
  return { counts };
}
