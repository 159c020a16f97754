// The work the demo logins find waiting (issue 8): bruker's order for the operator to confirm,
// deliveries sent to Hamar and Lillehammer for bruker and lager to confirm or dispute, a dispute
// lager must settle as sender, drafts, and a delivery from lager that per.jensen at Havbris Sjømat
// Ålesund (Reception) receives, and a receipt per.jensen registered that lager never did (E06).
// Fixed quantities, on days counted from the demo's today and inside the count window of B34 (a
// month back to a day ahead), so that the menu's badges show it on the day the demo is made.
import { TransactionStatus as S } from '../../domain/ledger/statuses.js';
import { TransactionType as T } from '../../domain/ledger/types.js';
import type { LedgerBook } from './ledger-book.js';
import { isWorkingDay } from '../../domain/ledger/working-days.js';
import { at, type DemoCalendar, type Place } from './ledger-world.js';

export interface WaitingContext {
  place: (name: string) => Place;
  user: (loginName: string) => number;
  staffOf: (depot: Place) => number;
  depotOf: (place: Place) => Place;
  calendar: DemoCalendar;
}

const line = (productId: number, qtyOrdered: number, qtyReceived: number | null = null) => ({ productId, qtyOrdered, qtyPicked: null, qtyReceived });

export function writeWaitingWork(book: LedgerBook, { place, user, staffOf, depotOf, calendar }: WaitingContext): void {
  const { today, dayOf } = calendar;
  // The next delivery day if it is tomorrow, else today: within the count window either way.
  const soon = isWorkingDay(dayOf(1)) ? dayOf(1) : today;
  const hamar = place('Fjellmeieriet Hamar');
  const lillehammer = place('Fjellmeieriet Lillehammer');
  const vestby = place('Nordkjeden Sentrallager Vestby');
  const nordkjedenTrondheim = place('Nordkjeden Lager Trondheim');
  const bragernes = place('Kjøpmann Hansen Bragernes');
  const alesund = place('Havbris Sjømat Ålesund');
  const [bruker, lager, perJensen] = [user('bruker'), user('lager'), user('per.jensen')];
  const depot = depotOf(hamar);
  const staff = staffOf(depot);
  const vestbyUser = vestby.users[0];

  // bruker's order of empties for the next delivery day, for the operator to confirm (R02 1 → 2).
  book.register({
    type: T.Order, status: S.Ordered, from: depot, to: hamar, day: soon, registrant: bruker, staff, receiver: bruker,
    senderReference: 'HAM-BEST-0131', lines: [line(1001, 200), line(2501, 480)],
  });
  // Sent to Hamar: empties back from the wholesaler, and an order the depot sent, for bruker to confirm.
  book.register({
    type: T.TransferWholesaler, status: S.Sent, from: vestby, to: hamar, day: dayOf(-1), registrant: vestbyUser, staff, receiver: bruker,
    receiverReference: 'FS-880412', lines: [line(2501, 240), line(1001, 40)],
  });
  book.register({
    type: T.Order, status: S.Sent, from: depot, to: hamar, day: dayOf(-1), registrant: bruker, staff, receiver: bruker,
    lines: [{ productId: 1002, qtyOrdered: 120, qtyPicked: 120, qtyReceived: null }],
  });
  // Sent to Lillehammer, for lager.
  book.register({
    type: T.Return, status: S.Sent, from: bragernes, to: lillehammer, day: dayOf(-2), registrant: bragernes.users[0], staff, receiver: lager,
    lines: [line(2502, 120)],
  });
  book.register({
    type: T.TransferWholesaler, status: S.Sent, from: nordkjedenTrondheim, to: lillehammer, day: dayOf(0), registrant: nordkjedenTrondheim.users[0], staff, receiver: lager,
    lines: [line(1002, 60), line(2501, 96)],
  });
  // Vestby counted less than lager sent: lager, the sender, accepts the count or the operator decides.
  book.register({
    type: T.IndustryOrder, status: S.NotAgreed, from: lillehammer, to: vestby, day: dayOf(-3), registrant: lager, staff, receiver: vestbyUser,
    senderReference: 'LIL-LEV-0087', lines: [line(2501, 480, 432), line(1001, 40, 40)],
    comments: [{ text: 'Vi telte 432 Meierikasse 250 høy ved mottak, ikke 480. To pallplasser manglet på bilen.', userId: vestbyUser, createdAt: at(dayOf(-2), 9, 40) }],
  });
  // Drafts started today.
  book.register({
    type: T.IndustryOrder, status: S.Draft, from: hamar, to: vestby, day: today, registrant: bruker, staff, receiver: vestbyUser,
    lines: [line(2501, 192)],
  });
  book.register({
    type: T.Transfer, status: S.Draft, from: lillehammer, to: alesund, day: today, registrant: lager, staff, receiver: perJensen,
    lines: [line(1001, 20)],
  });
  // The operator's side: an order picked for Lillehammer today, Hamar's empties to collect
  // (confirmed by the depot, for the next delivery day), lager's report of empties ready, and a pickup waiting to be sorted.
  book.register({
    type: T.Order, status: S.Picked, from: depot, to: lillehammer, day: today, registrant: lager, staff, receiver: lager,
    lines: [{ productId: 2502, qtyOrdered: 300, qtyPicked: 300, qtyReceived: null }, { productId: 1002, qtyOrdered: 90, qtyPicked: 60, qtyReceived: null }],
  });
  book.register({
    type: T.Pickup, status: S.ConfirmedByProvider, from: hamar, to: depot, day: soon, registrant: bruker, staff, receiver: staff,
    lines: [line(1001, 100)],
  });
  book.register({ type: T.Available, status: S.Ordered, from: lillehammer, to: depot, day: today, registrant: lager, staff, receiver: staff, lines: [line(2501, 144)] });
  book.register({
    type: T.Pickup, status: S.WaitForSort, from: hamar, to: depot, day: dayOf(-4), registrant: bruker, staff, receiver: staff,
    lines: [{ productId: 2501, qtyOrdered: 240, qtyPicked: 240, qtyReceived: null }],
  });
  // A delivery from lager that Havbris Sjømat Ålesund receives (per.jensen: Reception).
  book.register({
    type: T.Transfer, status: S.Sent, from: lillehammer, to: alesund, day: dayOf(-1), registrant: lager, staff, receiver: perJensen,
    senderReference: 'LIL-LEV-0091', lines: [line(1001, 60)],
  });
  // E06: per.jensen received pallets from Lillehammer that lager never registered; lager answers it (B32).
  book.register({
    type: T.Missing, status: S.Sent, from: lillehammer, to: alesund, day: dayOf(-2), registrant: perJensen, staff, receiver: perJensen,
    source: 'MissingReg', receiverReference: 'HAV-MR-0007', lines: [line(1001, 36)],
  });
}
