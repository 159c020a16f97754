// The orders list passes through the JSON text PostgreSQL writes for its rows (ledger/list-json.ts): the
// answer must be byte for byte what serializing the same orders as objects gives, held here against
// each order's own answer (read and mapped in JavaScript), with text that JSON escapes, instants below
// the millisecond, quantities not yet picked or received and an unanswered missing registration (E07's
// answerBy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn;
const HAMAR = 7, LILLEHAMMER = 8;
const MONTH = 'dateLower=2031-05-01&dateUpper=2031-05-31';
const AWKWARD = 'q"uote \\ back\\slash \n\t\b\f\r \u0001\u001f\u007f 😀 æøå \u2028\u2029 </script> \u00a0';

/** Heads of May 2031 from Hamar to Lillehammer, each with something a serializer can get wrong. */
async function insertHeads(db: TestServer['db']): Promise<void> {
  await db.updateTable('products').set({ name: `Kasse ${AWKWARD}` }).where('id', '=', 1002).execute();
  const heads = [
    { type: 3, status: 5, reference: AWKWARD, created: '2031-05-02 03:04:05.678999+00', updated: '1999-12-31 23:59:59.9995+00', products: [1001, 1002, 1003] },
    { type: 3, status: 1, reference: null, created: '2031-05-03 00:00:00+00', updated: '2031-05-03 00:00:00.1+00', products: [1002] },
    { type: 12, status: 4, reference: 'unanswered', created: '2031-05-04 10:00:00.5+02', updated: '2031-05-04 10:00:00.000001+00', products: [1003], sentAt: '2031-05-04 23:30:00+00' },
    { type: 12, status: 5, reference: 'answered', created: '2031-05-05 10:00:00+00', updated: '2031-05-05 10:00:00+00', products: [1001], sentAt: '2031-05-04 10:00:00+00' },
  ];
  for (const [i, head] of heads.entries()) {
    const { id } = await db.insertInto('transactions').values({
      type: head.type, status: head.status, locationIdFrom: HAMAR, locationIdTo: LILLEHAMMER, accountFrom: HAMAR, accountTo: LILLEHAMMER,
      customerIdFrom: 2, customerIdTo: 2, transactionDate: `2031-05-0${i + 2}`, processBy: i % 2 ? '2031-06-01' : null, senderReference: head.reference,
      createdAt: sql`${head.created}::timestamptz`, updatedAt: sql`${head.updated}::timestamptz`, sentAt: head.sentAt ? sql`${head.sentAt}::timestamptz` : null,
    } as any).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('transactionLines').values(head.products.map((productId, n) => ({
      transactionId: id, productId, qtyOrdered: 10 + n, qtyPicked: n > 0 ? 9 : null, qtyReceived: n > 1 ? 8 : null,
    }))).execute();
  }
}

/** The answer's text as sent, and as checked against the API document. */
async function answerText(url: string, language: string): Promise<string> {
  const headers = { ...admin.headers, 'accept-language': language };
  expect((await server.call({ method: 'GET', url, headers })).status).toBe(200);
  return (await server.app.inject({ method: 'GET', url, headers })).body;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  await insertHeads(server.db);
});
afterAll(() => server.close());

describe('the orders list\'s JSON written by the database', () => {
  it('answers the orders list as its orders read one by one, with the list\'s fields, byte for byte', async () => {
    for (const language of ['nb-NO', 'en-US']) {
      const text = await answerText(`/api/orders?${MONTH}`, language);
      const page = JSON.parse(text);
      expect(page.data).toHaveLength(4);
      const fields = new Set(Object.keys(page.data[0]));
      const rows = [];
      for (const { id } of page.data) {
        const order = (await server.call({ method: 'GET', url: `/api/order/${id}`, headers: { ...admin.headers, 'accept-language': language } })).body.data;
        rows.push(Object.fromEntries(Object.entries(order).filter(([key]) => fields.has(key))));
      }
      expect(text).toBe(JSON.stringify({ data: rows, total: page.total, totalIsEstimate: page.totalIsEstimate }));
      expect(page.data.filter((row: { answerBy: string | null }) => row.answerBy !== null)).toHaveLength(1);
      expect(text).toContain(JSON.stringify(AWKWARD));
      expect(text).toContain('"created":"2031-05-02T03:04:05.678Z","updated":"1999-12-31T23:59:59.999Z"');
    }
  });

  it('still refuses what it refused: no session 401, a reversed range 400, direct reception to a customer\'s user 403', async () => {
    for (const url of [`/api/orders?${MONTH}`, `/api/missingregs?${MONTH}`, '/api/directorders']) {
      expect((await server.call({ method: 'GET', url })).status, url).toBe(401);
    }
    const reversed = 'dateLower=2031-05-31&dateUpper=2031-05-01';
    for (const url of [`/api/orders?${reversed}`, `/api/missingregs?${reversed}`]) {
      const answer = await server.call({ method: 'GET', url, headers: admin.headers });
      expect(answer.status, url).toBe(400);
      expect(answer.body.error.code).toBe('date-range');
    }
    const bruker = await server.login('bruker');
    expect((await server.call({ method: 'GET', url: '/api/directorders', headers: bruker.headers })).status).toBe(403);
  });
});
