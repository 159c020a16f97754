// admin/external-locations/{id?} (J15, J16, C37): locations outside the pool a customer delivers to
// or receives from, with their GLN. Location admins and above keep their customer's; staff all.
import type { ExternalLocation } from '../generated/entities';
import { isLocationAdmin } from '../src/domain/access';
import { defineResource } from './definition';

const locationAdmin = ({ user }: { user: Parameters<typeof isLocationAdmin>[0] }) => isLocationAdmin(user);

export const externalLocations = defineResource<ExternalLocation>({
  name: 'admin/external-locations',
  schema: 'external-location.schema.json',
  api: { list: 'externallocations', one: 'externallocation', create: 'externallocation', update: 'externallocation', delete: 'externallocation' },
  access: { adminLevel: 'Location' },
  // R03: writing needs the access of the route that offers it; the rows stay inside the caller's customer.
  canCreate: locationAdmin,
  canEdit: locationAdmin,
  canDelete: locationAdmin,
  menu: { area: 'admin', order: 4 },
  list: {
    columns: ['id', 'name', 'gln', 'customerId', 'postalCode', 'city', 'countryCode', 'active'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['q', 'countryCode', 'active'],
    alwaysOn: ['q'],
  },
  fields: ['id', 'name', 'gln', 'customerId', 'street', 'postalCode', 'city', 'countryCode', 'active'],
  dialogWidth: 'narrow',
  references: { customers: 'admin/company' },
  store: { table: 'externalLocations', scope: { customer: 'customerId' }, search: ['name', 'gln', 'city'] },
});
