// The business rules of the price list (LEDGER.md "Money", docs/decisions.md): a hire price names its
// product and a fee none; the window runs forwards; a price an issued invoice charged never changes
// (edits and deletes of it are refused: a change is a new price from a day); a new price closes the
// one before it (src/domain/money/price-list.ts), and a price taken out hands its days back to it.
import { sql, type Transaction } from 'kysely';
import { dayAfter, placePrice, releasePrice, type PriceWindow } from '../../domain/money/price-list.js';
import { monthStart } from '../../domain/stock/indicator.js';
import { recordWrite } from '../system/audit.js';
import type { Tables } from '../db/tables.js';
import { ApiError } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { lastDayOf } from '../invoices/month-input.js';
import type { Row, StoredRules } from '../generic/rules.js';

type Trx = Transaction<Tables>;

/**
 * One writer of the price list at a time, and none while the invoice run prices and issues a
 * customer's month (it holds a share lock on the list), so what is checked here still holds when
 * the write commits, and no invoice is issued at a price changed meanwhile.
 */
const lockPriceList = (trx: Trx) => sql`lock table prices in share row exclusive mode`.execute(trx);

/** The latest month an issued invoice covers that holds a day of the window. */
async function invoicedMonthIn(trx: Trx, window: { validFrom: string; validTo: string | null }): Promise<string | undefined> {
  const row = await trx.selectFrom('invoices').select('month').where('month', '>=', monthStart(window.validFrom))
    .$if(window.validTo !== null, (qb) => qb.where('month', '<=', window.validTo!)).orderBy('month', 'desc').limit(1).executeTakeFirst();
  return row?.month;
}

/** A price charged on an issued invoice stays as it was: 409 with what to do instead. */
async function refuseCharged(trx: Trx, price: Row): Promise<void> {
  if (await invoicedMonthIn(trx, { validFrom: price.validFrom, validTo: price.validTo ?? null })) throw new ApiError(409, 'price-charged', 'priceCharged');
}

/** The other prices of a kind (and product): the history a price takes its place in. */
const siblingsOf = (trx: Trx, kind: string, productId: number | null, except: number): Promise<PriceWindow[]> =>
  trx.selectFrom('prices').select(['id', 'validFrom', 'validTo']).where('kind', '=', kind)
    .where('productId', productId === null ? 'is' : '=', productId).where('id', '<>', except).execute();

/** Moves the end of another price (the one before a new price, or before one taken out). */
async function setEnd(trx: Trx, call: CallContext, change: { id: number; validTo: string | null }): Promise<void> {
  await trx.updateTable('prices').set({ validTo: change.validTo, version: sql`version + 1` }).where('id', '=', change.id).execute();
  await recordWrite(trx, call, { entity: 'price', entityId: change.id, action: 'update', summary: `validTo ${change.validTo ?? '–'}` });
}

export const priceRules: StoredRules = {
  beforeWrite: async ({ trx, call, input, existing }) => {
    const kind = input.kind ?? existing?.kind;
    const productId = 'productId' in input ? input.productId : existing?.productId;
    if ((kind === 'hire') !== (productId !== null && productId !== undefined)) throw new ApiError(400, 'invalid-input', 'priceProduct', { field: 'productId' });
    const validFrom: string = input.validFrom ?? existing?.validFrom;
    const validTo: string | null = ('validTo' in input ? input.validTo : existing?.validTo) ?? null;
    if (validFrom && validTo && validFrom > validTo) throw new ApiError(400, 'date-order', 'dateOrder', { field: 'validTo' });
    await lockPriceList(trx);
    if (existing) await refuseCharged(trx, existing);
    // The new days may not reach into an invoiced month either: that would change what it charged.
    if (await invoicedMonthIn(trx, { validFrom, validTo })) {
      const last = (await trx.selectFrom('invoices').select('month').orderBy('month', 'desc').limit(1).executeTakeFirstOrThrow()).month;
      throw new ApiError(400, 'price-invoiced', 'priceInvoiced', { field: 'validFrom', last: lastDayOf(last), day: dayAfter(lastDayOf(last)) });
    }
    const moved = !existing || existing.kind !== kind || existing.productId !== productId || existing.validFrom !== validFrom || (existing.validTo ?? null) !== validTo;
    if (!moved) return input;
    if (existing) {
      const released = releasePrice(await siblingsOf(trx, existing.kind, existing.productId ?? null, existing.id), existing as PriceWindow);
      if (released) await setEnd(trx, call, released);
    }
    const placement = placePrice(await siblingsOf(trx, kind, productId ?? null, existing?.id ?? 0), { validFrom, validTo });
    if (placement.clash) throw new ApiError(400, 'price-same-day', 'priceSameDay', { field: 'validFrom', day: validFrom });
    if (placement.close) await setEnd(trx, call, placement.close);
    return { ...input, validTo: placement.validTo };
  },
  beforeDelete: async ({ trx, call, existing }) => {
    await lockPriceList(trx);
    await refuseCharged(trx, existing);
    const released = releasePrice(await siblingsOf(trx, existing.kind, existing.productId ?? null, existing.id), existing as PriceWindow);
    if (released) await setEnd(trx, call, released);
  },
};
