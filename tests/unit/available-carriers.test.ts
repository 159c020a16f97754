// E14, LEDGER.md "4 available → becomes a pickup": a report of available carriers moves no carriers
// itself; it is registered, then replaced by its pickup or cancelled by the operator.
import { describe, expect, it } from 'vitest';
import { mayBecomePickup, pickupOf } from '../../src/domain/ledger/available';
import { judgeTransition, mayStartIn, TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { TransactionType as T } from '../../src/domain/ledger/types';

describe('a report of available carriers (type 4)', () => {
  it('starts as a draft or registered, never sent', () => {
    expect(mayStartIn(T.Available, S.Draft)).toBe(true);
    expect(mayStartIn(T.Available, S.Ordered)).toBe(true);
    expect(mayStartIn(T.Available, S.Sent)).toBe(false);
    // A return (type 5) is still sent at once by its sender.
    expect(mayStartIn(T.Return, S.Sent)).toBe(true);
  });

  it('is registered by its sender and cancelled by the operator; no one sends, confirms or receives it', () => {
    expect(judgeTransition(T.Available, S.Draft, S.Ordered, ['registrant', 'sender'])).toBe('ok');
    expect(judgeTransition(T.Available, S.Ordered, S.Cancelled, ['staff'])).toBe('ok');
    expect(judgeTransition(T.Available, S.Ordered, S.Cancelled, ['registrant', 'sender'])).toBe('not-your-step');
    for (const to of [S.ConfirmedByProvider, S.Picked, S.Sent, S.Confirmed, S.NotAgreed, S.WaitForSort]) {
      expect(judgeTransition(T.Available, S.Ordered, to, ['staff', 'sender', 'receiver'])).toBe('forbidden-transition');
    }
    expect(judgeTransition(T.Available, S.Draft, S.Sent, ['sender'])).toBe('forbidden-transition');
  });

  it('becomes a pickup only once registered', () => {
    expect(mayBecomePickup({ type: T.Available, status: S.Ordered })).toBe(true);
    expect(mayBecomePickup({ type: T.Available, status: S.Draft })).toBe(false);
    expect(mayBecomePickup({ type: T.Available, status: S.Replaced })).toBe(false);
    expect(mayBecomePickup({ type: T.Pickup, status: S.Ordered })).toBe(false);
  });

  it('gives a registered pickup of the same carriers from the same location, on the day chosen', () => {
    const report = {
      locationIdFrom: 11, locationIdTo: 2, senderReference: 'B-1', receiverReference: null, processBy: '2026-03-10', truckTypeId: 3,
      lines: [{ productId: 1001, qtyOrdered: 60 }, { productId: 2003, qtyOrdered: 24 }],
    };
    expect(pickupOf(report, { transactionDate: '2026-03-05' })).toEqual({
      type: T.Pickup, status: S.Ordered, locationIdFrom: 11, locationIdTo: 2, senderReference: 'B-1', receiverReference: null,
      transactionDate: '2026-03-05', processBy: '2026-03-10', truckTypeId: 3, lines: report.lines,
    });
    // Another depot, another truck, and a process-by day that would come before the pickup (O20) is left out.
    expect(pickupOf(report, { transactionDate: '2026-03-12', locationIdTo: 5, truckTypeId: null })).toMatchObject({ locationIdTo: 5, truckTypeId: null, processBy: null });
  });
});
