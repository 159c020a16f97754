// Switch location and impersonation (M01–M11) and the restricted-mode picker rules (C41–C46),
// written once on top of access.ts: the server checks every context with mayTakeContext, the
// pickers offer what the picker rules allow, and the dialog follows the button rules.
import {
  isCustomerAdmin, isGlobalAdmin, isLocationAdmin, isProviderStaff, locationScope, mayActIn, mayImpersonate, OrganisationLevel,
  type AccessCustomer, type AccessLocation, type AccessUser, type LocationScope,
} from './access';
import { OrgStatus } from './levels';

/** The login user as the switching rules see them: with the further locations they are assigned to. */
export interface SwitchingLogin {
  user: AccessUser;
  customer: Pick<AccessCustomer, 'chainId'>;
  /** Locations besides the own one where a location-level user works (user_locations). */
  assignedLocationIds: readonly number[];
}

/**
 * Ordinary users and location admins work at their own location and the ones they are assigned to
 * (C42 "otherwise only the own location", docs/decisions.md); customer admins and above by scope.
 */
export const worksAtOwnLocations = (user: AccessUser) => !isCustomerAdmin(user) && !isProviderStaff(user);

export const ownLocationIds = (login: SwitchingLogin): number[] =>
  [login.user.locationId, ...login.assignedLocationIds.filter((id) => id !== login.user.locationId)];

/**
 * A12, M07, M10: may the login user act as `user` at `location`? This one rule guards both the
 * X-Context of every call and POST status.
 * - Acting as someone else needs staff or global admin (C46), and that user must belong to the
 *   location's customer unless they are staff themselves.
 * - Location-level users act at their own and assigned locations only.
 * - Customer and chain admins act inside their scope, at active locations (C42) or their own.
 */
export function mayTakeContext(login: SwitchingLogin, user: AccessUser, location: AccessLocation, locationChainId: number | null): boolean {
  if (login.user.active === false || user.active === false) return false;
  if (user.id !== login.user.id) {
    if (!mayImpersonate(login.user)) return false;
    if (!isProviderStaff(user) && user.customerId !== location.customerId) return false;
    return mayActIn(login.user, login.customer, user, location, locationChainId);
  }
  if (worksAtOwnLocations(login.user)) return ownLocationIds(login).includes(location.id);
  if (!mayActIn(login.user, login.customer, user, location, locationChainId)) return false;
  const seesInactive = isProviderStaff(login.user) || isGlobalAdmin(login.user);
  return seesInactive || location.id === login.user.locationId || location.statusId === undefined || location.statusId === OrgStatus.Active;
}

/**
 * Which locations the acting user reads in a context (C05, C42): location-level users read the
 * location they act at (their own or an assigned one), everyone else their scope.
 */
export function actingScope(user: AccessUser, customer: Pick<AccessCustomer, 'chainId'>, actingLocationId: number): LocationScope {
  const scope = locationScope(user, customer);
  return scope.kind === OrganisationLevel.Location ? { kind: OrganisationLevel.Location, locationId: actingLocationId } : scope;
}

// ---------------------------------------------------------------------------------------------
// The pickers in restricted mode (M01), from the login user's point of view

export type PickerCustomers = { kind: 'all' } | { kind: 'own'; customerId: number };

/** C41: customers: only the own one, unless global. */
export function pickerCustomers(login: AccessUser): PickerCustomers {
  return isGlobalAdmin(login) ? { kind: 'all' } : { kind: 'own', customerId: login.customerId };
}

export type PickerLocations =
  | { kind: 'customer'; includeInactive: boolean }
  | { kind: 'own'; locationIds: number[] };

/**
 * C42: locations: customer-level admins see the chosen customer's active locations, provider
 * staff (and global admins) also the non-active ones; everyone else only their own locations.
 */
export function pickerLocations(login: SwitchingLogin): PickerLocations {
  if (isProviderStaff(login.user) || isGlobalAdmin(login.user)) return { kind: 'customer', includeInactive: true };
  if (isCustomerAdmin(login.user)) return { kind: 'customer', includeInactive: false };
  return { kind: 'own', locationIds: ownLocationIds(login) };
}

/** C43: users: all for location admins and above, otherwise only the user themself. */
export const pickerUsers = (login: AccessUser): 'all' | 'self' => (isLocationAdmin(login) ? 'all' : 'self');

/** C45: the user picker and the switch button need global admin. */
export const mayPickUser = (login: AccessUser) => isGlobalAdmin(login);

/** M04: "login when switch" is for global admins only. */
export const mayLoginWhenSwitching = (login: AccessUser) => isGlobalAdmin(login);

/**
 * M04, M07, R48 (issue 14): in the dialog, "login when switch" is what takes the chosen user: with
 * it the login user is logged in as that user (acts as them, A12); without it the switch moves the
 * login user themself to the chosen customer and location, and a chosen user is not sent.
 */
export function switchedUserId(loginUserId: number, choice: { userId?: number | null; withLogin: boolean }): number {
  return choice.withLogin && choice.userId != null ? choice.userId : loginUserId;
}

/** M05: non-global admins switch as soon as they choose a location. */
export const switchesOnLocationChoice = (login: AccessUser) => !isGlobalAdmin(login);

/** M06: "back to logged-in location" shows when the selected user or location differs from the login. */
export function differsFromLogin(login: Pick<AccessUser, 'id' | 'locationId'>, selection: { userId?: number | null; locationId?: number | null }): boolean {
  return (selection.userId != null && selection.userId !== login.id) || (selection.locationId != null && selection.locationId !== login.locationId);
}

/**
 * M08, R48: after a switch, users who are not provider staff go to Home; staff stay on the route
 * they were on, unless the switch was a "login when switch", which starts at Home like a sign-in.
 */
export const goesHomeAfterSwitch = (login: AccessUser, withLogin: boolean) => withLogin || !isProviderStaff(login);

/** M09: the option statuses the dialog flags (Closed/Blocked and Finished; New too, as not yet active). */
export const isFlaggedStatus = (statusId: number) => statusId !== OrgStatus.Active;
