// Updates carry the version the record was read at (O25). Tests about something else send the
// version the record has now, as a form that has just read it would; record-versions.test.ts tests
// stale and missing ones.
import type { Database } from '../../src/server/db/database';

const tables: Record<string, string> = {
  user: 'users', customer: 'customers', location: 'locations', product: 'products', producttype: 'productTypes', trucktype: 'truckTypes',
  postalcode: 'postalCodes', externallocation: 'externalLocations', message: 'messages', supportticket: 'supportTickets',
};

/** The version of the record an update URL (/api/<one>/<id>) names; 1 for one that does not exist. */
export async function currentVersion(db: Database, url: string): Promise<number> {
  const [, one, id] = /^\/api\/(\w+)\/(\d+)/.exec(url) ?? [];
  const table = tables[one];
  if (!table) throw new Error(`no versioned record at ${url}`);
  const row = await db.selectFrom(table as 'users').select('version').where('id', '=', Number(id)).executeTakeFirst();
  return row?.version ?? 1;
}

/** The payload with the record's current version, unless it names one itself or the resource keeps none (settings). */
export async function withCurrentVersion(db: Database, url: string, payload: object): Promise<object> {
  const [, one] = /^\/api\/(\w+)\//.exec(url) ?? [];
  if ('version' in payload || !(one in tables)) return payload;
  return { ...payload, version: await currentVersion(db, url) };
}
