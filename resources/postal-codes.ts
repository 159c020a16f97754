// system/postal-codes (J12, J13): the postal codes addresses are checked against; an address with a
// code not listed here is saved only after the user confirms it.
import type { PostalCode } from '../generated/entities';
import { isGlobalAdmin } from '../src/domain/access';
import { defineResource } from './definition';

export const postalCodes = defineResource<PostalCode>({
  name: 'system/postal-codes',
  schema: 'postal-code.schema.json',
  api: { list: 'postalcodes', one: 'postalcode', create: 'postalcode', update: 'postalcode', delete: 'postalcode' },
  access: { adminLevel: 'Global' },
  canCreate: ({ user }) => isGlobalAdmin(user),
  canEdit: ({ user }) => isGlobalAdmin(user),
  canDelete: ({ user }) => isGlobalAdmin(user),
  menu: { area: 'system', order: 8 },
  list: { columns: ['countryCode', 'postalCode', 'city'], sort: { field: 'postalCode', order: 'ASC' }, filters: ['q', 'countryCode'], alwaysOn: ['q', 'countryCode'] },
  dialogWidth: 'narrow-centered-dynamic-height',
  store: { table: 'postalCodes', search: ['postalCode', 'city'], readAccess: {} },
});
