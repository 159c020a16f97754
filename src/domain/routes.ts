// The route table of document 1 §2 under /app: path, menu area and order, access rule (section C).
// The side menu, the route guard and the page titles are all built from this one table.
import type { CustomerType } from '../../generated/entities';
import type { AccessContext, AccessRule } from './access';
import { mayAccess } from './access';

export interface PortalRoute {
  /** Path under /app, without the optional id segment. */
  path: string;
  /** Translation key of the label: routes.<area>.<name>. */
  label: string;
  access: AccessRule;
  /** Takes an optional trailing id ({id?}, B15). */
  withId?: boolean;
  /** Internal route name (B18). */
  name?: string;
  /** Listed in the side menu (profile and favorites are reached from the top bar). */
  inMenu?: boolean;
  /**
   * Customer types (P42) whose work this page says nothing to: their menu leaves it out unless
   * something waits there. The page and the server allow it as the access rule says (issue 27).
   */
  notFor?: readonly CustomerType[];
}

export interface PortalArea {
  area: string;
  label: string;
  /** B12; R14: home comes first, then orders. */
  order: number;
  icon: string;
  /** A root route without children (home). */
  route?: PortalRoute;
  children: PortalRoute[];
}

const any: AccessRule = {};
/** A shop receives goods on carriers and returns the empties: ordering empties, shipping, counting, importing files and the BI pages are not its work. */
const SHOP: readonly CustomerType[] = ['Shop'];
const r = (area: string, name: string, access: AccessRule, extra: Partial<PortalRoute> = {}): PortalRoute => ({
  path: `${area}/${name}`,
  label: `routes.${area}.${name}`,
  access,
  inMenu: true,
  ...extra,
});

/** Areas in menu order (B12, R14). */
export const portalAreas: PortalArea[] = [
  { area: 'home', label: 'routes.home._', order: 1, icon: 'home', route: { path: 'home', label: 'routes.home._', access: any, name: 'Home', inMenu: true }, children: [] },
  {
    area: 'orders', label: 'routes.orders._', order: 1.5, icon: 'orders', children: [
      r('orders', 'orders', { task: 'Order' }, { withId: true, notFor: SHOP }),
      r('orders', 'scheduled-orders', { task: 'Order' }, { withId: true, notFor: SHOP }),
    ],
  },
  {
    area: 'delivery', label: 'routes.delivery._', order: 2, icon: 'delivery', children: [
      r('delivery', 'drafts', { task: 'Delivery' }, { withId: true }),
      r('delivery', 'deliveries', { task: 'Delivery' }, { withId: true, name: 'Delivery_Orders' }),
      r('delivery', 'missing-reg', { task: 'Delivery' }, { withId: true, name: 'Delivery_MissingReg' }),
      r('delivery', 'external-orders', { task: 'Delivery' }, { withId: true, notFor: SHOP }),
      r('delivery', 'shop', { task: 'Delivery', shopTransactions: true }, { withId: true }),
      r('delivery', 'fileimport', { task: 'Delivery' }, { notFor: SHOP }),
    ],
  },
  {
    area: 'reception', label: 'routes.reception._', order: 3, icon: 'reception', children: [
      // {id?}: "Venter på deg" opens the delivery to answer at its address (issue 27).
      r('reception', 'reception', { task: 'Reception' }, { withId: true, name: 'Reception_Orders' }),
      r('reception', 'missing-reg', { task: 'Reception' }, { withId: true }),
    ],
  },
  {
    area: 'expedition', label: 'routes.expedition._', order: 4, icon: 'expedition', children: [
      r('expedition', 'available', { task: 'Expedition' }, { name: 'Expedition_Available', notFor: SHOP }),
      r('expedition', 'direct', { task: 'Expedition', providerStaff: true }, { notFor: SHOP }),
      r('expedition', 'pickup', { task: 'Expedition' }, { withId: true, notFor: SHOP }),
      r('expedition', 'scheduled-pickup', { task: 'Expedition' }, { withId: true, notFor: SHOP }),
    ],
  },
  {
    area: 'inventory', label: 'routes.inventory._', order: 5, icon: 'inventory', children: [
      r('inventory', 'control', { task: 'Inventory', inventoryLevel: 'ControlReg', balanceLocation: true }, { withId: true, notFor: SHOP }),
      r('inventory', 'main', { task: 'Inventory', inventoryLevel: 'MainApprove', balanceLocation: true }, { notFor: SHOP }),
      r('inventory', 'orders', { task: 'Inventory', inventoryLevel: 'MainApprove', balanceLocation: false }, { withId: true, name: 'Inventory_Orders', notFor: SHOP }),
    ],
  },
  {
    area: 'reports', label: 'routes.reports._', order: 6, icon: 'reports', children: [
      r('reports', 'overview', { task: 'Reports', reportAccess: 'location' }),
      r('reports', 'balance', { task: 'Reports', reportAccess: 'location' }),
      r('reports', 'transactions', { task: 'Reports', reportAccess: 'location' }),
      r('reports', 'duplicates-customer', { task: 'Reports', reportAccess: 'location' }, { notFor: SHOP }),
      r('reports', 'duplicates-location', { task: 'Reports', reportAccess: 'location' }, { notFor: SHOP }),
      r('reports', 'customers', { task: 'Reports' }),
      r('reports', 'locations', { task: 'Reports' }),
      r('reports', 'shops', { task: 'Reports' }),
      r('reports', 'users', { task: 'Reports' }),
      r('reports', 'invoices', { task: 'Reports', financial: true }, { withId: true }),
      r('reports', 'targit', { task: 'Reports' }, { withId: true, notFor: SHOP }),
      // The operator's follow-up of balances a send took below zero (docs/decisions.md "Negative balances"):
      // a report (C30) for provider staff only, as expedition/direct is (C26).
      r('reports', 'negative-balances', { task: 'Reports', providerStaff: true }),
    ],
  },
  {
    area: 'shop-accounting', label: 'routes.shop-accounting._', order: 7, icon: 'shopAccounting', children: [
      r('shop-accounting', 'overview', { task: 'ShopAccounting' }),
      r('shop-accounting', 'shop-transactions', { task: 'ShopAccounting' }, { withId: true }),
      r('shop-accounting', 'wholesale-transactions', { task: 'ShopAccounting' }, { withId: true }),
    ],
  },
  {
    // R13: the support routes have no rule in the documents; every user may raise tickets.
    area: 'support', label: 'routes.support._', order: 8, icon: 'support', children: [
      r('support', 'support-tickets', any, { withId: true, name: 'Support_Tickets' }),
      r('support', 'support-tickets/order', any, { withId: true, inMenu: false }),
      r('support', 'support-templates', { adminLevel: 'Global' }, { withId: true }),
      r('support', 'information', any),
    ],
  },
  {
    area: 'admin', label: 'routes.admin._', order: 9, icon: 'admin', children: [
      r('admin', 'company', { adminLevel: 'Customer' }),
      r('admin', 'users', { adminLevel: 'Location' }, { withId: true }),
      r('admin', 'locations', { adminLevel: 'Location' }, { withId: true }),
      r('admin', 'external-locations', { adminLevel: 'Location' }, { withId: true }),
      r('admin', 'mailarchive', { adminLevel: 'Location' }, { withId: true }),
      // Issue 30: a customer's integrations, kept by its administrators (C05).
      r('admin', 'service-accounts', { adminLevel: 'Customer' }),
      r('admin', 'webhooks', { adminLevel: 'Customer' }),
    ],
  },
  {
    area: 'system', label: 'routes.system._', order: 10, icon: 'system', children: [
      r('system', 'messages', { adminLevel: 'Global' }, { withId: true }),
      r('system', 'caching', { adminLevel: 'Global' }),
      r('system', 'logs', { adminLevel: 'Global' }, { withId: true }),
      r('system', 'sessions', { adminLevel: 'Global' }),
      // Issue 10: the nightly jobs, when each last ran and a run now.
      r('system', 'jobs', { adminLevel: 'Global' }),
    ],
  },
];

/**
 * P49: the web task areas and where each is done: a menu area, or the route of an area's part. Pickups
 * are expedition's pickup orders and schedules (task Expedition), accounting the invoices under
 * reports (the financial flag, C32); neither is a menu area of its own. Nothing reads them: the menu
 * is grouped by its areas and a user is given tasks (C11), not areas.
 */
export const WEB_TASK_AREAS = {
  delivery: 'delivery', pickups: 'expedition/pickup', expedition: 'expedition', accounting: 'reports/invoices', 'inventory count': 'inventory',
  orders: 'orders', reception: 'reception', reports: 'reports', 'shop accounting': 'shop-accounting',
} as const;

/**
 * P45: menu level flags: the level from which a menu entry shows, each also with a Home variant. The
 * route table says the level by each entry's access rule (adminLevel, C02) and home is a route of its
 * own, so no entry carries these flags; a Home variant would also offer an entry on the home page,
 * which shows widgets (D02, D03), not menu entries.
 */
type MenuLevelName = 'Home' | 'Active' | 'LocationAdmin' | 'CustomerAdmin' | 'ChainAdmin' | 'GlobalAdmin' | 'SystemAdmin';
export type MenuLevel = MenuLevelName | `Home${Exclude<MenuLevelName, 'Home'>}`;

/** Routes outside the numbered menu: profile, information pages and favorites (C19, C39, C40). */
export const otherRoutes: PortalRoute[] = [
  { path: 'profile', label: 'routes.profile._', access: any },
  // R46: the information pages live under support/information; the old paths redirect (L05).
  { path: 'support/information/article', label: 'routes.information.article', access: any, withId: true },
  { path: 'support/information/guide', label: 'routes.information.guide', access: any, withId: true },
  { path: 'support/information/video', label: 'routes.information.video', access: any, withId: true },
  { path: 'support/information/messages', label: 'routes.information.messages', access: any, withId: true },
  // R04: the favorites paths are ours to choose.
  { path: 'favorites/locations', label: 'routes.favorites.locations', access: any },
  { path: 'favorites/products', label: 'routes.favorites.products', access: any },
];

/** L05: old information paths and where they go now. */
export const legacyRedirects: Array<{ from: string; to: string }> = ['article', 'guide', 'video', 'messages'].map((kind) => ({
  from: `information/${kind}`,
  to: `support/information/${kind}`,
}));

export const allRoutes: PortalRoute[] = [
  ...portalAreas.flatMap((area) => (area.route ? [area.route, ...area.children] : area.children)),
  ...otherRoutes,
];

/**
 * B11: the areas and the children this context may open; areas left with nothing are hidden. A
 * page that says nothing to the customer's type is left out unless work waits there (issue 27);
 * the operator's staff, acting anywhere, keep the whole menu.
 */
export function menuFor(context: AccessContext, waitsAt: (path: string) => boolean = () => false): Array<PortalArea & { visibleChildren: PortalRoute[] }> {
  const saysSomething = (route: PortalRoute) => context.user.isNlp || !context.customer.type || !route.notFor?.includes(context.customer.type) || waitsAt(route.path);
  return portalAreas
    .map((area) => ({ ...area, visibleChildren: area.children.filter((route) => route.inMenu !== false && mayAccess(context, route.access) && saysSomething(route)) }))
    .filter((area) => (area.route ? mayAccess(context, area.route.access) : area.visibleChildren.length > 0));
}

/** The route a path under /app belongs to (longest match), for the guard and the page title. */
export function routeForPath(path: string): PortalRoute | undefined {
  const clean = path.replace(/^\/?(app\/)?/, '').replace(/\/$/, '');
  return [...allRoutes]
    .sort((a, b) => b.path.length - a.path.length)
    .find((route) => clean === route.path || (route.withId === true && clean.startsWith(`${route.path}/`)));
}

export const PORTAL_NAME = { 'nb-NO': 'Kundeportal', 'en-US': 'Customer Portal' } as const;
export const CLIENT_VERSION = '0.10.26';
