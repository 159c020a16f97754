// The demo ledger being written: transactions get their ids in the order they are registered, and
// a running tally of what each account can still send, so that no customer sends carriers it does
// not hold and the depots' opening stock can be sized to what the history draws from them.
import { lineQuantity, sentQuantity } from '../../domain/ledger/rules.js';
import { TransactionStatus as S, operatorHandled } from '../../domain/ledger/statuses.js';
import { TransactionType as T } from '../../domain/ledger/types.js';
import { at, type DemoCalendar, type Place, type SeedLine, type SeedTransaction } from './ledger-world.js';

/** The statuses whose carriers have left the sender but are not yet booked (D07), and the ones before. */
const RESERVING: readonly number[] = [S.Ordered, S.ConfirmedByProvider, S.Picked, S.Sent, S.NotAgreed, S.WaitForSort];

export interface Registration {
  type: number;
  status: number;
  from: Place;
  to: Place;
  day: string;
  lines: SeedLine[];
  source?: string;
  processBy?: string | null;
  senderReference?: string | null;
  receiverReference?: string | null;
  comments?: SeedTransaction['comments'];
  /** Who registered it, took the operator's steps, and answered as receiver. */
  registrant: number;
  staff: number;
  receiver: number;
  replacedById?: number | null;
  singleSided?: boolean;
}

/** How many writes brought a transaction to its status (the version it carries). */
function versionOf(type: number, status: number, disputeSettled: boolean): number {
  // An order or pickup is registered, confirmed, picked and sent; a delivery is registered as sent.
  const sentVersion = operatorHandled(type) ? 4 : 1;
  switch (status) {
    case S.Draft: case S.Ordered: return 1;
    case S.ConfirmedByProvider: return 2;
    case S.Picked: return 3;
    case S.Sent: return sentVersion;
    case S.Cancelled: return 2;
    case S.NotAgreed: case S.WaitForSort: return sentVersion + 1;
    case S.Replaced: return sentVersion + 2;
    default: return sentVersion + 1 + (disputeSettled ? 1 : 0);
  }
}

/** An account's product as one number: the history asks hundreds of thousands of times, and making a text key each time was a good part of its work. */
const keyOf = (account: number, productId: number) => account * 1_000_000 + productId;

export class LedgerBook {
  readonly transactions: SeedTransaction[] = [];
  private readonly available = new Map<number, number>();
  /** What is on its way to an account and not yet booked there. */
  private readonly incoming = new Map<number, number>();
  /** The products each account has held, in the order it first got them. */
  private readonly products = new Map<number, number[]>();
  /** The lowest each depot account ran to in each product, before any opening stock. */
  readonly depotLow = new Map<number, Map<number, number>>();

  /** firstId: the ids before it are kept for the depots' opening stock, sized once the history is known. */
  constructor(
    private readonly rand: () => number, private readonly isDepotAccount: (account: number) => boolean, private readonly firstId: number,
    private readonly calendar: DemoCalendar,
  ) {}

  get nextId(): number { return this.firstId + this.transactions.length; }

  /** What an account holds and has not already promised to someone. */
  holding(account: number, productId: number): number {
    return this.available.get(keyOf(account, productId)) ?? 0;
  }

  /** What an account holds plus what is on its way to it. */
  expected(account: number, productId: number): number {
    return this.holding(account, productId) + (this.incoming.get(keyOf(account, productId)) ?? 0);
  }

  /** The products an account holds some of now. */
  held(account: number): number[] {
    return (this.products.get(account) ?? []).filter((productId) => this.holding(account, productId) > 0);
  }

  private change(account: number, productId: number, quantity: number): void {
    const key = keyOf(account, productId);
    const known = this.products.get(account) ?? [];
    if (!known.includes(productId)) this.products.set(account, [...known, productId]);
    const next = (this.available.get(key) ?? 0) + quantity;
    this.available.set(key, next);
    if (this.isDepotAccount(account)) {
      let lows = this.depotLow.get(account);
      if (!lows) this.depotLow.set(account, (lows = new Map()));
      lows.set(productId, Math.min(lows.get(productId) ?? 0, next));
    }
  }

  register(registration: Registration): SeedTransaction {
    const { type, status, from, to, day, lines, registrant, staff, receiver } = registration;
    const { ageOf, dayOf } = this.calendar;
    const operator = operatorHandled(type);
    const minutes = Math.floor(this.rand() * 480);
    // Orders and pickups are registered a day or two before the day they are for.
    const createdDay = operator ? dayOf(-ageOf(day) - 1 - Math.floor(this.rand() * 2)) : day;
    const createdAt = at(createdDay, 6, minutes);
    // A report of available carriers is never sent: replaced, it was turned into its pickup (E14).
    const turned = type === T.Available && status === S.Replaced;
    const sent = !turned && (status === S.Sent || status === S.Confirmed || status === S.NotAgreed || status === S.WaitForSort || status === S.Replaced);
    const sentAt = sent ? at(day, 9, Math.floor(this.rand() * 360)) : null;
    const answeredDay = ageOf(day) <= 0 ? day : dayOf(-ageOf(day) + Math.min(ageOf(day), Math.floor(this.rand() * 3)));
    const answeredAt = at(answeredDay, 12, Math.floor(this.rand() * 300));
    const confirmedAt = status === S.Confirmed || (status === S.Replaced && !turned) ? answeredAt : null;
    const disputeSettled = status === S.Confirmed && registration.comments !== undefined && registration.comments.length > 1;
    const updatedBy = status === S.Confirmed || status === S.NotAgreed ? receiver
      : status === S.Draft || (status === S.Ordered) || (status === S.Sent && !operator) ? registrant : staff;
    const transaction: SeedTransaction = {
      id: this.nextId,
      type,
      status,
      source: registration.source ?? 'Unknown',
      from,
      to,
      transactionDate: day,
      processBy: registration.processBy ?? null,
      truckTypeId: (type === 1 ? to.truckTypeId : from.truckTypeId) ?? null,
      senderReference: registration.senderReference ?? null,
      receiverReference: registration.receiverReference ?? null,
      createdAt,
      createdBy: registrant,
      updatedAt: confirmedAt ?? (status === S.NotAgreed ? answeredAt : sentAt ?? createdAt),
      updatedBy,
      sentAt,
      confirmedAt,
      version: turned ? 2 : versionOf(type, status, disputeSettled),
      replacedById: registration.replacedById ?? null,
      lines,
      comments: registration.comments ?? [],
      singleSided: registration.singleSided,
    };
    this.transactions.push(transaction);

    // The tally: a posting moves carriers; what is in transit is already gone from the sender.
    if (status === S.Confirmed) {
      for (const line of lines) {
        if (!registration.singleSided) this.change(from.account, line.productId, -lineQuantity(line));
        this.change(to.account, line.productId, lineQuantity(line));
      }
    } else if (RESERVING.includes(status)) {
      for (const line of lines) {
        this.change(from.account, line.productId, -sentQuantity(line));
        const key = keyOf(to.account, line.productId);
        this.incoming.set(key, (this.incoming.get(key) ?? 0) + sentQuantity(line));
      }
    }
    return transaction;
  }
}
