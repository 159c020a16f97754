// Reading shop transactions (E09, H02, H03): the ledger's own lists and reads (ledger/queries.ts) of
// type 10, each row naming its shop and wholesaler and the way the carriers go, with H04's status;
// and the overview (H01): per shop, product and status over a period, what went to and from the shop.
import { sql } from 'kysely';
import { ledgerStatusesOfShop, shopStatusOf, type ShopStatusValue } from '../../domain/ledger/shop.js';
import { TransactionType } from '../../domain/ledger/types.js';
import type { Database } from '../db/database.js';
import { schemaFieldsOf } from '../generic/schema-fields.js';
import { ApiError } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { orderNotFound, visibleTransactions } from '../ledger/access.js';
import { listOrders, readOrder, type LedgerFilter } from '../ledger/queries.js';

type Caller = Pick<CallContext, 'scope' | 'language'>;

export interface ShopFilter extends Pick<LedgerFilter, 'index' | 'count' | 'order' | 'locationId' | 'locationIdFrom' | 'locationIdTo' | 'dateLower' | 'dateUpper' | 'q' | 'waiting' | 'waitingAt'> {
  id?: number;
  sort?: LedgerFilter['sort'];
  shopStatus?: ShopStatusValue[];
}

interface HeadRow { id: number; status: number; locationIdFrom: number; locationIdTo: number; locationNameFrom?: string | null; locationNameTo?: string | null }

/**
 * The rows as the API shows them (shop-transaction.schema.json): which side is the shop (its customer is
 * a Shop), H04's status, who registered it; the ledger's fields a shop transaction has no use for left out.
 */
async function withShop<Row extends HeadRow>(db: Database, rows: Row[]) {
  const ids = rows.map((row) => row.id);
  const sides = ids.length === 0 ? [] : await db.selectFrom('transactions').innerJoin('customers', 'customers.id', 'transactions.customerIdFrom')
    .select(['transactions.id', 'transactions.registeredSide', 'customers.type as senderType']).where('transactions.id', 'in', ids).execute();
  const byOrder = new Map(sides.map((row) => [row.id, row]));
  return rows.map((row) => {
    const side = byOrder.get(row.id);
    const toShop = side?.senderType !== 'Shop';
    return {
      ...schemaFieldsOf('shop-transaction.schema.json', row),
      shopStatus: shopStatusOf(row.status),
      registeredSide: side?.registeredSide ?? null,
      toShop,
      shopLocationId: toShop ? row.locationIdTo : row.locationIdFrom,
      shopName: (toShop ? row.locationNameTo : row.locationNameFrom) ?? '',
      wholesalerLocationId: toShop ? row.locationIdFrom : row.locationIdTo,
      wholesalerName: (toShop ? row.locationNameFrom : row.locationNameTo) ?? '',
    };
  });
}

/** GET shoptransaction's one (by id), with its lines and comment count; 404 outside the scope or of another type. */
export async function readShopTransaction(db: Database, call: Caller, id: number) {
  const order = await readOrder(db, call, id);
  if (!order || order.type !== TransactionType.Shop) throw orderNotFound();
  return (await withShop(db, [order]))[0];
}

/** GET shoptransactions: one page in the caller's scope, by the ledger's own paging and sort; or the one asked for by id. */
export async function listShopTransactions(db: Database, call: Caller, filter: ShopFilter) {
  const { id, shopStatus, ...rest } = filter;
  if (id !== undefined) {
    const one = await readOrder(db, call, id);
    return one?.type === TransactionType.Shop ? { data: await withShop(db, [one]), total: 1, totalIsEstimate: false } : { data: [], total: 0, totalIsEstimate: false };
  }
  const page = await listOrders(db, call, { ...rest, type: [TransactionType.Shop], transactionStatus: shopStatus?.length ? ledgerStatusesOfShop(shopStatus) : undefined });
  return { ...page, data: await withShop(db, page.data) };
}

/** H01's period: at most a year, as the reports' longest span. */
const MAX_DAYS = 366;

/** GET shopoverview (H01): per shop, product and shop status in the period, the transactions and the carriers to and from the shop. */
export async function shopOverview(db: Database, call: Caller, query: { dateLower: string; dateUpper: string; locationId?: number }) {
  const days = (Date.parse(query.dateUpper) - Date.parse(query.dateLower)) / 86_400_000;
  if (!(days >= 0 && days <= MAX_DAYS)) throw new ApiError(400, 'date-range', 'dateRange', { days: MAX_DAYS, field: 'dateLower' });
  const fromShop = sql<boolean>`sender.type = 'Shop'`;
  const quantity = sql<number>`coalesce(transaction_lines.qty_received, transaction_lines.qty_picked, transaction_lines.qty_ordered)`;
  const shopLocation = sql<number>`case when ${fromShop} then transactions.location_id_from else transactions.location_id_to end`;
  const rows = await db.selectFrom('transactions')
    .innerJoin('transactionLines', 'transactionLines.transactionId', 'transactions.id')
    .innerJoin('customers as sender', 'sender.id', 'transactions.customerIdFrom')
    .where('transactions.type', '=', TransactionType.Shop)
    .where('transactions.transactionDate', '>=', query.dateLower).where('transactions.transactionDate', '<=', query.dateUpper)
    .where(visibleTransactions(call))
    .$if(query.locationId !== undefined, (qb) => qb.where((eb) => eb.or([eb('transactions.locationIdFrom', '=', query.locationId!), eb('transactions.locationIdTo', '=', query.locationId!)])))
    .select([
      shopLocation.as('shopLocationId'), 'transactionLines.productId', 'transactions.status',
      sql<number>`count(distinct transactions.id)`.as('transactions'),
      sql<number>`coalesce(sum(case when ${fromShop} then 0 else ${quantity} end), 0)`.as('toShop'),
      sql<number>`coalesce(sum(case when ${fromShop} then ${quantity} else 0 end), 0)`.as('fromShop'),
    ])
    .groupBy([sql`1`, sql`2`, sql`3`]).execute();
  const [places, products] = await Promise.all([
    rows.length ? db.selectFrom('locations').select(['id', 'name']).where('id', 'in', [...new Set(rows.map((row) => row.shopLocationId))]).execute() : [],
    rows.length ? db.selectFrom('products').select(['id', 'name']).where('id', 'in', [...new Set(rows.map((row) => row.productId))]).execute() : [],
  ]);
  const placeName = new Map(places.map((place) => [place.id, place.name]));
  const productName = new Map(products.map((product) => [product.id, product.name]));
  // The ledger's statuses folded into H04's (Prereg is draft and registered alike).
  const folded = new Map<string, { shopLocationId: number; shopName: string; productId: number; productName: string; shopStatus: ShopStatusValue; transactions: number; toShop: number; fromShop: number }>();
  for (const row of rows) {
    const shopStatus = shopStatusOf(row.status);
    const key = `${row.shopLocationId}:${row.productId}:${shopStatus}`;
    const entry = folded.get(key) ?? {
      shopLocationId: row.shopLocationId, shopName: placeName.get(row.shopLocationId) ?? '', productId: row.productId, productName: productName.get(row.productId) ?? '',
      shopStatus, transactions: 0, toShop: 0, fromShop: 0,
    };
    entry.transactions += Number(row.transactions);
    entry.toShop += Number(row.toShop);
    entry.fromShop += Number(row.fromShop);
    folded.set(key, entry);
  }
  return [...folded.values()].sort((a, b) => a.shopName.localeCompare(b.shopName, 'nb') || a.shopLocationId - b.shopLocationId || a.productName.localeCompare(b.productName, 'nb') || a.shopStatus - b.shopStatus);
}
