import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupedBy } from '../../src/domain/grouping';

describe('groupedBy', () => {
  it('puts each row in its key\'s group, in the rows\' order, the groups in the order their keys first come', () => {
    expect([...groupedBy([{ id: 1, k: 'b' }, { id: 2, k: 'a' }, { id: 3, k: 'b' }], (row) => row.k)]).toEqual([
      ['b', [{ id: 1, k: 'b' }, { id: 3, k: 'b' }]],
      ['a', [{ id: 2, k: 'a' }]],
    ]);
    expect(groupedBy([], (row: number) => row).size).toBe(0);
  });

  it('loses and adds nothing, whatever the rows', () => {
    fc.assert(fc.property(fc.array(fc.record({ key: fc.integer({ min: 0, max: 5 }), n: fc.integer() })), (rows) => {
      const groups = groupedBy(rows, (row) => row.key);
      for (const [key, group] of groups) expect(group).toEqual(rows.filter((row) => row.key === key));
      expect([...groups.values()].flat().length).toBe(rows.length);
    }));
  });
});
