// Demo external orders (E08) and shop transactions (E09, H01–H05) of the demo's last weeks, after the
// ledger's history: Fjellmeieriet sends to its external locations (bruker's preregistration at Hamar,
// a delivery sent from Lillehammer for lager to confirm, confirmed ones), and delivers to the shops
// Kjøpmann Hansen Bragernes and Fjordbutikken Voss, which send their empties back (a return waiting for
// bruker, a collection waiting for the shop's customer admin, Kjøpmann Hansen's). What is confirmed is
// posted through the ledger's own posting, so the kept balances agree with the movements; quantities
// are a share of what the sender holds, so no account goes below zero.
import type { Kysely } from 'kysely';
import { accountOfLocation } from '../../domain/ledger/accounts.js';
import { TransactionStatus as S } from '../../domain/ledger/statuses.js';
import { TransactionType as T } from '../../domain/ledger/types.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { externalPlace } from '../external/places.js';
import { inOneStatement, postingWrites } from '../ledger/posting.js';
import { at, type DemoCalendar } from './ledger-world.js';

interface Registration {
  type: number;
  status: number;
  from: string;
  /** A location's name, or for an external order the external location's. */
  to: string;
  day: number;
  registrant: string;
  /** Shop transactions: the side that registered it. */
  registeredSide?: 'sender' | 'receiver';
  senderReference?: string;
  receiverReference?: string;
  /** Product and the share of the sender's balance it moves (at least one). */
  lines: Array<[productId: number, share: number]>;
  comment?: string;
}

const EXTERNAL: Registration[] = [
  { type: T.TransferUnknownCustomer, status: S.Confirmed, from: 'Fjellmeieriet Hamar', to: 'Coop Nordland Distribusjonslager', day: -23, registrant: 'bruker', senderReference: 'HAM-EXT-0101', receiverReference: 'COOP-55120', lines: [[2501, 0.04], [1001, 0.02]] },
  { type: T.TransferUnknownCustomer, status: S.Confirmed, from: 'Fjellmeieriet Lillehammer', to: 'Meny Lillehammer Sentrum', day: -16, registrant: 'lager', senderReference: 'LIL-EXT-0044', lines: [[2502, 0.03]], comment: 'Kvittert av butikksjefen.' },
  { type: T.TransferUnknownCustomer, status: S.Confirmed, from: 'Fjellmeieriet Hamar', to: 'ICA Karlstad Välsviken', day: -9, registrant: 'kunde', senderReference: 'HAM-EXT-0102', lines: [[2501, 0.03]] },
  { type: T.TransferUnknownCustomer, status: S.Sent, from: 'Fjellmeieriet Lillehammer', to: 'Meny Lillehammer Sentrum', day: -2, registrant: 'lager', senderReference: 'LIL-EXT-0045', lines: [[2502, 0.02], [1002, 0.02]] },
  { type: T.TransferUnknownCustomer, status: S.Ordered, from: 'Fjellmeieriet Hamar', to: 'Coop Nordland Distribusjonslager', day: 1, registrant: 'bruker', senderReference: 'HAM-EXT-0103', lines: [[2501, 0.03]] },
  { type: T.TransferUnknownCustomer, status: S.Confirmed, from: 'Grøntgrossisten Alnabru', to: 'Bama Storhusholdning Oslo', day: -12, registrant: 'admin', lines: [[2003, 0.03]] },
];

const SHOP: Registration[] = [
  { type: T.Shop, status: S.Confirmed, from: 'Fjellmeieriet Hamar', to: 'Kjøpmann Hansen Bragernes', day: -20, registrant: 'bruker', registeredSide: 'sender', senderReference: 'HAM-B-2001', lines: [[2501, 0.03]] },
  { type: T.Shop, status: S.Confirmed, from: 'Fjellmeieriet Hamar', to: 'Kjøpmann Hansen Bragernes', day: -13, registrant: 'bruker', registeredSide: 'sender', senderReference: 'HAM-B-2002', lines: [[2501, 0.03], [1002, 0.01]] },
  { type: T.Shop, status: S.Confirmed, from: 'Kjøpmann Hansen Bragernes', to: 'Fjellmeieriet Hamar', day: -8, registrant: 'shop', registeredSide: 'sender', lines: [[2501, 0.3]] },
  { type: T.Shop, status: S.Confirmed, from: 'Grøntgrossisten Alnabru', to: 'Kjøpmann Hansen Bragernes', day: -6, registrant: 'admin', registeredSide: 'sender', lines: [[2003, 0.02]] },
  { type: T.Shop, status: S.Confirmed, from: 'Fjellmeieriet Lillehammer', to: 'Fjordbutikken Voss', day: -15, registrant: 'lager', registeredSide: 'sender', lines: [[2502, 0.02]] },
  // Waiting: empties back from the shop for bruker to receive, a delivery to Voss, and a collection
  // Hamar registered for the shop to confirm; and the shop's own preregistration.
  { type: T.Shop, status: S.Sent, from: 'Kjøpmann Hansen Bragernes', to: 'Fjellmeieriet Hamar', day: -1, registrant: 'shop', registeredSide: 'sender', senderReference: 'KH-RET-0007', lines: [[2501, 0.3]] },
  { type: T.Shop, status: S.Sent, from: 'Fjellmeieriet Lillehammer', to: 'Fjordbutikken Voss', day: -1, registrant: 'lager', registeredSide: 'sender', lines: [[2502, 0.02]] },
  { type: T.Shop, status: S.Sent, from: 'Kjøpmann Hansen Bragernes', to: 'Fjellmeieriet Hamar', day: 0, registrant: 'bruker', registeredSide: 'receiver', receiverReference: 'HAM-HENT-31', lines: [[1002, 0.3]] },
  { type: T.Shop, status: S.Ordered, from: 'Kjøpmann Hansen Bragernes', to: 'Grøntgrossisten Alnabru', day: 1, registrant: 'shop', registeredSide: 'sender', lines: [[2003, 0.3]] },
];

type Trx = Kysely<Tables>;

const locationNamed = (trx: Trx, name: string) => trx.selectFrom('locations').select(['id', 'customerId', 'isBalance', 'locationIdInventEx']).where('name', '=', name).executeTakeFirstOrThrow();

/** The user a demo registration is made by: a demo login, or 'shop' for Kjøpmann Hansen's customer admin. */
async function userOf(trx: Trx, registrant: string): Promise<number> {
  if (registrant === 'shop') {
    const shop = await trx.selectFrom('customers').select('adminUserId').where('name', '=', 'Kjøpmann Hansen AS').executeTakeFirstOrThrow();
    return shop.adminUserId!;
  }
  return (await trx.selectFrom('users').select('id').where('loginName', '=', registrant).executeTakeFirstOrThrow()).id;
}

async function write(trx: Trx, registration: Registration, calendar: DemoCalendar, now: Date): Promise<void> {
  const from = await locationNamed(trx, registration.from);
  const accountFrom = accountOfLocation(from);
  let to: { locationId: number; customerId: number; account: number };
  let externalLocationId: number | null = null;
  if (registration.type === T.TransferUnknownCustomer) {
    const external = await trx.selectFrom('externalLocations').select('id').where('name', '=', registration.to).executeTakeFirstOrThrow();
    externalLocationId = external.id;
    to = await externalPlace(trx, external.id);
  } else {
    const place = await locationNamed(trx, registration.to);
    to = { locationId: place.id, customerId: place.customerId, account: accountOfLocation(place) };
  }
  const held = await trx.selectFrom('stockBalances').select(['productId', 'quantity']).where('locationId', '=', accountFrom).execute();
  const lines = registration.lines.map(([productId, share]) => {
    const holding = Math.max(0, held.find((row) => row.productId === productId)?.quantity ?? 0);
    return { productId, quantity: Math.min(holding, Math.max(1, Math.floor(holding * share))) };
  }).filter((line) => line.quantity > 0);
  // Nothing of it at hand: the demo leaves this one out rather than send carriers the sender lacks.
  if (lines.length === 0) return;
  const day = calendar.dayOf(registration.day);
  // Nothing is stamped later than the moment the demo is made (a preregistration for a coming day is made now).
  const clock = (time: Date) => (time > now ? now : time);
  const userId = await userOf(trx, registration.registrant);
  const sent = registration.status === S.Sent || registration.status === S.Confirmed;
  const confirmed = registration.status === S.Confirmed;
  const { id } = await trx.insertInto('transactions').values({
    type: registration.type, status: registration.status, source: registration.type === T.Shop ? 'Shop' : 'External',
    locationIdFrom: from.id, customerIdFrom: from.customerId, accountFrom, locationIdTo: to.locationId, customerIdTo: to.customerId, accountTo: to.account,
    externalLocationId, registeredSide: registration.registeredSide ?? null,
    senderReference: registration.senderReference ?? null, receiverReference: registration.receiverReference ?? null,
    transactionDate: day, processBy: null, truckTypeId: null, version: confirmed ? 3 : sent ? 2 : 1,
    createdAt: clock(at(day, 7, 30)), createdByUserId: userId, createdByLoginUserId: userId, updatedAt: clock(at(day, confirmed ? 14 : 8)), updatedByUserId: userId, updatedByLoginUserId: userId,
    sentAt: sent ? clock(at(day, 8)) : null, confirmedAt: confirmed ? clock(at(day, 14)) : null,
  }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('transactionLines').values(lines.map((line) => ({
    transactionId: id, productId: line.productId, qtyOrdered: line.quantity, qtyReceived: confirmed ? line.quantity : null,
  }))).execute();
  if (registration.comment) await trx.insertInto('transactionComments').values({ transactionId: id, text: registration.comment, userId, loginUserId: userId, createdAt: clock(at(day, 14)) }).execute();
  if (confirmed) await inOneStatement(trx, postingWrites({ transactionId: id, accountFrom, accountTo: to.account, bookedOn: day, lines }));
}

export async function seedExternalAndShop(db: Database, calendar: DemoCalendar): Promise<void> {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    // In the order they happened, so each takes its share of what the sender held then.
    const all = [...EXTERNAL, ...SHOP].sort((a, b) => a.day - b.day);
    for (const registration of all) await write(trx, registration, calendar, now);
  });
}
