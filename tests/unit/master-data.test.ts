// A10, A11, B37: the session holds its master data and reads it again once 30 minutes old; it dates
// by the server's clock, read with GET ping.
import { afterEach, describe, expect, it } from 'vitest';
import { followServerClock, poolToday, serverNow } from '../../src/domain/dates';
import { MASTER_DATA_REFRESH_MS } from '../../src/portal/data/sessionLists';
import { masterDataCache } from '../../src/portal/session/masterData';
import { clockOffset } from '../../src/portal/session/serverTime';

describe('the master data the session holds (A10, B37)', () => {
  it('is read once, answered from the session, and read again once 30 minutes old', async () => {
    let clock = 0;
    const reads: string[] = [];
    const held = masterDataCache(async (path, query) => { reads.push(`${path} ${JSON.stringify(query)}`); return { data: [{ id: reads.length }], total: 1 }; }, () => clock);
    expect((await held.get('/api/statuscustomers', { count: 100 })).data).toEqual([{ id: 1 }]);
    clock = MASTER_DATA_REFRESH_MS - 1;
    expect((await held.get('/api/statuscustomers', { count: 100 })).data).toEqual([{ id: 1 }]);
    // Another list (a customer's locations) is held on its own.
    await held.get('/api/statuslocations', { customerId: 2 });
    expect(reads).toHaveLength(2);
    clock = MASTER_DATA_REFRESH_MS;
    expect((await held.get('/api/statuscustomers', { count: 100 })).data).toEqual([{ id: 3 }]);
    expect(reads).toHaveLength(3);
  });

  it('keeps no failed read, and forgets everything when the session ends', async () => {
    let fail = true;
    let reads = 0;
    const held = masterDataCache(async () => { reads++; if (fail) throw new Error('down'); return { data: [] }; });
    await expect(held.get('/api/statususers', { locationId: 7 })).rejects.toThrow('down');
    fail = false;
    await held.get('/api/statususers', { locationId: 7 });
    await held.get('/api/statususers', { locationId: 7 });
    expect(reads).toBe(2);
    held.forget();
    await held.get('/api/statususers', { locationId: 7 });
    expect(reads).toBe(3);
  });
});

describe('the server\'s time (A11)', () => {
  afterEach(() => followServerClock(0));

  it('gives the clock offset from the middle of the call\'s round trip', () => {
    const sent = Date.parse('2026-03-01T10:00:00.000Z');
    expect(clockOffset('2026-03-04T10:00:00.100Z', sent, sent + 200)).toBe(3 * 86_400_000);
    expect(clockOffset('2026-03-01T10:00:00.100Z', sent, sent + 200)).toBe(0);
  });

  it('makes the portal date by the server\'s clock: a PC three days behind still has the pool\'s today', () => {
    const today = poolToday(new Date());
    followServerClock(3 * 86_400_000);
    expect(serverNow().getTime() - Date.now()).toBeGreaterThanOrEqual(3 * 86_400_000 - 5);
    expect(poolToday()).toBe(poolToday(new Date(Date.now() + 3 * 86_400_000)));
    expect(poolToday()).not.toBe(today);
  });
});
