// The pool's business day is Oslo's (DESIGN.md "Time"): with the clock pinned at 23:30 and 00:30 Oslo
// time, where the UTC date is still the day before, the server takes Oslo's day for a report of stock
// on hand, for a month being over, for a missing registration's deadline and for the night that lets
// it stand; in winter (UTC+1) and summer (UTC+2) time.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, formatDateTime, poolToday } from '../../src/domain/dates';
import { answerBy } from '../../src/domain/ledger/missing';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { TransactionType as T } from '../../src/domain/ledger/types';
import { isWorkingDay } from '../../src/domain/ledger/working-days';
import { monthStart } from '../../src/domain/stock/indicator';
import { standMissingRegistrations } from '../../src/server/ledger/nightly';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let lager: LoggedIn, admin: LoggedIn;

beforeAll(async () => {
  server = await startTestServer();
  [lager, admin] = await Promise.all([server.login('lager'), server.login('admin')]);
});
afterEach(() => { vi.useRealTimers(); });
afterAll(() => server.close());

/** The instant a wall clock in Oslo shows `time` on `day`. */
function osloAt(day: string, time: string): Date {
  for (const offset of ['+01:00', '+02:00']) {
    const instant = new Date(`${day}T${time}:00${offset}`);
    if (formatDateTime(instant.toISOString()) === `${day} ${time}`) return instant;
  }
  throw new Error(`no ${time} in Oslo on ${day}`);
}
const pin = (instant: Date) => vi.useFakeTimers({ toFake: ['Date'], now: instant });
const post = (who: LoggedIn, url: string, payload: object) => server.call({ method: 'POST', url, headers: who.headers, payload });

describe('the pool\'s today on the server', () => {
  it('takes a report of stock on hand for Oslo\'s today at 00:30, and refuses the same day at 23:30 the evening before', async () => {
    const today = poolToday();
    const lines = [{ productId: 1001, quantity: 5 }];
    pin(osloAt(addDays(today, -1), '23:30'));
    const early = await post(lager, '/api/store', { reportedOn: today, lines });
    expect(early.status).toBe(400);
    expect(early.body.error.code).toBe('store-date-ahead');
    pin(osloAt(today, '00:30'));
    expect(new Date().toISOString().slice(0, 10)).toBe(addDays(today, -1)); // UTC still says yesterday
    expect((await post(lager, '/api/store', { reportedOn: today, lines })).status).toBe(200);
    // Without a day the report is dated Oslo's today.
    expect((await post(lager, '/api/store', { lines: [{ productId: 1001, quantity: 6 }] })).body.data).toContainEqual(expect.objectContaining({ productId: 1001, quantity: 6, reportedOn: today }));
  });

  it('counts a month as over from 00:30 on the first in Oslo, in winter and in summer time', async () => {
    const customerId = (await server.db.selectFrom('customers').select('id').where('name', 'like', 'Fjellmeieriet%').executeTakeFirstOrThrow()).id;
    // The first of this month (winter or summer, as it falls), and 1 April 2026 (summer time, UTC+2).
    for (const first of [monthStart(poolToday()), '2026-04-01']) {
      const ended = monthStart(addDays(first, -1));
      pin(osloAt(addDays(first, -1), '23:30'));
      const refused = await post(admin, '/api/invoicerun', { month: ended, customerId });
      expect(refused.status, first).toBe(400);
      expect(refused.body.error.code).toBe('month-not-over');
      pin(osloAt(first, '00:30'));
      expect((await post(admin, '/api/invoicerun', { month: ended, customerId })).status, first).toBe(200);
    }
  });

  it('dates a missing registration\'s deadline from its Oslo day, and lets it stand from 00:30 the day after', async () => {
    const registration = await server.db.selectFrom('transactions').select(['id']).where('type', '=', T.Missing).where('status', '=', S.Sent)
      .orderBy('id', 'desc').executeTakeFirstOrThrow();
    // Registered at 00:30 Oslo time on a working day whose day before is a working day too, five weeks
    // ago, so the deadline lies behind us. In UTC it was still the day before.
    let registeredOn = addDays(poolToday(), -35);
    while (!isWorkingDay(registeredOn) || !isWorkingDay(addDays(registeredOn, -1))) registeredOn = addDays(registeredOn, -1);
    await server.db.updateTable('transactions').set({ sentAt: osloAt(registeredOn, '00:30') }).where('id', '=', registration.id).execute();
    expect(answerBy(registeredOn)).not.toBe(answerBy(addDays(registeredOn, -1)));
    const read = await server.call({ method: 'GET', url: `/api/order/${registration.id}`, headers: lager.headers });
    expect(read.body.data.answerBy).toBe(answerBy(registeredOn));

    const deadline = answerBy(registeredOn);
    expect(await standMissingRegistrations.run(server.db, osloAt(deadline, '23:30'))).toBeGreaterThanOrEqual(0);
    const status = async () => (await server.db.selectFrom('transactions').select('status').where('id', '=', registration.id).executeTakeFirstOrThrow()).status;
    expect(await status()).toBe(S.Sent);
    await standMissingRegistrations.run(server.db, osloAt(addDays(deadline, 1), '00:30'));
    expect(await status()).toBe(S.Confirmed);
  });
});
