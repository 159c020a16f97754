// Shared by the ledger's API tests: the demo places, and the invariants every write must keep.
import { expect } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { INVENTORY_TYPES } from '../../src/domain/ledger/types';

export async function demoPlaces(db: Database) {
  const location = (name: string) => db.selectFrom('locations').select(['id', 'customerId']).where('name', '=', name).executeTakeFirstOrThrow();
  const depot = await db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .select(['locations.id', 'locations.customerId']).where('customers.type', '=', 'provider').where('locations.statusId', '=', 1)
    .orderBy('locations.id').executeTakeFirstOrThrow();
  // A receiving user at an active location of another customer.
  const receiver = await db.selectFrom('users').innerJoin('locations', 'locations.id', 'users.locationId').innerJoin('customers', 'customers.id', 'users.customerId')
    .select(['users.loginName', 'users.locationId', 'locations.customerId']).where('users.active', '=', true).where('locations.statusId', '=', 1)
    .where('customers.statusId', '=', 1).where('customers.type', 'not in', ['provider']).where('users.customerId', '<>', 2)
    .where(sql<boolean>`'Reception' = any(users.tasks_allowed)`).where('users.adminLevel', '<', 4)
    .orderBy('users.id').executeTakeFirstOrThrow();
  return { depot, hamar: await location('Fjellmeieriet Hamar'), lillehammer: await location('Fjellmeieriet Lillehammer'), receiver };
}

/**
 * LEDGER.md "Stock": the kept balances equal the movements summed, and carriers are conserved:
 * every movement between two accounts sums to zero per product (only settlements add or remove);
 * and the monthly nets add up to each balance.
 */
export async function expectLedgerConsistent(db: Database): Promise<void> {
  const drift = await db.selectFrom('stockBalances')
    .fullJoin(
      db.selectFrom('stockMovements').select(['accountLocationId', 'productId', (eb) => eb.fn.sum<number>('quantity').as('moved')]).groupBy(['accountLocationId', 'productId']).as('moved'),
      (join) => join.onRef('moved.accountLocationId', '=', 'stockBalances.locationId').onRef('moved.productId', '=', 'stockBalances.productId'),
    )
    .select(['stockBalances.locationId', 'moved.accountLocationId', 'stockBalances.quantity', 'moved.moved'])
    .where(sql<boolean>`coalesce(stock_balances.quantity, 0) <> coalesce(moved.moved, 0)`)
    .execute();
  expect(drift).toEqual([]);
  const unbalanced = await db.selectFrom('stockMovements').innerJoin('transactions', 'transactions.id', 'stockMovements.transactionId')
    .select(['stockMovements.productId', (eb) => eb.fn.sum<number>('stockMovements.quantity').as('net')])
    .where('transactions.type', 'not in', [...INVENTORY_TYPES])
    .groupBy('stockMovements.productId').having(sql<boolean>`sum(stock_movements.quantity) <> 0`).execute();
  expect(unbalanced).toEqual([]);
  // The monthly nets (0007_stock) add up to the balance of every account.
  const monthsDrift = await db.selectFrom('stockBalances').select(['locationId', 'productId', 'quantity'])
    .where(({ eb, selectFrom }) => eb('quantity', '<>', selectFrom('stockMonths').select(({ fn }) => fn.coalesce(fn.sum<number>('net'), eb.lit(0)).as('sum'))
      .whereRef('stockMonths.locationId', '=', 'stockBalances.locationId').whereRef('stockMonths.productId', '=', 'stockBalances.productId')))
    .execute();
  expect(monthsDrift).toEqual([]);
}

export async function balance(db: Database, locationId: number, productId: number): Promise<number> {
  const row = await db.selectFrom('stockBalances').select('quantity').where('locationId', '=', locationId).where('productId', '=', productId).executeTakeFirst();
  return row?.quantity ?? 0;
}

export const rowCount = async (db: Database, table: 'transactions' | 'transactionLines' | 'stockMovements' | 'transactionComments') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
