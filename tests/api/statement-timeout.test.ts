// Issue 16: no statement holds a PostgreSQL connection for long. The server's pool cancels one that
// runs past its timeout, and the caller gets a clear 503 in their language, not a hanging request.
import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { installErrorHandling } from '../../src/server/http/errors';
import { outlivingDatabase } from './server-process';

describe('statement timeout', () => {
  it.runIf(inject('databaseKind') === 'postgres')('cancels a statement that runs past the timeout', async () => {
    // A copy of its own: a connection to the template would stop another file's copy being made meanwhile.
    const copy = await outlivingDatabase();
    const database = await openDatabase({ url: copy.env.DATABASE_URL, poolSize: 1, statementTimeoutMs: 200 });
    try {
      await expect(sql`select pg_sleep(2)`.execute(database.db)).rejects.toMatchObject({ code: '57014' });
      // The connection serves the next statement.
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await copy.drop();
    }
  });

  it('answers a cancelled statement with 503 and what to do, in the caller\'s language', async () => {
    const app = Fastify();
    installErrorHandling(app);
    app.get('/slow', async () => { throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }); });
    const norwegian = await app.inject({ method: 'GET', url: '/slow', headers: { 'accept-language': 'nb-NO' } });
    expect(norwegian.statusCode).toBe(503);
    expect(norwegian.json()).toEqual({ error: { code: 'query-timeout', description: 'Spørringen tok for lang tid. Avgrens utvalget med søk, filter eller en kortere periode og prøv igjen.' } });
    const english = await app.inject({ method: 'GET', url: '/slow', headers: { 'accept-language': 'en-US' } });
    expect(english.json().error.description).toMatch(/^The query took too long\./);
    await app.close();
  });
});
