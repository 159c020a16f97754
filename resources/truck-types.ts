// system/truck-types (E32, A10): the kinds of truck a location takes deliveries from. The worked
// example of docs/adding-an-entity.md: this definition and truck-type.schema.json are all there is.
import type { TruckType } from '../generated/entities';
import { isGlobalAdmin } from '../src/domain/access';
import { defineResource } from './definition';

export const truckTypes = defineResource<TruckType>({
  name: 'system/truck-types',
  schema: 'truck-type.schema.json',
  api: { list: 'trucktypes', one: 'trucktype', create: 'trucktype', update: 'trucktype', delete: 'trucktype' },
  access: { adminLevel: 'Global' },
  canCreate: ({ user }) => isGlobalAdmin(user),
  canEdit: ({ user }) => isGlobalAdmin(user),
  canDelete: ({ user }) => isGlobalAdmin(user),
  menu: { area: 'system', order: 5 },
  list: {
    columns: ['id', 'name', 'isStandard'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['q', 'isStandard'],
    alwaysOn: ['q'],
  },
  dialogWidth: 'narrow',
  sessionList: true,
  // Every user reads the list (the location dialog offers it); only global admins change it.
  store: { table: 'truckTypes', idGiven: true, search: ['name'], readAccess: {} },
});
