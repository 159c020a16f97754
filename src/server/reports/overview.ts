// The overview report (G01): over the range, the month-end balance of each product summed over the
// covered balance accounts, what came in and went out each month, and the disputes and missing
// registrations open at the covered locations. Month-end balances come from the kept balances and the
// monthly nets (0007_stock); in and out from the range's movements.
import { sql } from 'kysely';
import { TransactionStatus as S } from '../../domain/ledger/statuses.js';
import { EXPIRED_PRODUCT_TYPE, TransactionType as T } from '../../domain/ledger/types.js';
import { monthStart } from '../../domain/stock/indicator.js';
import type { Database } from '../db/database.js';
import { touching } from './scope.js';

/** The first days of the months from one day's month to another's, in order. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = monthStart(from); month <= to; month = monthStart(month, -1)) months.push(month);
  return months;
}

export async function overviewReport(db: Database, accounts: number[], locationIds: number[], range: { from: string; to: string }) {
  const months = monthsBetween(range.from, range.to);
  if (accounts.length === 0) return { months: months.map((month) => ({ month, balances: {}, incoming: 0, outgoing: 0 })), products: [], disputes: 0, missing: 0 };
  const [kept, nets, moved, open] = await Promise.all([
    db.selectFrom('stockBalances').select(['productId', sql<number>`sum(quantity)::int`.as('quantity')]).where('locationId', 'in', accounts).groupBy('productId').execute(),
    db.selectFrom('stockMonths').select(['productId', 'month', sql<number>`sum(net)::int`.as('net')])
      .where('locationId', 'in', accounts).where('month', '>', months[0]).groupBy(['productId', 'month']).execute(),
    db.selectFrom('stockMovements').select([sql<string>`to_char(date_trunc('month', booked_on), 'YYYY-MM-DD')`.as('month'),
      sql<number>`sum(greatest(quantity, 0))::int`.as('incoming'), sql<number>`sum(least(quantity, 0))::int`.as('outgoing')])
      .where('accountLocationId', 'in', accounts).where('bookedOn', '>=', range.from).where('bookedOn', '<=', range.to).groupBy(sql`date_trunc('month', booked_on)`).execute(),
    db.selectFrom('transactions').select([
      sql<number>`count(*) filter (where status = ${S.NotAgreed})::int`.as('disputes'),
      sql<number>`count(*) filter (where type = ${T.Missing} and status = ${S.Sent})::int`.as('missing'),
    ]).where(touching(locationIds)).where('status', 'in', [S.NotAgreed, S.Sent]).where('transactionDate', '>=', range.from).where('transactionDate', '<=', range.to)
      .executeTakeFirstOrThrow(),
  ]);
  const productIds = kept.map((row) => row.productId);
  const products = productIds.length ? await db.selectFrom('products').select(['id', 'name']).where('id', 'in', productIds).where('productTypeId', '<>', EXPIRED_PRODUCT_TYPE).orderBy('productTypeId').orderBy('id').execute() : [];
  // The end of a month is the balance now less the nets of every later month.
  const balances = months.map((month) => Object.fromEntries(products.map((product) => {
    const later = nets.filter((row) => row.productId === product.id && row.month > month).reduce((sum, row) => sum + Number(row.net), 0);
    return [product.id, Number(kept.find((row) => row.productId === product.id)?.quantity ?? 0) - later];
  })));
  return {
    products,
    months: months.map((month, index) => {
      const row = moved.find((candidate) => candidate.month === month);
      return { month, balances: balances[index], incoming: Number(row?.incoming ?? 0), outgoing: -Number(row?.outgoing ?? 0) };
    }),
    disputes: Number(open.disputes), missing: Number(open.missing),
  };
}
