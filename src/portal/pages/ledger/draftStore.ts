// A registration being typed is kept in local storage until it is saved, so a closed tab or a
// dropped session never loses it, and the last counterparty is remembered (issue 8: the warehouse
// registers many deliveries a day). Keyed by user and location: a switch of location keeps both apart.
import type { LedgerKind } from './ledgerKinds';
import type { Place } from './ledgerApi';

export interface DraftLine { productId: number; productName: string; quantity: number }
export interface DraftForm {
  type: number;
  counterparty: Place | null;
  transactionDate: string;
  senderReference: string;
  receiverReference: string;
  processBy: string;
  truckTypeId: number | '';
  lines: DraftLine[];
}
export interface StoredDraft { savedAt: string; form: DraftForm }

const draftKey = (kind: LedgerKind, userId: number, locationId: number) => `ledger.draft.${kind}.${userId}.${locationId}`;
const counterpartyKey = (kind: LedgerKind, userId: number, locationId: number) => `ledger.counterparty.${kind}.${userId}.${locationId}`;

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the dialog still works, only without the safety net.
  }
}

/** A draft worth offering again: it names a counterparty, a reference or a line. */
export const hasContent = (form: DraftForm) =>
  form.lines.length > 0 || form.counterparty !== null || form.senderReference.trim() !== '' || form.receiverReference.trim() !== '';

export const draftStore = {
  load: (kind: LedgerKind, userId: number, locationId: number) => read<StoredDraft>(draftKey(kind, userId, locationId)),
  save: (kind: LedgerKind, userId: number, locationId: number, form: DraftForm) => {
    if (hasContent(form)) write(draftKey(kind, userId, locationId), { savedAt: new Date().toISOString(), form });
    else localStorage.removeItem(draftKey(kind, userId, locationId));
  },
  clear: (kind: LedgerKind, userId: number, locationId: number) => localStorage.removeItem(draftKey(kind, userId, locationId)),
  lastCounterparty: (kind: LedgerKind, userId: number, locationId: number) => read<Place>(counterpartyKey(kind, userId, locationId)),
  rememberCounterparty: (kind: LedgerKind, userId: number, locationId: number, place: Place) => write(counterpartyKey(kind, userId, locationId), place),
};
