// admin/users/{id?} (J03–J08, C37, C43): the users of the caller's scope and the user dialog. Who may
// change what is decided once in src/domain/users.ts, for the form and the server alike.
import type { User } from '../generated/entities';
import { isLocationAdmin } from '../src/domain/access';
import { lockedUserFields, mayEditUser } from '../src/domain/users';
import { defineResource } from './definition';

export const users = defineResource<User>({
  name: 'admin/users',
  schema: 'user.schema.json',
  api: { list: 'users', one: 'user', create: 'user', update: 'user' },
  access: { adminLevel: 'Location' },
  canCreate: ({ user }) => isLocationAdmin(user),
  canEdit: ({ user }, record) => mayEditUser(user, record),
  lockedFields: ({ user }, record) => lockedUserFields(user, record),
  defaults: ({ user }) => ({
    customerId: user.customerId, locationId: user.locationId, language: 'nb-NO', active: true, tasksAllowed: [], adminLevel: 0, reportLevelEx: -1, inventoryLevelEx: 0,
  }),
  menu: { area: 'admin', order: 2 },
  list: {
    columns: ['id', 'name', 'loginName', 'email', 'customerName', 'locationName', 'adminLevel', 'userLevel', 'active', 'employeeId'],
    hiddenColumns: ['employeeId', 'email'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['q', 'active', 'customerId', 'locationId', 'adminLevel'],
    alwaysOn: ['q'],
  },
  fields: [
    'id', 'name', 'loginName', 'password', 'email', 'phone', 'language', 'active', 'customerId', 'locationId', 'locationIds', 'workArea',
    // J05, P47, C09: what the admin level allows, shown beside it.
    'adminLevel', 'userLevel', 'dataLevel', 'reportLevelEx', 'inventoryLevelEx', 'tasksAllowed', 'isFinancial', 'employeeId', 'employmentType', 'isNlp', 'isAgent', 'confirmedGdpr',
  ],
  dialogWidth: 'wide',
  // O31: a user that cannot be saved says so; the save confirmed to take the location-admin role from
  // another user (J07) says that the role could not be moved.
  failures: {
    create: 'failures.user.save', update: 'failures.user.save',
    confirmed: { 'location-admin-role': 'failures.user.location_admin_role' },
  },
  references: { customers: 'admin/company', locations: 'admin/locations', userareas: 'lists/work-areas' },
  store: {
    table: 'users',
    scope: { customer: 'customerId', location: 'locationId' },
    served: ['one', 'create', 'update'],
    // Everyone reads the users of their scope; ordinary users only themselves (C43).
    readAccess: {},
    readColumns: ['confirmedGdpr'],
    virtual: ['locationIds'],
    columnNames: { reportLevelEx: 'reportLevel', inventoryLevelEx: 'inventoryLevel' },
  },
});
