// Chains (J21): what a customer's chain picker offers. Read by everyone; kept by the operator.
import type { Chain } from '../generated/entities';
import { defineResource } from './definition';

export const chains = defineResource<Chain>({
  name: 'lists/chains',
  schema: 'chain.schema.json',
  api: { list: 'chains', one: 'chain' },
  access: { adminLevel: 'Global' },
  menu: { area: 'system', order: 99, hidden: true },
  list: { columns: ['id', 'name'], sort: { field: 'name', order: 'ASC' }, filters: ['q'] },
  store: { table: 'chains', search: ['name'], readAccess: {} },
});
