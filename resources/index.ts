// Every resource the generic views render: what the modules of resources/ define (generated/
// resource-modules.ts, written by npm run generate from the folder). Adding an entity: a schema and
// a definition in a module of its own here; nothing lists it by hand.
import { resourceModules } from '../generated/resource-modules';
import { definitionsOf, type ResourceDefinition } from './definition';
import { placeInMenu } from './menu';

export const resources: ResourceDefinition<any>[] = definitionsOf(resourceModules);

placeInMenu(resources);

export const resourceByName = (name: string) => resources.find((resource) => resource.name === name);
