// The demo ledger (issue 8, src/server/seed/ledger.ts): two years of history whose kept balances
// agree with the movements, every status and registered type, the depots' opening stock, and the
// work waiting for bruker, lager, kunde and per.jensen, answerable through the API as seeded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { REGISTERED_TYPES, TransactionType as T } from '../../src/domain/ledger/types';
import { autoCommitDeliveries, purgeDrafts } from '../../src/server/ledger/nightly';
import { startTestServer, type TestServer } from './harness';
import { demoDays } from './demo-calendar';
import { demoPlaces, expectLedgerConsistent, rowCount } from './ledger-fixtures';

let server: TestServer;
let places: Awaited<ReturnType<typeof demoPlaces>>;
let userId: Map<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  userId = new Map((await server.db.selectFrom('users').select(['id', 'loginName']).execute()).map((user) => [user.loginName, user.id]));
});
afterAll(() => server.close());

const heads = () => server.db.selectFrom('transactions').selectAll();
const linesOf = (id: number) => server.db.selectFrom('transactionLines').selectAll().where('transactionId', '=', id).orderBy('productId').execute();

describe('the demo ledger\'s history', () => {
  it('has balances that agree with the movements, carriers conserved, and no account below zero', async () => {
    expect(await rowCount(server.db, 'transactions')).toBeGreaterThan(10_000);
    expect(await rowCount(server.db, 'stockMovements')).toBeGreaterThan(20_000);
    await expectLedgerConsistent(server.db);
    const recomputed = await sql<{ n: number }>`select count(*)::int as n from stock_balances b full join
      (select account_location_id, product_id, sum(quantity) as moved from stock_movements group by 1, 2) m
      on m.account_location_id = b.location_id and m.product_id = b.product_id
      where coalesce(b.quantity, 0) <> coalesce(m.moved, 0)`.execute(server.db);
    expect(recomputed.rows[0].n).toBe(0);
    const twoSided = await sql<{ productId: number }>`select m.product_id as "productId" from stock_movements m join transactions t on t.id = m.transaction_id
      where t.type <> ${T.StockSettlement} group by m.product_id having sum(m.quantity) <> 0`.execute(server.db);
    expect(twoSided.rows).toEqual([]);
    const below = await server.db.selectFrom('stockBalances').selectAll().where('quantity', '<', 0).execute();
    expect(below).toEqual([]);
  });

  it('opens with a stock settlement posted at each depot alone, before anything else', async () => {
    const settlements = await heads().where('type', '=', T.StockSettlement).orderBy('id').execute();
    const depots = await server.db.selectFrom('locations').select('id').where('customerId', '=', 1).where('isBalance', '=', true).orderBy('id').execute();
    expect(settlements.map((row) => row.accountTo)).toEqual(depots.map((depot) => depot.id));
    expect(settlements.map((row) => row.id)).toEqual(depots.map((_, index) => index + 1));
    const first = await server.db.selectFrom('transactions').select((eb) => eb.fn.min('transactionDate').as('first')).executeTakeFirstOrThrow();
    for (const settlement of settlements) {
      expect(settlement.status).toBe(S.Confirmed);
      expect(settlement.transactionDate).toBe(first.first);
      const movements = await server.db.selectFrom('stockMovements').select(['accountLocationId', 'quantity']).where('transactionId', '=', settlement.id).execute();
      expect(movements.length).toBeGreaterThan(0);
      expect(movements.every((movement) => movement.accountLocationId === settlement.accountTo && movement.quantity > 0)).toBe(true);
    }
  });

  it('has every status and every registered type, two years long, with comments', async () => {
    const statuses = (await server.db.selectFrom('transactions').select('status').distinct().execute()).map((row) => row.status).sort((a, b) => a - b);
    expect(statuses).toEqual(Object.values(S).filter((status) => status >= 0).sort((a, b) => a - b));
    const types = (await server.db.selectFrom('transactions').select('type').distinct().execute()).map((row) => row.type);
    for (const type of Object.keys(REGISTERED_TYPES).map(Number)) expect(types).toContain(type);
    const span = await server.db.selectFrom('transactions').select((eb) => [eb.fn.min('transactionDate').as('first'), eb.fn.max('transactionDate').as('last')]).executeTakeFirstOrThrow();
    expect(Date.parse(String(span.last)) - Date.parse(String(span.first))).toBeGreaterThan(720 * 24 * 3600 * 1000);
    expect(await rowCount(server.db, 'transactionComments')).toBeGreaterThan(50);
    // Every replaced transaction points at its confirmed correction, save the reports of available carriers (below).
    const replaced = await heads().where('status', '=', S.Replaced).where('type', '<>', T.Available).execute();
    for (const row of replaced) expect((await heads().where('id', '=', row.replacedById!).executeTakeFirstOrThrow()).status).toBe(S.Confirmed);
    // Waiting for sorting happens at the operator's depots only.
    const sorting = await heads().innerJoin('customers', 'customers.id', 'transactions.customerIdTo').select('customers.type as receiverType').where('status', '=', S.WaitForSort).execute();
    expect(sorting.every((row) => row.receiverType === 'provider')).toBe(true);
  });

  it('never sends a report of available carriers: each waits, registered, or is replaced by its pickup of the same carriers (E14)', async () => {
    const reports = await heads().where('type', '=', T.Available).execute();
    expect(reports.length).toBeGreaterThan(50);
    expect([...new Set(reports.map((row) => row.status))].sort()).toEqual([S.Ordered, S.Replaced]);
    expect(reports.filter((row) => row.sentAt !== null || row.confirmedAt !== null)).toEqual([]);
    const moved = await server.db.selectFrom('stockMovements').innerJoin('transactions', 'transactions.id', 'stockMovements.transactionId').select('transactions.id').where('transactions.type', '=', T.Available).execute();
    expect(moved).toEqual([]);
    const ordered = (id: string) => sql`(select array_agg(array[product_id, qty_ordered] order by id) from transaction_lines where transaction_id = ${sql.raw(id)})`;
    const { rows: unlike } = await sql<{ id: number }>`select r.id from transactions r left join transactions p on p.id = r.replaced_by_id
      where r.type = ${T.Available} and r.status = ${S.Replaced} and (p.id is null or p.type <> ${T.Pickup}
        or p.location_id_from <> r.location_id_from or p.location_id_to <> r.location_id_to or ${ordered('r.id')} is distinct from ${ordered('p.id')})`.execute(server.db);
    expect(unlike).toEqual([]);
    // The operator's staff turn a report into its pickup, as the portal has them do (source provider).
    const { rows: byCustomer } = await sql<{ id: number }>`select p.id from transactions r join transactions p on p.id = r.replaced_by_id
      join users u on u.id = p.created_by_user_id join customers c on c.id = u.customer_id
      where r.type = ${T.Available} and r.status = ${S.Replaced} and (p.source <> 'provider' or c.type <> 'provider')`.execute(server.db);
    expect(byCustomer).toEqual([]);
  });

  it('gives every product a footprint and every truck type its pallet places (E21)', async () => {
    expect(await server.db.selectFrom('products').select('id').where('unitsPerPlace', 'is', null).execute()).toEqual([]);
    expect(await server.db.selectFrom('truckTypes').select('id').where('palletPlaces', 'is', null).execute()).toEqual([]);
    expect((await server.db.selectFrom('truckTypes').select('palletPlaces').where('id', '=', 1).executeTakeFirstOrThrow()).palletPlaces).toBe(33);
  });
});

describe('the work waiting for the demo logins', () => {
  it('has bruker\'s order for the operator, deliveries sent to Hamar and Lillehammer, and drafts', async () => {
    const bruker = userId.get('bruker')!, lager = userId.get('lager')!;
    const ordered = await heads().where('type', '=', T.Order).where('status', '=', S.Ordered).where('createdByUserId', '=', bruker).where('locationIdTo', '=', places.hamar.id).execute();
    expect(ordered.length).toBeGreaterThan(0);
    for (const place of [places.hamar, places.lillehammer]) {
      expect((await heads().where('status', '=', S.Sent).where('locationIdTo', '=', place.id).execute()).length).toBeGreaterThan(0);
    }
    expect((await heads().where('status', '=', S.Draft).where('createdByUserId', '=', bruker).execute()).length).toBeGreaterThan(0);
    expect((await heads().where('status', '=', S.Draft).where('createdByUserId', '=', lager).execute()).length).toBeGreaterThan(0);
  });

  it('has a dispute lager must settle as sender, which lager accepts at the received count', async () => {
    const lager = await server.login('lager');
    const dispute = await heads().where('status', '=', S.NotAgreed).where('locationIdFrom', '=', places.lillehammer.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const lines = await linesOf(dispute.id);
    expect(lines.some((line) => line.qtyReceived !== null && line.qtyReceived < line.qtyOrdered)).toBe(true);
    expect(await server.db.selectFrom('transactionComments').select('text').where('transactionId', '=', dispute.id).execute()).not.toEqual([]);

    // bruker, at Hamar, is not the sender: refused, nothing posted.
    const bruker = await server.login('bruker');
    const refused = await server.call({ method: 'POST', url: '/api/orderstatus', headers: bruker.headers, payload: { id: dispute.id, status: S.Confirmed, version: dispute.version } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await server.db.selectFrom('stockMovements').select('id').where('transactionId', '=', dispute.id).execute()).toEqual([]);

    const accepted = await server.call({ method: 'POST', url: '/api/orderstatus', headers: lager.headers, payload: { id: dispute.id, status: S.Confirmed, version: dispute.version } });
    expect(accepted.status).toBe(200);
    const posted = await server.db.selectFrom('stockMovements').select(['productId', 'quantity']).where('transactionId', '=', dispute.id).where('quantity', '>', 0).orderBy('productId').execute();
    expect(posted).toEqual(lines.map((line) => ({ productId: line.productId, quantity: line.qtyReceived })));
    await expectLedgerConsistent(server.db);
  });

  it('lets per.jensen at Havbris Sjømat Ålesund receive a delivery sent from Lillehammer', async () => {
    const person = await server.db.selectFrom('users').select(['locationId', 'tasksAllowed', 'active']).where('loginName', '=', 'per.jensen').executeTakeFirstOrThrow();
    const alesund = await server.db.selectFrom('locations').select('id').where('name', '=', 'Havbris Sjømat Ålesund').executeTakeFirstOrThrow();
    expect(person).toMatchObject({ locationId: alesund.id, active: true });
    expect(person.tasksAllowed).toContain('Reception');
    // The transfer (a missing registration per.jensen made goes between the same two places).
    const delivery = await heads().where('type', '=', T.Transfer).where('status', '=', S.Sent).where('locationIdFrom', '=', places.lillehammer.id).where('locationIdTo', '=', alesund.id).executeTakeFirstOrThrow();
    const perJensen = await server.login('per.jensen');
    const received = await server.call({ method: 'POST', url: '/api/orderstatus', headers: perJensen.headers, payload: { id: delivery.id, status: S.Confirmed, version: delivery.version } });
    expect(received.status).toBe(200);
    await expectLedgerConsistent(server.db);
  });

  it('is not settled by the first night after the demo was made (R53, B38)', async () => {
    // Drafts of the demo's today (older ones are purged after a day, as R53 says) and recent deliveries.
    const { today, dayOf } = await demoDays(server.db);
    const waiting = await server.db.selectFrom('transactions').select('id').where((eb) => eb.or([
      eb.and([eb('status', '=', S.Draft), eb('transactionDate', '=', today)]),
      eb.and([eb('status', '=', S.Sent), eb('transactionDate', '>=', dayOf(-4))]),
    ])).execute();
    expect(waiting.length).toBeGreaterThan(3);
    const tonight = new Date(Date.now() + 6 * 3600 * 1000);
    expect(await autoCommitDeliveries.run(server.db, tonight)).toBe(0);
    await purgeDrafts.run(server.db, tonight);
    const still = await server.db.selectFrom('transactions').select('id').where('id', 'in', waiting.map((row) => row.id)).where('status', 'in', [S.Draft, S.Sent]).execute();
    expect(still.length).toBe(waiting.length);
  });
});
