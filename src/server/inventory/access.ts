// Who counts, registers, claims and approves where (C13, C27–C29, docs/decisions.md): the operator's
// staff at any balance location; a customer's users at the location they act for, with the Inventory
// task and the inventory level the step needs (MainApprove also grants control registration, R21).
import { hasInventoryLevel, hasTask } from '../../domain/access.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { isOperator } from '../ledger/access.js';

export type Caller = Pick<CallContext, 'user' | 'loginUser' | 'location' | 'scope' | 'language'>;
export type InventoryActor = 'staff' | 'location';

/** The part the caller plays at this location for a step needing this level, or refused. */
export function inventoryActor(call: Caller, locationId: number, level: 'ControlReg' | 'MainApprove'): InventoryActor {
  if (isOperator(call.user)) return 'staff';
  if (!hasTask(call.user, 'Inventory') || !hasInventoryLevel(call.user, level) || locationId !== call.location.id) throw forbidden();
  return 'location';
}

/** Counts are read by staff and by users with the Inventory task and an inventory level. */
export function mayReadCounts(call: Caller): void {
  if (!isOperator(call.user) && !(hasTask(call.user, 'Inventory') && hasInventoryLevel(call.user, 'ControlReg'))) throw forbidden();
}

/** Counts are kept at balance locations only (F01, F02). */
export function needBalanceLocation(location: { isBalance: boolean }): void {
  if (!location.isBalance) throw new ApiError(400, 'inventory-needs-balance', 'inventoryNeedsBalance', { field: 'locationId' });
}

export const countNotFound = () => new ApiError(404, 'count-not-found', 'countNotFound');
export const countModified = () => new ApiError(409, 'count-modified', 'countModified');
export const countClosed = () => new ApiError(409, 'count-closed', 'countClosed');
export const periodForbids = (field: string) => new ApiError(403, 'period-forbids', 'periodForbids', { field });
