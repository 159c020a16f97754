// Inventory periods (F06, F07, R43 as docs/decisions.md settles it): the operator opens a counting
// window; its flags say what customers may do in it.

/** F07 */
export const PERIOD_STATUSES = ['New', 'Active', 'Closed', 'Finished', 'NotInUse'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

export interface InventoryPeriod {
  id: number;
  controlFrom: string;
  controlTo: string;
  status: string;
  /** A handed-in main count may be claimed by the location. */
  canClaim: boolean;
  /** Correction orders proposed in the window may be answered by the customer. */
  canResponse: boolean;
  /** The location's main approvers may register the main count themselves (staff always may). */
  canMaster: boolean;
  /** Customers see the period. */
  isVisible: boolean;
}

/** F06 active: the period counts are registered in now. */
export const isActivePeriod = (period: Pick<InventoryPeriod, 'status'>) => period.status === 'Active';

/** F06 isPrevious: of the periods that are over (Closed or Finished), the one that ended last. */
export function previousPeriodId(periods: ReadonlyArray<Pick<InventoryPeriod, 'id' | 'status' | 'controlTo'>>): number | undefined {
  const over = periods.filter((period) => period.status === 'Closed' || period.status === 'Finished');
  over.sort((a, b) => b.controlTo.localeCompare(a.controlTo) || b.id - a.id);
  return over[0]?.id;
}

/** The period a day falls in, of those given (the active one first). */
export function periodOn<P extends Pick<InventoryPeriod, 'controlFrom' | 'controlTo' | 'status'>>(periods: readonly P[], day: string): P | undefined {
  const covering = periods.filter((period) => period.status !== 'NotInUse' && period.controlFrom <= day && day <= period.controlTo);
  return covering.find(isActivePeriod) ?? covering[0];
}
