// system/prices (LEDGER.md "Money"): the operator's price list with validity dates, which the monthly
// invoice run reads; kept by global admins. Amounts are typed and shown in kroner (the schema's
// x-money, P17); a charged price never changes, a new one starts from a day (src/server/resources/prices.ts).
import type { Price } from '../generated/entities';
import { isGlobalAdmin } from '../src/domain/access';
import { defineResource } from './definition';

export const prices = defineResource<Price>({
  name: 'system/prices',
  schema: 'price.schema.json',
  api: { list: 'prices', one: 'price', create: 'price', update: 'price', delete: 'price' },
  access: { adminLevel: 'Global' },
  canCreate: ({ user }) => isGlobalAdmin(user),
  canEdit: ({ user }) => isGlobalAdmin(user),
  canDelete: ({ user }) => isGlobalAdmin(user),
  menu: { area: 'system', order: 6 },
  list: {
    columns: ['kind', 'productId', 'ore', 'validFrom', 'validTo'],
    sort: { field: 'validFrom', order: 'DESC' },
    filters: ['kind', 'productId'],
  },
  dialogWidth: 'narrow',
  // A hire price's product is picked by its name.
  references: { products: 'system/products' },
  store: { table: 'prices', sortable: ['kind', 'productId', 'ore', 'validFrom', 'validTo'] },
});
