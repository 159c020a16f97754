// The route table: every rule checked from its own data, menu order and filtering, path lookup,
// legacy redirects and route names (FEATURES.md B11, B12, B14, B15, B18, L05, section C).
import { describe, it, expect } from 'vitest';
import { mayAccess, type AccessContext, type AccessRule, type AccessUser } from '../../src/domain/access';
import { AdminLevel, InventoryLevel, ReportLevel } from '../../src/domain/levels';
// The table as the portal and the server have it: the engine places the generic resources' routes on import.
import '../../resources';
import { PORTAL_NAME, allRoutes, legacyRedirects, menuFor, portalAreas, routeForPath, WEB_TASK_AREAS, type PortalRoute } from '../../src/domain/routes';

/** An ordinary user with nothing, at a non-balance location of a customer without shop transactions. */
function baseContext(user: Partial<AccessUser> = {}): AccessContext {
  return {
    user: {
      id: 10,
      adminLevelEx: AdminLevel.None,
      reportLevelEx: ReportLevel.None,
      inventoryLevelEx: InventoryLevel.None,
      tasksAllowed: [],
      isNlp: false,
      isFinancial: false,
      customerId: 100,
      locationId: 1000,
      ...user,
    },
    customer: { id: 100, hasShopTransactions: false, chainId: 7 },
    location: { id: 1000, customerId: 100, isBalance: false },
  };
}

type Field = keyof AccessRule;
type Change = (context: AccessContext) => void;

const reportLevelFor = { location: ReportLevel.Location, customer: ReportLevel.Customer, chain: ReportLevel.Chain } as const;

/**
 * For each rule field: how to satisfy it exactly, and the ways to lack it. A field missing here
 * fails the coverage test below, so a new kind of requirement cannot go unchecked.
 */
const fields: { [K in Field]-?: { grant: (value: NonNullable<AccessRule[K]>) => Change; lack: (value: NonNullable<AccessRule[K]>) => Change[] } } = {
  task: {
    grant: (task) => (c) => { c.user.tasksAllowed = [...c.user.tasksAllowed, task]; },
    lack: (task) => [(c) => { c.user.tasksAllowed = c.user.tasksAllowed.filter((t) => t !== task); }],
  },
  adminLevel: {
    grant: (level) => (c) => { c.user.adminLevelEx = AdminLevel[level]; },
    // One step below the needed level.
    lack: (level) => [(c) => { c.user.adminLevelEx = AdminLevel[level] - 1; }],
  },
  inventoryLevel: {
    grant: (level) => (c) => { c.user.inventoryLevelEx = InventoryLevel[level]; },
    // No level at all; and for MainApprove, the lesser ControlReg level too.
    lack: (level) => [
      (c) => { c.user.inventoryLevelEx = InventoryLevel.None; },
      ...(level === 'MainApprove' ? [(c: AccessContext) => { c.user.inventoryLevelEx = InventoryLevel.ControlReg; }] : []),
    ],
  },
  balanceLocation: {
    grant: (isBalance) => (c) => { c.location.isBalance = isBalance; },
    lack: (isBalance) => [(c) => { c.location.isBalance = !isBalance; }],
  },
  providerStaff: {
    grant: () => (c) => { c.user.isNlp = true; },
    lack: () => [(c) => { c.user.isNlp = false; }],
  },
  shopTransactions: {
    grant: () => (c) => { c.customer.hasShopTransactions = true; },
    lack: () => [(c) => { c.customer.hasShopTransactions = false; }],
  },
  reportAccess: {
    // C16: report access goes through the Reports task, so granting it includes the task.
    grant: (scope) => (c) => {
      c.user.reportLevelEx = reportLevelFor[scope];
      if (!c.user.tasksAllowed.includes('Reports')) c.user.tasksAllowed = [...c.user.tasksAllowed, 'Reports'];
    },
    lack: (scope) => [
      (c) => { c.user.reportLevelEx = reportLevelFor[scope] - 1; },
      (c) => { c.user.tasksAllowed = c.user.tasksAllowed.filter((t) => t !== 'Reports'); },
    ],
  },
  financial: {
    grant: () => (c) => { c.user.isFinancial = true; },
    lack: () => [(c) => { c.user.isFinancial = false; }],
  },
};

/** Entries of a rule whose value asks for something (an explicit `false` balance rule counts). */
const requirements = (rule: AccessRule) =>
  (Object.entries(rule) as Array<[Field, unknown]>).filter(([field, value]) => value !== undefined && (value !== false || field === 'balanceLocation'));

function apply(changes: Change[]): AccessContext {
  const context = baseContext();
  for (const change of changes) change(context);
  return context;
}

const grantsFor = (rule: AccessRule): Change[] =>
  requirements(rule).map(([field, value]) => (fields[field].grant as (v: unknown) => Change)(value));

const describeRoute = (route: PortalRoute) => `${route.path} ${JSON.stringify(route.access)}`;

describe('every route in the table (section C)', () => {
  it('the table has every route of document 1 §2 plus the information pages and favorites', () => {
    expect(allRoutes.map((route) => route.path)).toEqual([
      'home',
      'orders/orders', 'orders/scheduled-orders',
      'delivery/drafts', 'delivery/deliveries', 'delivery/missing-reg', 'delivery/external-orders', 'delivery/shop', 'delivery/fileimport',
      'reception/reception', 'reception/missing-reg',
      'expedition/available', 'expedition/direct', 'expedition/pickup', 'expedition/scheduled-pickup',
      'inventory/control', 'inventory/main', 'inventory/orders',
      'reports/overview', 'reports/balance', 'reports/transactions', 'reports/duplicates-customer', 'reports/duplicates-location',
      'reports/customers', 'reports/locations', 'reports/shops', 'reports/users', 'reports/invoices', 'reports/targit', 'reports/negative-balances',
      'shop-accounting/overview', 'shop-accounting/shop-transactions', 'shop-accounting/wholesale-transactions',
      'support/support-tickets', 'support/support-tickets/order', 'support/support-templates', 'support/information',
      'admin/company', 'admin/users', 'admin/locations', 'admin/external-locations', 'admin/mailarchive', 'admin/service-accounts', 'admin/webhooks',
      'system/messages', 'system/caching', 'system/logs', 'system/sessions', 'system/jobs',
      'profile',
      'support/information/article', 'support/information/guide', 'support/information/video', 'support/information/messages',
      'favorites/locations', 'favorites/products',
      // Placed by the engine from the resources' definitions (resources/menu.ts).
      'system/information', 'inventory/periods', 'system/truck-types', 'system/prices', 'system/products', 'system/product-types', 'system/postal-codes',
    ]);
    expect(new Set(allRoutes.map((route) => route.path)).size).toBe(allRoutes.length);
  });

  it('every rule field has a grant and a lack case', () => {
    const used = new Set(allRoutes.flatMap((route) => Object.keys(route.access)));
    for (const field of used) expect(Object.keys(fields), field).toContain(field);
  });

  it.each(allRoutes.map((route) => [describeRoute(route), route] as const))('%s: opens with exactly its requirements', (_, route) => {
    expect(mayAccess(apply(grantsFor(route.access)), route.access)).toBe(true);
  });

  it.each(allRoutes.filter((route) => requirements(route.access).length > 0).map((route) => [describeRoute(route), route] as const))(
    '%s: refused when any one requirement is lacking',
    (_, route) => {
      for (const [field, value] of requirements(route.access)) {
        const lacks = (fields[field].lack as (v: unknown) => Change[])(value);
        expect(lacks.length).toBeGreaterThan(0);
        for (const lack of lacks) {
          // Everything else granted; only this one requirement missing.
          const context = apply([...grantsFor(route.access), lack]);
          expect(mayAccess(context, route.access), `${route.path} without ${field}`).toBe(false);
        }
      }
    },
  );

  it('C19 C20 C39 C40 R13 only these routes are open to any user', () => {
    const open = allRoutes.filter((route) => requirements(route.access).length === 0).map((route) => route.path);
    expect(open.sort()).toEqual([
      'favorites/locations',
      'favorites/products',
      'home',
      'profile',
      'support/information',
      'support/information/article',
      'support/information/guide',
      'support/information/messages',
      'support/information/video',
      'support/support-tickets',
      'support/support-tickets/order',
    ]);
  });
});

describe('menu', () => {
  it('B12 R14 areas come in menu order: home first, then orders, delivery 2 … system 10', () => {
    expect(portalAreas.map((area) => area.area)).toEqual([
      'home', 'orders', 'delivery', 'reception', 'expedition', 'inventory', 'reports', 'shop-accounting', 'support', 'admin', 'system',
    ]);
    const byArea = Object.fromEntries(portalAreas.map((area) => [area.area, area.order]));
    expect(byArea).toMatchObject({ home: 1, delivery: 2, reception: 3, expedition: 4, inventory: 5, reports: 6, 'shop-accounting': 7, support: 8, admin: 9, system: 10 });
    // R14: both are "1" in the document; orders sorts after home and before delivery.
    expect(byArea.orders).toBeGreaterThanOrEqual(1);
    expect(byArea.orders).toBeLessThan(2);
    const orders = portalAreas.map((area) => area.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('B12 profile, information pages and favorites are not menu areas', () => {
    const areas = portalAreas.map((area) => area.area);
    for (const name of ['profile', 'information', 'favorites']) expect(areas).not.toContain(name);
  });

  it('B11 an ordinary user with Order, Delivery and Reception sees only their areas and children', () => {
    const menu = menuFor(baseContext({ tasksAllowed: ['Order', 'Delivery', 'Reception'] }));
    expect(menu.map((area) => area.area)).toEqual(['home', 'orders', 'delivery', 'reception', 'support']);
    const children = Object.fromEntries(menu.map((area) => [area.area, area.visibleChildren.map((route) => route.path)]));
    expect(children.orders).toEqual(['orders/orders', 'orders/scheduled-orders']);
    // No shop: the customer has no shop transactions.
    expect(children.delivery).toEqual(['delivery/drafts', 'delivery/deliveries', 'delivery/missing-reg', 'delivery/external-orders', 'delivery/fileimport']);
    expect(children.reception).toEqual(['reception/reception', 'reception/missing-reg']);
    // No templates (global admin only), and the order-ticket route is not a menu entry.
    expect(children.support).toEqual(['support/support-tickets', 'support/information']);
    for (const hidden of ['expedition', 'inventory', 'reports', 'shop-accounting', 'admin', 'system']) expect(children).not.toHaveProperty(hidden);
  });

  it('B11 the same user sees delivery/shop once the customer has shop transactions', () => {
    const context = baseContext({ tasksAllowed: ['Delivery'] });
    context.customer.hasShopTransactions = true;
    const delivery = menuFor(context).find((area) => area.area === 'delivery');
    expect(delivery?.visibleChildren.map((route) => route.path)).toContain('delivery/shop');
  });

  it('B11 a global admin sees every area and every child marked for the menu', () => {
    const menu = menuFor(baseContext({ adminLevelEx: AdminLevel.Global }));
    expect(menu.map((area) => area.area)).toEqual(portalAreas.map((area) => area.area));
    for (const area of menu) {
      const expected = area.children.filter((route) => route.inMenu !== false).map((route) => route.path);
      expect(area.visibleChildren.map((route) => route.path), area.area).toEqual(expected);
    }
    const support = menu.find((area) => area.area === 'support');
    expect(support?.visibleChildren.map((route) => route.path)).toEqual(['support/support-tickets', 'support/support-templates', 'support/information']);
  });

  it('issue 27: a shop is not offered ordering, shipping, counting, file import or the BI pages, unless work waits there; the guard still opens them', () => {
    const all: AccessUser['tasksAllowed'] = ['Order', 'Delivery', 'Reception', 'Expedition', 'Inventory', 'Reports', 'ShopAccounting'];
    const shopAdmin = () => {
      const context = baseContext({ tasksAllowed: all, adminLevelEx: AdminLevel.Customer, inventoryLevelEx: InventoryLevel.MainApprove, reportLevelEx: ReportLevel.Customer, isFinancial: true });
      context.customer = { ...context.customer, hasShopTransactions: true, type: 'Shop' };
      context.location.isBalance = true;
      return context;
    };
    const paths = (menu: ReturnType<typeof menuFor>) => menu.flatMap((area) => area.visibleChildren.map((route) => route.path));
    const shop = paths(menuFor(shopAdmin()));
    for (const path of ['orders/orders', 'orders/scheduled-orders', 'delivery/fileimport', 'delivery/external-orders', 'expedition/available', 'expedition/pickup',
      'inventory/control', 'inventory/main', 'reports/targit', 'reports/duplicates-customer']) expect(shop, path).not.toContain(path);
    for (const path of ['delivery/deliveries', 'delivery/shop', 'delivery/missing-reg', 'reception/reception', 'reports/balance', 'reports/invoices',
      'shop-accounting/shop-transactions', 'support/support-tickets', 'admin/users']) expect(shop, path).toContain(path);
    const areas = menuFor(shopAdmin()).map((area) => area.area);
    for (const area of ['orders', 'expedition', 'inventory']) expect(areas, area).not.toContain(area);
    // A count waiting at the shop brings its entry back.
    expect(paths(menuFor(shopAdmin(), (path) => path === 'inventory/main'))).toContain('inventory/main');
    // The same rights at a wholesaler, or the operator's staff acting at the shop, keep the whole menu.
    const wholesale = shopAdmin();
    wholesale.customer.type = 'Wholesale';
    expect(paths(menuFor(wholesale))).toEqual(expect.arrayContaining(['orders/orders', 'delivery/fileimport', 'inventory/main', 'reports/targit']));
    const staff = shopAdmin();
    staff.user.isNlp = true;
    expect(paths(menuFor(staff))).toEqual(expect.arrayContaining(['orders/orders', 'inventory/main', 'expedition/pickup']));
    // Only the menu: the rule of each page still lets the shop open it.
    for (const path of ['inventory/main', 'delivery/fileimport', 'reports/targit']) expect(mayAccess(shopAdmin(), routeForPath(path)!.access), path).toBe(true);
  });

  it('B11 an area with no visible child is hidden', () => {
    // A location admin without tasks: admin shows (users, locations …), system does not.
    const menu = menuFor(baseContext({ adminLevelEx: AdminLevel.Location }));
    const admin = menu.find((area) => area.area === 'admin');
    expect(admin?.visibleChildren.map((route) => route.path)).toEqual(['admin/users', 'admin/locations', 'admin/external-locations', 'admin/mailarchive']);
    expect(menu.map((area) => area.area)).toEqual(['home', 'support', 'admin']);
    // Inventory task without a level opens no inventory child, so the area goes.
    expect(menuFor(baseContext({ tasksAllowed: ['Inventory'] })).map((area) => area.area)).toEqual(['home', 'support']);
  });
});

describe('routeForPath', () => {
  it('resolves a route with and without its id, with or without the /app prefix', () => {
    for (const path of ['admin/locations', 'admin/locations/12', '/app/admin/locations/12/show', 'admin/locations/']) {
      expect(routeForPath(path)?.path, path).toBe('admin/locations');
    }
  });

  it('picks the longest matching route', () => {
    expect(routeForPath('support/support-tickets/order/5')?.path).toBe('support/support-tickets/order');
    expect(routeForPath('support/support-tickets/order')?.path).toBe('support/support-tickets/order');
    expect(routeForPath('support/support-tickets/5')?.path).toBe('support/support-tickets');
    expect(routeForPath('support/information/article/3')?.path).toBe('support/information/article');
  });

  it('gives undefined for unknown paths and for an id on a route that takes none', () => {
    expect(routeForPath('nowhere')).toBeUndefined();
    expect(routeForPath('admin/locationsx')).toBeUndefined();
    expect(routeForPath('delivery/fileimport/3')).toBeUndefined();
    expect(routeForPath('reports/overview/1')).toBeUndefined();
  });

  it('B15 every route marked withId also resolves with an id', () => {
    const withId = allRoutes.filter((route) => route.withId);
    expect(withId.length).toBeGreaterThan(20);
    for (const route of withId) {
      expect(routeForPath(route.path)?.path, route.path).toBe(route.path);
      expect(routeForPath(`${route.path}/42`)?.path, `${route.path}/42`).toBe(route.path);
    }
  });

  it('B15 routes written {id?} in the document, and the reception that "Venter på deg" opens, take an id', () => {
    const takesId = (path: string) => allRoutes.find((route) => route.path === path)?.withId === true;
    for (const path of ['orders/orders', 'reception/reception', 'delivery/shop', 'inventory/control', 'inventory/orders', 'reports/invoices', 'reports/targit', 'support/support-templates', 'admin/mailarchive', 'system/logs']) {
      expect(takesId(path), path).toBe(true);
    }
    for (const path of ['delivery/fileimport', 'expedition/available', 'inventory/main', 'admin/company', 'system/caching']) {
      expect(takesId(path), path).toBe(false);
    }
  });
});

describe('legacy redirects, names and titles', () => {
  it('L05 the old information paths redirect to the new ones', () => {
    expect(legacyRedirects).toEqual([
      { from: 'information/article', to: 'support/information/article' },
      { from: 'information/guide', to: 'support/information/guide' },
      { from: 'information/video', to: 'support/information/video' },
      { from: 'information/messages', to: 'support/information/messages' },
    ]);
  });

  it('L05 every redirect target resolves to its own route; the old path does not', () => {
    for (const { from, to } of legacyRedirects) {
      expect(routeForPath(to)?.path, to).toBe(to);
      expect(routeForPath(from), from).toBeUndefined();
    }
  });

  it('B18 the internal route names exist on the right routes', () => {
    const byName = Object.fromEntries(allRoutes.filter((route) => route.name).map((route) => [route.name, route.path]));
    expect(byName).toMatchObject({
      Support_Tickets: 'support/support-tickets',
      Home: 'home',
      Delivery_Orders: 'delivery/deliveries',
      Reception_Orders: 'reception/reception',
      Expedition_Available: 'expedition/available',
      Delivery_MissingReg: 'delivery/missing-reg',
      Inventory_Orders: 'inventory/orders',
    });
  });

  it('B14 R12 every route has its own title label, and the portal name is set per language', () => {
    const labels = allRoutes.map((route) => route.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^routes\.[a-z-]+\.[a-z_/-]+$/);
    expect(PORTAL_NAME).toEqual({ 'nb-NO': 'Kundeportal', 'en-US': 'Customer Portal' });
  });
});

describe('P49: the web task areas', () => {
  it('are each done in a menu area or at a route of the table, pickups and accounting inside other areas', () => {
    const areas = new Set(portalAreas.map((area) => area.area));
    const paths = new Set(allRoutes.map((route) => route.path));
    for (const [name, place] of Object.entries(WEB_TASK_AREAS)) expect(areas.has(place) || paths.has(place), name).toBe(true);
    expect(Object.keys(WEB_TASK_AREAS)).toHaveLength(9);
    expect(areas.has(WEB_TASK_AREAS.pickups)).toBe(false);
    expect(areas.has(WEB_TASK_AREAS.accounting)).toBe(false);
  });
});
