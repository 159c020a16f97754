// GET negativebalances (docs/decisions.md "Negative balances"): every kept balance below zero, for the
// operator's staff to follow up. A send may take a balance below zero (domain/stock/negative-balance.ts);
// nothing else says so, so this list is where it is seen. Most negative first, paged as every list.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { checkListDepth, countOf, DEFAULT_PAGE_SIZE, type PageQuery } from '../generic/paging.js';

export interface NegativeBalance {
  locationId: number; locationName: string; gln: string | null; customerId: number; customerName: string;
  productId: number; productName: string; quantity: number;
}

export async function negativeBalances(db: Database, query: Pick<PageQuery, 'index' | 'count'>) {
  const index = query.index ?? 0;
  const count = query.count ?? DEFAULT_PAGE_SIZE;
  checkListDepth(index);
  // Read from the partial index stock_balances_negative_idx (0018) in its own order.
  const below = db.selectFrom('stockBalances').where('stockBalances.quantity', '<', 0);
  const [data, total] = await Promise.all([
    below.innerJoin('locations', 'locations.id', 'stockBalances.locationId')
      .innerJoin('customers', 'customers.id', 'locations.customerId')
      .innerJoin('products', 'products.id', 'stockBalances.productId')
      .select([
        'stockBalances.locationId', 'locations.name as locationName', 'locations.gln', 'locations.customerId', 'customers.name as customerName',
        'stockBalances.productId', 'products.name as productName', 'stockBalances.quantity',
      ])
      .orderBy('stockBalances.quantity').orderBy('stockBalances.locationId').orderBy('stockBalances.productId')
      .offset(index).limit(count).execute(),
    countOf(db, below.select(sql`1`.as('one'))),
  ]);
  return { data: data as NegativeBalance[], ...total };
}
