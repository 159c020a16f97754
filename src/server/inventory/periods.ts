// The periods counts are registered in (F06): the active one, or one asked for by id.
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { ApiError } from '../http/errors.js';
import { isOperator } from '../ledger/access.js';
import type { Caller } from './access.js';

export type PeriodRow = Awaited<ReturnType<typeof periodById>>;

export async function periodById(db: Kysely<Tables>, id: number) {
  return db.selectFrom('inventoryPeriods').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The period a new count goes in: the one asked for if active, else the active one; customers see visible ones only. */
export async function activePeriod(db: Kysely<Tables>, call: Caller, periodId?: number) {
  const period = await db.selectFrom('inventoryPeriods').selectAll().where('status', '=', 'Active')
    .$if(periodId !== undefined, (qb) => qb.where('id', '=', periodId!))
    .$if(!isOperator(call.user), (qb) => qb.where('isVisible', '=', true))
    .orderBy('controlFrom', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!period && periodId !== undefined) throw new ApiError(400, 'no-active-period', 'noActivePeriod', { field: 'periodId' });
  return period;
}
