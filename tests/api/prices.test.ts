// The price list (LEDGER.md "Money", docs/decisions.md): a price an issued invoice charged never
// changes; a change is a new price from a day, which closes the one before it; the invoices of the
// months already charged come to the same øre afterwards. The months are the demo's: the last one
// closed before it was made (invoiced, with the price rise on its 15th), the current one and the next.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { monthStart } from '../../src/domain/stock/indicator';
import { priceRiseDay } from '../../src/server/seed/money';
import { demoDays } from './demo-calendar';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';
import { monthLines } from '../../src/server/invoices/invoice-run';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
/** The last closed month, the current one, the next two (first days), and the day of the price rise. */
let last: string, current: string, next: string, afterNext: string, riseDay: string;
const endOf = (month: string) => addDays(monthStart(month, -1), -1);
const dayIn = (month: string, day: number) => addDays(month, day - 1);

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  const { today } = await demoDays(server.db);
  [last, current, next, afterNext, riseDay] = [monthStart(today, 1), monthStart(today), monthStart(today, -1), monthStart(today, -2), priceRiseDay(today)];
  [admin, kunde] = await Promise.all(['admin', 'kunde'].map((name) => server.login(name)));
});
afterEach(() => { vi.useRealTimers(); });
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, language = 'nb-NO') =>
  server.call({ method, url, headers: { ...who.headers, 'accept-language': language }, payload });
/** The full-size plastic pallet's hire: 20 øre to the 14th of the last closed month, 22 from the 15th (the demo's price rise). */
const pallet = async () => (await call(admin, 'GET', '/api/prices?productId=1001&kind=hire&sort=validFrom&order=ASC')).body.data as any[];
const priceRows = async () => server.db.selectFrom('prices').selectAll().orderBy('id').execute();
const customer = () => ({ id: places.hamar.customerId, type: 'Industry' });

/** What a customer's month comes to as booked now, per kind, location, product and price. */
async function monthTotals(month: string) {
  const type = (await server.db.selectFrom('customers').select('type').where('id', '=', customer().id).executeTakeFirstOrThrow()).type;
  const totals = new Map<string, number>();
  for (const line of await monthLines(server.db, { id: customer().id, type }, month)) {
    const key = `${line.kind}:${line.locationId}:${line.productId}:${line.unitOre}`;
    totals.set(key, (totals.get(key) ?? 0) + line.amountOre);
  }
  return totals;
}

describe('the price list', () => {
  it('refuses to change or delete a price an issued invoice charged, with what to do instead, and writes nothing', async () => {
    const [, rise] = await pallet();
    expect(rise).toMatchObject({ ore: 22, validFrom: riseDay, validTo: null });
    const before = await priceRows();
    const { id, ...record } = rise;
    for (const method of ['PUT', 'PATCH'] as const) {
      const answer = await call(admin, method, `/api/price/${id}`, { ...record, ore: 25 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.error.code).toBe('price-charged');
      expect(answer.body.error.description).toContain('Legg inn en ny pris fra en dato i stedet');
    }
    const deleted = await call(admin, 'DELETE', `/api/price/${rise.id}`, undefined, 'en-US');
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.description).toContain('Add a new price from a date instead');
    // A receiver fee charged in the three invoiced months: its end cannot be moved either.
    const fee = (await call(admin, 'GET', '/api/prices?kind=receiverFee')).body.data[0];
    expect((await call(admin, 'PATCH', `/api/price/${fee.id}`, { validTo: endOf(afterNext), version: fee.version })).status).toBe(409);
    expect(await priceRows()).toEqual(before);
  });

  it('refuses a new price that reaches into an invoiced month, and a second price from the same day', async () => {
    const before = await priceRows();
    const into = await call(admin, 'POST', '/api/price', { kind: 'hire', productId: 1001, ore: 25, validFrom: dayIn(last, 20) });
    expect(into.status).toBe(400);
    expect(into.body.error.code).toBe('price-invoiced');
    expect(into.body.error.description).toContain(endOf(last));
    expect(into.body.error.description).toContain(current);
    const sameDay = await call(admin, 'POST', '/api/price', { kind: 'hire', productId: 1001, ore: 25, validFrom: riseDay });
    expect(sameDay.status).toBe(400);
    expect(await priceRows()).toEqual(before);
  });

  it('is kept by global admins only', async () => {
    expect((await call(kunde, 'POST', '/api/price', { kind: 'hire', productId: 1001, ore: 25, validFrom: next })).status).toBe(403);
    const [, rise] = await pallet();
    expect((await call(kunde, 'DELETE', `/api/price/${rise.id}`)).status).toBe(403);
  });

  it('a new price from a later day closes the one before; the months already charged and the month before it come to the same øre', async () => {
    const lastTotals = await monthTotals(last);
    const currentTotals = await monthTotals(current);
    const issued = await server.db.selectFrom('invoices').select(['id', 'totalOre']).where('customerId', '=', customer().id).where('month', '=', last).executeTakeFirstOrThrow();
    expect([...lastTotals.values()].reduce((sum, amount) => sum + amount, 0)).toBe(Number(issued.totalOre));

    const added = await call(admin, 'POST', '/api/price', { kind: 'hire', productId: 1001, ore: 25, validFrom: next });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ ore: 25, validFrom: next, validTo: null });
    const [old, rise, later] = await pallet();
    expect([old.validTo, rise.validTo, later.id]).toEqual([addDays(riseDay, -1), endOf(current), added.body.data.id]);
    expect(rise.version).toBe(2);

    expect(await monthTotals(last)).toEqual(lastTotals);
    expect(await monthTotals(current)).toEqual(currentTotals);
    // The current month invoiced once it is over (the clock on the next month's first morning): at 22
    // øre for the pallet, and no correction of the month before.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${next}T09:00:00Z`) });
    expect((await call(await server.login('admin'), 'POST', '/api/invoicerun', { month: current, customerId: customer().id })).body.data.issued).toBe(1);
    vi.useRealTimers();
    const invoice = await server.db.selectFrom('invoices').select('id').where('customerId', '=', customer().id).where('month', '=', current).executeTakeFirstOrThrow();
    const lines = await server.db.selectFrom('invoiceLines').selectAll().where('invoiceId', '=', invoice.id).execute();
    expect(lines.filter((line) => line.correctsMonth !== null)).toEqual([]);
    expect(lines.some((line) => line.productId === 1001 && line.unitOre === 22)).toBe(true);
    expect(lines.some((line) => line.unitOre === 25)).toBe(false);
    // The price rise has now been charged in the current month too; the next month's price not yet.
    expect((await call(admin, 'POST', '/api/price', { kind: 'hire', productId: 1001, ore: 24, validFrom: dayIn(current, 20) })).body.error.code).toBe('price-invoiced');
  });

  it('a price not yet charged may be changed, moved or deleted, and the price before it follows', async () => {
    let [, rise, later] = await pallet();
    const changed = await call(admin, 'PUT', `/api/price/${later.id}`, { kind: 'hire', productId: 1001, ore: 30, validFrom: next, validTo: null, version: later.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.ore).toBe(30);
    // Moved a month on: the price rise runs to the day before.
    const moved = await call(admin, 'PATCH', `/api/price/${later.id}`, { validFrom: afterNext, version: changed.body.data.version });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    [, rise, later] = await pallet();
    expect([rise.validTo, later.validFrom]).toEqual([endOf(next), afterNext]);
    // Not into an invoiced month.
    expect((await call(admin, 'PATCH', `/api/price/${later.id}`, { validFrom: dayIn(current, 15), version: later.version })).body.error.code).toBe('price-invoiced');
    // Deleted: the price rise is open-ended again.
    expect((await call(admin, 'DELETE', `/api/price/${later.id}`)).status).toBe(200);
    const after = await pallet();
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ ore: 22, validFrom: riseDay, validTo: null });
  });
});
