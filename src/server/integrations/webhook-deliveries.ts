// The deliveries of a customer's webhooks as the admin page shows them (issue 30): newest first,
// by endpoint and status, each with its attempts; and a re-send, which makes a delivery due again
// now with a fresh round of attempts (the receiver gets the same delivery id).
import { recordWrite } from '../system/audit.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import type { IntegrationCaller } from './access.js';
import { deliveryBody } from './delivery-worker.js';

export interface DeliveryQuery { webhookId?: number; status?: 'pending' | 'delivered' | 'failed'; index?: number; count?: number }

const notFound = () => new ApiError(404, 'not-found', 'webhookDeliveryNotFound');

const deliveries = (db: Database, customerId: number) => db.selectFrom('webhookDeliveries')
  .innerJoin('webhookEndpoints', 'webhookEndpoints.id', 'webhookDeliveries.endpointId')
  .where('webhookEndpoints.customerId', '=', customerId);

const columns = [
  'webhookDeliveries.id', 'webhookDeliveries.endpointId as webhookId', 'webhookEndpoints.url', 'webhookDeliveries.eventType as event',
  'webhookDeliveries.createdAt', 'webhookDeliveries.status', 'webhookDeliveries.attempts', 'webhookDeliveries.nextAttemptAt',
  'webhookDeliveries.lastAttemptAt', 'webhookDeliveries.lastStatusCode', 'webhookDeliveries.lastError', 'webhookDeliveries.deliveredAt',
] as const;

export async function listDeliveries(db: Database, call: IntegrationCaller, query: DeliveryQuery) {
  const filtered = deliveries(db, call.customer.id)
    .$if(query.webhookId !== undefined, (qb) => qb.where('webhookDeliveries.endpointId', '=', query.webhookId!))
    .$if(query.status !== undefined, (qb) => qb.where('webhookDeliveries.status', '=', query.status!));
  const [rows, counted] = await Promise.all([
    filtered.select(columns).orderBy('webhookDeliveries.id', 'desc').offset(query.index ?? 0).limit(query.count ?? 100).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows, total: Number(counted.total) };
}

/** One delivery with the body it sends and every attempt, oldest first. */
export async function getDelivery(db: Database, call: IntegrationCaller, id: number) {
  const row = await deliveries(db, call.customer.id).select([...columns, 'webhookDeliveries.payload']).where('webhookDeliveries.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const attemptLog = await db.selectFrom('webhookAttempts').select(['attemptedAt', 'statusCode', 'error', 'durationMs'])
    .where('deliveryId', '=', id).orderBy('id').execute();
  const { payload, ...delivery } = row;
  return { ...delivery, body: JSON.parse(deliveryBody({ id: row.id, eventType: row.event, createdAt: row.createdAt, payload })), attemptLog };
}

export async function resendDelivery(db: Database, call: IntegrationCaller, id: number) {
  await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('webhookDeliveries').set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), claimedUntil: null })
      .where('id', '=', id)
      .where('endpointId', 'in', (eb) => eb.selectFrom('webhookEndpoints').select('id').where('customerId', '=', call.customer.id))
      .returning('id').executeTakeFirst();
    if (!updated) throw notFound();
    await recordWrite(trx, call, { entity: 'webhookdelivery', entityId: id, action: 'resend' });
  });
  return getDelivery(db, call, id);
}
