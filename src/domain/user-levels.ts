// A user's level and data level as user administration shows them (J05, P47, C09, P32). Neither is a
// right of its own: both follow the admin level (C02) and the section C scope that gives, so they say
// in the pool's words what the admin level chosen allows. docs/decisions.md "User levels".
import { locationScope, OrganisationLevel, userScopeOf, type AccessCustomer, type AccessUser } from './access';
import { AdminLevel } from './levels';

/** P47: standard (the own location), customer (all the customer's locations), global (the whole pool). */
export type UserLevel = 'standard' | 'customer' | 'global';

export function userLevelOf(adminLevel: number): UserLevel {
  if (adminLevel >= AdminLevel.Global) return 'global';
  if (adminLevel >= AdminLevel.Customer) return 'customer';
  return 'standard';
}

/** P32: scope levels, C09's data levels (none, user, location, customer, chain, global, system) and Disabled. */
export const ScopeLevel = {
  None: 'None', User: 'User', Location: 'Location', Customer: 'Customer', Chain: 'Chain', Global: 'Global', System: 'System', Disabled: 'Disabled',
} as const;
export type ScopeLevelValue = (typeof ScopeLevel)[keyof typeof ScopeLevel];

/** The facts of a user its data level follows. */
export type ScopedUser = Pick<AccessUser, 'id' | 'adminLevelEx' | 'isNlp' | 'customerId' | 'locationId' | 'active'>;

/**
 * C09: how far a user's data reaches, the users and locations (C42, C43) and the transactions of
 * section C: only the own records (a user without admin level), the location's, the customer's,
 * the chain's, the whole pool's (global admins and provider staff), and the system's (system admins).
 * An inactive user reaches nothing.
 */
export function dataLevelOf(user: ScopedUser, customer: Pick<AccessCustomer, 'chainId'>): ScopeLevelValue {
  if (user.active === false) return ScopeLevel.Disabled;
  if (user.adminLevelEx >= AdminLevel.System) return ScopeLevel.System;
  // The scope rules read only these facts of a user.
  const scope = userScopeOf(user as AccessUser, locationScope(user as AccessUser, customer));
  const byLevel = {
    [OrganisationLevel.Global]: ScopeLevel.Global, [OrganisationLevel.Chain]: ScopeLevel.Chain, [OrganisationLevel.Customer]: ScopeLevel.Customer,
    [OrganisationLevel.Location]: ScopeLevel.Location, self: ScopeLevel.User,
  } as const;
  return byLevel[scope.kind];
}
