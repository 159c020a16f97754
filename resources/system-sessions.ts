// system/sessions (K08, C38): every session with its state; ending one (DELETE session) logs its
// user out: the next call with that token is refused with 401. Global admins only.
import type { UserSession } from '../generated/entities';
import { isGlobalAdmin } from '../src/domain/access';
import { SessionState } from '../src/domain/levels';
import { defineResource } from './definition';

export const systemSessions = defineResource<UserSession>({
  name: 'system/sessions',
  schema: 'user-session.schema.json',
  api: { list: 'sessions', one: 'session', delete: 'session' },
  access: { adminLevel: 'Global' },
  canDelete: ({ user }, record) => isGlobalAdmin(user) && record.state === SessionState.Active,
  deleteLabel: 'sessions.end',
  menu: { area: 'system', order: 4 },
  list: {
    columns: ['id', 'loginName', 'userName', 'state', 'rememberMe', 'createdAt', 'lastSeenAt', 'expiresAt', 'ipAddress'],
    sort: { field: 'lastSeenAt', order: 'DESC' },
    filters: ['q', 'state', 'loginUserId'],
    alwaysOn: ['q', 'state'],
  },
  chipColors: { state: { 1: 'success', 2: 'default', 3: 'warning', 4: 'error' } },
  dialogWidth: 'narrow-centered-dynamic-height',
  references: { users: 'admin/users' },
  store: {
    table: 'sessions',
    readColumns: ['loginUserId', 'state', 'rememberMe', 'createdAt', 'lastSeenAt', 'expiresAt', 'endedAt', 'ipAddress', 'userAgent'],
    search: ['users.loginName', 'users.name', 'ipAddress'],
    sortable: ['id', 'state', 'createdAt', 'lastSeenAt', 'expiresAt'],
  },
});
