// Demo data of the carrier ledger (issue 8): footprints of products and trucks (E21), two years of
// seasonal history up to the day the demo is made (its calendar, ledger-world.ts) for the demo customers, the work waiting for the demo logins, and the depots'
// opening stock. Movements of confirmed transactions go in with multi-row inserts; the kept
// balances and monthly nets are then summed from them once, here only (LEDGER.md "Stock").
import { sql, type Transaction } from 'kysely';
import { accountOfLocation } from '../../domain/ledger/accounts.js';
import { TransactionStatus as S } from '../../domain/ledger/statuses.js';
import { TransactionType as T } from '../../domain/ledger/types.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { LedgerBook } from './ledger-book.js';
import { writeHistory } from './ledger-history.js';
import { loadInBulk, loadRows } from './bulk-load.js';
import { writeWaitingWork } from './ledger-waiting.js';
import { HISTORY_DAYS, PALLET_PLACES, UNITS_PER_PLACE, at, homeDepot, mulberry32, type DemoCalendar, type Place, type SeedTransaction } from './ledger-world.js';

const SEED = 20240131;
/** The customers of the demo logins, and per.jensen's place: only settled history, and the waiting work of ledger-waiting.ts. */
const DEMO_LOGIN_CUSTOMERS = ['Fjellmeieriet AS', 'Kjøpmann Hansen AS'];
const DEMO_LOGIN_PLACES = ['Havbris Sjømat Ålesund'];

/** The active places of active customers, with their account, agreed products and people. */
async function loadPlaces(trx: Transaction<Tables>): Promise<Place[]> {
  const rows = await trx.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .leftJoin('addresses', (join) => join.onRef('addresses.locationId', '=', 'locations.id').on('addresses.type', '=', 'Delivery'))
    .select(['locations.id', 'locations.name', 'locations.customerId', 'customers.type as customerType', 'customers.chainId', 'locations.countryCode',
      'addresses.postalCode', 'locations.isBalance', 'locations.locationIdInventEx', 'locations.truckTypeId', 'customers.adminUserId'])
    .where('locations.statusId', '=', 1).where('customers.statusId', '=', 1).orderBy('locations.id').execute();
  const products = await trx.selectFrom('locationProducts').select(['locationId', 'productId']).orderBy('locationId').orderBy('productId').execute();
  const users = await trx.selectFrom('users').select(['id', 'locationId']).where('active', '=', true).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    customerId: row.customerId,
    customerType: row.customerType,
    chainId: row.chainId,
    country: row.countryCode,
    postalCode: row.postalCode ?? '0',
    account: accountOfLocation(row),
    truckTypeId: row.truckTypeId,
    products: products.filter((product) => product.locationId === row.id).map((product) => product.productId),
    users: (() => {
      const own = users.filter((user) => user.locationId === row.id).map((user) => user.id);
      return own.length > 0 ? own : [row.adminUserId ?? 1];
    })(),
  }));
}

/**
 * Opening stock (docs/decisions.md): a stock settlement (8) per depot, on the first day, of what
 * the history draws from it and a margin; it posts at the depot only, so the carriers exist.
 */
function openingStock(book: LedgerBook, depots: Place[], staffOf: (depot: Place) => number, tromso: Place | undefined, calendar: DemoCalendar): SeedTransaction[] {
  const day = calendar.dayOf(-HISTORY_DAYS);
  return depots.map((depot, index) => {
    const lines = [...(book.depotLow.get(depot.account) ?? [])]
      .filter(([, low]) => low < 0)
      .map(([productId, low]) => ({ productId, quantity: Math.ceil((-low * 1.15 + 200) / 100) * 100 }))
      .sort((a, b) => a.productId - b.productId);
    if (lines.length === 0) lines.push({ productId: 1001, quantity: 2000 });
    // A head names two places: the operator's main depot books the stock it issues to each depot.
    const from = index === 0 ? tromso ?? depots[1] : depots[0];
    const staff = staffOf(depot);
    return {
      id: index + 1, type: T.StockSettlement, status: S.Confirmed, source: 'provider', from, to: depot, transactionDate: day, processBy: null, truckTypeId: null,
      senderReference: null, receiverReference: `Åpningsbeholdning ${depot.name}`, createdAt: at(day, 7), createdBy: staff, updatedAt: at(day, 8), updatedBy: staff,
      sentAt: at(day, 7, 30), confirmedAt: at(day, 8), version: 2, replacedById: null, singleSided: true, comments: [],
      lines: lines.map(({ productId, quantity }) => ({ productId, qtyOrdered: quantity, qtyPicked: null, qtyReceived: quantity })),
    };
  });
}

export async function seedLedger(db: Database, calendar: DemoCalendar): Promise<void> {
  // The demo's days are real days: nothing is stamped later than the moment it is made (work of today
  // would otherwise carry the afternoon's hours in the morning).
  const now = new Date();
  const clock = (time: Date | null) => (time && time > now ? now : time);
  await db.transaction().execute(async (trx) => {
    for (const [id, units] of Object.entries(UNITS_PER_PLACE)) await trx.updateTable('products').set({ unitsPerPlace: units }).where('id', '=', Number(id)).execute();
    for (const [id, places] of Object.entries(PALLET_PLACES)) await trx.updateTable('truckTypes').set({ palletPlaces: places }).where('id', '=', Number(id)).execute();

    const places = await loadPlaces(trx);
    const operator = places.filter((place) => place.customerType === 'provider');
    const depots = operator.filter((place) => place.account === place.id);
    const tromso = operator.find((place) => place.account !== place.id);
    const productNames = new Map((await trx.selectFrom('products').select(['id', 'name']).execute()).map((product) => [product.id, product.name]));
    const staffOf = (depot: Place) => depot.users[0];
    const logins = new Map((await trx.selectFrom('users').select(['id', 'loginName']).execute()).map((user) => [user.loginName, user.id]));
    const demoCustomers = new Set((await trx.selectFrom('customers').select('id').where('name', 'in', DEMO_LOGIN_CUSTOMERS).execute()).map((customer) => customer.id));
    const settled = (place: Place) => demoCustomers.has(place.customerId) || DEMO_LOGIN_PLACES.includes(place.name);

    const rand = mulberry32(SEED);
    const book = new LedgerBook(rand, (account) => depots.some((depot) => depot.account === account), depots.length + 1, calendar);
    writeHistory(book, { places, depots, staffOf, productName: (id) => productNames.get(id) ?? String(id), calendar, settled }, rand);
    writeWaitingWork(book, {
      place: (name) => places.find((place) => place.name === name) ?? (() => { throw new Error(`demo ledger: no place ${name}`); })(),
      user: (loginName) => logins.get(loginName) ?? (() => { throw new Error(`demo ledger: no user ${loginName}`); })(),
      staffOf,
      depotOf: (place) => homeDepot(place, depots),
      calendar,
    });
    const transactions = [...openingStock(book, depots, staffOf, tromso, calendar), ...book.transactions];

    // Two years of history at once: the keys and indexes are checked and built after it (bulk-load.ts).
    await loadInBulk(trx, ['transactions', 'transaction_lines', 'transaction_comments', 'stock_movements', 'stock_months'], async () => {
      await loadRows(db, trx, 'transactions', transactions.map((t) => ({
        id: t.id, type: t.type, status: t.status, source: t.source, locationIdFrom: t.from.id, locationIdTo: t.to.id, accountFrom: t.from.account, accountTo: t.to.account,
        customerIdFrom: t.from.customerId, customerIdTo: t.to.customerId, senderReference: t.senderReference, receiverReference: t.receiverReference,
        transactionDate: t.transactionDate, processBy: t.processBy, truckTypeId: t.truckTypeId, version: t.version,
        createdAt: clock(t.createdAt)!, createdByUserId: t.createdBy, createdByLoginUserId: t.createdBy,
        updatedAt: clock(t.updatedAt)!, updatedByUserId: t.updatedBy, updatedByLoginUserId: t.updatedBy,
        sentAt: clock(t.sentAt), confirmedAt: clock(t.confirmedAt), replacedById: t.replacedById,
      })));
      await sql`select setval(pg_get_serial_sequence('transactions', 'id'), (select max(id) from transactions))`.execute(trx);
      await loadRows(db, trx, 'transactionLines', transactions.flatMap((t) => t.lines.map((line) => ({ transactionId: t.id, ...line }))));
      await loadRows(db, trx, 'transactionComments', transactions.flatMap((t) => t.comments.map((comment) => ({
        transactionId: t.id, text: comment.text, userId: comment.userId, loginUserId: comment.userId, createdAt: clock(comment.createdAt)!,
      }))));
      // What each confirmed transaction posted: minus at the sender's account, plus at the receiver's;
      // a settlement at its own account only; a replaced one posted and then reversed (a report of
      // available carriers replaced by its pickup never posted).
      await sql`insert into stock_movements (transaction_id, account_location_id, product_id, quantity, booked_on, created_at)
        select t.id, side.account, l.product_id, side.sign * coalesce(l.qty_received, l.qty_picked, l.qty_ordered), t.transaction_date, t.confirmed_at
        from transactions t join transaction_lines l on l.transaction_id = t.id
        cross join lateral (values (t.account_from, -1, 1), (t.account_to, 1, 1), (t.account_from, 1, 2), (t.account_to, -1, 2)) as side(account, sign, pass)
        where coalesce(l.qty_received, l.qty_picked, l.qty_ordered) <> 0
          and ((t.status = ${S.Confirmed} and side.pass = 1) or (t.status = ${S.Replaced} and t.type <> ${T.Available}))
          and not (t.type = ${T.StockSettlement} and side.sign = -1)
        order by t.id, l.id, side.pass, side.sign`.execute(trx);
      // The only time balances are summed from history: the ledger keeps them from here on. A balance
      // is the sum of its monthly nets, far fewer rows than the movements.
      await sql`insert into stock_months (location_id, product_id, month, net)
        select account_location_id, product_id, date_trunc('month', booked_on)::date, sum(quantity) from stock_movements
        group by account_location_id, product_id, date_trunc('month', booked_on)`.execute(trx);
    });
    await sql`insert into stock_balances (location_id, product_id, quantity)
      select location_id, product_id, sum(net) from stock_months group by location_id, product_id`.execute(trx);
  });
}
