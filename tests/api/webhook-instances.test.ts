// Issue 30, DESIGN "Running as a fleet": two real servers on one PostgreSQL both deliver webhooks;
// each event reaches the receiver once, attempted by one of them. PostgreSQL only: the embedded
// database belongs to one process, so the question does not arise there.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { poolToday } from '../../src/domain/dates';
import { demoPlaces } from './ledger-fixtures';
import { outlivingDatabase, startServerProcess, type ServerProcess } from './server-process';
import { startWebhookReceiver } from './webhook-receiver';

const started: ServerProcess[] = [];
afterAll(() => { for (const server of started) server.child.kill('SIGKILL'); });

describe.runIf(inject('databaseKind') === 'postgres')('webhook deliveries on several servers (PostgreSQL)', () => {
  it('sends each event once when two servers look for due deliveries every second', { timeout: 240_000 }, async () => {
    const copy = await outlivingDatabase();
    const opened = await copy.open();
    const receiver = await startWebhookReceiver();
    try {
      const places = await demoPlaces(opened.db);
      const env = { ...copy.env, WEBHOOK_POLL_SECONDS: '1', WEBHOOK_ALLOW_HTTP_LOCALHOST: 'true' };
      const [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      started.push(first, second);
      const post = async (server: ServerProcess, loginName: string, path: string, body: object) => {
        const response = await fetch(`${server.base}${path}`, { method: 'POST', headers: { ...(await server.login(loginName)), 'content-type': 'application/json' }, body: JSON.stringify(body) });
        expect(response.status, await response.clone().text()).toBe(200);
        return (await response.json()).data;
      };
      const admin = await opened.db.selectFrom('users').select('loginName').where('customerId', '=', places.receiver.customerId)
        .where('adminLevel', '=', 2).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
      await post(first, admin.loginName, '/api/webhook', { url: receiver.url, events: ['transfer.sent'] });

      // 20 deliveries sent to the receiver's customer, registered through both servers.
      const sent: number[] = [];
      for (let n = 0; n < 20; n++) {
        const order = await post(n % 2 ? second : first, 'bruker', '/api/order', {
          type: 3, status: 4, locationIdFrom: places.hamar.id, locationIdTo: places.receiver.locationId, transactionDate: poolToday(),
          senderReference: `FLEET-${n}`, lines: [{ productId: 1001, qtyOrdered: 1 + n }],
        });
        sent.push(order.id);
      }
      await receiver.waitFor(20, 120);
      // Both servers have had a few rounds meanwhile; nothing comes twice.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(receiver.received.map((got) => got.json.data.transactionId).sort((a, b) => a - b)).toEqual([...sent].sort((a, b) => a - b));
      expect(new Set(receiver.received.map((got) => got.json.id)).size).toBe(20);
      const attempts = await opened.db.selectFrom('webhookAttempts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(attempts.n)).toBe(20);
      const rows = await opened.db.selectFrom('webhookDeliveries').select(['status', 'attempts']).execute();
      expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    } finally {
      await receiver.close();
      await opened.close();
      await copy.drop();
    }
  });
});
