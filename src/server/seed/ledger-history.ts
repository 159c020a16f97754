// Two years of the demo pool's trade, day by day: industry orders empties from its depot and ships
// goods on them to wholesalers (7), wholesalers to shops (11) and back to industry (16), shops
// return (5), the rest transfer (3, 6), and surplus goes back to the depots (2, 4). Volumes follow
// each trade's season; statuses follow age: the past is confirmed, with a few disputes settled,
// cancellations and corrections, and the last days are still under way. The history runs up to
// yesterday (today's work is ledger-waiting.ts's); the demo logins' own places have only settled
// history, so what waits for them is the waiting work the README lists, on whatever day the demo is made.
import { TransactionStatus as S, operatorHandled } from '../../domain/ledger/statuses.js';
import { TransactionType as T } from '../../domain/ledger/types.js';
import { isWorkingDay } from '../../domain/ledger/working-days.js';
import { sentQuantity } from '../../domain/ledger/rules.js';
import { LedgerBook } from './ledger-book.js';
import { HISTORY_DAYS, UNITS_PER_PLACE, at, homeDepot, season, type DemoCalendar, type Place, type SeedLine } from './ledger-world.js';

/** Pallet places of a product a place keeps at most before it sends the surplus back. */
const CAP_PLACES: Record<string, number> = { Industry: 24, Wholesale: 30, Shop: 4, Purchase: 8, Div: 8, EPS: 16, External: 20 };
/** The statuses an order or pickup has passed the operator's picking in. */
const PICKED: readonly number[] = [S.Picked, S.Sent, S.Confirmed, S.NotAgreed, S.WaitForSort, S.Replaced];
/** Statuses of work still under way. */
const OPEN: readonly number[] = [S.Draft, S.Ordered, S.ConfirmedByProvider, S.Picked, S.Sent, S.NotAgreed, S.WaitForSort];
/** Orders and pickups are registered for the coming delivery days too. */
const DAYS_AHEAD = 5;

const NOTES = [
  'Levert på rampe 4.', 'Ring sjåføren 30 minutter før ankomst.', 'Noen kasser var skitne og er sendt til vask.',
  'Hentes sammen med neste ordre.', 'Til kampanjeuken.', 'Skadde paller er sortert ut ved mottak.', 'Sjåføren ventet en time på lasting.',
];
const SETTLED_BY_SENDER = ['Godtar mottakers antall.', 'Stemmer, resten ble stående igjen på rampen hos oss.', 'OK, vi retter i vårt system.'];

export interface HistoryContext {
  places: Place[];
  depots: Place[];
  staffOf: (depot: Place) => number;
  productName: (productId: number) => string;
  calendar: DemoCalendar;
  /** A place of the demo logins: its history is settled, and nothing is registered ahead for it. */
  settled: (place: Place) => boolean;
}

export function writeHistory(book: LedgerBook, context: HistoryContext, rand: () => number): void {
  const { places, depots, settled } = context;
  const { ageOf, dayOf } = context.calendar;
  const pick = <V>(items: readonly V[]): V => items[Math.floor(rand() * items.length)];
  const chance = (p: number) => rand() < p;
  const units = (productId: number) => UNITS_PER_PLACE[productId] ?? 40;
  const cap = (place: Place, productId: number) => units(productId) * (CAP_PLACES[place.customerType] ?? 10);
  const userOf = (place: Place) => (place.customerType === 'provider' ? context.staffOf(place) : pick(place.users));
  const of = (kind: string) => places.filter((place) => place.customerType === kind);
  const wholesalers = of('Wholesale'), shops = of('Shop'), industry = of('Industry');
  const industryAndWholesale = [...industry, ...wholesalers];
  // The history asks the same few questions of each place every working day: each is answered once.
  const once = <K, V>(answer: (key: K) => V) => {
    const answers = new Map<K, V>();
    return (key: K): V => {
      if (!answers.has(key)) answers.set(key, answer(key));
      return answers.get(key)!;
    };
  };
  // A counterparty near the sender: the same chain, then the same country, weigh more.
  const weighed = new Map<Place[], (sender: Place) => { others: Place[]; weights: number[]; sum: number }>();
  for (const candidates of [wholesalers, shops, industry, industryAndWholesale]) {
    weighed.set(candidates, once((sender: Place) => {
      const others = candidates.filter((place) => place.customerId !== sender.customerId);
      const weights = others.map((place) => (sender.chainId !== null && place.chainId === sender.chainId ? 6 : 1) * (place.country === sender.country ? 4 : 1));
      return { others, weights, sum: weights.reduce((sum, weight) => sum + weight, 0) };
    }));
  }
  const near = (sender: Place, candidates: Place[]): Place | undefined => {
    const { others, weights, sum } = weighed.get(candidates)!(sender);
    if (others.length === 0) return undefined;
    let roll = rand() * sum;
    for (let i = 0; i < others.length; i++) if ((roll -= weights[i]) < 0) return others[i];
    return others.at(-1);
  };
  const depotOf = once((place: Place) => homeDepot(place, depots));
  const siblingOf = once((place: Place) => places.find((other) => other.customerId === place.customerId && other.account !== place.account));
  const reference = (prefix: string) => `${prefix}${100000 + Math.floor(rand() * 900000)}`;

  /** Status by age, as the work of the last days is still under way. */
  function statusFor(type: number, age: number, toDepot: boolean): number {
    const r = rand();
    if (operatorHandled(type)) {
      if (age < 0) return r < 0.12 ? S.Draft : r < 0.7 ? S.Ordered : S.ConfirmedByProvider;
      if (age === 0) return r < 0.1 ? S.Ordered : r < 0.4 ? S.ConfirmedByProvider : r < 0.75 ? S.Picked : S.Sent;
      if (age <= 7) return r < 0.3 ? S.Sent : toDepot && r < 0.55 ? S.WaitForSort : r < 0.58 ? S.NotAgreed : S.Confirmed;
      if (age <= 30) return toDepot && r < 0.02 ? S.WaitForSort : r < 0.03 ? S.NotAgreed : r < 0.045 ? S.Cancelled : S.Confirmed;
      return r < 0.025 ? S.Cancelled : r < 0.027 ? S.Replaced : S.Confirmed;
    }
    if (age <= 1) return r < 0.08 ? S.Draft : r < 0.15 ? S.Ordered : S.Sent;
    if (age <= 12) return r < 0.45 ? S.Sent : toDepot && r < 0.55 ? S.WaitForSort : r < 0.5 ? S.NotAgreed : S.Confirmed;
    if (age <= 30) return r < 0.03 ? S.NotAgreed : r < 0.04 ? S.Cancelled : S.Confirmed;
    return r < 0.006 ? S.Cancelled : r < 0.008 ? S.Replaced : S.Confirmed;
  }

  /** Registers one transaction with its story: picked and received counts, disputes, notes. */
  /** `byOperator`: the operator's staff register it (a report of available carriers turned into a pickup). */
  function record(type: number, from: Place, to: Place, day: string, ordered: Array<{ productId: number; quantity: number }>, byOperator = false): void {
    if (ordered.length === 0) return;
    const age = ageOf(day);
    const drawn = statusFor(type, age, to.customerType === 'provider');
    // Open work at a demo login's place is only what ledger-waiting.ts registers.
    const status = (settled(from) || settled(to)) && OPEN.includes(drawn) ? S.Confirmed : drawn;
    // Drawn also when the operator registers it: the demo's random sequence, and so the rest of the demo, stays as it was.
    const customerUser = type === T.Order ? userOf(to) : userOf(from);
    const depot = type === T.Order ? from : to.customerType === 'provider' ? to : depotOf(from);
    const staff = context.staffOf(depot);
    const registrant = byOperator ? staff : customerUser;
    const receiver = userOf(to);
    const picked = operatorHandled(type) && PICKED.includes(status);
    const lines: SeedLine[] = ordered.map(({ productId, quantity }) => {
      // The operator picks what it has: now and then a place short.
      const qtyPicked = picked ? (chance(0.06) ? Math.max(0, quantity - units(productId)) : quantity) : null;
      return { productId, qtyOrdered: quantity, qtyPicked, qtyReceived: null };
    });
    const comments: Array<{ text: string; userId: number; createdAt: Date }> = [];
    const disputed = status === S.NotAgreed || (status === S.Confirmed && age > 30 && chance(0.012));
    if (disputed || status === S.Confirmed) {
      const counted = lines[Math.floor(rand() * lines.length)];
      for (const line of lines) line.qtyReceived = sentQuantity(line);
      if (disputed) {
        const sent = sentQuantity(counted);
        const short = Math.min(sent, Math.max(1, Math.round(sent * (0.05 + rand() * 0.15))));
        counted.qtyReceived = sent - short;
        comments.push({ text: `Vi telte ${sent - short} ${context.productName(counted.productId)} ved mottak, ikke ${sent}.`, userId: receiver, createdAt: at(dayOf(-age + (age > 0 ? 1 : 0)), 13) });
        if (status === S.Confirmed) {
          const settledBySender = chance(0.7);
          comments.push({ text: settledBySender ? pick(SETTLED_BY_SENDER) : 'Avgjort av Lastbærerpoolen etter kontroll av fraktbrevet.', userId: settledBySender ? registrant : staff, createdAt: at(dayOf(-age + 2), 10) });
        }
      }
    }
    if (status === S.Cancelled && chance(0.5)) comments.push({ text: 'Kansellert etter avtale med kunden.', userId: staff, createdAt: at(day, 8) });
    if (chance(0.01)) comments.push({ text: pick(NOTES), userId: registrant, createdAt: at(day, 7, 30) });

    const common = {
      type, from, to, day, registrant, staff, receiver,
      source: registrant === staff ? 'provider' : 'Unknown',
      processBy: !operatorHandled(type) && chance(0.1) ? dayOf(-age + 2 + Math.floor(rand() * 4)) : null,
      senderReference: chance(0.5) ? reference('PO-') : null,
      receiverReference: !operatorHandled(type) && chance(0.4) ? reference('FS-') : null,
    };
    if (status !== S.Replaced) {
      book.register({ ...common, status, lines, comments });
      return;
    }
    // A correction replaces a confirmed transaction that was registered with a wrong count (O26).
    const original = book.register({ ...common, status: S.Replaced, lines: lines.map((line) => ({ ...line, qtyReceived: sentQuantity(line) })), replacedById: book.nextId + 1 });
    const corrected = lines.map((line) => {
      const quantity = Math.max(units(line.productId), sentQuantity(line) + (chance(0.5) ? -1 : 1) * units(line.productId));
      return { productId: line.productId, qtyOrdered: quantity, qtyPicked: null, qtyReceived: quantity };
    });
    book.register({
      ...common, status: S.Confirmed, lines: corrected, source: 'provider', registrant: staff,
      comments: [{ text: `Korrigerer ordre ${original.id}: feil antall registrert.`, userId: staff, createdAt: at(dayOf(-age + 3), 9) }],
    });
  }

  /** Lines of what a place can send now: up to `maxPlaces` pallet places of one or two of the carriers it holds. */
  function shipment(from: Place, maxPlaces: number, share = 1): Array<{ productId: number; quantity: number }> {
    const held = book.held(from.account).filter((productId) => book.holding(from.account, productId) * share >= units(productId));
    const count = held.length > 1 && chance(0.3) ? 2 : 1;
    const products = held.sort(() => rand() - 0.5).slice(0, count).sort((a, b) => a - b);
    return products.map((productId) => {
      const per = units(productId);
      const can = Math.floor((book.holding(from.account, productId) * share) / per);
      return { productId, quantity: per * (1 + Math.floor(rand() * Math.min(maxPlaces, can))) };
    });
  }

  /** An order of empties from the depot for the products running low. */
  function orderEmpties(place: Place, day: string, p: number): void {
    const low = place.products.filter((productId) => book.expected(place.account, productId) < cap(place, productId) * 0.4);
    if (low.length === 0 || !chance(p)) return;
    const lines = low.map((productId) => {
      const per = units(productId);
      return { productId, quantity: per * Math.max(1, Math.round((cap(place, productId) * 0.8 - Math.max(0, book.expected(place.account, productId))) / per)) };
    });
    record(T.Order, depotOf(place), place, day, lines);
  }

  /** Surplus above the cap goes back to the depot: a pickup, or reported available. */
  function returnSurplus(place: Place, day: string, p: number): void {
    const over = book.held(place.account).filter((productId) => book.holding(place.account, productId) > cap(place, productId) * 0.8);
    if (over.length === 0 || !chance(p)) return;
    const lines = over.map((productId) => {
      const per = units(productId);
      return { productId, quantity: per * Math.max(1, Math.floor((book.holding(place.account, productId) - cap(place, productId) * 0.5) / per)) };
    });
    if (chance(0.25)) reportAvailable(place, depotOf(place), day, lines);
    else record(T.Pickup, place, depotOf(place), day, lines);
  }

  /**
   * E14: a report of available carriers is never sent. Until the operator turns it into a pickup it
   * waits, registered (the last days' and the days ahead at places with open work); then it is
   * replaced by its pickup, which goes on as any pickup does.
   */
  function reportAvailable(from: Place, to: Place, day: string, ordered: Array<{ productId: number; quantity: number }>): void {
    const waiting = ageOf(day) <= 1 && !settled(from) && !settled(to) && chance(0.6);
    const common = {
      type: T.Available, from, to, day, registrant: userOf(from), staff: context.staffOf(to), receiver: userOf(to),
      senderReference: chance(0.5) ? reference('TILG-') : null,
      lines: ordered.map(({ productId, quantity }) => ({ productId, qtyOrdered: quantity, qtyPicked: null, qtyReceived: null })),
    };
    if (waiting) {
      book.register({ ...common, status: S.Ordered });
      return;
    }
    book.register({ ...common, status: S.Replaced, replacedById: book.nextId + 1 });
    record(T.Pickup, from, to, day, ordered, true);
  }

  const start = new Map(places.map((place) => [place.id, Math.floor(rand() * 20)]));
  for (let offset = -HISTORY_DAYS + 1; offset <= DAYS_AHEAD; offset++) {
    const day = dayOf(offset);
    if (offset === 0 || !isWorkingDay(day)) continue;
    for (const place of places) {
      if (place.customerType === 'provider' || offset < -HISTORY_DAYS + 1 + start.get(place.id)!) continue;
      if (offset > 0 && settled(place)) continue;
      const s = season(place.customerId, day);
      // Ahead of today only orders and pickups exist, for the days they are wanted.
      const ahead = offset > 0;
      switch (place.customerType) {
        case 'Industry': {
          orderEmpties(place, day, 0.5 * s);
          if (ahead) break;
          const buyer = near(place, chance(0.85) ? wholesalers : shops);
          if (buyer && chance(0.45 * s)) record(T.IndustryOrder, place, buyer, day, shipment(place, 10, 0.6));
          const sibling = siblingOf(place);
          if (sibling && chance(0.05)) record(T.TransferOrder, place, sibling, day, shipment(place, 4, 0.3));
          break;
        }
        case 'Wholesale': {
          if (!ahead) {
            const shop = near(place, shops);
            if (shop && chance(0.5 * s)) record(T.WholesaleOrder, place, shop, day, shipment(place, 4, 0.3));
            const maker = near(place, industry);
            if (maker && chance(0.18)) record(T.TransferWholesaler, place, maker, day, shipment(place, 6, 0.4));
            if (chance(0.02)) record(T.Return, place, depotOf(place), day, shipment(place, 4, 0.3));
          }
          returnSurplus(place, day, 0.4);
          orderEmpties(place, day, 0.1);
          break;
        }
        case 'Shop': {
          if (ahead) break;
          const wholesaler = near(place, wholesalers);
          if (wholesaler && chance(0.3)) record(T.Return, place, wholesaler, day, shipment(place, 12, 1));
          returnSurplus(place, day, 0.2);
          break;
        }
        default: {
          orderEmpties(place, day, 0.3 * s);
          if (!ahead && chance(0.18 * s)) {
            const other = near(place, industryAndWholesale);
            if (other) record(T.Transfer, place, other, day, shipment(place, 5, 0.5));
          }
          returnSurplus(place, day, 0.3);
        }
      }
    }
  }
}
