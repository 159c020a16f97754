// Every resource the generic views render. Adding an entity: a schema, a definition, a line here.
import { addresses } from './addresses';
import { biDashboards } from './bi-dashboards';
import { chains } from './chains';
import { codeLists } from './code-lists';
import { company } from './company';
import type { ResourceDefinition } from './definition';
import { externalLocations } from './external-locations';
import { information } from './information';
import { inventoryPeriods } from './inventory-periods';
import { prices } from './prices';
import { locationProducts } from './location-products';
import { locations } from './locations';
import { mailArchive } from './mail-archive';
import { messages } from './messages';
import { placeInMenu } from './menu';
import { postalCodes } from './postal-codes';
import { products, productTypes } from './products';
import { systemLogs } from './system-logs';
import { systemSessions } from './system-sessions';
import { truckTypes } from './truck-types';
import { users } from './users';

export const resources: ResourceDefinition<any>[] = [
  company,
  users,
  locations,
  externalLocations,
  addresses,
  locationProducts,
  mailArchive,
  messages,
  systemLogs,
  systemSessions,
  truckTypes,
  inventoryPeriods,
  prices,
  biDashboards,
  information,
  products,
  productTypes,
  postalCodes,
  chains,
  ...codeLists,
];

placeInMenu(resources);

export const resourceByName = (name: string) => resources.find((resource) => resource.name === name);
