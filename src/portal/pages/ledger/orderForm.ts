// Between the dialog's form and the API: a new form (the last counterparty remembered), a stored
// transaction as a form, and a form as the body of POST or PATCH order.
import { poolToday } from '../../../domain/dates';
import type { DraftForm } from './draftStore';
import type { LedgerOrder, OrderInput, Place } from './ledgerApi';
import { kindOf, KINDS, type LedgerKind } from './ledgerKinds';

/** The pool's business day (Oslo's), whatever the browser's zone: the day the server dates by. */
export const today = () => poolToday();

export const emptyForm = (kind: LedgerKind, counterparty: Place | null): DraftForm => ({
  type: KINDS[kind].types[0],
  counterparty,
  transactionDate: kind === 'order' ? '' : today(),
  senderReference: '',
  receiverReference: '',
  processBy: '',
  truckTypeId: '',
  lines: [],
});

export function formOf(order: LedgerOrder): DraftForm {
  const ownIsReceiver = KINDS[kindOf(order.type)].own === 'to';
  return {
    type: order.type,
    counterparty: ownIsReceiver
      ? { id: order.locationIdFrom, name: order.locationNameFrom ?? String(order.locationIdFrom) }
      : { id: order.locationIdTo, name: order.locationNameTo ?? String(order.locationIdTo), customerName: order.customerNameTo ?? undefined },
    transactionDate: order.transactionDate ?? '',
    senderReference: order.senderReference ?? '',
    receiverReference: order.receiverReference ?? '',
    processBy: order.processBy ?? '',
    truckTypeId: order.truckTypeId ?? '',
    lines: (order.lines ?? []).map((line) => ({ productId: line.productId, productName: line.productName ?? String(line.productId), quantity: line.qtyOrdered })),
  };
}

/** The body of a registration; the own location is the side the kind registers from. */
export function inputOf(kind: LedgerKind, form: DraftForm, ownLocationId: number, status: number): OrderInput {
  const other = form.counterparty!.id;
  const own = KINDS[kind].own;
  return {
    type: form.type,
    status,
    locationIdFrom: own === 'from' ? ownLocationId : other,
    locationIdTo: own === 'to' ? ownLocationId : other,
    senderReference: form.senderReference.trim() || null,
    receiverReference: form.receiverReference.trim() || null,
    transactionDate: form.transactionDate,
    processBy: form.processBy || null,
    truckTypeId: form.truckTypeId === '' ? null : form.truckTypeId,
    lines: form.lines.map((line) => ({ productId: line.productId, qtyOrdered: line.quantity })),
  };
}

/** What PATCH order changes: the head and the lines, never the type or the status. */
export function changesOf(kind: LedgerKind, form: DraftForm, order: LedgerOrder) {
  const { type: _type, status: _status, ...rest } = inputOf(kind, form, KINDS[kind].own === 'to' ? order.locationIdTo : order.locationIdFrom, order.status);
  return { ...rest, version: order.version };
}
