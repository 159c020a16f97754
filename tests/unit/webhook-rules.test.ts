// Issue 30: which change of a transaction is which webhook event and who hears of it, the endpoint
// addresses accepted, the wait between attempts, and what a service account may be given.
import { describe, expect, it } from 'vitest';
import { AdminLevel, InventoryLevel, ReportLevel } from '../../src/domain/levels';
import { PartyRole } from '../../src/domain/ledger/roles';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { TransactionType as T } from '../../src/domain/ledger/types';
import { mayManageIntegrations, serviceAccountRightBeyond } from '../../src/domain/service-accounts';
import { endpointUrlProblem, MAX_DELIVERY_ATTEMPTS, retryDelayMs, toldCustomers, transferEvent } from '../../src/domain/webhooks';
import type { AccessUser } from '../../src/domain/access';

describe('transfer events (R02, B38, P30)', () => {
  it('a send tells the receiver; a confirm or dispute both sides; the night\'s confirm is its own event', () => {
    expect(transferEvent(T.Transfer, S.Ordered, S.Sent)).toEqual({ event: 'transfer.sent', told: PartyRole.Receiver });
    expect(transferEvent(T.Order, S.Picked, S.Sent)?.event).toBe('transfer.sent');
    expect(transferEvent(T.Transfer, null, S.Sent)?.event).toBe('transfer.sent');
    expect(transferEvent(T.Transfer, S.Sent, S.Confirmed)).toEqual({ event: 'transfer.confirmed', told: PartyRole.SenderReceiver });
    expect(transferEvent(T.Transfer, S.NotAgreed, S.Confirmed)?.event).toBe('transfer.confirmed');
    expect(transferEvent(T.Transfer, S.Sent, S.NotAgreed)).toEqual({ event: 'transfer.disputed', told: PartyRole.SenderReceiver });
    expect(transferEvent(T.Transfer, S.Sent, S.Confirmed, true)?.event).toBe('transfer.autoCommitted');
  });

  it('no event for other steps, for a change that keeps the status, or for counts of one balance', () => {
    for (const to of [S.Draft, S.Ordered, S.ConfirmedByProvider, S.Picked, S.Cancelled, S.Replaced, S.WaitForSort]) expect(transferEvent(T.Transfer, S.Draft, to)).toBeUndefined();
    expect(transferEvent(T.Transfer, S.Sent, S.Sent)).toBeUndefined();
    for (const type of [T.StockSettlement, T.Inventory, T.Regrouping]) expect(transferEvent(type, S.Sent, S.Confirmed)).toBeUndefined();
  });

  it('tells each customer once', () => {
    const both = transferEvent(T.Transfer, S.Sent, S.Confirmed)!;
    expect(toldCustomers(both, { customerIdFrom: 2, customerIdTo: 7 })).toEqual([2, 7]);
    expect(toldCustomers(both, { customerIdFrom: 2, customerIdTo: 2 })).toEqual([2]);
    expect(toldCustomers(transferEvent(T.Transfer, S.Ordered, S.Sent)!, { customerIdFrom: 2, customerIdTo: 7 })).toEqual([7]);
  });
});

describe('endpoint addresses', () => {
  it('takes https, and plain http to this machine only where allowed', () => {
    expect(endpointUrlProblem('https://erp.example.no/hooks?tenant=4', false)).toBeUndefined();
    expect(endpointUrlProblem('http://erp.example.no/hooks', true)).toBe('not-https');
    expect(endpointUrlProblem('http://127.0.0.1:8123/hooks', false)).toBe('not-https');
    expect(endpointUrlProblem('http://127.0.0.1:8123/hooks', true)).toBeUndefined();
    expect(endpointUrlProblem('http://localhost/hooks', true)).toBeUndefined();
    expect(endpointUrlProblem('http://127.0.0.1.example.no/hooks', true)).toBe('not-https');
    expect(endpointUrlProblem('ftp://erp.example.no/hooks', true)).toBe('not-https');
    expect(endpointUrlProblem('https://me:secret@erp.example.no/hooks', false)).toBe('credentials');
    expect(endpointUrlProblem('https://erp.example.no/hooks#x', false)).toBe('fragment');
    expect(endpointUrlProblem('erp.example.no/hooks', false)).toBe('not-a-url');
  });
});

describe('waiting between attempts', () => {
  it('doubles from 30 seconds, at most 4 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(4 * 3_600_000);
    const total = Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, n) => retryDelayMs(n + 1)).reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThan(4 * 3_600_000);
  });
});

describe('service accounts (C02–C17 as for people)', () => {
  const creator: AccessUser = {
    id: 3, adminLevelEx: AdminLevel.Customer, reportLevelEx: ReportLevel.Customer, inventoryLevelEx: InventoryLevel.ControlReg,
    tasksAllowed: ['Delivery', 'Reception', 'Reports'], isNlp: false, isFinancial: false, customerId: 2, locationId: 20,
  };
  const wanted = { adminLevel: AdminLevel.None, reportLevelEx: ReportLevel.Location, inventoryLevelEx: InventoryLevel.None, isFinancial: false, tasksAllowed: ['Delivery'] as const, locationIds: [20] };

  it('gets what its creator has, and no more', () => {
    expect(serviceAccountRightBeyond(creator, { ...wanted, tasksAllowed: [...wanted.tasksAllowed] })).toBeUndefined();
    expect(serviceAccountRightBeyond(creator, { ...wanted, tasksAllowed: ['Order'] })).toBe('tasksAllowed');
    expect(serviceAccountRightBeyond(creator, { ...wanted, tasksAllowed: [], reportLevelEx: ReportLevel.Chain })).toBe('reportLevelEx');
    expect(serviceAccountRightBeyond(creator, { ...wanted, tasksAllowed: [], inventoryLevelEx: InventoryLevel.MainApprove })).toBe('inventoryLevelEx');
    expect(serviceAccountRightBeyond(creator, { ...wanted, tasksAllowed: [], isFinancial: true })).toBe('isFinancial');
  });

  it('is at most a location admin, even when its creator is more', () => {
    expect(serviceAccountRightBeyond(creator, { ...wanted, tasksAllowed: [], adminLevel: AdminLevel.Location })).toBeUndefined();
    expect(serviceAccountRightBeyond(creator, { ...wanted, tasksAllowed: [], adminLevel: AdminLevel.Customer })).toBe('adminLevel');
    expect(serviceAccountRightBeyond({ ...creator, adminLevelEx: AdminLevel.Global }, { ...wanted, tasksAllowed: [], adminLevel: AdminLevel.Customer })).toBe('adminLevel');
  });

  it('is kept by the customer\'s admins, never by a service account, and not for the operator', () => {
    expect(mayManageIntegrations(creator, { type: 'industry' })).toBe(true);
    expect(mayManageIntegrations({ ...creator, adminLevelEx: AdminLevel.Location }, { type: 'industry' })).toBe(false);
    expect(mayManageIntegrations({ ...creator, isServiceAccount: true }, { type: 'industry' })).toBe(false);
    expect(mayManageIntegrations({ ...creator, adminLevelEx: AdminLevel.Global }, { type: 'provider' })).toBe(false);
  });
});
