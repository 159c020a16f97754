// Demo money (LEDGER.md "Money"): the operator's price list (hire per carrier-day by product from the
// start of the history, with a price rise for the full-size plastic pallet in the middle of the last
// closed month, the receiver fee and the light-location fee), grace days by customer type, and the
// invoices of the last three closed months before the demo's today, issued by the same run the
// nightly job uses.
import { addDays } from '../../domain/dates.js';
import { monthStart } from '../../domain/stock/indicator.js';
import type { Database } from '../db/database.js';
import { issueInvoices } from '../invoices/invoice-run.js';
import { HISTORY_DAYS, type DemoCalendar } from './ledger-world.js';

/** Hire in øre per carrier-day by product type; third-party pool carriers (300) are not the pool's to hire out. */
const HIRE_BY_TYPE: Record<number, number> = { 100: 14, 110: 8, 200: 4, 250: 3, 310: 5, 400: 3, 500: 2 };
/** The three closed months before the demo's today, oldest first (their first days). */
export const invoicedMonths = (today: string) => [monthStart(today, 3), monthStart(today, 2), monthStart(today, 1)];
/** The full-size plastic pallet costs more from the 15th of the last closed month. */
export const priceRiseDay = (today: string) => `${monthStart(today, 1).slice(0, 7)}-15`;

export async function seedMoney(db: Database, { today, dayOf }: DemoCalendar): Promise<void> {
  const historyStart = monthStart(dayOf(-HISTORY_DAYS));
  const rise = priceRiseDay(today);
  const products = await db.selectFrom('products').select(['id', 'productTypeId']).orderBy('id').execute();
  const hire = products.flatMap((product) => {
    if (product.id === 1001) {
      return [
        { kind: 'hire', productId: product.id, ore: 20, validFrom: historyStart, validTo: addDays(rise, -1) },
        { kind: 'hire', productId: product.id, ore: 22, validFrom: rise, validTo: null },
      ];
    }
    const ore = product.id === 1003 ? 10 : HIRE_BY_TYPE[product.productTypeId];
    return ore === undefined ? [] : [{ kind: 'hire', productId: product.id, ore, validFrom: historyStart, validTo: null }];
  });
  await db.insertInto('prices').values([
    ...hire,
    { kind: 'receiverFee', productId: null, ore: 1500, validFrom: historyStart, validTo: null },
    { kind: 'lightLocationFee', productId: null, ore: 25000, validFrom: historyStart, validTo: null },
  ]).execute();
  await db.insertInto('settings').values({ scope: 'money', name: 'grace-days', value: JSON.stringify({ Wholesale: 3, Shop: 7 }) }).execute();
  for (const month of invoicedMonths(today)) await issueInvoices(db, month);
}
