// inventory/periods (F06, F07): the counting windows the operator's staff open; every user reads the
// ones visible to customers (GET inventoryperiods), the pages of section F read them to know what may
// be done now.
import type { InventoryPeriod } from '../generated/entities';
import { isProviderStaff, isGlobalAdmin } from '../src/domain/access';
import { defineResource } from './definition';

const staff = ({ user }: { user: Parameters<typeof isProviderStaff>[0] & Parameters<typeof isGlobalAdmin>[0] }) => isProviderStaff(user) || isGlobalAdmin(user);

export const inventoryPeriods = defineResource<InventoryPeriod>({
  name: 'inventory/periods',
  schema: 'inventory-period.schema.json',
  api: { list: 'inventoryperiods', one: 'inventoryperiod', create: 'inventoryperiod', update: 'inventoryperiod', delete: 'inventoryperiod' },
  access: { providerStaff: true },
  canCreate: staff,
  canEdit: staff,
  canDelete: staff,
  // A new period starts unopened and seen by customers; staff open it by setting it Active.
  defaults: () => ({ status: 'New', isVisible: true }),
  menu: { area: 'inventory', order: 4 },
  list: {
    columns: ['name', 'controlFrom', 'controlTo', 'status', 'canMaster', 'canClaim', 'canResponse', 'isVisible'],
    sort: { field: 'controlFrom', order: 'DESC' },
    filters: ['q', 'status'],
    alwaysOn: ['q'],
  },
  dialogWidth: 'narrow',
  store: { table: 'inventoryPeriods', search: ['name'], readAccess: {}, sortable: ['name', 'controlFrom', 'controlTo', 'status'] },
});
