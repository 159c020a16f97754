// Webhook endpoints (issue 30): where a customer's system wants to be told of events, and which.
// Registered by the customer's administrators; each has a signing secret of its own, shown once
// when it is registered (deliveries are signed with it, delivery-worker.ts).
import { randomBytes } from 'node:crypto';
import { endpointUrlProblem, type EndpointUrlProblem, type WebhookEvent } from '../../domain/webhooks.js';
import { recordWrite } from '../system/audit.js';
import type { Database } from '../db/database.js';
import { recordModified, updateVersioned } from '../generic/versions.js';
import { ApiError } from '../http/errors.js';
import type { TextKey } from '../i18n/texts.js';
import type { IntegrationCaller } from './access.js';

export interface WebhookInput { url: string; events: WebhookEvent[]; description?: string | null; active?: boolean }

const urlText = {
  'not-a-url': 'webhookUrlInvalid', 'not-https': 'webhookUrlNotHttps', credentials: 'webhookUrlCredentials', fragment: 'webhookUrlFragment',
} as const satisfies Record<EndpointUrlProblem, TextKey>;

export const webhookNotFound = () => new ApiError(404, 'not-found', 'webhookNotFound');

function checkUrl(url: string, allowHttpToLocalhost: boolean): void {
  const problem = endpointUrlProblem(url, allowHttpToLocalhost);
  if (problem) throw new ApiError(400, 'invalid-url', urlText[problem], { field: 'url' });
}

const endpoints = (db: Database) => db.selectFrom('webhookEndpoints').innerJoin('users as creator', 'creator.id', 'webhookEndpoints.createdByUserId')
  .select(['webhookEndpoints.id', 'webhookEndpoints.url', 'webhookEndpoints.description', 'webhookEndpoints.events', 'webhookEndpoints.active',
    'webhookEndpoints.version', 'webhookEndpoints.createdAt', 'creator.name as createdByName']);

export async function listWebhooks(db: Database, call: IntegrationCaller) {
  const rows = await endpoints(db).where('webhookEndpoints.customerId', '=', call.customer.id).orderBy('webhookEndpoints.id').execute();
  return { data: rows.map(shown), total: rows.length };
}

export async function getWebhook(db: Database, call: IntegrationCaller, id: number) {
  const row = await endpoints(db).where('webhookEndpoints.customerId', '=', call.customer.id).where('webhookEndpoints.id', '=', id).executeTakeFirst();
  if (!row) throw webhookNotFound();
  return shown(row);
}

/** Registers an endpoint; its secret is in the answer, to be kept by the receiver. */
export async function registerWebhook(db: Database, call: IntegrationCaller, input: WebhookInput, allowHttpToLocalhost: boolean) {
  checkUrl(input.url, allowHttpToLocalhost);
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('webhookEndpoints').values({
      customerId: call.customer.id, url: input.url, description: input.description?.trim() || null, events: [...new Set(input.events)], secret,
      active: input.active ?? true, createdByUserId: call.user.id, createdByLoginUserId: call.loginUser.id,
    }).returning('id').executeTakeFirstOrThrow();
    await recordWrite(trx, call, { entity: 'webhook', entityId: id, action: 'create', summary: input.url });
    return id;
  });
  return { webhook: await getWebhook(db, call, id), secret };
}

/** Changes the address, the events, the description or pauses it (active false: no new events are queued for it, and none sent). */
export async function changeWebhook(db: Database, call: IntegrationCaller, id: number, input: WebhookInput & { version: number }, allowHttpToLocalhost: boolean) {
  const stored = await getWebhook(db, call, id);
  if (stored.version !== input.version) throw recordModified();
  checkUrl(input.url, allowHttpToLocalhost);
  await db.transaction().execute(async (trx) => {
    await updateVersioned(trx, 'webhookEndpoints', id, input.version, {
      url: input.url, events: [...new Set(input.events)], description: input.description?.trim() || null, active: input.active ?? stored.active,
    });
    await recordWrite(trx, call, { entity: 'webhook', entityId: id, action: 'update', summary: input.url });
  });
  return getWebhook(db, call, id);
}

/** Removes an endpoint with its deliveries. */
export async function deleteWebhook(db: Database, call: IntegrationCaller, id: number): Promise<void> {
  const stored = await getWebhook(db, call, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('webhookEndpoints').where('id', '=', id).where('customerId', '=', call.customer.id).execute();
    await recordWrite(trx, call, { entity: 'webhook', entityId: id, action: 'delete', summary: stored.url });
  });
}

const shown = <Row extends { events: string[] }>(row: Row) => ({ ...row, events: row.events as WebhookEvent[] });
