// Customers and chains with their admin contacts (J01, J21, D10).
import type { Chain, Contact, Customer } from '../../../generated/entities.js';
import type { AccessCustomer } from '../../domain/access.js';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.js';
import type { CustomerTable } from '../db/tables.js';

export type ContextCustomer = Customer & AccessCustomer & { id: number };

export async function loadContact(db: Database, userId: number | null): Promise<Contact | null> {
  if (userId === null) return null;
  const row = await db.selectFrom('users').select(['id', 'name', 'email', 'phone']).where('id', '=', userId).executeTakeFirst();
  return row ?? null;
}

type CustomerRow = Selectable<CustomerTable>;

export function toCustomer(row: CustomerRow): ContextCustomer {
  return {
    id: row.id,
    name: row.name,
    orgNumber: row.orgNumber,
    image: row.image,
    statusId: row.statusId as Customer['statusId'] & number,
    type: row.type as Customer['type'],
    chainId: row.chainId,
    hasShopTransactions: row.hasShopTransactions,
    isNlp: row.type === 'provider',
  };
}

/** A customer; its admin contact only when asked for (the session context shows it, D10). */
export async function loadCustomer(db: Database, id: number, withContact = false): Promise<ContextCustomer | undefined> {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...toCustomer(row), ...(withContact ? { adminUser: await loadContact(db, row.adminUserId) } : {}) };
}

/** The customer columns under a prefix, for one query that also reads a user or a location. */
export const customerColumns = ['id', 'name', 'orgNumber', 'image', 'statusId', 'type', 'chainId', 'hasShopTransactions', 'adminUserId'] as const;
const prefixed = <Column extends string>(column: Column) => `customer${column[0].toUpperCase()}${column.slice(1)}` as `customer${Capitalize<Column>}`;

/** The customer's columns beside another table's, each named with the prefix `customer`: `customerChainId`. */
export const prefixedCustomerColumns = customerColumns.map((column) => `customers.${column} as ${prefixed(column)}` as const);

/** The customer read with prefixedCustomerColumns. */
export function prefixedCustomer(row: Record<string, unknown>): ContextCustomer {
  return toCustomer(Object.fromEntries(customerColumns.map((column) => [column, row[prefixed(column)]])) as CustomerRow);
}

export async function loadChain(db: Database, id: number | null): Promise<Chain | null> {
  if (id === null) return null;
  const row = await db.selectFrom('chains').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, name: row.name, adminUser: await loadContact(db, row.adminUserId) } : null;
}
