// Prepared queries (src/server/db/prepared.ts): compiled once per shape, each call's values bound in
// exactly where a query built for that call alone would have them.
import { describe, expect, it } from 'vitest';
import { DummyDriver, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type CompiledQuery, type Dialect, type Kysely } from 'kysely';
import { camelCaseDatabase } from '../../src/server/db/naming.js';
import { runOnce, runPrepared, type ValueOf } from '../../src/server/db/prepared.js';

/** A database that answers nothing and keeps what it was sent. */
function recordingDatabase() {
  const sent: CompiledQuery[] = [];
  const dialect: Dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new (class extends DummyDriver {
      override async acquireConnection() {
        return { executeQuery: async (query: CompiledQuery) => { sent.push(query); return { rows: [] }; }, streamQuery: () => { throw new Error('not streamed'); } };
      }
    })(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
  return { db: camelCaseDatabase<any>(dialect), sent };
}

/** A list-like query with values in a filter, an any() over an array, a raw fragment and the page. */
const locationsOf = (db: Kysely<any>, byCountry: boolean) => (value: ValueOf) => db.selectFrom('locations')
  .select(['locations.id', 'locations.name'])
  .where('locations.customerId', '=', value<number>('customerId'))
  .$if(byCountry, (qb) => qb.where((eb) => eb('locations.countryCode', '=', eb.fn.any(eb.val(value<string[]>('countryCode'))))))
  .where(sql<boolean>`lower(locations.name) like ${value<string>('pattern')}`)
  .where('locations.statusId', '=', 1)
  .orderBy('locations.name').offset(value<number>('index')).limit(value<number>('count'))
  .compile();

const calls = [
  { customerId: 7, countryCode: ['SWE'], pattern: '%lager%', index: 0, count: 100 },
  { customerId: 12, countryCode: ['NOR', 'DNK'], pattern: '%havn%', index: 200, count: 25 },
  { customerId: 3, countryCode: [], pattern: '%', index: 9_900, count: 100 },
];

describe('prepared queries', () => {
  it('bind each call\'s values where a query built for that call has them, and build once per shape', async () => {
    const prepared = recordingDatabase();
    const once = recordingDatabase();
    let builds = 0;
    for (const values of calls) {
      await runPrepared(prepared.db, 'locations|by country', (value) => (builds++, locationsOf(prepared.db, true)(value)), values);
      await runOnce(once.db, locationsOf(once.db, true), values);
    }
    expect(builds).toBe(1);
    expect(prepared.sent.map(({ sql, parameters }) => ({ sql, parameters }))).toEqual(once.sent.map(({ sql, parameters }) => ({ sql, parameters })));
    expect(prepared.sent[1].parameters).toEqual([12, ['NOR', 'DNK'], '%havn%', 1, 25, 200]); // limit before offset
  });

  it('keeps the shapes apart: another shape is built and compiled on its own', async () => {
    const { db, sent } = recordingDatabase();
    await runPrepared(db, 'a', locationsOf(db, true), calls[0]);
    await runPrepared(db, 'b', locationsOf(db, false), calls[0]);
    await runPrepared(db, 'a', locationsOf(db, true), calls[1]);
    expect(sent[0].sql).toContain('any(');
    expect(sent[1].sql).not.toContain('any(');
    expect(sent[2].sql).toBe(sent[0].sql);
  });

  it('refuses to run with a value missing rather than sending null for it', async () => {
    const { db, sent } = recordingDatabase();
    const { pattern: _missing, ...withoutPattern } = calls[0];
    await expect(runPrepared(db, 'c', locationsOf(db, true), withoutPattern)).rejects.toThrow(/no value for pattern/);
    expect(sent).toHaveLength(0);
  });
});
