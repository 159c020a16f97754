// The switch-location dialog's options (M01): customers, the chosen customer's locations and
// users, each loaded from the status calls; a failed load leaves an empty list and says so.
import { useEffect, useState } from 'react';
import type { StatusCustomer, StatusLocation, StatusUser } from '../../../generated/entities';
import { api } from '../data/api';
import { heldMasterData } from '../session/session';

/** M02: the customer search is offered when there are more than this many customers. */
export const SEARCH_ABOVE = 10;
/** M02: a customer search needs at least this many characters. */
export const MIN_SEARCH = 1;

export interface Loaded<T> { items: T[]; total: number; loading: boolean; failed: boolean }
const LOADING = { items: [], total: 0, loading: true, failed: false };
const IDLE = { items: [], total: 0, loading: false, failed: false };

/**
 * The answer to `path` and `query`. Unless `keepStale`, the answer to an earlier query is never
 * offered while the next one loads (C43, issue 14: after another location was chosen, the user
 * picker still offered the previous location's users until the new ones arrived).
 */
function useLoaded<T>(path: string | null, query: Record<string, string | number | undefined>, { delay = 0, keepStale = false } = {}): Loaded<T> {
  const key = JSON.stringify([path, query]);
  const [state, setState] = useState<Loaded<T> & { key: string }>({ ...(path ? LOADING : IDLE), key });
  useEffect(() => {
    if (!path) {
      setState({ ...IDLE, key });
      return;
    }
    let live = true;
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    const timer = window.setTimeout(() => {
      // A10, B37: the lists themselves are the session's master data; a search goes to the server.
      (query.q === undefined ? heldMasterData.get<T>(path, query) : api<T[]>('GET', path, { query }))
        .then((response) => live && setState({ items: response.data, total: response.total ?? response.data.length, loading: false, failed: false, key }))
        .catch(() => live && setState({ items: [], total: 0, loading: false, failed: true, key }));
    }, delay);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // An answer to an earlier query is still loading the current one (the customer field decides
  // between search and list on an unfiltered answer only: a search's hits would make it flip).
  if (state.key !== key) return keepStale ? { ...state, loading: true } : path ? LOADING : IDLE;
  return state;
}

/** Customers: the first page, or the hits of a search of at least MIN_SEARCH characters (debounced). */
export function useStatusCustomers(search: string): Loaded<StatusCustomer> {
  const q = search.trim().length >= MIN_SEARCH ? search.trim() : undefined;
  // While a search is typed, the last hits stay until the next ones arrive.
  return useLoaded<StatusCustomer>('/api/statuscustomers', { q, count: 100 }, { delay: q ? 250 : 0, keepStale: true });
}

export function useStatusLocations(customerId: number | null): Loaded<StatusLocation> {
  return useLoaded<StatusLocation>(customerId ? '/api/statuslocations' : null, { customerId: customerId ?? undefined });
}

/** C43: the chosen location's users; none until a location is chosen. */
export function useStatusUsers(customerId: number | null, locationId: number | null, enabled: boolean): Loaded<StatusUser> {
  return useLoaded<StatusUser>(enabled && customerId && locationId ? '/api/statususers' : null, { customerId: customerId ?? undefined, locationId: locationId ?? undefined });
}
