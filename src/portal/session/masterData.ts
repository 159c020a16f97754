// A10, B37: the master data the session holds: the customers the user may act for (C41), a customer's
// locations and a location's users as the switch-location dialog offers them (C42, C43), read when
// first needed, kept, and read again once 30 minutes old; forgotten when the session ends or another
// user signs in. Searches are never held: what is typed goes to the server. The pool's locations
// beyond the user's reach ("all locations", N22: every customer's) are searched on the server too, not
// held in the browser (LEDGER.md "Scale": 10,000 customers). docs/decisions.md "Master data".
import { MASTER_DATA_REFRESH_MS } from '../data/sessionLists';

export interface HeldAnswer<T> { data: T[]; total?: number }
type Reader = (path: string, query: Record<string, string | number | undefined>) => Promise<HeldAnswer<unknown>>;

export function masterDataCache(read: Reader, now: () => number = Date.now) {
  const held = new Map<string, { answer: Promise<HeldAnswer<unknown>>; at: number }>();
  return {
    /** The list at `path` for `query`, from what the session holds while it is younger than 30 minutes. */
    get<T>(path: string, query: Record<string, string | number | undefined>): Promise<HeldAnswer<T>> {
      const key = JSON.stringify([path, query]);
      const kept = held.get(key);
      if (kept && now() - kept.at < MASTER_DATA_REFRESH_MS) return kept.answer as Promise<HeldAnswer<T>>;
      // A failed read is not kept: the next look asks again.
      const answer = read(path, query).catch((error: unknown) => {
        if (held.get(key)?.answer === answer) held.delete(key);
        throw error;
      });
      held.set(key, { answer, at: now() });
      return answer as Promise<HeldAnswer<T>>;
    },
    forget: () => held.clear(),
  };
}
