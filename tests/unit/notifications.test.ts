// B38: which change of a transaction is which notice for which side (P30's parties), and where a notice
// opens (the counts' directions, P28).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countsDirection, Direction, LEDGER_COUNTS } from '../../src/domain/ledger/counts';
import { PartyRole, sidesOf } from '../../src/domain/ledger/roles';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { TransactionType as T } from '../../src/domain/ledger/types';
import { HIGH_VOLUME_QUANTITY, NOTICE_EVENTS, NOTICE_KINDS, noticeRoute, transferNotices } from '../../src/domain/notifications';

const head = { id: 7, type: T.Transfer, locationIdFrom: 1, locationIdTo: 2 };
const told = (notices: ReturnType<typeof transferNotices>) => notices.map((notice) => `${notice.event}@${notice.locationId}`).sort();

describe('transferNotices', () => {
  it('the kinds are the schema\'s, in B38\'s order, and every event belongs to one', () => {
    const schema = JSON.parse(readFileSync('schemas/enums/notice-kind.schema.json', 'utf8'));
    expect(NOTICE_KINDS).toEqual(schema.enum);
    for (const kind of Object.values(NOTICE_EVENTS)) expect(NOTICE_KINDS).toContain(kind);
  });

  it('a send tells its receiver of a high volume and of products not agreed there, each only when so', () => {
    const agreed = new Set([1001]);
    expect(told(transferNotices(head, S.Draft, S.Sent, { lines: [{ productId: 1001, quantity: HIGH_VOLUME_QUANTITY - 1 }], agreed }))).toEqual([]);
    expect(told(transferNotices(head, S.Draft, S.Sent, { lines: [{ productId: 1001, quantity: HIGH_VOLUME_QUANTITY - 1 }, { productId: 1002, quantity: 1 }], agreed })))
      .toEqual(['highVolume@2', 'nonAgreedProducts@2']);
    // A line of 0 carries nothing that is not agreed.
    expect(told(transferNotices(head, null, S.Sent, { lines: [{ productId: 1002, quantity: 0 }, { productId: 1001, quantity: 3 }], agreed }))).toEqual([]);
  });

  it('a missing registration is its sender\'s to answer; a dispute both sides\'; a confirm the receiver\'s stock; the night\'s confirm both sides\'', () => {
    expect(told(transferNotices({ ...head, type: T.Missing }, null, S.Sent, { lines: [] }))).toEqual(['missingRegistration@1']);
    expect(told(transferNotices(head, S.Sent, S.NotAgreed))).toEqual(['disputed@1', 'disputed@2']);
    expect(told(transferNotices(head, S.Sent, S.Confirmed))).toEqual(['stockIncrease@2']);
    expect(told(transferNotices(head, S.Sent, S.Confirmed, { byNightlyJob: true }))).toEqual(['autoCommitted@1', 'autoCommitted@2', 'stockIncrease@2']);
  });

  it('counts, settlements, corrections, regrouping and steps that change nothing tell nobody here', () => {
    for (const type of [T.StockSettlement, T.Inventory, T.Regrouping]) expect(transferNotices({ ...head, type }, S.Sent, S.Confirmed), String(type)).toEqual([]);
    expect(transferNotices(head, S.Sent, S.Sent)).toEqual([]);
    expect(transferNotices(head, S.Ordered, S.ConfirmedByProvider)).toEqual([]);
  });
});

describe('noticeRoute', () => {
  it('opens the order on the list that counts it on the own side (B28–B33), the ticket, or nothing', () => {
    expect(noticeRoute({ transactionId: 1, transactionType: T.Transfer, atReceiver: true })).toBe('reception/reception');
    expect(noticeRoute({ transactionId: 1, transactionType: T.Transfer, atReceiver: false })).toBe('delivery/deliveries');
    expect(noticeRoute({ transactionId: 1, transactionType: T.Missing, atReceiver: false })).toBe('delivery/missing-reg');
    expect(noticeRoute({ transactionId: 1, transactionType: T.Missing, atReceiver: true })).toBe('reception/missing-reg');
    expect(noticeRoute({ transactionId: 1, transactionType: T.Inventory })).toBe('inventory/orders');
    expect(noticeRoute({ transactionId: 1, transactionType: T.Shop, atReceiver: true })).toBe('delivery/shop');
    // An order of empties, received: where the receipt is confirmed (B29's list).
    expect(noticeRoute({ transactionId: 1, transactionType: T.Order, atReceiver: true })).toBe('reception/reception');
    expect(noticeRoute({ ticketId: 3 })).toBe('support/support-tickets');
    expect(noticeRoute({})).toBeNull();
  });
});

describe('P30: the parties told', () => {
  it('are the sender, the receiver or both, sender first; the ledger names no other party', () => {
    expect(sidesOf(PartyRole.Sender)).toEqual(['sender']);
    expect(sidesOf(PartyRole.Receiver)).toEqual(['receiver']);
    expect(sidesOf(PartyRole.SenderReceiver)).toEqual(['sender', 'receiver']);
    expect(Object.values(PartyRole)).toEqual(['None', 'Sender', 'Receiver', 'SenderReceiver', 'SenderOrReceiver', 'Transport']);
  });
});

describe('P28: directions', () => {
  it('each count takes one direction at the own location, or both', () => {
    expect(Object.fromEntries(Object.entries(LEDGER_COUNTS).map(([name, count]) => [name, count.side]))).toEqual({
      delivery: Direction.From, reception: Direction.To, orders: Direction.Both, expedition: Direction.From,
      missingRegistrations: Direction.From, inventory: Direction.Both, external: Direction.From, shop: Direction.Both,
    });
  });

  it('a count on one side takes that direction, a count on both either, and a location that is no side nothing', () => {
    expect(countsDirection(Direction.From, Direction.From)).toBe(true);
    expect(countsDirection(Direction.From, Direction.To)).toBe(false);
    expect(countsDirection(Direction.To, Direction.To)).toBe(true);
    expect(countsDirection(Direction.Both, Direction.To)).toBe(true);
    expect(countsDirection(Direction.Both, Direction.From)).toBe(true);
    expect(countsDirection(Direction.Both, Direction.None)).toBe(false);
    expect(countsDirection(Direction.None, Direction.From)).toBe(false);
  });
});
