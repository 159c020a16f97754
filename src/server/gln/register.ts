// The national GLN register (A22, N25, DESIGN: outside services) behind one interface: the offline
// register shipped with the demo data, or an HTTP endpoint when GLN_REGISTER_URL is set.
import type { GlnEntry } from '../../../generated/entities.js';

/** A23: more hits than this are "too many hits"; none are listed then. */
export const MAX_GLN_HITS = 20;

export interface GlnSearchResult { entries: GlnEntry[]; total: number }

export interface GlnRegister {
  /** Name, organisation number or GLN; at most MAX_GLN_HITS entries, total counts them all. */
  search(query: string): Promise<GlnSearchResult>;
}

/** A23: a search with too many hits lists none, so the user narrows it down. */
export function limitHits(entries: GlnEntry[], total: number): GlnSearchResult {
  return total > MAX_GLN_HITS ? { entries: [], total } : { entries: entries.slice(0, MAX_GLN_HITS), total };
}
