// system/logs/{id?} (K07, C38): the server's log, newest first: logins, writes, impersonation and
// client errors, filtered by level, category and free text. Global admins only; nothing is edited.
import type { LogEntry } from '../generated/entities';
import { defineResource } from './definition';

export const systemLogs = defineResource<LogEntry>({
  name: 'system/logs',
  schema: 'log-entry.schema.json',
  api: { list: 'logs', one: 'log' },
  access: { adminLevel: 'Global' },
  menu: { area: 'system', order: 3 },
  list: {
    columns: ['id', 'createdAt', 'level', 'category', 'message', 'userId', 'loginUserId'],
    sort: { field: 'createdAt', order: 'DESC' },
    filters: ['q', 'level', 'category', 'userId'],
    alwaysOn: ['q', 'level'],
  },
  chipColors: { level: { Warning: 'warning', Error: 'error', Fatal: 'error', Information: 'info' } },
  dialogWidth: 'wide-centered',
  references: { users: 'admin/users' },
  store: { table: 'logs', readColumns: ['createdAt', 'level', 'category', 'message', 'userId', 'loginUserId', 'details'], search: ['message', 'category'], sortable: ['id', 'createdAt', 'level', 'category'] },
});
