// A place picker's search as the user types: asked 200 ms after the last key, and an answer that
// arrives after a newer question is dropped. `search` gives no question (undefined) for text too
// short to search by.
import { useEffect, useState, type DependencyList } from 'react';
import type { Place } from './ledgerApi';

export function usePlaceSearch(search: () => Promise<Place[]> | undefined, deps: DependencyList): { options: Place[]; loading: boolean } {
  const [options, setOptions] = useState<Place[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const asked = search();
      if (!asked) {
        setOptions([]);
        return;
      }
      setLoading(true);
      asked.then((rows) => current && setOptions(rows), () => current && setOptions([])).finally(() => current && setLoading(false));
    }, 200);
    return () => { current = false; clearTimeout(timer); };
    // The caller names what its search reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { options, loading };
}
