// The access rules of FEATURES.md section C, one rule per test, each with an allowed and a refused case.
import { describe, it, expect } from 'vitest';
import {
  hasInventoryLevel,
  hasReportAccess,
  hasTask,
  isAgent,
  isCustomerAdmin,
  isGlobalAdmin,
  isLocationAdmin,
  isProviderStaff,
  locationScope,
  mayAccess,
  mayActIn,
  mayCreateLocation,
  mayEditLocation,
  mayImpersonate,
  OrganisationLevel,
  scopeIncludes,
  type AccessContext,
  type AccessCustomer,
  type AccessLocation,
  type AccessRule,
  type AccessUser,
} from '../../src/domain/access';
import { AdminLevel, InventoryLevel, ReportLevel } from '../../src/domain/levels';
import { allRoutes } from '../../src/domain/routes';

// Fixed ids: the user works at location 1000 of customer 100, which belongs to chain 7.
const OWN_CUSTOMER = 100;
const OTHER_CUSTOMER = 200;
const OWN_LOCATION = 1000;
const OWN_CHAIN = 7;

/** An ordinary user: no tasks, no admin, report or inventory level, not staff, not financial. */
function user(over: Partial<AccessUser> = {}): AccessUser {
  return {
    id: 10,
    adminLevelEx: AdminLevel.None,
    reportLevelEx: ReportLevel.None,
    inventoryLevelEx: InventoryLevel.None,
    tasksAllowed: [],
    isNlp: false,
    isFinancial: false,
    employeeId: null,
    customerId: OWN_CUSTOMER,
    locationId: OWN_LOCATION,
    ...over,
  };
}

function customer(over: Partial<AccessCustomer> = {}): AccessCustomer {
  return { id: OWN_CUSTOMER, hasShopTransactions: false, chainId: OWN_CHAIN, ...over };
}

function location(over: Partial<AccessLocation> = {}): AccessLocation {
  return { id: OWN_LOCATION, customerId: OWN_CUSTOMER, isBalance: false, ...over };
}

function ctx(over: { user?: Partial<AccessUser>; customer?: Partial<AccessCustomer>; location?: Partial<AccessLocation> } = {}): AccessContext {
  return { user: user(over.user), customer: customer(over.customer), location: location(over.location) };
}

/** The rule the route table gives a path; fails loudly if the path is not in the table. */
function ruleOf(path: string): AccessRule {
  const route = allRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.access;
}

const may = (path: string, context: AccessContext) => mayAccess(context, ruleOf(path));

describe('levels', () => {
  it('C02 admin levels are ordered Location < Customer < Chain < Global < System', () => {
    expect([AdminLevel.Location, AdminLevel.Customer, AdminLevel.Chain, AdminLevel.Global, AdminLevel.System]).toEqual([1, 2, 3, 4, 5]);
    expect(AdminLevel.None).toBe(0);
  });

  it('C10 report levels: -1 none, 0 location, 1 customer, 2 chain', () => {
    expect(ReportLevel).toEqual({ None: -1, Location: 0, Customer: 1, Chain: 2 });
  });
});

describe('the base context', () => {
  // The "any user" tests below only mean something if the base user is really unprivileged.
  it('is refused every route that has a requirement', () => {
    const guarded = allRoutes.filter((route) => Object.keys(route.access).length > 0);
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) expect(mayAccess(ctx(), route.access), route.path).toBe(false);
  });
});

describe('roles (C03–C08)', () => {
  it('C03 a global admin gets every route, even staff-only and balance-only ones', () => {
    const globalAdmin = ctx({ user: { adminLevelEx: AdminLevel.Global } });
    for (const route of allRoutes) expect(mayAccess(globalAdmin, route.access), route.path).toBe(true);
    // No tasks, not staff, non-balance location, no shop flag: the level alone opens these.
    expect(may('expedition/direct', globalAdmin)).toBe(true);
    expect(may('inventory/control', globalAdmin)).toBe(true);
    expect(may('inventory/main', globalAdmin)).toBe(true);
    expect(may('delivery/shop', globalAdmin)).toBe(true);
    expect(may('reports/invoices', globalAdmin)).toBe(true);
    expect(isGlobalAdmin({ adminLevelEx: AdminLevel.Global })).toBe(true);
  });

  it('C03 a system admin is above Global and gets everything too', () => {
    const systemAdmin = ctx({ user: { adminLevelEx: AdminLevel.System } });
    for (const route of allRoutes) expect(mayAccess(systemAdmin, route.access), route.path).toBe(true);
    expect(isGlobalAdmin({ adminLevelEx: AdminLevel.System })).toBe(true);
  });

  it('C03 a chain admin is below Global and does not get everything', () => {
    const chainAdmin = ctx({ user: { adminLevelEx: AdminLevel.Chain } });
    expect(isGlobalAdmin({ adminLevelEx: AdminLevel.Chain })).toBe(false);
    expect(may('expedition/direct', chainAdmin)).toBe(false);
    expect(may('inventory/control', chainAdmin)).toBe(false);
    expect(may('system/logs', chainAdmin)).toBe(false);
    expect(may('orders/orders', chainAdmin)).toBe(false);
  });

  it('C04 a location admin is anyone at or above Location', () => {
    expect(isLocationAdmin({ adminLevelEx: AdminLevel.None })).toBe(false);
    expect(isLocationAdmin({ adminLevelEx: AdminLevel.Location })).toBe(true);
    expect(isLocationAdmin({ adminLevelEx: AdminLevel.Customer })).toBe(true);
    expect(isLocationAdmin({ adminLevelEx: AdminLevel.Global })).toBe(true);
  });

  it('C05 a customer admin is anyone at or above Customer', () => {
    expect(isCustomerAdmin({ adminLevelEx: AdminLevel.Location })).toBe(false);
    expect(isCustomerAdmin({ adminLevelEx: AdminLevel.Customer })).toBe(true);
    expect(isCustomerAdmin({ adminLevelEx: AdminLevel.Chain })).toBe(true);
    expect(isCustomerAdmin({ adminLevelEx: AdminLevel.Global })).toBe(true);
  });

  it('C07, R17 an agent is provider staff with an employeeId', () => {
    expect(isAgent({ isNlp: true, employeeId: 'E1042' })).toBe(true);
    expect(isAgent({ isNlp: true, employeeId: null })).toBe(false);
    expect(isAgent({ isNlp: true, employeeId: undefined })).toBe(false);
    expect(isAgent({ isNlp: true, employeeId: '' })).toBe(false);
  });

  it('C07, R17 an employee id alone makes no customer user an agent', () => {
    expect(isAgent({ isNlp: false, employeeId: 'E1042' })).toBe(false);
  });

  it('C08 provider staff are the isNlp users (R17)', () => {
    expect(isProviderStaff(user({ isNlp: true }))).toBe(true);
    expect(isProviderStaff(user({ isNlp: false }))).toBe(false);
    // An admin level does not make a user staff.
    expect(isProviderStaff(user({ adminLevelEx: AdminLevel.Chain }))).toBe(false);
  });
});

describe('access kinds (C11–C17)', () => {
  it('C11 a task rule needs that task in tasksAllowed', () => {
    const orderer = user({ tasksAllowed: ['Order'] });
    expect(hasTask(orderer, 'Order')).toBe(true);
    expect(hasTask(orderer, 'Delivery')).toBe(false);
    expect(mayAccess(ctx({ user: { tasksAllowed: ['Order'] } }), { task: 'Order' })).toBe(true);
    expect(mayAccess(ctx({ user: { tasksAllowed: ['Delivery', 'Reception'] } }), { task: 'Order' })).toBe(false);
  });

  it('C12 an admin level rule needs that level or above', () => {
    expect(mayAccess(ctx({ user: { adminLevelEx: AdminLevel.Customer } }), { adminLevel: 'Customer' })).toBe(true);
    expect(mayAccess(ctx({ user: { adminLevelEx: AdminLevel.Chain } }), { adminLevel: 'Customer' })).toBe(true);
    expect(mayAccess(ctx({ user: { adminLevelEx: AdminLevel.Location } }), { adminLevel: 'Customer' })).toBe(false);
  });

  it('C13 ControlReg level grants control registration only', () => {
    const controller = user({ inventoryLevelEx: InventoryLevel.ControlReg });
    expect(hasInventoryLevel(controller, 'ControlReg')).toBe(true);
    expect(hasInventoryLevel(controller, 'MainApprove')).toBe(false);
  });

  it('C13 MainApprove level also grants control registration (R21)', () => {
    const approver = user({ inventoryLevelEx: InventoryLevel.MainApprove });
    expect(hasInventoryLevel(approver, 'MainApprove')).toBe(true);
    expect(hasInventoryLevel(approver, 'ControlReg')).toBe(true);
  });

  it('C13 no inventory level grants neither', () => {
    expect(hasInventoryLevel(user(), 'ControlReg')).toBe(false);
    expect(hasInventoryLevel(user(), 'MainApprove')).toBe(false);
  });

  it('C13 inventory routes: MainApprove opens control, ControlReg is refused main', () => {
    const at = (inventoryLevelEx: number) => ctx({ user: { tasksAllowed: ['Inventory'], inventoryLevelEx }, location: { isBalance: true } });
    expect(may('inventory/control', at(InventoryLevel.MainApprove))).toBe(true);
    expect(may('inventory/control', at(InventoryLevel.ControlReg))).toBe(true);
    expect(may('inventory/main', at(InventoryLevel.MainApprove))).toBe(true);
    expect(may('inventory/main', at(InventoryLevel.ControlReg))).toBe(false);
  });

  it('C15 a shop-transactions rule needs the customer flag', () => {
    expect(mayAccess(ctx({ customer: { hasShopTransactions: true } }), { shopTransactions: true })).toBe(true);
    expect(mayAccess(ctx({ customer: { hasShopTransactions: false } }), { shopTransactions: true })).toBe(false);
  });

  it('C16 report access: location >= 0, customer > 0, chain > 1', () => {
    const reporter = (reportLevelEx: number) => user({ tasksAllowed: ['Reports'], reportLevelEx });
    const scopes = ['location', 'customer', 'chain'] as const;
    const granted = (reportLevelEx: number) => scopes.filter((scope) => hasReportAccess(reporter(reportLevelEx), scope));
    expect(granted(ReportLevel.None)).toEqual([]);
    expect(granted(ReportLevel.Location)).toEqual(['location']);
    expect(granted(ReportLevel.Customer)).toEqual(['location', 'customer']);
    expect(granted(ReportLevel.Chain)).toEqual(['location', 'customer', 'chain']);
  });

  it('C16 report access always goes through the Reports task', () => {
    const chainReporterWithoutTask = user({ tasksAllowed: ['Order', 'Delivery'], reportLevelEx: ReportLevel.Chain });
    expect(hasReportAccess(chainReporterWithoutTask, 'location')).toBe(false);
    expect(hasReportAccess(chainReporterWithoutTask, 'chain')).toBe(false);
    expect(mayAccess(ctx({ user: { reportLevelEx: ReportLevel.Chain } }), { reportAccess: 'location' })).toBe(false);
    expect(mayAccess(ctx({ user: { reportLevelEx: ReportLevel.Chain, tasksAllowed: ['Reports'] } }), { reportAccess: 'chain' })).toBe(true);
  });

  it('C17 financial report access needs isFinancial', () => {
    expect(mayAccess(ctx({ user: { isFinancial: true } }), { financial: true })).toBe(true);
    expect(mayAccess(ctx({ user: { isFinancial: false } }), { financial: true })).toBe(false);
  });
});

describe('per-route rules (C19–C40)', () => {
  const withTasks = (...tasksAllowed: AccessUser['tasksAllowed']) => ctx({ user: { tasksAllowed } });

  it('C19 profile is open to any user', () => {
    expect(ruleOf('profile')).toEqual({});
    expect(may('profile', ctx())).toBe(true);
  });

  it('C20 home is open to any user', () => {
    expect(ruleOf('home')).toEqual({});
    expect(may('home', ctx())).toBe(true);
  });

  it('C21 orders need task Order', () => {
    for (const path of ['orders/orders', 'orders/scheduled-orders']) {
      expect(may(path, withTasks('Order')), path).toBe(true);
      expect(may(path, withTasks('Delivery', 'Reception')), path).toBe(false);
    }
  });

  it('C22 delivery routes need task Delivery', () => {
    for (const path of ['delivery/drafts', 'delivery/deliveries', 'delivery/missing-reg', 'delivery/external-orders', 'delivery/fileimport']) {
      expect(may(path, withTasks('Delivery')), path).toBe(true);
      expect(may(path, withTasks('Order', 'Reception')), path).toBe(false);
    }
  });

  it('C23 delivery/shop needs task Delivery and the shop-transactions flag', () => {
    expect(may('delivery/shop', ctx({ user: { tasksAllowed: ['Delivery'] }, customer: { hasShopTransactions: true } }))).toBe(true);
    expect(may('delivery/shop', ctx({ user: { tasksAllowed: ['Delivery'] }, customer: { hasShopTransactions: false } }))).toBe(false);
    expect(may('delivery/shop', ctx({ user: { tasksAllowed: ['Order'] }, customer: { hasShopTransactions: true } }))).toBe(false);
  });

  it('C24 reception routes need task Reception', () => {
    for (const path of ['reception/reception', 'reception/missing-reg']) {
      expect(may(path, withTasks('Reception')), path).toBe(true);
      expect(may(path, withTasks('Delivery')), path).toBe(false);
    }
  });

  it('C25 expedition available, pickup and scheduled-pickup need task Expedition', () => {
    for (const path of ['expedition/available', 'expedition/pickup', 'expedition/scheduled-pickup']) {
      expect(may(path, withTasks('Expedition')), path).toBe(true);
      expect(may(path, withTasks('Reception')), path).toBe(false);
    }
  });

  it('C26 expedition/direct needs task Expedition and is for provider staff only', () => {
    expect(may('expedition/direct', ctx({ user: { tasksAllowed: ['Expedition'], isNlp: true } }))).toBe(true);
    expect(may('expedition/direct', ctx({ user: { tasksAllowed: ['Expedition'], isNlp: false } }))).toBe(false);
    expect(may('expedition/direct', ctx({ user: { tasksAllowed: [], isNlp: true } }))).toBe(false);
    // A customer admin is not staff.
    expect(may('expedition/direct', ctx({ user: { tasksAllowed: ['Expedition'], adminLevelEx: AdminLevel.Chain } }))).toBe(false);
  });

  const inventory = (inventoryLevelEx: number, isBalance: boolean, tasksAllowed: AccessUser['tasksAllowed'] = ['Inventory']) =>
    ctx({ user: { tasksAllowed, inventoryLevelEx }, location: { isBalance } });

  it('C27 inventory/control needs task Inventory and ControlReg, at balance locations only', () => {
    expect(may('inventory/control', inventory(InventoryLevel.ControlReg, true))).toBe(true);
    expect(may('inventory/control', inventory(InventoryLevel.ControlReg, false))).toBe(false);
    expect(may('inventory/control', inventory(InventoryLevel.None, true))).toBe(false);
    expect(may('inventory/control', inventory(InventoryLevel.ControlReg, true, ['Reports']))).toBe(false);
  });

  it('C28 inventory/main needs task Inventory and MainApprove, at balance locations only', () => {
    expect(may('inventory/main', inventory(InventoryLevel.MainApprove, true))).toBe(true);
    expect(may('inventory/main', inventory(InventoryLevel.MainApprove, false))).toBe(false);
    expect(may('inventory/main', inventory(InventoryLevel.ControlReg, true))).toBe(false);
    expect(may('inventory/main', inventory(InventoryLevel.MainApprove, true, []))).toBe(false);
  });

  it('C29 inventory/orders needs task Inventory and MainApprove, at non-balance locations only', () => {
    expect(may('inventory/orders', inventory(InventoryLevel.MainApprove, false))).toBe(true);
    expect(may('inventory/orders', inventory(InventoryLevel.MainApprove, true))).toBe(false);
    expect(may('inventory/orders', inventory(InventoryLevel.ControlReg, false))).toBe(false);
    expect(may('inventory/orders', inventory(InventoryLevel.MainApprove, false, []))).toBe(false);
  });

  it('C30 every reports route needs task Reports', () => {
    const reports = allRoutes.filter((route) => route.path.startsWith('reports/'));
    expect(reports.length).toBe(12);
    // Everything else a report route could ask for (provider staff: negative-balances), but not the task.
    const allButTask = ctx({ user: { reportLevelEx: ReportLevel.Chain, isFinancial: true, isNlp: true, tasksAllowed: ['Order', 'Delivery'] } });
    const withTask = ctx({ user: { reportLevelEx: ReportLevel.Chain, isFinancial: true, isNlp: true, tasksAllowed: ['Reports'] } });
    for (const route of reports) {
      expect(mayAccess(withTask, route.access), route.path).toBe(true);
      expect(mayAccess(allButTask, route.access), route.path).toBe(false);
    }
  });

  it('C31 the five location reports need report level >= 0', () => {
    for (const path of ['reports/overview', 'reports/balance', 'reports/transactions', 'reports/duplicates-customer', 'reports/duplicates-location']) {
      expect(may(path, ctx({ user: { tasksAllowed: ['Reports'], reportLevelEx: ReportLevel.Location } })), path).toBe(true);
      expect(may(path, ctx({ user: { tasksAllowed: ['Reports'], reportLevelEx: ReportLevel.None } })), path).toBe(false);
    }
  });

  it('C32 reports/invoices needs financial report access', () => {
    expect(may('reports/invoices', ctx({ user: { tasksAllowed: ['Reports'], isFinancial: true } }))).toBe(true);
    expect(may('reports/invoices', ctx({ user: { tasksAllowed: ['Reports'], isFinancial: false } }))).toBe(false);
    expect(may('reports/invoices', ctx({ user: { tasksAllowed: [], isFinancial: true } }))).toBe(false);
  });

  it('C33 reports customers, locations, shops, users and targit need only task Reports', () => {
    for (const path of ['reports/customers', 'reports/locations', 'reports/shops', 'reports/users', 'reports/targit']) {
      expect(ruleOf(path), path).toEqual({ task: 'Reports' });
      expect(may(path, ctx({ user: { tasksAllowed: ['Reports'], reportLevelEx: ReportLevel.None } })), path).toBe(true);
      expect(may(path, withTasks('Order')), path).toBe(false);
    }
  });

  it('C34 every shop-accounting route needs task ShopAccounting', () => {
    for (const path of ['shop-accounting/overview', 'shop-accounting/shop-transactions', 'shop-accounting/wholesale-transactions']) {
      expect(may(path, withTasks('ShopAccounting')), path).toBe(true);
      expect(may(path, withTasks('Delivery', 'Reports')), path).toBe(false);
    }
  });

  it('C35 support-templates needs global admin', () => {
    expect(may('support/support-templates', ctx({ user: { adminLevelEx: AdminLevel.Global } }))).toBe(true);
    expect(may('support/support-templates', ctx({ user: { adminLevelEx: AdminLevel.Chain, isNlp: true } }))).toBe(false);
  });

  it('C36 admin/company needs customer admin', () => {
    expect(may('admin/company', ctx({ user: { adminLevelEx: AdminLevel.Customer } }))).toBe(true);
    expect(may('admin/company', ctx({ user: { adminLevelEx: AdminLevel.Location } }))).toBe(false);
  });

  it('C37 admin users, locations, external-locations and mailarchive need location admin', () => {
    for (const path of ['admin/users', 'admin/locations', 'admin/external-locations', 'admin/mailarchive']) {
      expect(may(path, ctx({ user: { adminLevelEx: AdminLevel.Location } })), path).toBe(true);
      expect(may(path, ctx({ user: { adminLevelEx: AdminLevel.None, tasksAllowed: ['Order', 'Delivery'] } })), path).toBe(false);
    }
  });

  it('C38 system routes need global admin', () => {
    for (const path of ['system/messages', 'system/caching', 'system/logs', 'system/sessions', 'system/jobs']) {
      expect(may(path, ctx({ user: { adminLevelEx: AdminLevel.Global } })), path).toBe(true);
      expect(may(path, ctx({ user: { adminLevelEx: AdminLevel.Chain } })), path).toBe(false);
    }
  });

  it('C39 information pages are open to any user', () => {
    for (const path of ['support/information/article', 'support/information/guide', 'support/information/video', 'support/information/messages']) {
      expect(ruleOf(path), path).toEqual({});
      expect(may(path, ctx()), path).toBe(true);
    }
  });

  it('C40 favorites are open to any user', () => {
    for (const path of ['favorites/locations', 'favorites/products']) {
      expect(ruleOf(path), path).toEqual({});
      expect(may(path, ctx()), path).toBe(true);
    }
  });
});

describe('location scope (C05, C42)', () => {
  it('global admins and provider staff reach all locations', () => {
    expect(locationScope(user({ adminLevelEx: AdminLevel.Global }), customer())).toEqual({ kind: 'all' });
    expect(locationScope(user({ isNlp: true }), customer())).toEqual({ kind: 'all' });
  });

  it('chain admins reach their chain; without a chain they fall back to the customer', () => {
    expect(locationScope(user({ adminLevelEx: AdminLevel.Chain }), customer())).toEqual({ kind: 'chain', chainId: OWN_CHAIN });
    expect(locationScope(user({ adminLevelEx: AdminLevel.Chain }), customer({ chainId: null }))).toEqual({ kind: 'customer', customerId: OWN_CUSTOMER });
  });

  it('C05 customer admins reach their own customer', () => {
    expect(locationScope(user({ adminLevelEx: AdminLevel.Customer }), customer())).toEqual({ kind: 'customer', customerId: OWN_CUSTOMER });
  });

  it('location admins and ordinary users reach their own location only', () => {
    expect(locationScope(user({ adminLevelEx: AdminLevel.Location }), customer())).toEqual({ kind: 'location', locationId: OWN_LOCATION });
    expect(locationScope(user(), customer())).toEqual({ kind: 'location', locationId: OWN_LOCATION });
  });

  it('P39: is drawn at the organisation level of the user\'s reach, never at Corporation or None', () => {
    const levels = [
      user({ isNlp: true }), user({ adminLevelEx: AdminLevel.Chain }), user({ adminLevelEx: AdminLevel.Customer }), user({ adminLevelEx: AdminLevel.Location }), user(),
    ].map((someone) => locationScope(someone, customer()).kind);
    expect(levels).toEqual([OrganisationLevel.Global, OrganisationLevel.Chain, OrganisationLevel.Customer, OrganisationLevel.Location, OrganisationLevel.Location]);
    expect(Object.keys(OrganisationLevel)).toEqual(['Location', 'Customer', 'Chain', 'Corporation', 'Global', 'None']);
  });

  it('scopeIncludes: all', () => {
    expect(scopeIncludes({ kind: 'all' }, location({ id: 9999, customerId: OTHER_CUSTOMER }), null)).toBe(true);
  });

  it('scopeIncludes: chain', () => {
    const scope = { kind: 'chain', chainId: OWN_CHAIN } as const;
    expect(scopeIncludes(scope, location({ id: 2000, customerId: OTHER_CUSTOMER }), OWN_CHAIN)).toBe(true);
    expect(scopeIncludes(scope, location({ id: 2000, customerId: OTHER_CUSTOMER }), 8)).toBe(false);
    expect(scopeIncludes(scope, location({ id: 2000, customerId: OTHER_CUSTOMER }), null)).toBe(false);
  });

  it('scopeIncludes: customer', () => {
    const scope = { kind: 'customer', customerId: OWN_CUSTOMER } as const;
    expect(scopeIncludes(scope, location({ id: 1001 }), OWN_CHAIN)).toBe(true);
    expect(scopeIncludes(scope, location({ id: 2000, customerId: OTHER_CUSTOMER }), OWN_CHAIN)).toBe(false);
  });

  it('scopeIncludes: location', () => {
    const scope = { kind: 'location', locationId: OWN_LOCATION } as const;
    expect(scopeIncludes(scope, location(), OWN_CHAIN)).toBe(true);
    expect(scopeIncludes(scope, location({ id: 1001 }), OWN_CHAIN)).toBe(false);
  });
});

describe('acting as a user at a location (A12, C46, M10)', () => {
  const ownCustomer = customer();
  const sameCustomerLocation = location({ id: 1001 });
  const otherCustomerLocation = location({ id: 2000, customerId: OTHER_CUSTOMER });
  const otherUser = user({ id: 11 });

  it('a user may act as themself at their own location', () => {
    const self = user();
    expect(mayActIn(self, ownCustomer, self, location(), OWN_CHAIN)).toBe(true);
  });

  it('an ordinary user may not act at another location, even of the own customer', () => {
    const self = user();
    expect(mayActIn(self, ownCustomer, self, sameCustomerLocation, OWN_CHAIN)).toBe(false);
  });

  it('C05 a customer admin may act at any location of the customer, not at another customer’s', () => {
    const admin = user({ adminLevelEx: AdminLevel.Customer });
    expect(mayActIn(admin, ownCustomer, admin, sameCustomerLocation, OWN_CHAIN)).toBe(true);
    expect(mayActIn(admin, ownCustomer, admin, otherCustomerLocation, OWN_CHAIN)).toBe(false);
  });

  it('C46 ordinary users and customer admins may not act as another user', () => {
    expect(mayActIn(user(), ownCustomer, otherUser, location(), OWN_CHAIN)).toBe(false);
    expect(mayActIn(user({ adminLevelEx: AdminLevel.Customer }), ownCustomer, otherUser, location(), OWN_CHAIN)).toBe(false);
  });

  it('C46 provider staff and global admins may act as another user, anywhere', () => {
    const stranger = user({ id: 50, customerId: OTHER_CUSTOMER, locationId: 2000 });
    expect(mayActIn(user({ isNlp: true }), ownCustomer, stranger, otherCustomerLocation, null)).toBe(true);
    expect(mayActIn(user({ adminLevelEx: AdminLevel.Global }), ownCustomer, stranger, otherCustomerLocation, null)).toBe(true);
  });

  it('an inactive login user may not act at all', () => {
    const active = user({ active: true });
    const inactive = user({ active: false });
    expect(mayActIn(active, ownCustomer, active, location(), OWN_CHAIN)).toBe(true);
    expect(mayActIn(inactive, ownCustomer, inactive, location(), OWN_CHAIN)).toBe(false);
    expect(mayActIn(user({ active: false, isNlp: true }), ownCustomer, otherUser, location(), OWN_CHAIN)).toBe(false);
  });

  it('C46 only provider staff and global admins may impersonate', () => {
    expect(mayImpersonate(user({ isNlp: true }))).toBe(true);
    expect(mayImpersonate(user({ adminLevelEx: AdminLevel.Global }))).toBe(true);
    expect(mayImpersonate(user())).toBe(false);
    expect(mayImpersonate(user({ adminLevelEx: AdminLevel.Customer }))).toBe(false);
    expect(mayImpersonate(user({ adminLevelEx: AdminLevel.Chain }))).toBe(false);
  });
});

describe('editing and creating locations (R03, C06)', () => {
  const main = (over: Partial<AccessLocation> = {}) => ({ ...location(over), isMainLocation: true });
  const secondary = (over: Partial<AccessLocation> = {}) => ({ ...location(over), isMainLocation: false });

  it('R03 a location admin may edit their own location, not another', () => {
    const admin = user({ adminLevelEx: AdminLevel.Location });
    expect(mayEditLocation(admin, customer(), main(), OWN_CHAIN)).toBe(true);
    expect(mayEditLocation(admin, customer(), main({ id: 1001 }), OWN_CHAIN)).toBe(false);
  });

  it('R03 an ordinary user may not edit even their own location', () => {
    expect(mayEditLocation(user(), customer(), main(), OWN_CHAIN)).toBe(false);
  });

  it('R03 a customer admin may edit the customer’s locations, not another customer’s', () => {
    const admin = user({ adminLevelEx: AdminLevel.Customer });
    expect(mayEditLocation(admin, customer(), main({ id: 1001 }), OWN_CHAIN)).toBe(true);
    expect(mayEditLocation(admin, customer(), main({ id: 2000, customerId: OTHER_CUSTOMER }), OWN_CHAIN)).toBe(false);
  });

  it('C06 secondary locations are refused to customer admins but open to staff', () => {
    const own = secondary();
    expect(mayEditLocation(user({ adminLevelEx: AdminLevel.Customer }), customer(), own, OWN_CHAIN)).toBe(false);
    expect(mayEditLocation(user({ adminLevelEx: AdminLevel.Location }), customer(), own, OWN_CHAIN)).toBe(false);
    expect(mayEditLocation(user({ isNlp: true }), customer(), own, OWN_CHAIN)).toBe(true);
    expect(mayEditLocation(user({ adminLevelEx: AdminLevel.Global }), customer(), own, OWN_CHAIN)).toBe(true);
  });

  it('customer admins create locations for their own customer only; staff and global admins anywhere', () => {
    expect(mayCreateLocation(user({ adminLevelEx: AdminLevel.Customer }), OWN_CUSTOMER)).toBe(true);
    expect(mayCreateLocation(user({ adminLevelEx: AdminLevel.Customer }), OTHER_CUSTOMER)).toBe(false);
    expect(mayCreateLocation(user({ adminLevelEx: AdminLevel.Location }), OWN_CUSTOMER)).toBe(false);
    expect(mayCreateLocation(user(), OWN_CUSTOMER)).toBe(false);
    expect(mayCreateLocation(user({ isNlp: true }), OTHER_CUSTOMER)).toBe(true);
    expect(mayCreateLocation(user({ adminLevelEx: AdminLevel.Global }), OTHER_CUSTOMER)).toBe(true);
  });
});
