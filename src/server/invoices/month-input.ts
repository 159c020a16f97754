// What a customer's invoice of a month is computed from (LEDGER.md "Money"): per balance account and
// product, the balance at the end of the day before the month (the kept balance less the monthly nets
// since, 0007_stock), the movements of the month and of the grace days before it, the free quantities
// of the location products, and the prices. Nothing sums history beyond the month.
import { sql, type Kysely } from 'kysely';
import { daysOfMonth, type FreeQuantity, type HireInput, type Price } from '../../domain/money/hire.js';
import type { Tables } from '../db/tables.js';
import { addDays } from '../../domain/dates.js';
import { groupedBy } from '../../domain/grouping.js';

export const lastDayOf = (month: string) => { const days = daysOfMonth(month); return days[days.length - 1]; };

/** Grace days by customer type (the setting money/grace-days; none when unset). */
export async function graceDaysByType(db: Kysely<Tables>): Promise<(customerType: string) => number> {
  const setting = await db.selectFrom('settings').select('value').where('scope', '=', 'money').where('name', '=', 'grace-days').executeTakeFirst();
  return (customerType) => {
    const days = Number((setting?.value as Record<string, number> | undefined)?.[customerType]);
    return Number.isInteger(days) && days > 0 ? days : 0;
  };
}

/** The grace days of one customer type. */
export const graceDays = async (db: Kysely<Tables>, customerType: string): Promise<number> => (await graceDaysByType(db))(customerType);

export async function pricesOf(db: Kysely<Tables>, kind: string, month: string, productIds?: number[]): Promise<Map<number | null, Price[]>> {
  return (await monthPrices(db, month, kind, productIds)).get(kind) ?? new Map();
}

/** The prices valid in a month, by kind and product (of one kind, and of some products, when given). */
export async function monthPrices(db: Kysely<Tables>, month: string, kind?: string, productIds?: number[]): Promise<Map<string, Map<number | null, Price[]>>> {
  const rows = await db.selectFrom('prices').select(['kind', 'productId', 'ore', 'validFrom', 'validTo'])
    .$if(kind !== undefined, (qb) => qb.where('kind', '=', kind!))
    .where('validFrom', '<=', lastDayOf(month)).where((eb) => eb.or([eb('validTo', 'is', null), eb('validTo', '>=', month)]))
    .$if(productIds !== undefined, (qb) => qb.where('productId', 'in', productIds!.length ? productIds! : [0]))
    .orderBy('validFrom').execute();
  const price = ({ validFrom, validTo, ore }: Price): Price => ({ validFrom, validTo, ore });
  return new Map([...groupedBy(rows, (row) => row.kind)].map(([byKind, ofKind]) => [
    byKind, new Map([...groupedBy(ofKind, (row) => row.productId)].map(([productId, ofProduct]) => [productId, ofProduct.map(price)])),
  ]));
}

export interface AccountHire extends HireInput { account: number; productId: number }

/**
 * The hire inputs of balance accounts for a month, one per account and product it held or moved,
 * read for all the accounts at once. `issuedAt` reads the month as it was known then (movements
 * written later left out), for explaining an issued line; `prices` are the month's hire prices when
 * they are already read.
 */
export async function accountHireInputs(db: Kysely<Tables>, accounts: number[], month: string, grace: number, options: { productId?: number; opening?: number; issuedAt?: Date; prices?: Map<number | null, Price[]> } = {}): Promise<AccountHire[]> {
  if (accounts.length === 0) return [];
  const last = lastDayOf(month);
  const [balances, nets, movements, free] = await Promise.all([
    options.opening !== undefined ? Promise.resolve([]) : db.selectFrom('stockBalances').select(['locationId', 'productId', 'quantity']).where('locationId', 'in', accounts)
      .$if(options.productId !== undefined, (qb) => qb.where('productId', '=', options.productId!)).execute(),
    options.opening !== undefined ? Promise.resolve([]) : db.selectFrom('stockMonths').select(['locationId', 'productId', sql<number>`sum(net)::int`.as('net')])
      .where('locationId', 'in', accounts).where('month', '>=', month)
      .$if(options.productId !== undefined, (qb) => qb.where('productId', '=', options.productId!)).groupBy(['locationId', 'productId']).execute(),
    db.selectFrom('stockMovements').select(['accountLocationId', 'productId', 'bookedOn', sql<number>`sum(quantity)::int`.as('net'), sql<number>`sum(greatest(quantity, 0))::int`.as('received')])
      .where('accountLocationId', 'in', accounts).where('bookedOn', '>=', addDays(month, -grace)).where('bookedOn', '<=', last)
      .$if(options.productId !== undefined, (qb) => qb.where('productId', '=', options.productId!))
      .$if(options.issuedAt !== undefined, (qb) => qb.where('createdAt', '<=', options.issuedAt!))
      .groupBy(['accountLocationId', 'productId', 'bookedOn']).execute(),
    db.selectFrom('locationProducts').innerJoin('locations', 'locations.id', 'locationProducts.locationId')
      .select(['locations.id as locationId', 'locations.locationIdInventEx', 'locationProducts.productId', 'locationProducts.qtyNoRent', 'locationProducts.fromDate', 'locationProducts.toDate'])
      .where((eb) => eb.or([eb('locations.id', 'in', accounts), eb('locations.locationIdInventEx', 'in', accounts)]))
      .where('locationProducts.qtyNoRent', '>', 0).execute(),
  ]);
  // Each account's rows, found by the account: an invoice run asks for many accounts at once.
  const balancesOf = groupedBy(balances, (row) => row.locationId);
  const netsOf = groupedBy(nets, (row) => row.locationId);
  const movedOf = groupedBy(movements, (row) => row.accountLocationId);
  const byAccount = accounts.map((account) => {
    const opening = new Map<number, number>((balancesOf.get(account) ?? []).map((row) => [row.productId, row.quantity]));
    for (const row of netsOf.get(account) ?? []) opening.set(row.productId, (opening.get(row.productId) ?? 0) - Number(row.net));
    if (options.opening !== undefined) opening.set(options.productId!, options.opening);
    const moved = movedOf.get(account) ?? [];
    const products = new Set([...opening.keys(), ...moved.filter((row) => row.bookedOn >= month).map((row) => row.productId)]);
    // A location product is free at its own account and at the account it posts to.
    const own = free.filter((row) => row.locationId === account || row.locationIdInventEx === account);
    return { account, opening, moved, products: [...products].sort((a, b) => a - b), free: own };
  });
  const prices = options.prices ?? await pricesOf(db, 'hire', month, [...new Set(byAccount.flatMap((entry) => entry.products))]);
  // One list of the month's days for every account and product (read only): a month-end run asks for thousands.
  const days = daysOfMonth(month);
  return byAccount.flatMap(({ account, opening, moved, products, free: own }) => products.map((productId) => {
    const rows = moved.filter((row) => row.productId === productId);
    return {
      account, productId, days, opening: opening.get(productId) ?? 0, graceDays: grace,
      net: new Map(rows.filter((row) => row.bookedOn >= month).map((row) => [row.bookedOn, Number(row.net)])),
      received: new Map(rows.map((row) => [row.bookedOn, Number(row.received)])),
      free: own.filter((row) => row.productId === productId).map((row): FreeQuantity => ({ quantity: row.qtyNoRent, fromDate: row.fromDate, toDate: row.toDate })),
      prices: prices.get(productId) ?? [],
    };
  }));
}
