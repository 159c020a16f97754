// The ledger's rules in src/domain/ledger: the status machine (R02), read-only (O26), dispatch (E24),
// process-by date (E29), fill degree (E21) and working days (E07).
import { describe, expect, it } from 'vitest';
import { answerByOf } from '../../src/domain/ledger/missing';
import { fillDegree, lineQuantity, mayDispatch, sentQuantity, validProcessByDate } from '../../src/domain/ledger/rules';
import { isReadOnlyStatus, judgeTransition, mayStartIn, TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { isPreOrder, withdrawalAvailable } from '../../src/domain/ledger/withdrawal';
import { addWorkingDays, easterSunday, isWorkingDay, nextWorkingDays, norwegianHolidays } from '../../src/domain/ledger/working-days';

const ORDER = 1, PICKUP = 2, TRANSFER = 3;

describe('R02: who moves which step', () => {
  it('sends orders and pickups through the operator: confirm, pick, send', () => {
    for (const type of [ORDER, PICKUP]) {
      expect(judgeTransition(type, S.Draft, S.Ordered, ['registrant'])).toBe('ok');
      expect(judgeTransition(type, S.Ordered, S.ConfirmedByProvider, ['staff'])).toBe('ok');
      expect(judgeTransition(type, S.Ordered, S.ConfirmedByProvider, ['registrant', 'receiver'])).toBe('not-your-step');
      expect(judgeTransition(type, S.ConfirmedByProvider, S.Picked, ['staff'])).toBe('ok');
      expect(judgeTransition(type, S.Picked, S.Sent, ['staff'])).toBe('ok');
      expect(judgeTransition(type, S.Picked, S.Sent, ['registrant', 'sender'])).toBe('not-your-step');
      // Not straight from registered to sent: the operator picks first.
      expect(judgeTransition(type, S.Ordered, S.Sent, ['staff'])).toBe('forbidden-transition');
    }
  });

  it('lets the sender of a delivery send it, and never offers the operator\'s steps', () => {
    expect(judgeTransition(TRANSFER, S.Draft, S.Sent, ['sender', 'registrant'])).toBe('ok');
    expect(judgeTransition(TRANSFER, S.Ordered, S.Sent, ['sender', 'registrant'])).toBe('ok');
    expect(judgeTransition(TRANSFER, S.Ordered, S.Sent, ['receiver'])).toBe('not-your-step');
    expect(judgeTransition(TRANSFER, S.Ordered, S.ConfirmedByProvider, ['staff'])).toBe('forbidden-transition');
    expect(judgeTransition(TRANSFER, S.Ordered, S.Picked, ['staff'])).toBe('forbidden-transition');
  });

  it('E06: a missing registration is sent by its receiver and answered by its sender; the receiver accepts a dispute', () => {
    const MISSING = 12;
    expect(judgeTransition(MISSING, S.Draft, S.Sent, ['receiver', 'registrant'])).toBe('ok');
    expect(judgeTransition(MISSING, S.Draft, S.Sent, ['sender'])).toBe('not-your-step');
    expect(judgeTransition(MISSING, S.Sent, S.Confirmed, ['sender'])).toBe('ok');
    expect(judgeTransition(MISSING, S.Sent, S.NotAgreed, ['sender'])).toBe('ok');
    expect(judgeTransition(MISSING, S.Sent, S.Confirmed, ['receiver', 'registrant'])).toBe('not-your-step');
    expect(judgeTransition(MISSING, S.NotAgreed, S.Confirmed, ['receiver', 'registrant'])).toBe('ok');
    expect(judgeTransition(MISSING, S.NotAgreed, S.Confirmed, ['sender'])).toBe('not-your-step');
    expect(judgeTransition(MISSING, S.Sent, S.Confirmed, ['staff'])).toBe('ok');
  });

  it('lets the receiver confirm or dispute what was sent, and the sender or staff settle a dispute', () => {
    expect(judgeTransition(TRANSFER, S.Sent, S.Confirmed, ['receiver'])).toBe('ok');
    expect(judgeTransition(TRANSFER, S.Sent, S.NotAgreed, ['receiver'])).toBe('ok');
    expect(judgeTransition(TRANSFER, S.Sent, S.Confirmed, ['sender', 'registrant'])).toBe('not-your-step');
    expect(judgeTransition(TRANSFER, S.NotAgreed, S.Confirmed, ['sender'])).toBe('ok');
    expect(judgeTransition(TRANSFER, S.NotAgreed, S.Confirmed, ['receiver'])).toBe('not-your-step');
    expect(judgeTransition(PICKUP, S.Sent, S.WaitForSort, ['staff'])).toBe('ok');
    expect(judgeTransition(PICKUP, S.WaitForSort, S.Confirmed, ['staff'])).toBe('ok');
  });

  it('moves forward only; cancelling is the operator\'s, from 0 to 3', () => {
    expect(judgeTransition(ORDER, S.Sent, S.Ordered, ['staff'])).toBe('forbidden-transition');
    expect(judgeTransition(ORDER, S.Confirmed, S.NotAgreed, ['staff'])).toBe('forbidden-transition');
    for (const from of [S.Draft, S.Ordered, S.ConfirmedByProvider, S.Picked]) expect(judgeTransition(ORDER, from, S.Cancelled, ['staff'])).toBe('ok');
    expect(judgeTransition(ORDER, S.Ordered, S.Cancelled, ['registrant'])).toBe('not-your-step');
    expect(judgeTransition(ORDER, S.Sent, S.Cancelled, ['staff'])).toBe('forbidden-transition');
  });

  it('starts a transaction as a draft or registered; only a delivery may start sent', () => {
    expect(mayStartIn(ORDER, S.Draft) && mayStartIn(ORDER, S.Ordered)).toBe(true);
    expect(mayStartIn(ORDER, S.Sent)).toBe(false);
    expect(mayStartIn(TRANSFER, S.Sent)).toBe(true);
    expect(mayStartIn(TRANSFER, S.Confirmed)).toBe(false);
  });

  it('O26: received, cancelled and replaced are read-only', () => {
    expect([...Array(10).keys()].filter(isReadOnlyStatus)).toEqual([S.Confirmed, S.Cancelled, S.Replaced]);
  });
});

describe('line rules', () => {
  it('E24: cannot dispatch when every line is 0, counting the picked quantity when there is one', () => {
    expect(mayDispatch([{ qtyOrdered: 0 }, { qtyOrdered: 0 }])).toBe(false);
    expect(mayDispatch([{ qtyOrdered: 5, qtyPicked: 0 }])).toBe(false);
    expect(mayDispatch([{ qtyOrdered: 0, qtyPicked: 2 }])).toBe(true);
    expect(sentQuantity({ qtyOrdered: 40, qtyPicked: 38 })).toBe(38);
  });

  it('a line counts its received quantity, else its picked, else its ordered, a 0 included', () => {
    expect(lineQuantity({ qtyOrdered: 40, qtyPicked: 38, qtyReceived: 36 })).toBe(36);
    expect(lineQuantity({ qtyOrdered: 40, qtyPicked: 38, qtyReceived: null })).toBe(38);
    expect(lineQuantity({ qtyOrdered: 40, qtyPicked: null })).toBe(40);
    expect(lineQuantity({ qtyOrdered: 40, qtyPicked: 38, qtyReceived: 0 })).toBe(0);
  });

  it('E29: the process-by date is a day not before the transaction date', () => {
    expect(validProcessByDate(null, '2026-12-01')).toBe(true);
    expect(validProcessByDate('2026-12-01', '2026-12-01')).toBe(true);
    expect(validProcessByDate('2026-11-30', '2026-12-01')).toBe(false);
    expect(validProcessByDate('1. desember', '2026-12-01')).toBe(false);
  });

  it('E21: fill degree from pallet places, undefined when it cannot be calculated (O23)', () => {
    const footprints = [{ productId: 1001, unitsPerPlace: 20 }, { productId: 2003, unitsPerPlace: 60 }];
    expect(fillDegree([{ productId: 1001, quantity: 330 }], { palletPlaces: 33 }, footprints)).toBe(50);
    expect(fillDegree([{ productId: 1001, quantity: 100 }, { productId: 2003, quantity: 120 }], { palletPlaces: 18 }, footprints)).toBe(38.9);
    expect(fillDegree([{ productId: 1001, quantity: 1 }], undefined, footprints)).toBeUndefined();
    expect(fillDegree([{ productId: 9, quantity: 1 }], { palletPlaces: 33 }, footprints)).toBeUndefined();
  });
});

describe('E07: working days', () => {
  it('computes Easter and the Norwegian public holidays', () => {
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
    expect(easterSunday(2038).toISOString().slice(0, 10)).toBe('2038-04-25');
    expect([...norwegianHolidays(2026)].sort()).toEqual([
      '2026-01-01', '2026-04-02', '2026-04-03', '2026-04-05', '2026-04-06', '2026-05-01', '2026-05-14', '2026-05-17', '2026-05-24', '2026-05-25', '2026-12-25', '2026-12-26',
    ]);
  });

  it('skips weekends and holidays', () => {
    expect(isWorkingDay('2026-11-23')).toBe(true);
    expect(isWorkingDay('2026-11-22')).toBe(false);
    expect(isWorkingDay('2026-05-14')).toBe(false);
    expect(nextWorkingDays('2026-12-23', 3)).toEqual(['2026-12-24', '2026-12-28', '2026-12-29']);
    // Easter week takes three working days: 31 Mar, 1 Apr, then 7 Apr onwards.
    expect(addWorkingDays('2026-03-30', 10)).toBe('2026-04-16');
  });

  it('a missing registration sent and unanswered shows its deadline, 10 working days from the pool\'s day it was sent', () => {
    const MISSING = 12;
    // 23:30 UTC on 4 May 2031 is already 5 May in Oslo.
    expect(answerByOf({ type: MISSING, status: S.Sent, sentAt: '2031-05-04T23:30:00Z' })).toBe(addWorkingDays('2031-05-05', 10));
    expect(answerByOf({ type: MISSING, status: S.Confirmed, sentAt: '2031-05-04T10:00:00Z' })).toBeNull();
    expect(answerByOf({ type: MISSING, status: S.Sent, sentAt: null })).toBeNull();
    expect(answerByOf({ type: TRANSFER, status: S.Sent, sentAt: '2031-05-04T10:00:00Z' })).toBeNull();
  });
});

describe('E22, E23: withdrawal limits', () => {
  it('leaves the limit\'s share of the pallets registered out, less what was ordered', () => {
    expect(withdrawalAvailable(null, 100, 0)).toBeUndefined();
    expect(withdrawalAvailable(50, 41, 0)).toBe(20);
    expect(withdrawalAvailable(50, 40, 20)).toBe(0);
    expect(withdrawalAvailable(50, 40, 30)).toBe(0);
    expect(withdrawalAvailable(110, 100, 0)).toBe(110);
  });

  it('calls an order for a later day than the first delivery day a pre-order', () => {
    expect(isPreOrder('2026-11-24', '2026-11-24')).toBe(false);
    expect(isPreOrder('2026-11-25', '2026-11-24')).toBe(true);
  });
});
