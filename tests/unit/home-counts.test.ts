// The menu's counts (B27–B34) land on menu entries, and master data is read again after 30 minutes (B37).
import { describe, expect, it } from 'vitest';
import { LEDGER_COUNTS, TICKET_COUNT_ROUTE } from '../../src/domain/ledger/counts';
import { portalAreas } from '../../src/domain/routes';
import { countsByRoute } from '../../src/portal/shell/notificationCounts';
import { MASTER_DATA_REFRESH_MS, sessionListCache } from '../../src/portal/data/sessionLists';

describe('notification counts on the menu', () => {
  const menuPaths = new Set(portalAreas.flatMap((area) => area.children.filter((route) => route.inMenu !== false).map((route) => route.path)));

  it('gives every count a menu entry to sit on', () => {
    for (const count of Object.values(LEDGER_COUNTS)) expect(menuPaths, count.route).toContain(count.route);
    expect(menuPaths).toContain(TICKET_COUNT_ROUTE);
  });

  it('maps the counts of one answer onto their routes, one count per entry, and nothing before the first answer', () => {
    expect(countsByRoute(null).size).toBe(0);
    const byRoute = countsByRoute({ delivery: 1, reception: 2, orders: 7, expedition: 3, tickets: 4, missingRegistrations: 5, inventory: 6, external: 8, shop: 9 });
    expect(byRoute.size).toBe(9);
    expect(byRoute.get('orders/orders')).toEqual({ name: 'orders', count: 7 });
    expect(byRoute.get('expedition/pickup')).toEqual({ name: 'expedition', count: 3 });
    expect(byRoute.get('reception/reception')).toEqual({ name: 'reception', count: 2 });
    expect(byRoute.get(TICKET_COUNT_ROUTE)).toEqual({ name: 'tickets', count: 4 });
    expect(byRoute.get('delivery/missing-reg')?.count).toBe(5);
  });
});

describe('session lists (A10, B37)', () => {
  it('answers from the list read once, and reads it again after 30 minutes', async () => {
    let clock = 0;
    const reads: string[] = [];
    const cache = sessionListCache(async (resource) => { reads.push(resource); return [{ id: reads.length }]; }, () => clock);
    expect(await cache.rows('trucktypes')).toEqual([{ id: 1 }]);
    clock = MASTER_DATA_REFRESH_MS - 1;
    expect(await cache.rows('trucktypes')).toEqual([{ id: 1 }]);
    expect(reads).toHaveLength(1);
    clock = MASTER_DATA_REFRESH_MS;
    expect(await cache.rows('trucktypes')).toEqual([{ id: 2 }]);
    expect(reads).toHaveLength(2);
  });

  it('keeps no failed read: the next use asks again', async () => {
    let fail = true;
    const cache = sessionListCache(async () => { if (fail) throw new Error('down'); return [{ id: 1 }]; }, () => 0);
    await expect(cache.rows('countries')).rejects.toThrow('down');
    fail = false;
    expect(await cache.rows('countries')).toEqual([{ id: 1 }]);
  });
});
