import { useParams } from 'react-router-dom';

/** The record a route with an id ({id?}) opens, when the address names a whole number. */
export function useRouteId(): number | undefined {
  const raw = useParams().id;
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}
