// What a customer's invoice of a month is computed from (LEDGER.md "Money"): per balance account and
// product, the balance at the end of the day before the month (the kept balance less the monthly nets
// since, 0007_stock), the movements of the month and of the grace days before it, the free quantities
// of the location products, and the prices. Nothing sums history beyond the month.
import { sql, type Kysely } from 'kysely';
import { daysOfMonth, type FreeQuantity, type HireInput, type Price } from '../../domain/money/hire.js';
import type { Tables } from '../db/tables.js';

const DAY_MS = 86_400_000;
export const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const lastDayOf = (month: string) => { const days = daysOfMonth(month); return days[days.length - 1]; };

/** Grace days per customer type (the setting money/grace-days; none when unset). */
export async function graceDays(db: Kysely<Tables>, customerType: string): Promise<number> {
  const setting = await db.selectFrom('settings').select('value').where('scope', '=', 'money').where('name', '=', 'grace-days').executeTakeFirst();
  const days = Number((setting?.value as Record<string, number> | undefined)?.[customerType]);
  return Number.isInteger(days) && days > 0 ? days : 0;
}

export async function pricesOf(db: Kysely<Tables>, kind: string, month: string, productIds?: number[]): Promise<Map<number | null, Price[]>> {
  const rows = await db.selectFrom('prices').select(['productId', 'ore', 'validFrom', 'validTo']).where('kind', '=', kind)
    .where('validFrom', '<=', lastDayOf(month)).where((eb) => eb.or([eb('validTo', 'is', null), eb('validTo', '>=', month)]))
    .$if(productIds !== undefined, (qb) => qb.where('productId', 'in', productIds!.length ? productIds! : [0]))
    .orderBy('validFrom').execute();
  const byProduct = new Map<number | null, Price[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), { validFrom: row.validFrom, validTo: row.validTo, ore: row.ore }]);
  return byProduct;
}

export interface AccountHire extends HireInput { account: number; productId: number }

/**
 * The hire inputs of one balance account for a month, one per product it held or moved. `issuedAt`
 * reads the month as it was known then (movements written later left out), for explaining an issued line.
 */
export async function accountHireInputs(db: Kysely<Tables>, account: number, month: string, grace: number, options: { productId?: number; opening?: number; issuedAt?: Date } = {}): Promise<AccountHire[]> {
  const last = lastDayOf(month);
  const [balances, nets, movements, free] = await Promise.all([
    options.opening !== undefined ? Promise.resolve([]) : db.selectFrom('stockBalances').select(['productId', 'quantity']).where('locationId', '=', account)
      .$if(options.productId !== undefined, (qb) => qb.where('productId', '=', options.productId!)).execute(),
    options.opening !== undefined ? Promise.resolve([]) : db.selectFrom('stockMonths').select(['productId', sql<number>`sum(net)::int`.as('net')])
      .where('locationId', '=', account).where('month', '>=', month)
      .$if(options.productId !== undefined, (qb) => qb.where('productId', '=', options.productId!)).groupBy('productId').execute(),
    db.selectFrom('stockMovements').select(['productId', 'bookedOn', sql<number>`sum(quantity)::int`.as('net'), sql<number>`sum(greatest(quantity, 0))::int`.as('received')])
      .where('accountLocationId', '=', account).where('bookedOn', '>=', shiftDay(month, -grace)).where('bookedOn', '<=', last)
      .$if(options.productId !== undefined, (qb) => qb.where('productId', '=', options.productId!))
      .$if(options.issuedAt !== undefined, (qb) => qb.where('createdAt', '<=', options.issuedAt!))
      .groupBy(['productId', 'bookedOn']).execute(),
    db.selectFrom('locationProducts').innerJoin('locations', 'locations.id', 'locationProducts.locationId')
      .select(['locationProducts.productId', 'locationProducts.qtyNoRent', 'locationProducts.fromDate', 'locationProducts.toDate'])
      .where((eb) => eb.or([eb('locations.id', '=', account), eb('locations.locationIdInventEx', '=', account)]))
      .where('locationProducts.qtyNoRent', '>', 0).execute(),
  ]);
  const opening = new Map<number, number>(balances.map((row) => [row.productId, row.quantity]));
  for (const row of nets) opening.set(row.productId, (opening.get(row.productId) ?? 0) - Number(row.net));
  if (options.opening !== undefined) opening.set(options.productId!, options.opening);
  const products = new Set([...opening.keys(), ...movements.filter((row) => row.bookedOn >= month).map((row) => row.productId)]);
  const prices = await pricesOf(db, 'hire', month, [...products]);
  return [...products].sort((a, b) => a - b).map((productId) => {
    const own = movements.filter((row) => row.productId === productId);
    return {
      account, productId, days: daysOfMonth(month), opening: opening.get(productId) ?? 0, graceDays: grace,
      net: new Map(own.filter((row) => row.bookedOn >= month).map((row) => [row.bookedOn, Number(row.net)])),
      received: new Map(own.map((row) => [row.bookedOn, Number(row.received)])),
      free: free.filter((row) => row.productId === productId).map((row): FreeQuantity => ({ quantity: row.qtyNoRent, fromDate: row.fromDate, toDate: row.toDate })),
      prices: prices.get(productId) ?? [],
    };
  });
}
