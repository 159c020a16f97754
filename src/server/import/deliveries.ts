// Rows into deliveries, in the file's order (docs/decisions.md "Excel import"): rows with the same
// Best.nr. are one delivery, and must agree on its head (receiver, date, type, Følgenr.); a row without
// a Best.nr. is a delivery of its own. Each delivery keeps the rules of one registered in the dialog:
// one line per product, at most 200 lines (order.schema.json), not every line at 0 (E24, O27).
import type { ImportColumnKey } from '../../domain/import/columns.js';
import type { ImportMessage } from './cells.js';

/** A row every cell and lookup of which passed. */
export interface ReadyRow {
  row: number;
  locationIdTo: number;
  transactionDate: string;
  type: number;
  senderReference: string | null;
  receiverReference: string | null;
  productId: number;
  quantity: number;
}

interface Delivery {
  no: number;
  firstRow: number;
  head: Pick<ReadyRow, 'locationIdTo' | 'transactionDate' | 'type' | 'receiverReference'>;
  productRows: Map<number, number>;
  moved: boolean;
}

/** As in order.schema.json: a transaction has at most 200 lines. */
export const MAX_LINES = 200;

const HEAD: Array<[keyof Delivery['head'], ImportColumnKey]> = [
  ['locationIdTo', 'receiver'], ['transactionDate', 'transactionDate'], ['type', 'type'], ['receiverReference', 'receiverReference'],
];

export class DeliveryGrouping {
  private readonly byReference = new Map<string, Delivery>();
  private readonly unreferenced: Delivery[] = [];
  count = 0;

  /**
   * Puts a row into its delivery; a fault goes to `errors` and leaves the row out. Answers the
   * delivery's number, and whether the row started it.
   */
  add(row: ReadyRow, errors: ImportMessage[]): { no: number; started: boolean } | undefined {
    const known = row.senderReference ? this.byReference.get(row.senderReference) : undefined;
    if (!known) {
      const delivery: Delivery = {
        no: ++this.count, firstRow: row.row, moved: row.quantity > 0, productRows: new Map([[row.productId, row.row]]),
        head: { locationIdTo: row.locationIdTo, transactionDate: row.transactionDate, type: row.type, receiverReference: row.receiverReference },
      };
      if (row.senderReference) this.byReference.set(row.senderReference, delivery);
      else this.unreferenced.push(delivery);
      return { no: delivery.no, started: true };
    }
    const differs = HEAD.find(([field]) => known.head[field] !== row[field]);
    if (differs) {
      errors.push({ row: row.row, column: differs[1], key: 'importConflict', values: { row: known.firstRow, heading: differs[1] } });
      return undefined;
    }
    const earlier = known.productRows.get(row.productId);
    if (earlier !== undefined) {
      errors.push({ row: row.row, column: 'productId', key: 'importDuplicateProduct', values: { row: earlier } });
      return undefined;
    }
    if (known.productRows.size >= MAX_LINES) {
      errors.push({ row: row.row, column: 'senderReference', key: 'importTooManyLines', values: { max: MAX_LINES } });
      return undefined;
    }
    known.productRows.set(row.productId, row.row);
    known.moved ||= row.quantity > 0;
    return { no: known.no, started: false };
  }

  /** E24, O27: each delivery whose every line is at 0 cannot be sent; named at its first row. */
  allZero(errors: ImportMessage[]): void {
    for (const delivery of [...this.byReference.values(), ...this.unreferenced]) {
      if (!delivery.moved) errors.push({ row: delivery.firstRow, column: 'quantity', key: 'allLinesZero' });
    }
  }

  /** The Best.nr. of the deliveries, each with its first row. */
  references(): Array<{ reference: string; row: number }> {
    return [...this.byReference.entries()].map(([reference, delivery]) => ({ reference, row: delivery.firstRow }));
  }
}
