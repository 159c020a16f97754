// system/messages/{id?} (K01–K05, C38): the global admins' list of every message (GET messages with
// all=true) and the message dialog to publish, change and delete one, with its attachments (K02) and
// who has read it. ?parentId=<id> lists the follow-ups of one message. The calls are written by hand
// (src/server/messages/routes.ts): the same list call serves everyone's reading list.
import type { Message } from '../generated/entities';
import { mayManageMessages } from '../src/domain/access';
import { defineResource } from './definition';

export const messages = defineResource<Message>({
  name: 'system/messages',
  schema: 'message.schema.json',
  api: { list: 'messages', one: 'message', create: 'message', update: 'message', delete: 'message' },
  access: { adminLevel: 'Global' },
  canCreate: ({ user }) => mayManageMessages(user),
  canEdit: ({ user }) => mayManageMessages(user),
  canDelete: ({ user }) => mayManageMessages(user),
  defaults: () => ({ priority: 1, type: 'Message', mustRead: false, text: '' }),
  menu: { area: 'system', order: 1 },
  list: {
    columns: ['id', 'title', 'created', 'priority', 'type', 'mustRead', 'taskId', 'customerName', 'locationName', 'readCount', 'attachmentCount', 'userNameCreater', 'parentId'],
    hiddenColumns: ['userNameCreater', 'parentId', 'taskId', 'attachmentCount'],
    sort: { field: 'created', order: 'DESC' },
    filters: ['q', 'type', 'mustRead', 'priority', 'taskId', 'parentId'],
    alwaysOn: ['q', 'type', 'mustRead'],
    permanent: { all: true },
    failed: 'resources.system/messages.load_failed',
  },
  // Two columns: who receives it (customer beside location) after what it is; the text and its readers in full width.
  fields: [
    'id', 'title', 'created', 'userNameCreater', 'priority', 'type', 'mustRead', 'taskId', 'customerId', 'locationId', 'parentId', 'text', 'readBy',
  ],
  // Who has read it, by name; the ids are for the API's callers.
  tableColumns: { readBy: ['userName', 'readAt', 'loginUserName'] },
  // Who receives it: the location picker offers the chosen customer's locations.
  pickerFilters: { locationId: { customerId: 'customerId' } },
  attachments: { list: 'messageattachments', one: 'messageattachment', create: 'messageattachment', delete: 'messageattachment', parent: 'messageId' },
  dialogWidth: 'wide',
  references: { customers: 'admin/company', locations: 'admin/locations' },
});
