// admin/locations/{id?} (J09, J10, C37): the first resource built by the generic views.
import type { Location } from '../generated/entities';
import { isCustomerAdmin, isGlobalAdmin, isProviderStaff, isLocationAdmin, type AccessContext } from '../src/domain/access';
import { defineResource } from './definition';

/** Fields only the pool operator's staff set (C06, R03); the server keeps the stored values for everyone else. */
export const staffOnlyLocationFields = ['customerId', 'statusId', 'isMainLocation', 'isBalance', 'isLightLocation', 'isSrsLocation', 'locationIdInventEx'] as const;
const staff = ({ user }: AccessContext) => isGlobalAdmin(user) || isProviderStaff(user);

export const locations = defineResource<Location>({
  name: 'admin/locations',
  schema: 'location.schema.json',
  api: { list: 'locations', one: 'location', create: 'location', update: 'location' },
  access: { adminLevel: 'Location' },
  canCreate: ({ user }) => isGlobalAdmin(user) || isProviderStaff(user) || isCustomerAdmin(user),
  // C06: secondary locations are for the operator to change.
  canEdit: ({ user }, record) => isGlobalAdmin(user) || isProviderStaff(user) || (isLocationAdmin(user) && record.isMainLocation !== false),
  lockedFields: (context) => (staff(context) ? [] : [...staffOnlyLocationFields]),
  defaults: ({ user }) => ({ customerId: user.customerId, statusId: 0, countryCode: 'NOR', type: 'industry' }),
  menu: { area: 'admin', order: 3 },
  list: {
    columns: ['id', 'name', 'gln', 'customerName', 'type', 'countryCode', 'statusId', 'isBalance'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['q', 'statusId', 'locationType', 'countryCode', 'isBalance'],
    alwaysOn: ['q'],
  },
  fields: [
    'id', 'name', 'gln', 'customerId', 'customerName', 'statusId', 'type', 'countryCode', 'isMainLocation', 'isBalance', 'isLightLocation',
    'isSrsLocation', 'isWebHidden', 'truckTypeId', 'truckTypeId2', 'truckTypeIds', 'defaultUser', 'locationIdInventEx', 'locationNameInventEx',
    'adminUser', 'addresses', 'products', 'inventSources', 'userIds',
  ],
  // J18: the user's favorite locations come first in every location picker, then by name.
  picker: { sort: { field: 'isFavorite', order: 'DESC' } },
  dialogWidth: 'wide',
  // O22: locations that cannot be read say so, on the list and in every location picker.
  failures: { list: 'failures.locations.load' },
  references: { locations: 'admin/locations', customers: 'admin/company', users: 'admin/users', trucktypes: 'system/truck-types', products: 'system/products' },
});
