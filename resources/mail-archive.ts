// admin/mailarchive/{id?} (J17, C37, N43): every mail the portal sent, newest first, each viewer seeing
// the mails of their scope: staff and global admins all, chain admins the chain's customers',
// customer admins their customer's, location admins their location's. Mails to people outside any
// customer (new customers' confirmations) are for the operator only. Nothing is edited; the list
// leaves out the bodies, one mail has its text with the links in it clickable.
import type { Mail } from '../generated/entities';
import { defineResource } from './definition';

export const mailArchive = defineResource<Mail>({
  name: 'admin/mailarchive',
  schema: 'mail.schema.json',
  api: { list: 'mailarchives', one: 'mailarchive' },
  access: { adminLevel: 'Location' },
  menu: { area: 'admin', order: 4 },
  list: {
    columns: ['created', 'toAddress', 'subject', 'kind', 'customerName', 'locationName', 'delivery'],
    sort: { field: 'created', order: 'DESC' },
    filters: ['q', 'kind'],
    alwaysOn: ['q', 'kind'],
  },
  fields: ['created', 'toName', 'toAddress', 'kind', 'delivery', 'deliveryError', 'customerName', 'locationName', 'body'],
  titleField: 'subject',
  chipColors: { delivery: { archived: 'default', sent: 'success', failed: 'error' } },
  dialogWidth: 'wide-centered',
  store: {
    table: 'mailArchive',
    scope: { customer: 'customerId', location: 'locationId' },
    readColumns: ['created', 'kind', 'toAddress', 'toName', 'subject', 'body', 'userId', 'customerId', 'locationId', 'delivery', 'deliveryError'],
    recordOnly: ['body'],
    columnNames: { created: 'createdAt' },
    search: ['toAddress', 'subject'],
    sortable: ['id', 'created', 'toAddress', 'subject', 'kind', 'customerName', 'locationName', 'delivery'],
  },
});
