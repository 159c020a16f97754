// Issue 33: the portal sends a list's later pages the total its first page answered, so the server
// counts a selection once; another filter, or a write, starts counting again.
import { describe, expect, it } from 'vitest';
import { knownTotals } from '../../src/portal/data/knownTotals';

describe('a list\'s known totals', () => {
  it('go with the later pages of the same filters, whatever their order, and not with a first page', () => {
    const totals = knownTotals();
    totals.keep('admin/locations', { index: 0, count: 25, active: true, q: 'lager', sort: 'name' }, 1234);
    expect(totals.sent('admin/locations', { index: 25, count: 25, q: 'lager', active: true, sort: 'id' })).toEqual({ index: 25, count: 25, q: 'lager', active: true, sort: 'id', total: 1234 });
    expect(totals.sent('admin/locations', { index: 0, count: 25, active: true, q: 'lager' })).toEqual({ index: 0, count: 25, active: true, q: 'lager' });
  });

  it('are not sent for another filter or another list', () => {
    const totals = knownTotals();
    totals.keep('admin/locations', { index: 0, count: 25, q: 'lager' }, 1234);
    expect(totals.sent('admin/locations', { index: 25, count: 25, q: 'lager 4' })).not.toHaveProperty('total');
    expect(totals.sent('admin/users', { index: 25, count: 25, q: 'lager' })).not.toHaveProperty('total');
  });

  it('are forgotten for a list written to, and kept for the others', () => {
    const totals = knownTotals();
    totals.keep('admin/locations', { index: 0, count: 25 }, 1234);
    totals.keep('admin/users', { index: 0, count: 25 }, 99);
    totals.forget('admin/locations');
    expect(totals.sent('admin/locations', { index: 25, count: 25 })).not.toHaveProperty('total');
    expect(totals.sent('admin/users', { index: 25, count: 25 })).toHaveProperty('total', 99);
  });
});
