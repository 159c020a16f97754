// E14, LEDGER.md "4 available → becomes a pickup": a report of available carriers (type 4) says that
// empties are ready for collection at a customer's location. It moves no carriers itself: the
// operator's staff turn a registered report into a pickup (type 2) of the same carriers, and the
// report is then replaced by it (8, replacedById). docs/decisions.md "Available carriers".
import { TransactionStatus as S } from './statuses';
import { TransactionType as T } from './types';

export interface AvailableReport { type: number; status: number }

/** A registered report not yet handled may become a pickup; a draft is still its sender's own. */
export const mayBecomePickup = (report: AvailableReport) => report.type === T.Available && report.status === S.Ordered;

/** R02 for type 4: registered from a draft, then replaced by its pickup or cancelled by the operator; never sent or confirmed. */
export const AVAILABLE_STEPS: readonly number[] = [S.Ordered, S.Cancelled];

export interface PickupChoice {
  /** The day the carriers are to be collected. */
  transactionDate: string;
  /** The depot they go to; the report's own when not given. */
  locationIdTo?: number;
  truckTypeId?: number | null;
}

export interface ReportToTurn {
  locationIdFrom: number;
  locationIdTo: number;
  senderReference: string | null;
  receiverReference: string | null;
  processBy: string | null;
  truckTypeId: number | null;
  lines: ReadonlyArray<{ productId: number; qtyOrdered: number }>;
}

/** The pickup a report becomes: the same location, references and carriers, registered (1) for the operator to confirm, pick and send. */
export function pickupOf(report: ReportToTurn, choice: PickupChoice) {
  return {
    type: T.Pickup,
    status: S.Ordered,
    locationIdFrom: report.locationIdFrom,
    locationIdTo: choice.locationIdTo ?? report.locationIdTo,
    senderReference: report.senderReference,
    receiverReference: report.receiverReference,
    transactionDate: choice.transactionDate,
    // A process-by day before the pickup's own day would be refused (O20); it no longer applies then.
    processBy: report.processBy && report.processBy >= choice.transactionDate ? report.processBy : null,
    truckTypeId: choice.truckTypeId === undefined ? report.truckTypeId : choice.truckTypeId,
    lines: report.lines.map((line) => ({ productId: line.productId, qtyOrdered: line.qtyOrdered })),
  };
}
