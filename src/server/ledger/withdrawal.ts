// Withdrawal limits on load carrier orders (E22, E23): what a location has registered out and
// ordered of a limited product in the window, read from the ledger's (location, date) indexes.
import { sql } from 'kysely';
import { addDays, poolToday } from '../../domain/dates.js';
import { TransactionStatus as S } from '../../domain/ledger/statuses.js';
import { TransactionType as T } from '../../domain/ledger/types.js';
import { isPreOrder, WITHDRAWAL_WINDOW_DAYS, withdrawalAvailable } from '../../domain/ledger/withdrawal.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { deliveryDays } from '../../domain/ledger/working-days.js';

const NOT_COUNTED = [S.Draft, S.Cancelled, S.Replaced];

/** Per limited product: its limit and how many more the location may order now. */
export async function withdrawalRoom(db: Database, locationId: number, productIds: number[], excludeOrderId?: number) {
  if (productIds.length === 0) return new Map<number, { limitPercent: number; available: number }>();
  const limited = await db.selectFrom('products').select(['id', 'name', 'withdrawalLimitPercent'])
    .where('id', 'in', productIds).where('withdrawalLimitPercent', 'is not', null).execute();
  if (limited.length === 0) return new Map();
  const since = addDays(poolToday(), -WITHDRAWAL_WINDOW_DAYS);
  const ids = limited.map((product) => product.id);
  const moved = (side: 'locationIdFrom' | 'locationIdTo', types: number[] | 'not-orders') => db.selectFrom('transactions')
    .innerJoin('transactionLines', 'transactionLines.transactionId', 'transactions.id')
    .select(['transactionLines.productId', sql<number>`sum(coalesce(transaction_lines.qty_received, transaction_lines.qty_picked, transaction_lines.qty_ordered))::int`.as('quantity')])
    .where(`transactions.${side}`, '=', locationId).where('transactions.transactionDate', '>=', since)
    .where('transactions.status', 'not in', NOT_COUNTED).where('transactionLines.productId', 'in', ids)
    .$if(types === 'not-orders', (qb) => qb.where('transactions.type', '<>', T.Order))
    .$if(Array.isArray(types), (qb) => qb.where('transactions.type', 'in', types as number[]))
    .$if(excludeOrderId !== undefined, (qb) => qb.where('transactions.id', '<>', excludeOrderId!))
    .groupBy('transactionLines.productId').execute();
  const [out, ordered] = await Promise.all([moved('locationIdFrom', 'not-orders'), moved('locationIdTo', [T.Order])]);
  const sum = (rows: Array<{ productId: number; quantity: number }>, id: number) => Number(rows.find((row) => row.productId === id)?.quantity ?? 0);
  return new Map(limited.map((product) => [product.id, {
    name: product.name,
    limitPercent: product.withdrawalLimitPercent!,
    available: withdrawalAvailable(product.withdrawalLimitPercent, sum(out, product.id), sum(ordered, product.id))!,
  }]));
}

/** E22, E23: refuses a pre-order of a limited product, or an order above what the limit leaves. */
export async function checkWithdrawal(db: Database, order: { id?: number; locationIdTo: number; transactionDate: string; lines: Array<{ productId: number; qtyOrdered: number }> }): Promise<void> {
  const room = await withdrawalRoom(db, order.locationIdTo, order.lines.map((line) => line.productId), order.id);
  for (const line of order.lines) {
    const limit = room.get(line.productId);
    if (!limit) continue;
    if (isPreOrder(order.transactionDate, deliveryDays(poolToday())[0])) {
      throw new ApiError(400, 'withdrawal-pre-order', 'withdrawalPreOrder', { product: limit.name, field: 'transactionDate' });
    }
    if (line.qtyOrdered > limit.available) {
      throw new ApiError(400, 'withdrawal-above-limit', 'withdrawalAboveLimit', { product: limit.name, limit: limit.limitPercent, available: limit.available, field: 'lines' });
    }
  }
}
