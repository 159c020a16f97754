// One rule for an inventory line's status (F08) and markers (F09), read by the API and tested at
// each edge. A line is one product of a count; a product the location holds that a handed-in count
// left out is shown as a line without a quantity.

export const COUNT_TYPES = ['ControlReg', 'MainReg', 'MainClaim', 'MainApprove'] as const;
export type CountType = (typeof COUNT_TYPES)[number];

/** F08 */
export type LineStatus = 'draft' | 'pending' | 'confirmed' | 'canceled';
/** F09 */
export type LineMarker = 'beforePeriod' | 'afterPeriod' | 'beforeMasterCount' | 'notCounted' | 'noPeriod' | 'ownCorrection' | 'providerCorrection';

export interface LineFacts {
  /** F07 status of the count: Active (typed), Closed (handed in), Finished (approved), NotInUse (discarded). */
  countStatus: string;
  countType: string;
  /** The day the product was counted; absent when it was not counted. */
  countedOn?: string;
  canceled?: boolean;
  correctedBy?: 'own' | 'provider' | null;
  /** The count's period; null when it was counted outside any. */
  period: { controlFrom: string; controlTo: string } | null;
  /** The day of the period's main count at the location, when there is one. */
  mainCountOn?: string;
}

/** F08: a line follows its count: typed (draft), handed in (pending), approved (confirmed), discarded or removed (canceled). */
export function lineStatus(facts: Pick<LineFacts, 'countStatus' | 'canceled'>): LineStatus {
  if (facts.canceled || facts.countStatus === 'NotInUse') return 'canceled';
  if (facts.countStatus === 'Finished') return 'confirmed';
  if (facts.countStatus === 'Closed') return 'pending';
  return 'draft';
}

/** F09: what to tell about a line beside its status. */
export function lineMarkers(facts: LineFacts): LineMarker[] {
  const markers: LineMarker[] = [];
  if (facts.countedOn === undefined) markers.push('notCounted');
  if (facts.period === null) markers.push('noPeriod');
  else if (facts.countedOn !== undefined) {
    if (facts.countedOn < facts.period.controlFrom) markers.push('beforePeriod');
    if (facts.countedOn > facts.period.controlTo) markers.push('afterPeriod');
  }
  if (facts.countType === 'ControlReg' && facts.countedOn !== undefined && facts.mainCountOn !== undefined && facts.countedOn < facts.mainCountOn) {
    markers.push('beforeMasterCount');
  }
  if (facts.correctedBy === 'own') markers.push('ownCorrection');
  if (facts.correctedBy === 'provider') markers.push('providerCorrection');
  return markers;
}

/** F09 own or provider correction: a change to a line of a handed-in count, by whom. */
export function correctionBy(countStatus: string, previous: number | undefined, quantity: number, byOperator: boolean): 'own' | 'provider' | undefined {
  if (countStatus === 'Active' || previous === undefined || previous === quantity) return undefined;
  return byOperator ? 'provider' : 'own';
}
