// E08, E09, H04, C15, C22, C23, C34, R02: the rules of external orders and shop transactions.
import { describe, expect, it } from 'vitest';
import {
  externalNextSteps, externalRoles, externalStatusOf, isPreregistered, judgeExternalStep, ledgerStatusesOfExternal, ledgerStatusOfExternal, mayWorkWithExternalOrders,
} from '../../src/domain/ledger/external';
import {
  isShopPair, judgeShopStep, ledgerStatusesOfShop, ledgerStatusOfShop, mayReadShopTransactions, mayRegisterShopTransactions, shopNextSteps,
  shopRoles, shopSideOf, shopStatusOf, ShopStatus,
} from '../../src/domain/ledger/shop';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';

const user = (tasks: string[], extra: object = {}) => ({ adminLevelEx: 0, isNlp: false, tasksAllowed: tasks as never[], ...extra });
const staff = user([], { isNlp: true });
const globalAdmin = user([], { adminLevelEx: 4 });

describe('external orders (E08)', () => {
  it('keeps Prereg, Sent and Confirmed as the ledger\'s registered, sent and confirmed', () => {
    expect(ledgerStatusOfExternal('Prereg')).toBe(S.Ordered);
    expect(ledgerStatusOfExternal('Sent')).toBe(S.Sent);
    expect(ledgerStatusOfExternal('Confirmed')).toBe(S.Confirmed);
    expect([S.Draft, S.Ordered, S.Sent, S.Confirmed].map(externalStatusOf)).toEqual(['Prereg', 'Prereg', 'Sent', 'Confirmed']);
    expect(isPreregistered(S.Ordered)).toBe(true);
    expect(isPreregistered(S.Sent)).toBe(false);
  });

  it('P40: reads any other ledger status, a cancellation by the operator, as Unknown, and filters Unknown by those', () => {
    expect([S.Cancelled, S.NotAgreed, S.Replaced, S.Picked].map(externalStatusOf)).toEqual(['Unknown', 'Unknown', 'Unknown', 'Unknown']);
    expect(ledgerStatusesOfExternal(['Prereg'])).toEqual([S.Draft, S.Ordered]);
    expect(ledgerStatusesOfExternal(['Unknown'])).not.toContain(S.Sent);
    expect(ledgerStatusesOfExternal(['Unknown'])).toContain(S.Cancelled);
    // Nothing moves an order to Unknown.
    expect(externalNextSteps(S.Sent, ['registrant', 'sender', 'receiver', 'staff'])).not.toContain('Unknown');
  });

  it('C22: needs task Delivery, or the operator\'s staff', () => {
    expect(mayWorkWithExternalOrders(user(['Delivery']))).toBe(true);
    expect(mayWorkWithExternalOrders(user(['Order', 'Reception', 'ShopAccounting']))).toBe(false);
    expect(mayWorkWithExternalOrders(staff)).toBe(true);
    expect(mayWorkWithExternalOrders(globalAdmin)).toBe(true);
  });

  it('the sender registers, sends and confirms on the external party\'s behalf; another location plays no part', () => {
    const sender = externalRoles(user(['Delivery']), 8, { locationIdFrom: 8 });
    expect(sender).toEqual(['registrant', 'sender', 'receiver']);
    expect(externalRoles(user(['Delivery']), 9, { locationIdFrom: 8 })).toEqual([]);
    expect(externalRoles(user(['Reception']), 8, { locationIdFrom: 8 })).toEqual([]);
    expect(externalNextSteps(S.Ordered, sender)).toEqual(['Sent']);
    expect(externalNextSteps(S.Sent, sender)).toEqual(['Confirmed']);
    expect(externalNextSteps(S.Confirmed, sender)).toEqual([]);
    expect(externalNextSteps(S.Sent, [])).toEqual([]);
    expect(externalNextSteps(S.Sent, externalRoles(staff, 1, { locationIdFrom: 8 }))).toEqual(['Confirmed']);
  });

  it('R02: confirms only what was sent, and never goes back', () => {
    const sender = ['registrant', 'sender', 'receiver'] as const;
    expect(judgeExternalStep(S.Ordered, 'Confirmed', sender)).toBe('forbidden-transition');
    expect(judgeExternalStep(S.Sent, 'Prereg', sender)).toBe('forbidden-transition');
    expect(judgeExternalStep(S.Confirmed, 'Sent', sender)).toBe('forbidden-transition');
    expect(judgeExternalStep(S.Sent, 'Confirmed', [])).toBe('not-your-step');
  });
});

describe('shop transactions (E09, H04)', () => {
  it('keeps 0 prereg, 1 sent and 2 received as the ledger\'s registered, sent and confirmed; the rest is -1 unknown', () => {
    expect([0, 1, 2].map((status) => ledgerStatusOfShop(status as 0 | 1 | 2))).toEqual([S.Ordered, S.Sent, S.Confirmed]);
    expect([S.Ordered, S.Sent, S.Confirmed, S.NotAgreed, S.Cancelled].map(shopStatusOf)).toEqual([0, 1, 2, -1, -1]);
    expect(ledgerStatusesOfShop([ShopStatus.Prereg])).toEqual([S.Draft, S.Ordered]);
    expect(ledgerStatusesOfShop([ShopStatus.Received, ShopStatus.Unknown])).toEqual([S.ConfirmedByProvider, S.Picked, S.Confirmed, S.NotAgreed, S.Cancelled, S.Replaced, S.WaitForSort]);
  });

  it('C15: shops and their suppliers take part only with the customer\'s flag; the operator never', () => {
    expect(shopSideOf({ type: 'Shop', hasShopTransactions: true })).toBe('shop');
    expect(shopSideOf({ type: 'Wholesale', hasShopTransactions: true })).toBe('wholesaler');
    expect(shopSideOf({ type: 'Industry', hasShopTransactions: true })).toBe('wholesaler');
    expect(shopSideOf({ type: 'Shop', hasShopTransactions: false })).toBeNull();
    expect(shopSideOf({ type: 'provider', hasShopTransactions: true })).toBeNull();
    expect(isShopPair('shop', 'wholesaler')).toBe(true);
    expect(isShopPair('wholesaler', 'shop')).toBe(true);
    expect(isShopPair('shop', 'shop')).toBe(false);
    expect(isShopPair('wholesaler', null)).toBe(false);
  });

  it('C23, C34: registering needs Delivery and the flag; reading also ShopAccounting', () => {
    const flagged = { hasShopTransactions: true };
    expect(mayRegisterShopTransactions({ user: user(['Delivery']), customer: flagged })).toBe(true);
    expect(mayRegisterShopTransactions({ user: user(['Delivery']), customer: { hasShopTransactions: false } })).toBe(false);
    expect(mayRegisterShopTransactions({ user: user(['ShopAccounting']), customer: flagged })).toBe(false);
    expect(mayReadShopTransactions({ user: user(['ShopAccounting']), customer: flagged })).toBe(true);
    expect(mayReadShopTransactions({ user: user(['Order', 'Reception']), customer: flagged })).toBe(false);
    expect(mayRegisterShopTransactions({ user: staff, customer: { hasShopTransactions: false } })).toBe(true);
  });

  it('the registering side sends, the other side answers, whichever way the carriers go', () => {
    const caller = { user: user(['Delivery']), customer: { hasShopTransactions: true } };
    const fromShop = { locationIdFrom: 30, locationIdTo: 40, registeredSide: 'sender' as const };
    expect(shopRoles(caller, 30, fromShop)).toEqual(['registrant', 'sender']);
    expect(shopRoles(caller, 40, fromShop)).toEqual(['receiver']);
    expect(shopNextSteps(S.Ordered, shopRoles(caller, 30, fromShop))).toEqual([1]);
    expect(shopNextSteps(S.Sent, shopRoles(caller, 30, fromShop))).toEqual([]);
    expect(shopNextSteps(S.Sent, shopRoles(caller, 40, fromShop))).toEqual([2]);
    // The wholesaler registered the empties it collected: the shop, their sender, answers.
    const collected = { ...fromShop, registeredSide: 'receiver' as const };
    expect(shopRoles(caller, 40, collected)).toEqual(['registrant', 'sender']);
    expect(shopRoles(caller, 30, collected)).toEqual(['receiver']);
    expect(shopNextSteps(S.Sent, shopRoles(caller, 30, collected))).toEqual([2]);
    expect(shopRoles({ ...caller, user: user(['ShopAccounting']) }, 30, fromShop)).toEqual([]);
    expect(shopRoles(caller, 99, fromShop)).toEqual([]);
  });

  it('R02: received only after sent, by the answering side or staff', () => {
    expect(judgeShopStep(S.Ordered, 2, ['registrant', 'sender'])).toBe('forbidden-transition');
    expect(judgeShopStep(S.Sent, 2, ['registrant', 'sender'])).toBe('not-your-step');
    expect(judgeShopStep(S.Sent, 2, ['staff'])).toBe('ok');
    expect(judgeShopStep(S.Confirmed, 1, ['staff'])).toBe('forbidden-transition');
  });
});
