// Trees of records by their parent's id (P50): a message's follow-ups (K01's parentId). A node is
// never placed under itself or under one of its own descendants, which would cut the branch off from
// every root.

/** P50: a node of a tree: its id and its parent's, null at a root. */
export interface TreeNode { id: number; parentId: number | null }

/**
 * Would giving node `id` the parent `parentId` make it its own ancestor? `ancestors` are the stored
 * nodes up from `parentId` (more do no harm); a chain that loops already is followed once.
 */
export function closesLoop(id: number, parentId: number | null, ancestors: readonly TreeNode[]): boolean {
  const parentOf = new Map(ancestors.map((node) => [node.id, node.parentId]));
  const seen = new Set<number>();
  for (let at = parentId; at !== null && !seen.has(at); at = parentOf.get(at) ?? null) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}
