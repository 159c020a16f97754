// reports/targit/{id?} (G07, docs/decisions.md): the operator's BI dashboards, read by every user with
// the Reports task and kept by global admins; a dashboard's record opens it at its own address.
import type { BiDashboard } from '../generated/entities';
import { isGlobalAdmin } from '../src/domain/access';
import { defineResource } from './definition';

export const biDashboards = defineResource<BiDashboard>({
  name: 'reports/targit',
  schema: 'bi-dashboard.schema.json',
  api: { list: 'bidashboards', one: 'bidashboard', create: 'bidashboard', update: 'bidashboard', delete: 'bidashboard' },
  access: { task: 'Reports' },
  canCreate: ({ user }) => isGlobalAdmin(user),
  canEdit: ({ user }) => isGlobalAdmin(user),
  canDelete: ({ user }) => isGlobalAdmin(user),
  menu: { area: 'reports', order: 11 },
  list: { columns: ['name', 'description', 'url'], sort: { field: 'name', order: 'ASC' }, filters: ['q'], alwaysOn: ['q'] },
  dialogWidth: 'narrow',
  store: { table: 'biDashboards', search: ['name', 'description'] },
});
