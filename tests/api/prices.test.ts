// The price list (LEDGER.md "Money", docs/decisions.md): a price an issued invoice charged never
// changes; a change is a new price from a day, which closes the one before it; the invoices of the
// months already charged come to the same øre afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';
import { monthLines } from '../../src/server/invoices/invoice-run';

let server: TestServer;
let admin: LoggedIn, kunde: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [admin, kunde] = await Promise.all(['admin', 'kunde'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, language = 'nb-NO') =>
  server.call({ method, url, headers: { ...who.headers, 'accept-language': language }, payload });
/** The full-size plastic pallet's hire: 20 øre to 14 December 2025, 22 from 15 December (the demo's price rise). */
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
    expect(rise).toMatchObject({ ore: 22, validFrom: '2025-12-15', validTo: null });
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
    // A receiver fee charged in October to December: its end cannot be moved either.
    const fee = (await call(admin, 'GET', '/api/prices?kind=receiverFee')).body.data[0];
    expect((await call(admin, 'PATCH', `/api/price/${fee.id}`, { validTo: '2026-06-30', version: fee.version })).status).toBe(409);
    expect(await priceRows()).toEqual(before);
  });

  it('refuses a new price that reaches into an invoiced month, and a second price from the same day', async () => {
    const before = await priceRows();
    const into = await call(admin, 'POST', '/api/price', { kind: 'hire', productId: 1001, ore: 25, validFrom: '2025-12-20' });
    expect(into.status).toBe(400);
    expect(into.body.error.code).toBe('price-invoiced');
    expect(into.body.error.description).toContain('2025-12-31');
    expect(into.body.error.description).toContain('2026-01-01');
    const sameDay = await call(admin, 'POST', '/api/price', { kind: 'hire', productId: 1001, ore: 25, validFrom: '2025-12-15' });
    expect(sameDay.status).toBe(400);
    expect(await priceRows()).toEqual(before);
  });

  it('is kept by global admins only', async () => {
    expect((await call(kunde, 'POST', '/api/price', { kind: 'hire', productId: 1001, ore: 25, validFrom: '2026-02-01' })).status).toBe(403);
    const [, rise] = await pallet();
    expect((await call(kunde, 'DELETE', `/api/price/${rise.id}`)).status).toBe(403);
  });

  it('a new price from a later day closes the one before; the months already charged and the month before it come to the same øre', async () => {
    const december = await monthTotals('2025-12-01');
    const january = await monthTotals('2026-01-01');
    const issued = await server.db.selectFrom('invoices').select(['id', 'totalOre']).where('customerId', '=', customer().id).where('month', '=', '2025-12-01').executeTakeFirstOrThrow();
    expect([...december.values()].reduce((sum, amount) => sum + amount, 0)).toBe(Number(issued.totalOre));

    const added = await call(admin, 'POST', '/api/price', { kind: 'hire', productId: 1001, ore: 25, validFrom: '2026-02-01' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ ore: 25, validFrom: '2026-02-01', validTo: null });
    const [old, rise, february] = await pallet();
    expect([old.validTo, rise.validTo, february.id]).toEqual(['2025-12-14', '2026-01-31', added.body.data.id]);
    expect(rise.version).toBe(2);

    expect(await monthTotals('2025-12-01')).toEqual(december);
    expect(await monthTotals('2026-01-01')).toEqual(january);
    // January invoiced now: at 22 øre for the pallet, and no correction of December.
    expect((await call(admin, 'POST', '/api/invoicerun', { month: '2026-01-01', customerId: customer().id })).body.data.issued).toBe(1);
    const invoice = await server.db.selectFrom('invoices').select('id').where('customerId', '=', customer().id).where('month', '=', '2026-01-01').executeTakeFirstOrThrow();
    const lines = await server.db.selectFrom('invoiceLines').selectAll().where('invoiceId', '=', invoice.id).execute();
    expect(lines.filter((line) => line.correctsMonth !== null)).toEqual([]);
    expect(lines.some((line) => line.productId === 1001 && line.unitOre === 22)).toBe(true);
    expect(lines.some((line) => line.unitOre === 25)).toBe(false);
    // The price rise has now been charged in January too; the February price not yet.
    expect((await call(admin, 'POST', '/api/price', { kind: 'hire', productId: 1001, ore: 24, validFrom: '2026-01-20' })).body.error.code).toBe('price-invoiced');
  });

  it('a price not yet charged may be changed, moved or deleted, and the price before it follows', async () => {
    let [, rise, february] = await pallet();
    const changed = await call(admin, 'PUT', `/api/price/${february.id}`, { kind: 'hire', productId: 1001, ore: 30, validFrom: '2026-02-01', validTo: null, version: february.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.ore).toBe(30);
    // Moved a month on: the price rise runs to the day before.
    const moved = await call(admin, 'PATCH', `/api/price/${february.id}`, { validFrom: '2026-03-01', version: changed.body.data.version });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    [, rise, february] = await pallet();
    expect([rise.validTo, february.validFrom]).toEqual(['2026-02-28', '2026-03-01']);
    // Not into an invoiced month.
    expect((await call(admin, 'PATCH', `/api/price/${february.id}`, { validFrom: '2026-01-15', version: february.version })).body.error.code).toBe('price-invoiced');
    // Deleted: the price rise is open-ended again.
    expect((await call(admin, 'DELETE', `/api/price/${february.id}`)).status).toBe(200);
    const after = await pallet();
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ ore: 22, validFrom: '2025-12-15', validTo: null });
  });
});
