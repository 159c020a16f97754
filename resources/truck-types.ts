// system/truck-types (E32, A10): the kinds of truck a location takes deliveries from. The worked
// example of docs/adding-an-entity.md: this definition (with its texts) and truck-type.schema.json are
// all there is, beside its table's migration and its test.
import type { TruckType } from '../generated/entities';
import { isGlobalAdmin } from '../src/domain/access';
import { defineResource } from './definition';

export const truckTypes = defineResource<TruckType>({
  name: 'system/truck-types',
  schema: 'truck-type.schema.json',
  texts: {
    'nb-NO': { menu: 'Biltyper', name: 'Biltype |||| Biltyper', empty: 'Ingen data å vise.', fields: { id: 'Id', name: 'Navn', isStandard: 'Standard', palletPlaces: 'Pallplasser', q: 'Søk' } },
    'en-US': { menu: 'Truck types', name: 'Truck type |||| Truck types', empty: 'No data to show.', fields: { id: 'Id', name: 'Name', isStandard: 'Standard', palletPlaces: 'Pallet places', q: 'Search' } },
  },
  api: { list: 'trucktypes', one: 'trucktype', create: 'trucktype', update: 'trucktype', delete: 'trucktype' },
  access: { adminLevel: 'Global' },
  canCreate: ({ user }) => isGlobalAdmin(user),
  canEdit: ({ user }) => isGlobalAdmin(user),
  canDelete: ({ user }) => isGlobalAdmin(user),
  menu: { area: 'system', order: 5 },
  list: {
    columns: ['id', 'name', 'palletPlaces', 'isStandard'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['q', 'isStandard'],
    alwaysOn: ['q'],
  },
  dialogWidth: 'narrow',
  sessionList: true,
  // Every user reads the list (the location dialog offers it); only global admins change it.
  store: { table: 'truckTypes', idGiven: true, search: ['name'], readAccess: {} },
});
