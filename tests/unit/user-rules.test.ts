// Who may change which user, and to what (J03–J08, C02, C11, C41, C43): src/domain/users.ts and the
// scopes of src/domain/access.ts.
import { describe, expect, it } from 'vitest';
import { customerScopeOf, userScopeOf, type AccessUser } from '../../src/domain/access';
import { ALL_TASKS, assignableTasks, highestAssignableLevel, lockedUserFields, mayEditUser, rightsBeyondGiver, ROLE_CODES } from '../../src/domain/users';

const person = (overrides: Partial<AccessUser>): AccessUser => ({
  id: 10, adminLevelEx: 0, reportLevelEx: -1, inventoryLevelEx: 0, tasksAllowed: [], isNlp: false, isFinancial: false, customerId: 2, locationId: 7, ...overrides,
});
const kunde = person({ id: 3, adminLevelEx: 2, tasksAllowed: ['Order', 'Delivery', 'Reports'], isFinancial: true });
const lager = person({ id: 4, adminLevelEx: 1, locationId: 8, tasksAllowed: ['Delivery'] });
const bruker = person({ id: 5 });
const staff = person({ id: 6, isNlp: true, customerId: 1, locationId: 1 });
const globalAdmin = person({ id: 1, adminLevelEx: 4, isNlp: true, customerId: 1, locationId: 1 });

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
  it('gives the actor\'s own tasks and level at most; global admins give every task and up to their level', () => {
    expect(assignableTasks(kunde)).toEqual(['Order', 'Delivery', 'Reports']);
    expect(assignableTasks(globalAdmin)).toHaveLength(7);
    expect(highestAssignableLevel(kunde)).toBe(2);
    expect(highestAssignableLevel(globalAdmin)).toBe(4);
  });

  it('gives provider staff below Global no more than they have themselves', () => {
    expect(assignableTasks(staff)).toEqual([]);
    expect(highestAssignableLevel(staff)).toBe(0);
    expect(rightsBeyondGiver(staff, { adminLevel: 4, tasksAllowed: ['Order'] })).toEqual(['adminLevel', 'tasksAllowed']);
  });
});

describe('rightsBeyondGiver: no level above the giver\'s (C02, C10, C11, C13, C17)', () => {
  // A customer admin with customer reports, control registration and no financial access.
  const giver = person({ id: 3, adminLevelEx: 2, reportLevelEx: 1, inventoryLevelEx: 2, tasksAllowed: ['Order', 'Reports'] });

  it('refuses each kind of level above the giver\'s own', () => {
    expect(rightsBeyondGiver(giver, { adminLevel: 3 })).toEqual(['adminLevel']);
    expect(rightsBeyondGiver(giver, { reportLevelEx: 2 })).toEqual(['reportLevelEx']);
    expect(rightsBeyondGiver(giver, { inventoryLevelEx: 1 })).toEqual(['inventoryLevelEx']);
    expect(rightsBeyondGiver(giver, { isFinancial: true })).toEqual(['isFinancial']);
    expect(rightsBeyondGiver(giver, { tasksAllowed: ['Order', 'Inventory'] })).toEqual(['tasksAllowed']);
  });

  it('allows up to the giver\'s own, and less', () => {
    expect(rightsBeyondGiver(giver, { adminLevel: 2, reportLevelEx: 1, inventoryLevelEx: 2, isFinancial: false, tasksAllowed: ['Order', 'Reports'] })).toEqual([]);
    expect(rightsBeyondGiver(giver, { adminLevel: 0, reportLevelEx: -1, inventoryLevelEx: 0, tasksAllowed: [] })).toEqual([]);
  });

  it('ranks MainApprove above ControlReg, as it grants both (C13, R21)', () => {
    const approver = person({ adminLevelEx: 1, inventoryLevelEx: 1 });
    expect(rightsBeyondGiver(approver, { inventoryLevelEx: 2 })).toEqual([]);
    expect(rightsBeyondGiver(approver, { inventoryLevelEx: 1 })).toEqual([]);
    expect(rightsBeyondGiver(person({ adminLevelEx: 1, inventoryLevelEx: 0 }), { inventoryLevelEx: 2 })).toEqual(['inventoryLevelEx']);
  });

  it('judges only what changes: a stored higher level may stay', () => {
    const stored = { adminLevel: 3, reportLevelEx: 2, inventoryLevelEx: 1, isFinancial: true, tasksAllowed: ['ShopAccounting'] as const };
    expect(rightsBeyondGiver(giver, { ...stored, tasksAllowed: ['ShopAccounting', 'Order'] }, stored)).toEqual([]);
    expect(rightsBeyondGiver(giver, { ...stored, reportLevelEx: 2 }, { ...stored, reportLevelEx: 0 })).toEqual(['reportLevelEx']);
  });

  it('lets a global admin give everything (C03)', () => {
    expect(rightsBeyondGiver(globalAdmin, { adminLevel: 4, reportLevelEx: 2, inventoryLevelEx: 1, isFinancial: true, tasksAllowed: ['ShopAccounting'] })).toEqual([]);
    expect(rightsBeyondGiver(globalAdmin, { adminLevel: 5 })).toEqual(['adminLevel']);
  });
});

describe('lockedUserFields (usereditable)', () => {
  it('locks staff facts and the customer for customers, and the own rights for oneself', () => {
    expect(lockedUserFields(kunde, { id: 5 })).toEqual(expect.arrayContaining(['employeeId', 'employmentType', 'customerId']));
    expect(lockedUserFields(kunde, { id: 5 })).not.toContain('adminLevel');
    expect(lockedUserFields(kunde, { id: 3 })).toEqual(expect.arrayContaining(['adminLevel', 'active', 'tasksAllowed']));
    expect(lockedUserFields(lager, { id: 9 })).toEqual(expect.arrayContaining(['locationId', 'isFinancial']));
    expect(lockedUserFields(globalAdmin, { id: 9 })).toEqual([]);
    // Staff without financial access do not hand it out (C17).
    expect(lockedUserFields(staff, { id: 9 })).toEqual(['isFinancial']);
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

describe('P46: role codes', () => {
  it('name every web task once, and beside them the admin level and pickups', () => {
    const named = Object.values(ROLE_CODES);
    expect(new Set(named).size).toBe(named.length);
    expect(named.filter((name) => !(ALL_TASKS as readonly string[]).includes(name)).sort()).toEqual(['Administrator', 'Pickup']);
    for (const task of ALL_TASKS) expect(named, task).toContain(task);
    expect(Object.keys(ROLE_CODES)).toEqual(['ADM', 'DEL', 'EXP', 'REC', 'REP', 'DIS', 'INV', 'SHA', 'ORD']);
  });
});
