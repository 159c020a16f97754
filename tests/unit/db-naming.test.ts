// The compiler that writes snake_case names (src/server/db/naming.ts) must produce the SQL that
// Kysely's CamelCasePlugin produced, for every kind of query the server builds, except that the
// outermost select names its columns in camelCase itself.
import { describe, expect, it } from 'vitest';
import { CamelCasePlugin, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type Compilable, type Dialect } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { CamelCaseRows, camelCaseDatabase } from '../../src/server/db/naming.js';

const dialect: Dialect = {
  createAdapter: () => new PostgresAdapter(),
  createDriver: () => new DummyDriver(),
  createIntrospector: (db) => new PostgresIntrospector(db),
  createQueryCompiler: () => new PostgresQueryCompiler(),
};
const byPlugin = new Kysely<any>({ dialect, plugins: [new CamelCasePlugin()] });
const byCompiler = camelCaseDatabase<any>(dialect);

type Case = { query: (db: Kysely<any>) => Compilable; outputs?: string };

const cases: Record<string, Case> = {
  'select with join, alias, filter, order and page': {
    query: (db) => db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
      .select(['locations.id', 'locations.truckTypeId2', 'customers.name as customerName', 'locations.defaultUserId as defaultUser'])
      .where('locations.countryCode', 'in', ['SWE', 'NOR']).where('locations.isMainLocation', '=', true)
      .orderBy('locations.name', 'desc').orderBy('locations.id').offset(100).limit(100),
    outputs: '"locations"."id", "locations"."truck_type_id2" as "truckTypeId2", "customers"."name" as "customerName", "locations"."default_user_id" as "defaultUser"',
  },
  'raw fragments with references': {
    query: (db) => db.selectFrom('supportTickets').select(sql<string>`lower(${sql.ref('supportTickets.title')})`.as('lowerTitle'))
      .where(sql<boolean>`${sql.ref('supportTickets.agentUserId')} = any(array(${db.selectFrom('users').select('users.id').where('users.loginName', '=', 'x')}))`),
    outputs: 'lower("support_tickets"."title") as "lowerTitle"',
  },
  'aggregate over a subquery': {
    query: (db) => db.selectFrom(db.selectFrom('users').select(sql`1`.as('one')).where('users.active', '=', true).limit(10_001).as('bounded'))
      .select((eb) => eb.fn.countAll<number>().as('total')),
    outputs: 'count(*) as "total"',
  },
  'json aggregation and a common table expression': {
    query: (db) => db.with('recentOrders', (qb) => qb.selectFrom('transactions').select(['transactions.id', 'transactions.fromLocationId']).where('transactions.statusId', '=', 4))
      .selectFrom('recentOrders').select((eb) => ['recentOrders.id', 'recentOrders.fromLocationId', jsonArrayFrom(eb.selectFrom('transactionLines').select(['transactionLines.productId', 'transactionLines.quantity']).whereRef('transactionLines.transactionId', '=', 'recentOrders.id')).as('orderLines')]),
    outputs: '"recent_orders"."id", "recent_orders"."from_location_id" as "fromLocationId", (select coalesce(json_agg(agg), \'[]\') from (select "transaction_lines"."product_id", "transaction_lines"."quantity" from "transaction_lines" where "transaction_lines"."transaction_id" = "recent_orders"."id") as agg) as "orderLines"',
  },
  'selectAll is left to the rows\' renaming': { query: (db) => db.selectFrom('users').selectAll(), outputs: '*' },
  'insert with conflict and returning': {
    query: (db) => db.insertInto('stockBalances').values({ accountId: 1, productId: 2, quantity: 3 })
      .onConflict((oc) => oc.columns(['accountId', 'productId']).doUpdateSet((eb) => ({ quantity: eb('stockBalances.quantity', '+', eb.ref('excluded.quantity')) }))).returning(['id', 'updatedAt']),
  },
  'update from and delete using': { query: (db) => db.updateTable('users').set({ lastLoginAt: sql`now()`, failedLogins: 0 }).from('locations').whereRef('users.locationId', '=', 'locations.id').where('locations.customerId', '=', 7) },
  'delete': { query: (db) => db.deleteFrom('transactionDrafts').where('transactionDrafts.createdAt', '<', new Date(0)).returning('transactionDrafts.id') },
  'schema changes': { query: (db) => db.schema.createTable('someTable').addColumn('someId', 'integer', (column) => column.primaryKey()).addColumn('createdAt', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`)) },
  'an index': { query: (db) => db.schema.createIndex('someTable_createdAt_idx').on('someTable').column('createdAt') },
  'quotes in a name are escaped': { query: (db) => db.selectFrom('users').select('users.name as say"hi"'), outputs: '"users"."name" as "say""hi"""' },
};

/** The column list of a statement's outermost select: after its first `select ` outside brackets, up to the next ` from ` there. */
function outermostColumns(text: string): string {
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (depth === 0 && start < 0 && text.startsWith('select ', i)) start = i + 'select '.length;
    else if (depth === 0 && start >= 0 && text.startsWith(' from ', i)) return text.slice(start, i);
  }
  throw new Error(`no outermost select in ${text}`);
}

describe('snake_case names written by the compiler', () => {
  for (const [name, { query, outputs }] of Object.entries(cases)) {
    it(`${name}: the plugin's SQL and parameters${outputs ? ', the outermost columns named in camelCase' : ''}`, () => {
      const expected = query(byPlugin).compile();
      const actual = query(byCompiler).compile();
      if (outputs) {
        expect(outermostColumns(actual.sql)).toBe(outputs);
        expect(actual.sql).toBe(expected.sql.replace(outermostColumns(expected.sql), outputs));
      } else {
        expect(actual.sql).toBe(expected.sql);
      }
      expect(actual.parameters).toEqual(expected.parameters);
      // No camelCase name reaches the database, but as the name of an output column.
      expect(actual.sql.replace(outputs ?? '', '')).not.toMatch(/"[a-z]+[A-Z]/);
    });
  }

  it('the outermost ORDER BY names an output column as the select does, a table column in snake_case', () => {
    const { sql: text } = byCompiler.selectFrom('locations').select(['locations.name', 'locations.statusId', sql<boolean>`true`.as('isFavorite')])
      .orderBy('isFavorite', 'desc').orderBy('statusId').orderBy('countryCode').orderBy('locations.id').compile();
    expect(text).toBe('select "locations"."name", "locations"."status_id" as "statusId", true as "isFavorite" from "locations" '
      + 'order by "isFavorite" desc, "statusId", "country_code", "locations"."id"');
  });
});

describe('rows renamed to camelCase', () => {
  const when = new Date('2026-11-25T08:00:00Z');
  const rows = () => [
    { id: 1, login_name: 'ola', tasks_allowed: [3, 5], created_at: when, customer_name: null, order_lines: [{ product_id: 7, qty_no_rent: 2 }], address_json: { postal_code: '0150', city_name: 'Oslo' }, picture: Buffer.from('x') },
    { id: 2, login_name: 'kari', tasks_allowed: [], created_at: when, customer_name: 'Nord', order_lines: [], address_json: null, picture: null },
  ];
  const resultOf = async (plugin: CamelCasePlugin) => (await plugin.transformResult({ queryId: { queryId: 'q' }, result: { rows: rows() } })).rows;

  it('as the plugin renames them, nested JSON objects too, dates and bytes kept', async () => {
    const expected = await resultOf(new CamelCasePlugin());
    const actual = await resultOf(new CamelCaseRows());
    expect(actual).toEqual(expected);
    expect(actual[0]).toEqual({ id: 1, loginName: 'ola', tasksAllowed: [3, 5], createdAt: when, customerName: null, orderLines: [{ productId: 7, qtyNoRent: 2 }], addressJson: { postalCode: '0150', cityName: 'Oslo' }, picture: Buffer.from('x') });
    expect(actual[0].createdAt).toBeInstanceOf(Date);
  });

  it('named by the query itself: kept, with only the keys inside JSON values renamed', async () => {
    const named = [{ id: 1, loginName: 'ola', createdAt: when, orderLines: [{ product_id: 7 }], addressJson: { postal_code: '0150' }, tags: ['a'] }];
    const result = { rows: named };
    const { rows: actual } = await new CamelCaseRows().transformResult({ queryId: { queryId: 'q' }, result });
    expect(actual).toEqual([{ id: 1, loginName: 'ola', createdAt: when, orderLines: [{ productId: 7 }], addressJson: { postalCode: '0150' }, tags: ['a'] }]);
    expect(actual[0].createdAt).toBe(when);
  });

  it('a name with a capital is the code\'s own and kept as written beside snake_case ones renamed (a select * joined with an alias)', async () => {
    const result = { rows: [{ login_name: 'ola', userId_Ordered: 4, customerType: 'provider' }] };
    const { rows: actual } = await new CamelCaseRows().transformResult({ queryId: { queryId: 'q' }, result });
    expect(actual).toEqual([{ loginName: 'ola', userId_Ordered: 4, customerType: 'provider' }]);
  });

  it('leaves a result without rows as it is', async () => {
    const result = { rows: [], numAffectedRows: 3n };
    expect(await new CamelCaseRows().transformResult({ queryId: { queryId: 'q' }, result })).toBe(result);
  });
});
