// A resource whose route the route table (src/domain/routes.ts) does not list yet gets its place in
// the side menu from its definition: area, position, access rule. Titles and guards follow from it.
import { allRoutes, portalAreas, type PortalRoute } from '../src/domain/routes';
import type { ResourceDefinition } from './definition';

export function placeInMenu(definitions: ResourceDefinition<any>[]): void {
  for (const definition of definitions) {
    if (definition.menu.hidden || allRoutes.some((route) => route.path === definition.name)) continue;
    const area = portalAreas.find((candidate) => candidate.area === definition.menu.area);
    if (!area) throw new Error(`${definition.name}: no menu area ${definition.menu.area}`);
    const route: PortalRoute = {
      path: definition.name,
      label: `routes.${definition.name.replace('/', '.')}`,
      access: definition.access,
      withId: Boolean(definition.api.one),
      inMenu: true,
    };
    area.children.splice(Math.max(0, Math.min(definition.menu.order - 1, area.children.length)), 0, route);
    allRoutes.push(route);
  }
}
