// The demo's history is loaded with the ledger's foreign keys and indexes set aside (seed/bulk-load.ts,
// issue 33): afterwards the tables have every key and index they had, and a row the keys refuse still
// fails the load, so the demo's speed costs none of the ledger's checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadInBulk } from '../../src/server/seed/bulk-load';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());

const TABLES = ['transactions', 'transaction_lines'];

async function keysAndIndexes(): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as "definition" from pg_constraint where conrelid::regclass::text = any(${TABLES})
    union all
    select pg_get_indexdef(indexrelid) from pg_index where indrelid::regclass::text = any(${TABLES})
    order by 1`.execute(server.db);
  return rows.map((row) => row.definition);
}

describe('a bulk load of the ledger', () => {
  it('leaves every foreign key and index as it was, and the rows it loaded in place', async () => {
    const before = await keysAndIndexes();
    expect(before.some((definition) => definition.includes('FOREIGN KEY'))).toBe(true);
    const order = await server.db.selectFrom('transactions').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    const added = await server.db.transaction().execute((trx) => loadInBulk(trx, TABLES, async () => {
      const { id, ...copy } = order;
      const row = await trx.insertInto('transactions').values({ ...copy, senderReference: 'Bulk-1' }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('transactionLines').values({ transactionId: row.id, productId: 1001, qtyOrdered: 5 }).execute();
      return row.id;
    }));
    expect(await keysAndIndexes()).toEqual(before);
    const lines = await server.db.selectFrom('transactionLines').select('qtyOrdered').where('transactionId', '=', added).execute();
    expect(lines).toEqual([{ qtyOrdered: 5 }]);
    await server.db.deleteFrom('transactions').where('id', '=', added).execute();
  });

  it('fails, writing nothing, when a loaded row names what does not exist', async () => {
    const before = await keysAndIndexes();
    const lines = async () => Number((await server.db.selectFrom('transactionLines').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const count = await lines();
    await expect(server.db.transaction().execute((trx) => loadInBulk(trx, TABLES, async () => {
      await trx.insertInto('transactionLines').values({ transactionId: 2_000_000_000, productId: 1001, qtyOrdered: 5 }).execute();
    }))).rejects.toThrow(/foreign key/i);
    expect(await lines()).toBe(count);
    expect(await keysAndIndexes()).toEqual(before);
  });
});
