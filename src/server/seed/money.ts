// Demo money (LEDGER.md "Money"): the operator's price list (hire per carrier-day by product, with a
// price rise for the full-size plastic pallet in the middle of December 2025, the receiver fee and the
// light-location fee), grace days by customer type, and the invoices of the last three months before
// the demo's today, issued by the same run the nightly job uses.
import type { Database } from '../db/database.js';
import { issueInvoices } from '../invoices/invoice-run.js';

/** Hire in øre per carrier-day by product type; third-party pool carriers (300) are not the pool's to hire out. */
const HIRE_BY_TYPE: Record<number, number> = { 100: 14, 110: 8, 200: 4, 250: 3, 310: 5, 400: 3, 500: 2 };
const HISTORY_START = '2024-01-01';
export const PRICE_RISE_DAY = '2025-12-15';
export const INVOICED_MONTHS = ['2025-10-01', '2025-11-01', '2025-12-01'];

export async function seedMoney(db: Database): Promise<void> {
  const products = await db.selectFrom('products').select(['id', 'productTypeId']).orderBy('id').execute();
  const hire = products.flatMap((product) => {
    if (product.id === 1001) {
      return [
        { kind: 'hire', productId: product.id, ore: 20, validFrom: HISTORY_START, validTo: '2025-12-14' },
        { kind: 'hire', productId: product.id, ore: 22, validFrom: PRICE_RISE_DAY, validTo: null },
      ];
    }
    const ore = product.id === 1003 ? 10 : HIRE_BY_TYPE[product.productTypeId];
    return ore === undefined ? [] : [{ kind: 'hire', productId: product.id, ore, validFrom: HISTORY_START, validTo: null }];
  });
  await db.insertInto('prices').values([
    ...hire,
    { kind: 'receiverFee', productId: null, ore: 1500, validFrom: HISTORY_START, validTo: null },
    { kind: 'lightLocationFee', productId: null, ore: 25000, validFrom: HISTORY_START, validTo: null },
  ]).execute();
  await db.insertInto('settings').values({ scope: 'money', name: 'grace-days', value: JSON.stringify({ Wholesale: 3, Shop: 7 }) }).execute();
  for (const month of INVOICED_MONTHS) await issueInvoices(db, month);
}
