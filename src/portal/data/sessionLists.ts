// A10: the lists the session context holds (truck types, transaction statuses and types, countries,
// languages, inventory and report levels). Each is read whole once after sign-in; references to their
// rows are answered from it, and a write to one of them reads it again.
import { resources } from '../../../resources';

type Row = { id: number | string } & Record<string, unknown>;

/** The resources marked `sessionList` in their definition. */
export const sessionListNames = new Set(resources.filter((resource) => resource.sessionList).map((resource) => resource.name));

export function sessionListCache(readAll: (resource: string) => Promise<Row[]>) {
  const loaded = new Map<string, Promise<Row[]>>();
  const rows = (resource: string) => {
    let list = loaded.get(resource);
    if (!list) {
      // A failed read is not kept: the next reference asks again.
      list = readAll(resource).catch((error: unknown) => {
        loaded.delete(resource);
        throw error;
      });
      loaded.set(resource, list);
    }
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
