// The business rules of inventory periods (F06, R43): customers read the visible ones only; `active`
// and `isPrevious` are computed, the window must be in order, and a period with counts stays.
import { isActivePeriod, previousPeriodId } from '../../domain/inventory/periods.js';
import { ApiError } from '../http/errors.js';
import { isOperator } from '../ledger/access.js';
import type { StoredRules } from '../generic/rules.js';

export const inventoryPeriodRules: StoredRules = {
  scope: (call) => (eb) => (isOperator(call.user) ? eb.val(true) : eb('inventoryPeriods.isVisible', '=', true)) as never,
  decorate: async (db, rows) => {
    const over = await db.selectFrom('inventoryPeriods').select(['id', 'status', 'controlTo']).where('status', 'in', ['Closed', 'Finished']).execute();
    const previous = previousPeriodId(over);
    return rows.map((row) => ({ ...row, active: isActivePeriod(row as { status: string }), isPrevious: row.id === previous }));
  },
  beforeWrite: async ({ input, existing }) => {
    const from = input.controlFrom ?? existing?.controlFrom;
    const to = input.controlTo ?? existing?.controlTo;
    if (from && to && from > to) throw new ApiError(400, 'date-order', 'dateOrder', { field: 'controlTo' });
    return input;
  },
  beforeDelete: async ({ trx, existing }) => {
    const used = await trx.selectFrom('inventoryCounts').select('id').where('periodId', '=', existing.id).executeTakeFirst();
    if (used) throw new ApiError(409, 'in-use', 'inUse');
  },
};
