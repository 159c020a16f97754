// LEDGER.md "The life of a transaction", "Disputes": what a confirm posts, and who may decide otherwise.
import { describe, expect, it } from 'vitest';
import { postedCounts } from '../../src/domain/ledger/posted-counts';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';

const line = { productId: 1001, qtyOrdered: 10, qtyPicked: null, qtyReceived: null };
const none = new Map<number, number>();

describe('postedCounts', () => {
  it('a confirm from Sent posts the sent quantity (the picked one when picked)', () => {
    expect(postedCounts(S.Sent, ['receiver'], [line], none)).toEqual({ counts: new Map([[1001, 10]]) });
    expect(postedCounts(S.Sent, ['receiver'], [{ ...line, qtyPicked: 8 }], none)).toEqual({ counts: new Map([[1001, 8]]) });
    expect(postedCounts(S.Sent, ['receiver'], [line], new Map([[1001, 10]]))).toEqual({ counts: new Map([[1001, 10]]) });
  });

  it('a customer confirming another count is refused: that is a dispute', () => {
    for (const count of [0, 9, 11, 1_000_000]) {
      expect(postedCounts(S.Sent, ['receiver'], [line], new Map([[1001, count]]), 'telt')).toEqual({ refused: 'confirm-count-differs' });
    }
  });

  it('accepting a dispute posts the stored received count; the sender cannot overwrite it', () => {
    const disputed = { ...line, qtyReceived: 4 };
    expect(postedCounts(S.NotAgreed, ['sender', 'registrant'], [disputed], none)).toEqual({ counts: new Map([[1001, 4]]) });
    expect(postedCounts(S.NotAgreed, ['sender', 'registrant'], [disputed], new Map([[1001, 10]]), 'nei')).toEqual({ refused: 'accept-count-differs' });
  });

  it('staff decide another count only with a comment', () => {
    const disputed = { ...line, qtyReceived: 4 };
    expect(postedCounts(S.NotAgreed, ['staff'], [disputed], new Map([[1001, 7]]))).toEqual({ refused: 'decision-needs-comment' });
    expect(postedCounts(S.NotAgreed, ['staff'], [disputed], new Map([[1001, 7]]), '  ')).toEqual({ refused: 'decision-needs-comment' });
    expect(postedCounts(S.NotAgreed, ['staff'], [disputed], new Map([[1001, 7]]), 'Fraktbrevet viser 7')).toEqual({ counts: new Map([[1001, 7]]) });
    expect(postedCounts(S.WaitForSort, ['staff'], [line], new Map([[1001, 9]]), 'Sortert: 9 hele')).toEqual({ counts: new Map([[1001, 9]]) });
  });
});
