// The compiler that writes snake_case names (src/server/db/naming.ts) must produce exactly the SQL
// that Kysely's CamelCasePlugin produced, for every kind of query the server builds.
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

const queries: Record<string, (db: Kysely<any>) => Compilable> = {
  'select with join, alias, filter, order and page': (db) => db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .select(['locations.id', 'locations.truckTypeId2', 'customers.name as customerName', 'locations.defaultUserId as defaultUser'])
    .where('locations.countryCode', 'in', ['SWE', 'NOR']).where('locations.isMainLocation', '=', true)
    .orderBy('locations.name', 'desc').orderBy('locations.id').offset(100).limit(100),
  'raw fragments with references': (db) => db.selectFrom('supportTickets').select(sql<string>`lower(${sql.ref('supportTickets.title')})`.as('lowerTitle'))
    .where(sql<boolean>`${sql.ref('supportTickets.agentUserId')} = any(array(${db.selectFrom('users').select('users.id').where('users.loginName', '=', 'x')}))`),
  'aggregate over a subquery': (db) => db.selectFrom(db.selectFrom('users').select(sql`1`.as('one')).where('users.active', '=', true).limit(10_001).as('bounded'))
    .select((eb) => eb.fn.countAll<number>().as('total')),
  'json aggregation and a common table expression': (db) => db.with('recentOrders', (qb) => qb.selectFrom('transactions').select(['transactions.id', 'transactions.fromLocationId']).where('transactions.statusId', '=', 4))
    .selectFrom('recentOrders').select((eb) => ['recentOrders.id', jsonArrayFrom(eb.selectFrom('transactionLines').select(['transactionLines.productId', 'transactionLines.quantity']).whereRef('transactionLines.transactionId', '=', 'recentOrders.id')).as('orderLines')]),
  'insert with conflict and returning': (db) => db.insertInto('stockBalances').values({ accountId: 1, productId: 2, quantity: 3 })
    .onConflict((oc) => oc.columns(['accountId', 'productId']).doUpdateSet((eb) => ({ quantity: eb('stockBalances.quantity', '+', eb.ref('excluded.quantity')) }))).returning(['id', 'updatedAt']),
  'update from and delete using': (db) => db.updateTable('users').set({ lastLoginAt: sql`now()`, failedLogins: 0 }).from('locations').whereRef('users.locationId', '=', 'locations.id').where('locations.customerId', '=', 7),
  'delete': (db) => db.deleteFrom('transactionDrafts').where('transactionDrafts.createdAt', '<', new Date(0)).returning('transactionDrafts.id'),
  'schema changes': (db) => db.schema.createTable('someTable').addColumn('someId', 'integer', (column) => column.primaryKey()).addColumn('createdAt', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`)),
  'an index': (db) => db.schema.createIndex('someTable_createdAt_idx').on('someTable').column('createdAt'),
  'quotes in a name are escaped': (db) => db.selectFrom('users').select('users.name as say"hi"'),
};

describe('snake_case names written by the compiler', () => {
  for (const [name, query] of Object.entries(queries)) {
    it(`${name}: the same SQL and parameters as the plugin`, () => {
      const expected = query(byPlugin).compile();
      const actual = query(byCompiler).compile();
      expect(actual.sql).toBe(expected.sql);
      expect(actual.parameters).toEqual(expected.parameters);
      expect(actual.sql).not.toMatch(/"[a-z]+[A-Z]/); // no camelCase name reaches the database
    });
  }
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

  it('leaves a result without rows as it is', async () => {
    const result = { rows: [], numAffectedRows: 3n };
    expect(await new CamelCaseRows().transformResult({ queryId: { queryId: 'q' }, result })).toBe(result);
  });
});
