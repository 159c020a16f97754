// Every access rule of section C, written once. The menu, the route guard, the pickers and every
// server route call these functions; the server never relies on the portal hiding things.
import type { CustomerType, Task } from '../../generated/entities';
import { AdminLevel, InventoryLevel, ReportLevel } from './levels';

/** What access decisions look at: the acting user, their customer and the acting location. */
export interface AccessUser {
  id: number;
  adminLevelEx: number;
  reportLevelEx: number;
  inventoryLevelEx: number;
  tasksAllowed: readonly Task[];
  isNlp: boolean;
  isFinancial: boolean;
  employeeId?: string | null;
  customerId: number;
  locationId: number;
  active?: boolean;
}
export interface AccessCustomer {
  id: number;
  hasShopTransactions: boolean;
  chainId: number | null;
  /** P42: shapes only the menu (routes.ts "notFor"), never what the server allows. */
  type?: CustomerType;
}

/**
 * P43: organisation kinds. A customer's kind is its customer type (P42), which the menu reads, and a
 * counterparty outside the pool is kept as a name, a GLN and an address (J15), so nothing is of a
 * kind: these would class the external locations, were a rule ever to depend on what they are.
 */
export const ORGANISATION_KINDS = ['Other', 'Industrial', 'Merchant', 'Retailer', 'provider', 'Vendor', 'Transporter'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];
export interface AccessLocation { id: number; customerId: number; isBalance: boolean; statusId?: number }
export interface AccessContext { user: AccessUser; customer: AccessCustomer; location: AccessLocation }

/** A route's requirement, as data so it can be listed, tested and shown. */
export interface AccessRule {
  task?: Task;
  adminLevel?: 'Location' | 'Customer' | 'Global';
  inventoryLevel?: 'ControlReg' | 'MainApprove';
  /** true: balance locations only; false: non-balance locations only (C27–C29). */
  balanceLocation?: boolean;
  providerStaff?: boolean;
  shopTransactions?: boolean;
  reportAccess?: 'location' | 'customer' | 'chain';
  financial?: boolean;
}

/**
 * P31: permission flags as bits. Section C decides each access as allowed or refused by the rules
 * above, and every write is audited whatever the rule (system/audit.ts), so no permission is stored
 * as flags and nothing reads these; they would tune a rule kept as data per user or role.
 */
export const PermissionFlag = { None: 0, Allow: 1, Deny: 2, Audit: 4 } as const;

/** C03: an admin level of Global or above grants everything. */
export const isGlobalAdmin = (user: Pick<AccessUser, 'adminLevelEx'>) => user.adminLevelEx >= AdminLevel.Global;
/** C04 */
export const isLocationAdmin = (user: Pick<AccessUser, 'adminLevelEx'>) => user.adminLevelEx >= AdminLevel.Location;
/** C05 */
export const isCustomerAdmin = (user: Pick<AccessUser, 'adminLevelEx'>) => user.adminLevelEx >= AdminLevel.Customer;
export const isChainAdmin = (user: Pick<AccessUser, 'adminLevelEx'>) => user.adminLevelEx >= AdminLevel.Chain;
/** C08, R17: provider staff are the users of the pool operator's own customer. */
export const isProviderStaff = (user: Pick<AccessUser, 'isNlp'>) => user.isNlp;
/** C07, R17: an agent is provider staff with an employeeId; an employee id alone makes no one an agent. */
export const isAgent = (user: Pick<AccessUser, 'employeeId' | 'isNlp'>) => isProviderStaff(user) && Boolean(user.employeeId);
/** C11 */
export const hasTask = (user: Pick<AccessUser, 'tasksAllowed'>, task: Task) => user.tasksAllowed.includes(task);

/** C16: report access always goes through the Reports task. */
export function hasReportAccess(user: AccessUser, scope: 'location' | 'customer' | 'chain'): boolean {
  if (!hasTask(user, 'Reports')) return false;
  const needed = { location: ReportLevel.Location, customer: ReportLevel.Customer, chain: ReportLevel.Chain }[scope];
  return user.reportLevelEx >= needed;
}

/** C13. MainApprove also grants control registration (docs/decisions.md, R21). */
export function hasInventoryLevel(user: AccessUser, level: 'ControlReg' | 'MainApprove'): boolean {
  if (level === 'MainApprove') return user.inventoryLevelEx === InventoryLevel.MainApprove;
  return user.inventoryLevelEx === InventoryLevel.ControlReg || user.inventoryLevelEx === InventoryLevel.MainApprove;
}

/** May the context open a route with this rule? (C11–C40) */
export function mayAccess(context: AccessContext, rule: AccessRule): boolean {
  const { user, customer, location } = context;
  if (isGlobalAdmin(user)) return true;
  if (rule.task && !hasTask(user, rule.task)) return false;
  if (rule.adminLevel && user.adminLevelEx < AdminLevel[rule.adminLevel]) return false;
  if (rule.inventoryLevel && !hasInventoryLevel(user, rule.inventoryLevel)) return false;
  if (rule.balanceLocation !== undefined && location.isBalance !== rule.balanceLocation) return false;
  if (rule.providerStaff && !isProviderStaff(user)) return false;
  if (rule.shopTransactions && !customer.hasShopTransactions) return false;
  if (rule.reportAccess && !hasReportAccess(user, rule.reportAccess)) return false;
  if (rule.financial && !user.isFinancial) return false;
  return true;
}

/**
 * P39: the levels of the pool's organisation a scope is drawn at. The values are the ones scopes have
 * always carried (GET reports answers them), so Global is 'all'. No scope is drawn at Corporation or
 * None: no master data groups chains into corporations, and every user reaches the own location.
 */
export const OrganisationLevel = {
  Location: 'location', Customer: 'customer', Chain: 'chain', Corporation: 'corporation', Global: 'all', None: 'none',
} as const;
type Level = typeof OrganisationLevel;

/**
 * Which locations a user may work at (C05, C42): staff and global admins everywhere, chain admins
 * the chain's customers, customer admins the own customer, everyone else the own location.
 */
export type LocationScope =
  | { kind: Level['Global'] }
  | { kind: Level['Chain']; chainId: number }
  | { kind: Level['Customer']; customerId: number }
  | { kind: Level['Location']; locationId: number };

export function locationScope(user: AccessUser, customer: Pick<AccessCustomer, 'chainId'>): LocationScope {
  if (isGlobalAdmin(user) || isProviderStaff(user)) return { kind: OrganisationLevel.Global };
  if (isChainAdmin(user) && customer.chainId !== null) return { kind: OrganisationLevel.Chain, chainId: customer.chainId };
  if (isCustomerAdmin(user)) return { kind: OrganisationLevel.Customer, customerId: user.customerId };
  return { kind: OrganisationLevel.Location, locationId: user.locationId };
}

export function scopeIncludes(scope: LocationScope, location: AccessLocation, locationChainId: number | null): boolean {
  switch (scope.kind) {
    case OrganisationLevel.Global: return true;
    case OrganisationLevel.Chain: return locationChainId === scope.chainId;
    case OrganisationLevel.Customer: return location.customerId === scope.customerId;
    case OrganisationLevel.Location: return location.id === scope.locationId;
  }
}

/** C46, M: only provider staff and global admins act as another user. */
export const mayImpersonate = (loginUser: AccessUser) => isProviderStaff(loginUser) || isGlobalAdmin(loginUser);

/**
 * A12, M10: may the login user act as `user` at `location`? Acting as oneself needs the location
 * in the own scope; acting as someone else needs impersonation rights, and the location must be
 * one that the login user could reach.
 */
export function mayActIn(
  loginUser: AccessUser,
  loginCustomer: Pick<AccessCustomer, 'chainId'>,
  user: AccessUser,
  location: AccessLocation,
  locationChainId: number | null,
): boolean {
  if (loginUser.active === false || user.active === false) return false;
  if (user.id !== loginUser.id && !mayImpersonate(loginUser)) return false;
  return scopeIncludes(locationScope(loginUser, loginCustomer), location, locationChainId);
}

/** Write rule for one location (R03, C06): its location admins, the customer's admins, or staff. */
export function mayEditLocation(user: AccessUser, customer: Pick<AccessCustomer, 'chainId'>, location: AccessLocation & { isMainLocation?: boolean }, locationChainId: number | null): boolean {
  if (isGlobalAdmin(user) || isProviderStaff(user)) return true;
  if (!isLocationAdmin(user)) return false;
  // C06: secondary locations are changed by the provider only.
  if (location.isMainLocation === false) return false;
  return scopeIncludes(locationScope(user, customer), location, locationChainId);
}

/** Creating a location: customer admins for the own customer, staff and global admins anywhere. */
export function mayCreateLocation(user: AccessUser, customerId: number): boolean {
  if (isGlobalAdmin(user) || isProviderStaff(user)) return true;
  return isCustomerAdmin(user) && user.customerId === customerId;
}

/** C41: which customers a user may see: staff and global admins all, chain admins the chain's, everyone else the own. */
export type CustomerScope = Exclude<LocationScope, { kind: Level['Location'] }>;

export function customerScopeOf(user: Pick<AccessUser, 'customerId'>, scope: LocationScope): CustomerScope {
  return scope.kind === OrganisationLevel.Location ? { kind: OrganisationLevel.Customer, customerId: user.customerId } : scope;
}

/**
 * C43: which users a user may see: staff and global admins all, chain admins the chain's, customer
 * admins the customer's, location admins their own location's, everyone else only themselves.
 */
export type UserScope = LocationScope | { kind: 'self'; userId: number };

export function userScopeOf(user: AccessUser, scope: LocationScope): UserScope {
  if (scope.kind === OrganisationLevel.Location && !isLocationAdmin(user)) return { kind: 'self', userId: user.id };
  return scope;
}

/** C38, K01: publishing and managing messages is for global admins. */
export const mayManageMessages = (user: Pick<AccessUser, 'adminLevelEx'>) => isGlobalAdmin(user);

