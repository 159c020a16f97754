// The demo lives on the day it is made (issue 27, docs/decisions.md "Demo ledger"): made with the
// clock pinned to Easter Monday 2027, the day after daylight saving began, its history runs two years
// up to the day before, the work waiting for the demo logins lies in the count window of B34, the
// invoices are those of the three closed months, the counting period is around the day, and nothing is
// stamped later than the moment it was made.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { addDays } from '../../src/domain/dates';
import { countWindow } from '../../src/domain/ledger/counts';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoDataIfEmpty } from '../../src/server/seed/index';
import { invoicedMonths } from '../../src/server/seed/money';
import { demoDays } from './demo-calendar';

const DAY = '2027-03-29';
const MADE_AT = new Date(`${DAY}T10:00:00+02:00`);
const OPEN = [S.Draft, S.Ordered, S.ConfirmedByProvider, S.Picked, S.Sent, S.NotAgreed, S.WaitForSort];

let database: Awaited<ReturnType<typeof openDatabase>>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: MADE_AT });
  database = await openDatabase();
  await migrateToLatest(database.db);
  expect(await seedDemoDataIfEmpty(database.db)).toBe(true);
  vi.useRealTimers();
}, 300_000);
afterAll(() => database?.close());

const db = () => database.db;
/** The places of the demo logins, whose open work is only the waiting work the README lists. */
const demoLoginPlaces = () => db().selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId').select('locations.id')
  .where((eb) => eb.or([eb('customers.name', 'in', ['Fjellmeieriet AS', 'Kjøpmann Hansen AS']), eb('locations.name', '=', 'Havbris Sjømat Ålesund')])).execute();

describe('a demo made on a pinned day', () => {
  it('keeps the day it was made, and counts its history from it: two years up to the day before', async () => {
    expect((await demoDays(db())).today).toBe(DAY);
    const span = await db().selectFrom('transactions').select((eb) => [eb.fn.min('transactionDate').as('first')]).executeTakeFirstOrThrow();
    expect(span.first).toBe(addDays(DAY, -730));
    // On the day itself only the waiting work is dated, at the demo logins' places and Gjøvik's correction order.
    const places = (await demoLoginPlaces()).map((place) => place.id);
    const today = await db().selectFrom('transactions').select(['id', 'locationIdFrom', 'locationIdTo']).where('transactionDate', '=', DAY).execute();
    expect(today.length).toBeGreaterThan(3);
    expect(today.every((row) => places.includes(row.locationIdFrom) || places.includes(row.locationIdTo))).toBe(true);
  });

  it('dates the work waiting at the demo logins\' places inside the count window of B34', async () => {
    const places = (await demoLoginPlaces()).map((place) => place.id);
    const { dateLower, dateUpper } = countWindow(DAY);
    const open = await db().selectFrom('transactions').select(['id', 'transactionDate', 'status'])
      .where('status', 'in', OPEN).where((eb) => eb.or([eb('locationIdFrom', 'in', places), eb('locationIdTo', 'in', places)])).execute();
    expect(open.length).toBeGreaterThan(15);
    expect(open.filter((row) => row.transactionDate < dateLower || row.transactionDate > dateUpper)).toEqual([]);
  });

  it('has the invoices of the three closed months, the counting period around the day, and nothing stamped after it was made', async () => {
    const months = (await db().selectFrom('invoices').select('month').distinct().orderBy('month').execute()).map((row) => row.month);
    expect(months).toEqual(invoicedMonths(DAY));
    expect(months).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
    const periods = await db().selectFrom('inventoryPeriods').select(['name', 'controlFrom', 'controlTo', 'status']).orderBy('controlFrom').execute();
    expect(periods).toEqual([
      { name: 'Varetelling 2026', controlFrom: '2026-11-17', controlTo: '2026-12-12', status: 'Finished' },
      { name: 'Varetelling 2027', controlFrom: '2027-03-01', controlTo: '2027-04-30', status: 'Active' },
    ]);
    const later = await sql<{ n: number }>`select
      (select count(*) from transactions where created_at > ${MADE_AT} or updated_at > ${MADE_AT} or sent_at > ${MADE_AT} or confirmed_at > ${MADE_AT})
      + (select count(*) from transaction_comments where created_at > ${MADE_AT})
      + (select count(*) from support_events where created_at > ${MADE_AT})
      + (select count(*) from messages where created_at > ${MADE_AT}) as n`.execute(db());
    expect(Number(later.rows[0].n)).toBe(0);
    // The stories of the messages and tickets end in the weeks before the day, as they did before 30 January 2026.
    const newest = await sql<{ message: Date; ticket: Date }>`select (select max(created_at) from messages) as message, (select max(created_at) from support_tickets) as ticket`.execute(db());
    for (const latest of Object.values(newest.rows[0])) {
      expect(new Date(latest).getTime()).toBeGreaterThan(Date.parse(`${addDays(DAY, -14)}T00:00:00Z`));
    }
  });
});
