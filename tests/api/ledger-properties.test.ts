// The ledger's rules hold whatever the callers send (LEDGER.md "The life of a transaction", "Disputes",
// "Stock"): random sequences of registrations, status steps, disputes, correction orders and inventory settlements (main counts)
// by random users, each allowed or refused. After every step: a refused one wrote nothing, and a confirm posted
// the sent count, the disputed count its sender accepted, or a count staff decided with a comment.
// After every sequence: the kept balances equal their movements and carriers are conserved.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addDays, poolToday } from '../../src/domain/dates';
import { sentQuantity } from '../../src/domain/ledger/rules';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { contextHeader, startTestServer, type LoggedIn, type TestServer } from './harness';
import { expectLedgerConsistent } from './ledger-fixtures';

let server: TestServer;
let users: LoggedIn[];
let gjovik: number;
const PRODUCTS = [1001, 2003];
const DAY = addDays(poolToday(), -1);
// Sequences per run: enough to meet every step many times, few enough for two busy cores.
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 40);

beforeAll(async () => {
  server = await startTestServer();
  const [lager, per, bruker, admin, kunde] = await Promise.all(['lager', 'per.jensen', 'bruker', 'admin', 'kunde'].map((name) => server.login(name)));
  gjovik = (await server.db.selectFrom('locations').select('id').where('name', '=', 'Fjellmeieriet Gjøvik').executeTakeFirstOrThrow()).id;
  // kunde answers correction orders acting at Gjøvik (F03).
  const kundeGjovik = { ...kunde, context: { ...kunde.context, locationId: gjovik } };
  kundeGjovik.headers = { ...kunde.headers, 'x-context': contextHeader(kundeGjovik.context) };
  users = [lager, per, bruker, admin, kundeGjovik, kunde];
});
afterAll(() => server.close());

const STAFF = 3;
const KUNDE = 4;
/** kunde acting at Hamar, where it registers and approves the main count. */
const KUNDE_HAMAR = 5;
/** The locations the customers' users act at: lager's, per.jensen's and bruker's. */
const place = (index: number) => users[index % 3].context.locationId;

type Line = { productId: number; qty: number };
/** Who takes a step, resolved against the transaction it is taken on. */
type Side = 'sender' | 'receiver' | 'staff' | 'stranger';
type Step =
  | { kind: 'register'; by: number; to: number; status: number; lines: Line[] }
  | { kind: 'move'; as: Side; pick: number; status: number; counts: Array<number | null> | null; comment: string | null; stale: boolean }
  | { kind: 'propose'; by: number; direction: 'found' | 'missing'; qty: number }
  | { kind: 'answer'; by: number; pick: number; accept: boolean; counts: number[] | null; stale: boolean }
  | { kind: 'settle'; by: number; counts: Line[] };

const lines = fc.uniqueArray(fc.constantFrom(...PRODUCTS), { minLength: 1, maxLength: 2 }).chain((products) =>
  fc.tuple(...products.map((productId) => fc.record({ productId: fc.constant(productId), qty: fc.integer({ min: 0, max: 30 }) }))));
const stale = fc.constantFrom(false, false, false, true);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('register' as const), by: fc.constantFrom(0, 0, 1, 1, 2, 2, STAFF, KUNDE), to: fc.integer({ min: 0, max: 2 }), status: fc.constantFrom(S.Draft, S.Ordered, S.Sent, S.Sent), lines }) },
  { weight: 6, arbitrary: 
  fc.record({
    kind: fc.constant('move' as const), as: fc.constantFrom<Side>('receiver', 'receiver', 'sender', 'sender', 'staff', 'stranger'), pick: fc.nat(),
    status: fc.constantFrom(S.Ordered, S.Sent, S.Confirmed, S.Confirmed, S.Confirmed, S.NotAgreed, S.NotAgreed, S.Cancelled, S.WaitForSort),
    counts: fc.option(fc.array(fc.option(fc.integer({ min: 0, max: 40 })), { minLength: 2, maxLength: 2 })), comment: fc.option(fc.constantFrom('Telt', ' ', 'Fraktbrev')), stale,
  }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('propose' as const), by: fc.constantFrom(STAFF, KUNDE, 0), direction: fc.constantFrom('found' as const, 'missing' as const), qty: fc.integer({ min: 1, max: 20 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('answer' as const), by: fc.constantFrom(KUNDE, KUNDE, 1, STAFF), pick: fc.nat(), accept: fc.boolean(), counts: fc.option(fc.array(fc.integer({ min: 0, max: 25 }), { minLength: 1, maxLength: 1 })), stale }) },
  // An inventory settlement: a main count registered, handed in and approved (one a period; later ones are refused).
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const), by: fc.constantFrom(KUNDE_HAMAR, KUNDE_HAMAR, 0), counts: lines.map((counted) => counted.map((line) => ({ ...line, qty: line.qty * 20 }))) }) },
);

/** The user who is that side of the transaction (the customers' users each act at their own location). */
function userAs(side: Side, order: { locationIdFrom: number; locationIdTo: number }): number {
  const at = (locationId: number) => [0, 1, 2].find((index) => users[index].context.locationId === locationId);
  if (side === 'staff') return STAFF;
  if (side === 'stranger') return [0, 1, 2].find((index) => ![order.locationIdFrom, order.locationIdTo].includes(users[index].context.locationId)) ?? KUNDE;
  return at(side === 'sender' ? order.locationIdFrom : order.locationIdTo) ?? KUNDE;
}

const call = (who: LoggedIn, method: 'POST', url: string, payload: object) => server.call({ method, url, headers: who.headers, payload });

/** What a refused step must leave as it was: every ledger table's size, the kept balances, and the heads of this run. */
async function footprint(ids: number[]) {
  const [counts] = (await sql<Record<string, string>>`select
    (select count(*) from transactions) as heads, (select count(*) from transaction_lines) as lines,
    (select count(*) from stock_movements) as movements, (select count(*) from transaction_comments) as comments,
    (select coalesce(sum(abs(quantity)), 0) from stock_balances) as balances`.execute(server.db)).rows;
  const heads = ids.length ? await server.db.selectFrom('transactions').select(['id', 'status', 'version']).where('id', 'in', ids).orderBy('id').execute() : [];
  const stored = ids.length ? await server.db.selectFrom('transactionLines').select(['transactionId', 'productId', 'qtyReceived']).where('transactionId', 'in', ids).orderBy('id').execute() : [];
  return { counts, heads, stored };
}

const bookedAt = async (locationId: number, productId: number) =>
  (await server.db.selectFrom('stockBalances').select('quantity').where('locationId', '=', locationId).where('productId', '=', productId).executeTakeFirst())?.quantity ?? 0;
const head = (id: number) => server.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const storedLines = (id: number) => server.db.selectFrom('transactionLines').selectAll().where('transactionId', '=', id).orderBy('productId').execute();

/** The receiver's side of each product as posted for a transaction (what its movements added). */
async function postedOf(id: number): Promise<Map<number, number>> {
  const { accountTo } = await head(id);
  const rows = await server.db.selectFrom('stockMovements').select(['productId', 'quantity']).where('transactionId', '=', id).where('accountLocationId', '=', accountTo).execute();
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}

async function run(steps: Step[]): Promise<void> {
  const ids: number[] = [];
  const corrections: number[] = [];
  for (const item of steps) {
    const targetId = item.kind === 'move' ? ids[item.pick % Math.max(ids.length, 1)] : item.kind === 'answer' ? corrections[item.pick % Math.max(corrections.length, 1)] : undefined;
    if ((item.kind === 'move' || item.kind === 'answer') && targetId === undefined) continue;
    const before = await footprint([...ids, ...corrections]);
    const was = targetId !== undefined ? { head: await head(targetId), lines: await storedLines(targetId) } : undefined;
    const by = item.kind === 'move' ? userAs(item.as, was!.head) : item.by;
    const who = users[by];
    let answer: Awaited<ReturnType<TestServer['call']>>;
    let given = new Map<number, number>();
    let comment: string | null = null;

    if (item.kind === 'register') {
      const from = who.context.locationId;
      const to = place(item.to) === from ? place(item.to + 1) : place(item.to);
      answer = await call(who, 'POST', '/api/order', { type: 3, status: item.status, locationIdFrom: from, locationIdTo: to, transactionDate: DAY, lines: item.lines.map((line) => ({ productId: line.productId, qtyOrdered: line.qty })) });
      if (answer.status === 200) ids.push(answer.body.data.id);
    } else if (item.kind === 'move') {
      const version = was!.head.version - (item.stale ? 1 : 0);
      const counts = item.counts ? was!.lines.map((line, index) => ({ productId: line.productId, qtyReceived: item.counts![index % 2] })).filter((line) => line.qtyReceived !== null) : undefined;
      given = new Map((counts ?? []).map((line) => [line.productId, line.qtyReceived as number]));
      comment = item.comment;
      answer = await call(who, 'POST', '/api/orderstatus', { id: targetId, status: item.status, version, ...(counts ? { lines: counts } : {}), ...(comment !== null ? { comment } : {}) });
    } else if (item.kind === 'propose') {
      answer = await call(who, 'POST', '/api/inventoryorder', { locationId: gjovik, direction: item.direction, comment: 'Telling', lines: [{ productId: 1001, quantity: item.qty }] });
      if (answer.status === 200) corrections.push(typeof answer.body.data === 'number' ? answer.body.data : answer.body.data.id);
    } else if (item.kind === 'settle') {
      answer = await call(who, 'POST', '/api/inventory', { type: 'MainReg', lines: item.counts.map((line) => ({ productId: line.productId, quantity: line.qty })) });
      if (answer.status === 200) answer = await call(who, 'POST', '/api/inventory', { type: 'MainReg', countId: answer.body.data.id, submit: true, version: answer.body.data.version });
      if (answer.status === 200) answer = await call(who, 'POST', '/api/inventory', { type: 'MainApprove', countId: answer.body.data.id, version: answer.body.data.version });
    } else {
      const version = was!.head.version - (item.stale ? 1 : 0);
      const counts = item.counts ? [{ productId: 1001, qtyReceived: item.counts[0] }] : undefined;
      given = new Map((counts ?? []).map((line) => [line.productId, line.qtyReceived]));
      comment = item.accept ? null : 'Uenig';
      answer = await call(who, 'POST', '/api/orderinventoryresponseto', { id: targetId, version, accept: item.accept, ...(comment ? { comment } : {}), ...(counts ? { lines: counts } : {}) });
    }

    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    if (answer.status !== 200) {
      // A refused step wrote nothing.
      expect(await footprint([...ids, ...corrections]), JSON.stringify(item)).toEqual(before);
      continue;
    }
    if (item.kind === 'settle') {
      // The settlement brings the booked balance to the count.
      for (const line of item.counts) expect(await bookedAt(who.context.locationId, line.productId), `settled ${line.productId}`).toBe(line.qty);
      continue;
    }
    if (!was) continue;
    const now = await head(targetId!);
    if (now.status !== S.Confirmed || was.head.status === S.Confirmed) continue;
    // A confirm posted the sent count, the count disputed and accepted, or one staff decided with a comment.
    const staffDecided = by === STAFF && comment !== null && comment.trim() !== '';
    const posted = await postedOf(targetId!);
    for (const line of was.lines) {
      const standing = was.head.status === S.NotAgreed && line.qtyReceived !== null ? line.qtyReceived : sentQuantity(line);
      const expected = staffDecided ? given.get(line.productId) ?? standing : standing;
      if (!staffDecided) expect(given.get(line.productId) ?? standing, 'a customer posted a count of its own').toBe(standing);
      expect(posted.get(line.productId) ?? 0, `${JSON.stringify(item)} line ${line.productId}`).toBe(expected);
    }
  }
  await expectLedgerConsistent(server.db);
}

describe('the ledger under random sequences of writes by random users', () => {
  it('keeps its rules after every step and its balances after every sequence', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 16 }), run), { numRuns: RUNS, endOnFailure: true });
  }, 600_000);
});
