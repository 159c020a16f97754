// A10: the lists the session context holds (truck types, transaction statuses and types, countries,
// languages, inventory and report levels). Each is read whole once after sign-in; references to their
// rows are answered from it, and a write to one of them reads it again. B37: master data is read
// again every 30 minutes, so a list read longer ago than that is read again when next needed.
import { resources } from '../../../resources';

type Row = { id: number | string } & Record<string, unknown>;

/** B37 */
export const MASTER_DATA_REFRESH_MS = 30 * 60 * 1000;

/** The resources marked `sessionList` in their definition. */
export const sessionListNames = new Set(resources.filter((resource) => resource.sessionList).map((resource) => resource.name));

export function sessionListCache(readAll: (resource: string) => Promise<Row[]>, now: () => number = Date.now) {
  const loaded = new Map<string, { list: Promise<Row[]>; at: number }>();
  const rows = (resource: string) => {
    const kept = loaded.get(resource);
    if (kept && now() - kept.at < MASTER_DATA_REFRESH_MS) return kept.list;
    // A failed read is not kept: the next reference asks again.
    const list = readAll(resource).catch((error: unknown) => {
      if (loaded.get(resource)?.list === list) loaded.delete(resource);
      throw error;
    });
    loaded.set(resource, { list, at: now() });
    return list;
  };
  return {
    rows,
    /** The rows with these ids, in the order asked. */
    many: async (resource: string, ids: Array<number | string>) => {
      const byId = new Map((await rows(resource)).map((row) => [String(row.id), row]));
      return ids.map((id) => byId.get(String(id))).filter((row): row is Row => row !== undefined);
    },
    forget: (resource: string) => loaded.delete(resource),
    /** Starts every read at once, right after sign-in; failures show when a list is needed. */
    preload: () => { for (const name of sessionListNames) rows(name).catch(() => undefined); },
  };
}
