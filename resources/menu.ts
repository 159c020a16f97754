// A resource whose route the route table (src/domain/routes.ts) does not list yet gets its place in
// the side menu from its definition: area, position, access rule. Titles and guards follow from it.
import { allRoutes, portalAreas, type PortalArea, type PortalRoute } from '../src/domain/routes';
import type { ResourceDefinition } from './definition';

export function placeInMenu(definitions: ResourceDefinition<any>[], areas: PortalArea[] = portalAreas, routes: PortalRoute[] = allRoutes): void {
  // In the order they ask for (then by name), each at its position: a later one, further down, moves
  // none placed before it, so `menu.order` n is the area's n-th entry whatever the definitions' order.
  const placed = definitions.filter((definition) => !definition.menu.hidden && !routes.some((route) => route.path === definition.name))
    .sort((a, b) => a.menu.order - b.menu.order || a.name.localeCompare(b.name));
  for (const definition of placed) {
    const area = areas.find((candidate) => candidate.area === definition.menu.area);
    if (!area) throw new Error(`${definition.name}: no menu area ${definition.menu.area}`);
    const route: PortalRoute = {
      path: definition.name,
      label: `routes.${definition.name.replace('/', '.')}`,
      access: definition.access,
      withId: Boolean(definition.api.one),
      inMenu: true,
    };
    area.children.splice(Math.max(0, Math.min(definition.menu.order - 1, area.children.length)), 0, route);
    routes.push(route);
  }
}
