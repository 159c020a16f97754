// Addresses of locations (J12, J13, N24): GET address / addresses, POST and DELETE address. An
// address whose postcode is not known asks for confirmation before it is saved. Location admins keep
// their own location's; the location dialog also saves them with the location.
import type { Address } from '../generated/entities';
import { isLocationAdmin } from '../src/domain/access';
import { defineResource } from './definition';

export const addresses = defineResource<Address>({
  name: 'admin/addresses',
  schema: 'address.schema.json',
  api: { list: 'addresses', one: 'address', create: 'address', delete: 'address' },
  access: { adminLevel: 'Location' },
  canCreate: ({ user }) => isLocationAdmin(user),
  canDelete: ({ user }) => isLocationAdmin(user),
  menu: { area: 'admin', order: 99, hidden: true },
  list: { columns: ['id', 'locationId', 'type', 'rank', 'street', 'postalCode', 'city', 'countryCode', 'active', 'isDelivery'], sort: { field: 'id', order: 'ASC' }, filters: ['q', 'locationId', 'type', 'countryCode'] },
  dialogWidth: 'narrow-centered',
  // O06: an address that cannot be read, saved or deleted says so.
  failures: { one: 'failures.address.load', create: 'failures.address.save', delete: 'failures.address.delete' },
  references: { locations: 'admin/locations' },
  store: { table: 'addresses', scope: { location: 'locationId' }, search: ['street', 'postalCode', 'city'], readAccess: {} },
});
