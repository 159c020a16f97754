// system/information (L01–L03, issue 13): the operator's articles, guides and videos, written by global
// admins with the rich-text editor; every user reads the published ones (GET informationitems) under
// support/information, whose pages are bespoke (src/portal/pages/information).
import type { InformationItem } from '../generated/entities';
import { isGlobalAdmin } from '../src/domain/access';
import { defineResource } from './definition';

export const information = defineResource<InformationItem>({
  name: 'system/information',
  schema: 'information-item.schema.json',
  api: { list: 'informationitems', one: 'informationitem', create: 'informationitem', update: 'informationitem', delete: 'informationitem' },
  access: { adminLevel: 'Global' },
  canCreate: ({ user }) => isGlobalAdmin(user),
  canEdit: ({ user }) => isGlobalAdmin(user),
  canDelete: ({ user }) => isGlobalAdmin(user),
  defaults: () => ({ kind: 'article', published: true, body: '' }),
  menu: { area: 'system', order: 2 },
  list: { columns: ['kind', 'title', 'summary', 'published', 'updatedAt'], sort: { field: 'title', order: 'ASC' }, filters: ['q', 'kind', 'published'], alwaysOn: ['q', 'kind'] },
  dialogWidth: 'wide',
  store: { table: 'informationItems', search: ['title', 'summary', 'body'], readAccess: {}, readColumns: ['updatedAt'], sortable: ['kind', 'title', 'updatedAt'] },
});
