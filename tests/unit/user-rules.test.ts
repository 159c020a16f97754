// Who may change which user, and to what (J03–J08, C02, C11, C41, C43): src/domain/users.ts and the
// scopes of src/domain/access.ts.
import { describe, expect, it } from 'vitest';
import { customerScopeOf, userScopeOf, type AccessUser } from '../../src/domain/access';
import { assignableTasks, highestAssignableLevel, lockedUserFields, mayEditUser } from '../../src/domain/users';

const person = (overrides: Partial<AccessUser>): AccessUser => ({
  id: 10, adminLevelEx: 0, reportLevelEx: -1, inventoryLevelEx: 0, tasksAllowed: [], isNlp: false, isFinancial: false, customerId: 2, locationId: 7, ...overrides,
});
const kunde = person({ id: 3, adminLevelEx: 2, tasksAllowed: ['Order', 'Delivery', 'Reports'], isFinancial: true });
const lager = person({ id: 4, adminLevelEx: 1, locationId: 8, tasksAllowed: ['Delivery'] });
const bruker = person({ id: 5 });
const staff = person({ id: 6, isNlp: true, customerId: 1, locationId: 1 });

describe('mayEditUser (J03)', () => {
  it('lets admins edit users up to their own level, staff anyone, ordinary users no one', () => {
    expect(mayEditUser(kunde, { id: 5, adminLevel: 0 })).toBe(true);
    expect(mayEditUser(kunde, { id: 99, adminLevel: 3 })).toBe(false);
    expect(mayEditUser(lager, { id: 3, adminLevelEx: 2 })).toBe(false);
    expect(mayEditUser(bruker, { id: 5 })).toBe(false);
    expect(mayEditUser(staff, { id: 1, adminLevel: 4 })).toBe(true);
  });
});

describe('what may be given (C02, C11)', () => {
  it('gives the actor\'s own tasks and level at most; staff give every task and up to Global', () => {
    expect(assignableTasks(kunde)).toEqual(['Order', 'Delivery', 'Reports']);
    expect(assignableTasks(staff)).toHaveLength(7);
    expect(highestAssignableLevel(kunde)).toBe(2);
    expect(highestAssignableLevel(staff)).toBe(4);
  });
});

describe('lockedUserFields (usereditable)', () => {
  it('locks staff facts and the customer for customers, and the own rights for oneself', () => {
    expect(lockedUserFields(kunde, { id: 5 })).toEqual(expect.arrayContaining(['employeeId', 'employmentType', 'customerId']));
    expect(lockedUserFields(kunde, { id: 5 })).not.toContain('adminLevel');
    expect(lockedUserFields(kunde, { id: 3 })).toEqual(expect.arrayContaining(['adminLevel', 'active', 'tasksAllowed']));
    expect(lockedUserFields(lager, { id: 9 })).toEqual(expect.arrayContaining(['locationId', 'isFinancial']));
    expect(lockedUserFields(staff, { id: 9 })).toEqual([]);
  });
});

describe('scopes (C41, C43)', () => {
  it('gives ordinary users themselves, location admins their location, customer admins the customer', () => {
    expect(userScopeOf(bruker, { kind: 'location', locationId: 7 })).toEqual({ kind: 'self', userId: 5 });
    expect(userScopeOf(lager, { kind: 'location', locationId: 8 })).toEqual({ kind: 'location', locationId: 8 });
    expect(userScopeOf(kunde, { kind: 'customer', customerId: 2 })).toEqual({ kind: 'customer', customerId: 2 });
    expect(userScopeOf(staff, { kind: 'all' })).toEqual({ kind: 'all' });
  });

  it('gives everyone below customer admin the own customer, chain admins the chain', () => {
    expect(customerScopeOf(bruker, { kind: 'location', locationId: 7 })).toEqual({ kind: 'customer', customerId: 2 });
    expect(customerScopeOf(kunde, { kind: 'chain', chainId: 1 })).toEqual({ kind: 'chain', chainId: 1 });
    expect(customerScopeOf(staff, { kind: 'all' })).toEqual({ kind: 'all' });
  });
});
