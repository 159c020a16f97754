// Stock of one balance account (D02, D04–D07): the kept balance, what is in transit to and from
// it, and the 12-month indicator from the monthly nets (0007_stock). Nothing sums history.
import { sql } from 'kysely';
import { poolToday } from '../../domain/dates.js';
import { IN_TRANSIT } from '../../domain/ledger/statuses.js';
import { monthEndBalances, monthsBack, monthStart, stockIndicator } from '../../domain/stock/indicator.js';
import type { Database } from '../db/database.js';
import type { CallContext } from '../http/call-context.js';
import { accountOfLocation, transitHolderOf, type AccountHolder } from '../../domain/ledger/accounts.js';
import { preparedQuery } from '../db/prepared.js';
import { oneOf } from '../generic/paging.js';
import { EXPIRED_PRODUCT_TYPE } from '../../domain/ledger/types.js';

const WOOD_PRODUCT_TYPE = 110;
const THIRD_PARTY_POOL_TYPE = 300;

const today = () => poolToday();

// The reads below are compiled once (db/prepared.ts): the home page asks for them on every visit,
// and building them with Kysely cost the server about as much as the database's reading of them.

type TransitSide = 'accountTo' | 'accountFrom' | 'locationIdTo' | 'locationIdFrom';
const transitQuery = (side: TransitSide) => preparedQuery(`stock-in-transit|${side}`, (db: Database, value) =>
  db.selectFrom('transactions').innerJoin('transactionLines', 'transactionLines.transactionId', 'transactions.id')
    .select(['transactionLines.productId', sql<number>`sum(coalesce(transaction_lines.qty_picked, transaction_lines.qty_ordered))::int`.as('quantity')])
    .where(`transactions.${side}`, '=', value<number>('id')).where('transactions.status', 'in', [...IN_TRANSIT])
    .groupBy('transactionLines.productId'));
const transit = {
  accountTo: transitQuery('accountTo'), accountFrom: transitQuery('accountFrom'), locationIdTo: transitQuery('locationIdTo'), locationIdFrom: transitQuery('locationIdFrom'),
};

/** Sent quantities in transit to (incoming) or from (outgoing) an account or a location, per product (D07). */
async function inTransit(db: Database, id: number, side: TransitSide) {
  const rows = await transit[side](db, { id });
  return new Map(rows.map((row) => [row.productId, Number(row.quantity)]));
}

const netsSince = preparedQuery('stock-nets-since', (db: Database, value) =>
  db.selectFrom('stockMonths').select(['productId', 'month', 'net']).where('locationId', '=', value<number>('account')).where('month', '>=', value<string>('since')));

/** The nets of the last `months` months per product of an account. */
async function monthlyNets(db: Database, account: number, months: number, day = today()) {
  const rows = await netsSince(db, { account, since: monthStart(day, months - 1) });
  const byProduct = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const nets = byProduct.get(row.productId) ?? new Map<string, number>();
    nets.set(row.month, row.net);
    byProduct.set(row.productId, nets);
  }
  return byProduct;
}

const lastMainCount = preparedQuery('stock-last-main-count', (db: Database, value) =>
  db.selectFrom('inventoryCounts').select(['id', 'countedOn']).where('locationId', '=', value<number>('account'))
    .where('type', '=', 'MainApprove').where('status', '=', 'Finished').orderBy('countedOn', 'desc').orderBy('id', 'desc').limit(1));
const countedLines = preparedQuery('stock-counted-lines', (db: Database, value) =>
  db.selectFrom('inventoryCountLines').select(['productId', 'quantity']).where('countId', '=', value<number>('countId')).where('canceled', '=', false));
const netsFrom = preparedQuery('stock-nets-from', (db: Database, value) =>
  db.selectFrom('stockMonths').select(['productId', sql<number>`sum(net)::int`.as('net')]).where('locationId', '=', value<number>('account')).where('month', '>=', value<string>('nextMonth')).groupBy('productId'));
const movedBetween = preparedQuery('stock-moved-between', (db: Database, value) =>
  db.selectFrom('stockMovements').select(['productId', sql<number>`sum(quantity)::int`.as('net')]).where('accountLocationId', '=', value<number>('account'))
    .where('bookedOn', '>', value<string>('countedOn')).where('bookedOn', '<', value<string>('nextMonth')).groupBy('productId'));
const balancesOf = preparedQuery('stock-balances', (db: Database, value) =>
  db.selectFrom('stockBalances').select(['productId', 'quantity']).where('locationId', '=', value<number>('account')));
const balanceOfProduct = preparedQuery('stock-balance-of-product', (db: Database, value) =>
  db.selectFrom('stockBalances').select(['productId', 'quantity']).where('locationId', '=', value<number>('account')).where('productId', '=', value<number>('productId')));
const agreedProducts = preparedQuery('stock-agreed-products', (db: Database, value) =>
  db.selectFrom('locationProducts').select('productId').where('locationId', '=', value<number>('locationId')));
const productsQuery = (english: boolean) => preparedQuery(`stock-products|${english}`, (db: Database, value) =>
  db.selectFrom('products').innerJoin('productTypes', 'productTypes.id', 'products.productTypeId')
    .select(['products.id', 'products.name', 'products.image', 'products.productTypeId', english ? sql<string>`coalesce(product_types.name_en, product_types.name)`.as('productType') : 'productTypes.name as productType'])
    .where(oneOf('products.id', value<number[]>('ids'))).where('products.productTypeId', '<>', EXPIRED_PRODUCT_TYPE)
    .orderBy('products.productTypeId').orderBy('products.id'));
const productsIn = { english: productsQuery(true), norwegian: productsQuery(false) };

/**
 * D04 qtyPhysical (LEDGER.md): the last approved main count plus what was booked after its day. Read
 * from the monthly nets after the count's month and the movements of its remaining days, so the cost
 * stays bounded however long ago the count was.
 */
async function physicalStock(db: Database, account: number): Promise<Map<number, number>> {
  const [count] = await lastMainCount(db, { account });
  if (!count) return new Map();
  const nextMonth = monthStart(count.countedOn, -1);
  const [counted, months, days] = await Promise.all([
    countedLines(db, { countId: count.id }),
    netsFrom(db, { account, nextMonth }),
    movedBetween(db, { account, countedOn: count.countedOn, nextMonth }),
  ]);
  const physical = new Map(counted.map((line) => [line.productId, line.quantity]));
  for (const row of [...months, ...days]) if (physical.has(row.productId)) physical.set(row.productId, physical.get(row.productId)! + Number(row.net));
  return physical;
}

/** D04: one row per product the account holds, has in transit, or has agreed, Expired types left out. */
export async function stockRows(db: Database, call: Pick<CallContext, 'language'>, location: AccountHolder) {
  const account = accountOfLocation(location);
  const holder = transitHolderOf(location);
  const transitOf = holder.by === 'account' ? { to: 'accountTo', from: 'accountFrom' } as const : { to: 'locationIdTo', from: 'locationIdFrom' } as const;
  const [balances, agreed, incoming, outgoing, nets, physical] = await Promise.all([
    balancesOf(db, { account }),
    agreedProducts(db, { locationId: location.id }),
    inTransit(db, holder.id, transitOf.to),
    inTransit(db, holder.id, transitOf.from),
    monthlyNets(db, account, 12),
    physicalStock(db, account),
  ]);
  const booked = new Map(balances.map((row) => [row.productId, row.quantity]));
  const agreedIds = new Set(agreed.map((row) => row.productId));
  const ids = [...new Set([...booked.keys(), ...agreedIds, ...incoming.keys(), ...outgoing.keys()])];
  if (ids.length === 0) return [];
  const products = await productsIn[call.language === 'en-US' ? 'english' : 'norwegian'](db, { ids });
  return products.map((product) => {
    const qtyLocal = booked.get(product.id) ?? 0;
    const lastYear = [...(nets.get(product.id)?.values() ?? [])].reduce((sum, net) => sum + net, 0);
    return {
      productTypeId: product.productTypeId,
      productId: product.id,
      productName: product.name,
      productImage: product.image,
      productIsWood: product.productTypeId === WOOD_PRODUCT_TYPE,
      productIsChep: product.productTypeId === THIRD_PARTY_POOL_TYPE,
      productType: product.productType,
      isLocationProduct: agreedIds.has(product.id),
      productIsInventory: true,
      inventoryIndicator: stockIndicator(qtyLocal, qtyLocal - lastYear) ?? null,
      qtyIncoming: incoming.get(product.id) ?? 0,
      qtyLocal,
      qtyOutgoing: outgoing.get(product.id) ?? 0,
      // With no approved count of the product, the booked balance.
      qtyPhysical: physical.get(product.id) ?? qtyLocal,
    };
  });
}

/** N30 balances: the month-end balances of the last 12 months per product, oldest first (the widget's chart). */
export async function monthEndStock(db: Database, location: AccountHolder, productId?: number) {
  const account = accountOfLocation(location);
  // The pool's today and its 12 months once for the call, not for each product.
  const day = today();
  const [balances, nets] = await Promise.all([
    productId === undefined ? balancesOf(db, { account }) : balanceOfProduct(db, { account, productId }),
    monthlyNets(db, account, 12, day),
  ]);
  const months = monthsBack(day, 12);
  return balances.map((row) => ({
    productId: row.productId,
    months: monthEndBalances(row.quantity, nets.get(row.productId) ?? new Map(), months),
  }));
}
