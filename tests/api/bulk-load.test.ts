// The demo's history is loaded with the ledger's foreign keys and indexes set aside (seed/bulk-load.ts,
// issue 33): afterwards the tables have every key and index they had, and a row the keys refuse still
// fails the load, so the demo's speed costs none of the ledger's checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadInBulk, loadRows } from '../../src/server/seed/bulk-load';
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

  it('loads texts as they are written: empty, quoted, with commas and line breaks, apart from nothing (null)', async () => {
    const order = await server.db.selectFrom('transactions').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    const texts = ['', 'Han sa "ja", og så\nnei', '""', 'NULL', '\\N', 'Ærlig talt; 100 % ø'];
    const createdAt = new Date('2026-03-04T05:06:07.089Z');
    const comments = await server.db.transaction().execute(async (trx) => {
      await loadRows(server.db, trx, 'transactionComments', texts.map((text, index) => ({
        transactionId: order.id, text, userId: order.createdByUserId, loginUserId: index % 2 === 0 ? order.createdByUserId : null, createdAt,
      })));
      return trx.selectFrom('transactionComments').select(['text', 'loginUserId', 'createdAt']).where('transactionId', '=', order.id)
        .where('createdAt', '=', createdAt).orderBy('id').execute();
    });
    expect(comments.map((comment) => comment.text)).toEqual(texts);
    expect(comments.map((comment) => comment.loginUserId)).toEqual(texts.map((_, index) => (index % 2 === 0 ? order.createdByUserId : null)));
    expect(comments.every((comment) => new Date(comment.createdAt).getTime() === createdAt.getTime())).toBe(true);
    await server.db.deleteFrom('transactionComments').where('transactionId', '=', order.id).where('createdAt', '=', createdAt).execute();
  });
});
