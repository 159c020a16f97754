// J05, P47, C09, P32: the user level follows the admin level; the data level the section C scope.
import { describe, expect, it } from 'vitest';
import { AdminLevel } from '../../src/domain/levels';
import { dataLevelOf, ScopeLevel, userLevelOf } from '../../src/domain/user-levels';

const user = (adminLevelEx: number, extra: { isNlp?: boolean; active?: boolean } = {}) => ({ id: 9, adminLevelEx, isNlp: false, customerId: 2, locationId: 7, active: true, ...extra });

describe('P47: user levels', () => {
  it('are standard below Customer, customer from Customer and global from Global', () => {
    expect([AdminLevel.None, AdminLevel.Location, AdminLevel.Customer, AdminLevel.Chain, AdminLevel.Global, AdminLevel.System].map(userLevelOf))
      .toEqual(['standard', 'standard', 'customer', 'customer', 'global', 'global']);
  });
});

describe('C09, P32: data levels', () => {
  it('are the scope levels user to system, and Disabled', () => {
    expect(Object.values(ScopeLevel)).toEqual(['None', 'User', 'Location', 'Customer', 'Chain', 'Global', 'System', 'Disabled']);
  });

  it('reach as far as the admin level\'s scope does', () => {
    const inChain = { chainId: 4 };
    expect(dataLevelOf(user(AdminLevel.None), inChain)).toBe('User');
    expect(dataLevelOf(user(AdminLevel.Location), inChain)).toBe('Location');
    expect(dataLevelOf(user(AdminLevel.Customer), inChain)).toBe('Customer');
    expect(dataLevelOf(user(AdminLevel.Chain), inChain)).toBe('Chain');
    // A chain admin of a customer in no chain reaches the customer (C05).
    expect(dataLevelOf(user(AdminLevel.Chain), { chainId: null })).toBe('Customer');
    expect(dataLevelOf(user(AdminLevel.Global), inChain)).toBe('Global');
    expect(dataLevelOf(user(AdminLevel.System), inChain)).toBe('System');
    expect(dataLevelOf(user(AdminLevel.None, { isNlp: true }), inChain)).toBe('Global');
  });

  it('is Disabled for an inactive user, whatever the admin level', () => {
    expect(dataLevelOf(user(AdminLevel.Global, { active: false }), { chainId: null })).toBe('Disabled');
  });
});
