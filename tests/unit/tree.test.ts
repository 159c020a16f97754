// P50: a node of a tree is never placed under itself or under one of its own descendants.
import { describe, expect, it } from 'vitest';
import { closesLoop, type TreeNode } from '../../src/domain/tree';

// 1 ← 2 ← 3, and 4 on its own.
const nodes: TreeNode[] = [{ id: 1, parentId: null }, { id: 2, parentId: 1 }, { id: 3, parentId: 2 }, { id: 4, parentId: null }];

describe('P50: tree nodes', () => {
  it('a node under itself or under a descendant closes a loop', () => {
    expect(closesLoop(1, 1, nodes)).toBe(true);
    expect(closesLoop(1, 2, nodes)).toBe(true);
    expect(closesLoop(1, 3, nodes)).toBe(true);
    expect(closesLoop(2, 3, nodes)).toBe(true);
  });

  it('a node under an ancestor, another branch or no parent does not', () => {
    expect(closesLoop(3, 1, nodes)).toBe(false);
    expect(closesLoop(1, 4, nodes)).toBe(false);
    expect(closesLoop(2, null, nodes)).toBe(false);
  });

  it('follows a chain that loops already only once', () => {
    expect(closesLoop(9, 5, [{ id: 5, parentId: 6 }, { id: 6, parentId: 5 }])).toBe(false);
  });
});
