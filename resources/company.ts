// admin/company (J01, J02, C36): the own customer, edited by its customer admins; the logo is
// uploaded and removed with customerlogo. Only the operator's staff change type, status, chain and
// shop access. The same definition gives the customer lists and pickers their rows (GET customers).
import type { Customer } from '../generated/entities';
import { isCustomerAdmin, isGlobalAdmin, isProviderStaff, type AccessContext } from '../src/domain/access';
import { defineResource } from './definition';

const staff = ({ user }: AccessContext) => isGlobalAdmin(user) || isProviderStaff(user);

/** J01: customer admins edit their own customer; staff and global admins any. */
export const mayEditCustomer = (context: AccessContext, customer: Pick<Customer, 'id'>) =>
  staff(context) || (isCustomerAdmin(context.user) && context.user.customerId === customer.id);

export const company = defineResource<Customer>({
  name: 'admin/company',
  schema: 'customer.schema.json',
  api: { list: 'customers', one: 'customer', update: 'customer' },
  access: { adminLevel: 'Customer' },
  canEdit: mayEditCustomer,
  lockedFields: (context) => (staff(context) ? [] : ['type', 'statusId', 'chainId', 'hasShopTransactions']),
  // The company of the context: the acting location's customer (a staff member who switched sees that one).
  singleton: ({ customer }) => customer.id,
  uploads: { image: 'customerlogo' },
  // O19: a logo that cannot be removed says so.
  failures: { uploadRemoved: { image: 'failures.logo.delete' } },
  menu: { area: 'admin', order: 1 },
  list: { columns: ['id', 'name', 'orgNumber', 'type', 'statusId', 'chainName'], sort: { field: 'name', order: 'ASC' }, filters: ['q', 'type', 'statusId'], alwaysOn: ['q'] },
  fields: ['id', 'name', 'orgNumber', 'image', 'type', 'statusId', 'chainId', 'hasShopTransactions', 'adminUser'],
  references: { chains: 'lists/chains' },
  // Everyone reads the own customer (the pickers and the session show it); the scope does the rest (C41).
  store: { table: 'customers', scope: { customer: 'id' }, served: ['one', 'update'], readAccess: {} },
});
