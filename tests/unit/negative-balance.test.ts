// A send against the booked balance (LEDGER.md "Stock", docs/decisions.md "Negative balances"): allowed
// below zero, and then the sender is warned with the product, the booked balance and what it becomes.
import { describe, expect, it } from 'vitest';
import { balanceAfterSend, sendShortfalls, takesBelowZero } from '../../src/domain/stock/negative-balance';

describe('a send against the booked balance', () => {
  it('takes the balance below zero only when more is sent than is booked', () => {
    expect(balanceAfterSend(6, 10)).toBe(-4);
    expect(takesBelowZero(6, 10)).toBe(true);
    expect(takesBelowZero(10, 10)).toBe(false);
    expect(takesBelowZero(11, 10)).toBe(false);
    expect(takesBelowZero(0, 1)).toBe(true);
    // A balance below zero already stays below with any send.
    expect(takesBelowZero(-3, 1)).toBe(true);
  });

  it('names each product the lines take below zero, its lines counted together, in line order', () => {
    const booked = new Map([[1001, 6], [2003, 50], [2501, 0], [4002, 20]]);
    const lines = [
      { productId: 4002, quantity: 15 },
      { productId: 1001, quantity: 10 },
      { productId: 2003, quantity: 50 },
      { productId: 4002, quantity: 10 },
      { productId: 2501, quantity: 1 },
    ];
    expect(sendShortfalls((id) => booked.get(id), lines)).toEqual([
      { productId: 4002, booked: 20, sent: 25, after: -5 },
      { productId: 1001, booked: 6, sent: 10, after: -4 },
      { productId: 2501, booked: 0, sent: 1, after: -1 },
    ]);
  });

  it('leaves out products whose balance is not known yet, and lines of nothing', () => {
    const booked = new Map([[1001, -2]]);
    expect(sendShortfalls((id) => booked.get(id), [{ productId: 9991, quantity: 1_000_000 }, { productId: 1001, quantity: 0 }])).toEqual([]);
    expect(sendShortfalls(() => 5, [])).toEqual([]);
  });
});
