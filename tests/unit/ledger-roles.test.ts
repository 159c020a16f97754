// R03, R02: the sides a user acts as on a transaction, and the steps the dialogs offer them.
import { describe, expect, it } from 'vitest';
import { actingRolesAt, nextSteps } from '../../src/domain/ledger/roles';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';

const customer = (tasks: string[]) => ({ adminLevelEx: 0, isNlp: false, tasksAllowed: tasks as never[] });
const order = { type: 1, locationIdFrom: 1, locationIdTo: 7 };
const delivery = { type: 3, locationIdFrom: 8, locationIdTo: 20 };

describe('ledger roles', () => {
  it('the receiver of a load carrier order registers it with the Order task, not without', () => {
    expect(actingRolesAt(customer(['Order']), 7, order)).toEqual(['receiver', 'registrant']);
    expect(actingRolesAt(customer(['Reception']), 7, order)).toEqual([]);
  });
  it('the operator\'s staff act on every transaction, whatever their tasks', () => {
    expect(actingRolesAt({ adminLevelEx: 0, isNlp: true, tasksAllowed: [] }, 1, order)).toEqual(['staff', 'sender']);
  });
  it('the receiver of a delivery needs Reception; a location on neither side has no role', () => {
    expect(actingRolesAt(customer(['Reception']), 20, delivery)).toEqual(['receiver']);
    expect(actingRolesAt(customer(['Delivery']), 20, delivery)).toEqual([]);
    expect(actingRolesAt(customer(['Delivery', 'Reception']), 99, delivery)).toEqual([]);
  });
  it('offers staff confirm, pick, send and cancel of an order, and the customer none of them', () => {
    expect(nextSteps({ ...order, status: S.Ordered }, ['staff'])).toEqual([S.ConfirmedByProvider, S.Cancelled]);
    expect(nextSteps({ ...order, status: S.ConfirmedByProvider }, ['staff'])).toEqual([S.Picked, S.Cancelled]);
    expect(nextSteps({ ...order, status: S.Picked }, ['staff'])).toEqual([S.Sent, S.Cancelled]);
    expect(nextSteps({ ...order, status: S.Ordered }, ['receiver', 'registrant'])).toEqual([]);
    expect(nextSteps({ ...order, status: S.Sent }, ['receiver', 'registrant'])).toEqual([S.Confirmed, S.NotAgreed]);
  });
  it('lets the sender send a delivery draft and accept a disputed count, and the receiver only answer', () => {
    expect(nextSteps({ ...delivery, status: S.Draft }, ['sender', 'registrant'])).toEqual([S.Ordered, S.Sent]);
    expect(nextSteps({ ...delivery, status: S.NotAgreed }, ['sender', 'registrant'])).toEqual([S.Confirmed]);
    expect(nextSteps({ ...delivery, status: S.NotAgreed }, ['receiver'])).toEqual([]);
    expect(nextSteps({ ...delivery, status: S.Confirmed }, ['staff'])).toEqual([]);
  });
});
