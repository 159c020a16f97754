// B38: what a user may choose to be told of, and how: in the portal (the bell), or there and by mail.
// Which change is which notice, and which side of a transaction hears of it, is decided here once;
// the server writes the notices with the change itself (src/server/notifications/).
import type { NoticeChannel, NoticeEvent, NoticeKind, NoticeOptions } from '../../generated/entities';
import { countsDirection, Direction, LEDGER_COUNTS } from './ledger/counts';
import { PartyRole, sidesOf, type ToldParty } from './ledger/roles';
import { TransactionStatus as S } from './ledger/statuses';
import { INVENTORY_TYPES, TransactionType } from './ledger/types';

export type { NoticeChannel, NoticeEvent, NoticeKind, NoticeOptions };

/** B38's options, in the spec's order (the schema's enum, enums/notice-kind.schema.json). */
export const NOTICE_KINDS = ['customerUpdates', 'disagreements', 'highVolume', 'nonAgreedProducts', 'qualityDeviation', 'autoCommits', 'stockIncrease', 'correctionOrders'] as const satisfies readonly NoticeKind[];
/** "mail": in the portal and by mail. A kind not chosen is not told. */
export const NOTICE_CHANNELS = ['portal', 'mail'] as const satisfies readonly NoticeChannel[];

/** What happened, as the notice says it; each belongs to one kind (every event of the schema is here). */
export const NOTICE_EVENTS: Record<NoticeEvent, NoticeKind> = {
  customerUpdated: 'customerUpdates',
  disputed: 'disagreements',
  missingRegistration: 'disagreements',
  highVolume: 'highVolume',
  nonAgreedProducts: 'nonAgreedProducts',
  qualityDeviation: 'qualityDeviation',
  autoCommitted: 'autoCommits',
  stockIncrease: 'stockIncrease',
  correctionOrder: 'correctionOrders',
};

/** A transfer of at least this many carriers is a high volume for the location it is sent to. */
export const HIGH_VOLUME_QUANTITY = 1000;

/** A notice for the users of a location (and its customer's administrators), or of a customer when no location is given. */
export interface Notice {
  event: NoticeEvent;
  locationId?: number | null;
  transactionId?: number | null;
  customerId?: number | null;
  ticketId?: number | null;
}

export interface NoticeTransaction { id: number; type: number; locationIdFrom: number; locationIdTo: number }

/**
 * The notices of a transaction moving from one status to another (`from` null: created so).
 * `lines` are what is sent; `agreed` the products agreed at the receiving location on the day.
 * Counts, settlements and corrections adjust one balance and are not transfers: a correction order
 * proposed is told where it is proposed (inventory/corrections.ts).
 */
export function transferNotices(head: NoticeTransaction, from: number | null, to: number, options: {
  byNightlyJob?: boolean; lines?: ReadonlyArray<{ productId: number; quantity: number }>; agreed?: ReadonlySet<number>;
} = {}): Notice[] {
  if (from === to) return [];
  if (INVENTORY_TYPES.includes(head.type) || head.type === TransactionType.Regrouping) return [];
  const notices: Notice[] = [];
  const tell = (event: NoticeEvent, party: ToldParty) => {
    for (const side of sidesOf(party)) notices.push({ event, transactionId: head.id, locationId: side === 'sender' ? head.locationIdFrom : head.locationIdTo });
  };
  if (to === S.Sent) {
    // E06: a missing registration is the receiver's; its sender answers it.
    if (head.type === TransactionType.Missing) tell('missingRegistration', PartyRole.Sender);
    const quantity = (options.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);
    if (quantity >= HIGH_VOLUME_QUANTITY) tell('highVolume', PartyRole.Receiver);
    if (options.agreed && (options.lines ?? []).some((line) => line.quantity > 0 && !options.agreed!.has(line.productId))) tell('nonAgreedProducts', PartyRole.Receiver);
  }
  if (to === S.NotAgreed) tell('disputed', PartyRole.SenderReceiver);
  if (to === S.Confirmed) {
    if (options.byNightlyJob) tell('autoCommitted', PartyRole.SenderReceiver);
    tell('stockIncrease', PartyRole.Receiver);
  }
  return notices;
}

/**
 * Where a notice opens (a path under /app; its id follows): the ticket; the list whose count (B28–B33,
 * ledger/counts.ts) covers the transaction's type on the user's side, where its dialog answers it; else
 * the own side's list of what was received or sent. Nothing for the customer's record.
 */
export function noticeRoute(notice: { ticketId?: number | null; transactionId?: number | null; transactionType?: number | null; atReceiver?: boolean | null }): string | null {
  if (notice.ticketId) return 'support/support-tickets';
  if (!notice.transactionId) return null;
  const direction = notice.atReceiver ? Direction.To : Direction.From;
  const counted = Object.values(LEDGER_COUNTS).find((count) => countsDirection(count.side, direction) && count.types.includes(notice.transactionType ?? -1));
  if (counted) return counted.route;
  // E06: a missing registration is listed where its receiver registered it.
  if (notice.transactionType === TransactionType.Missing) return 'reception/missing-reg';
  return notice.atReceiver ? 'reception/reception' : 'delivery/deliveries';
}
