// The business rules of the price list: a hire price names its product and a fee none; the window runs forwards.
import { ApiError } from '../http/errors.js';
import type { StoredRules } from '../generic/rules.js';

export const priceRules: StoredRules = {
  beforeWrite: async ({ input, existing }) => {
    const kind = input.kind ?? existing?.kind;
    const productId = 'productId' in input ? input.productId : existing?.productId;
    if ((kind === 'hire') !== (productId !== null && productId !== undefined)) throw new ApiError(400, 'invalid-input', 'priceProduct', { field: 'productId' });
    const from = input.validFrom ?? existing?.validFrom;
    const to = 'validTo' in input ? input.validTo : existing?.validTo;
    if (from && to && from > to) throw new ApiError(400, 'date-order', 'dateOrder', { field: 'validTo' });
    return input;
  },
};
