// Integration calls (issue 30): a customer's service accounts and webhooks, kept by its
// administrators in the acting customer's context (access.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import { requireIntegrationAdmin } from './access.js';
import { createServiceAccount, getServiceAccount, listServiceAccounts, revokeServiceAccount, type ServiceAccountInput } from './service-accounts.js';
import { getDelivery, listDeliveries, resendDelivery, type DeliveryQuery } from './webhook-deliveries.js';
import { changeWebhook, deleteWebhook, getWebhook, listWebhooks, registerWebhook, type WebhookInput } from './webhook-endpoints.js';

type WithId = { Params: { id: number } };

export function integrationRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  const admin = (page: 'serviceAccounts' | 'webhooks') => (request: FastifyRequest) => {
    const call = callOf(request);
    requireIntegrationAdmin(call, page);
    return call;
  };
  const accounts = admin('serviceAccounts');
  const webhooks = admin('webhooks');
  const allowHttp = config.webhooks.allowHttpToLocalhost;

  addRoute(app, 'GET', '/api/serviceaccounts', async (request) => listServiceAccounts(db, accounts(request), request.query as { index?: number; count?: number }));
  addRoute(app, 'GET', '/api/serviceaccount/:id', async (request) => ({ data: await getServiceAccount(db, accounts(request), (request.params as WithId['Params']).id) }));
  addRoute(app, 'POST', '/api/serviceaccount', async (request) => ({ data: await createServiceAccount(db, accounts(request), request.body as ServiceAccountInput) }));
  addRoute(app, 'DELETE', '/api/serviceaccount/:id', async (request) => {
    await revokeServiceAccount(db, accounts(request), (request.params as WithId['Params']).id);
    return { data: null };
  });

  addRoute(app, 'GET', '/api/webhooks', async (request) => listWebhooks(db, webhooks(request)));
  addRoute(app, 'GET', '/api/webhook/:id', async (request) => ({ data: await getWebhook(db, webhooks(request), (request.params as WithId['Params']).id) }));
  addRoute(app, 'POST', '/api/webhook', async (request) => ({ data: await registerWebhook(db, webhooks(request), request.body as WebhookInput, allowHttp) }));
  addRoute(app, 'PUT', '/api/webhook/:id', async (request) => ({
    data: await changeWebhook(db, webhooks(request), (request.params as WithId['Params']).id, request.body as WebhookInput & { version: number }, allowHttp),
  }));
  addRoute(app, 'DELETE', '/api/webhook/:id', async (request) => {
    await deleteWebhook(db, webhooks(request), (request.params as WithId['Params']).id);
    return { data: null };
  });
  addRoute(app, 'GET', '/api/webhookdeliveries', async (request) => listDeliveries(db, webhooks(request), request.query as DeliveryQuery));
  addRoute(app, 'GET', '/api/webhookdelivery/:id', async (request) => ({ data: await getDelivery(db, webhooks(request), (request.params as WithId['Params']).id) }));
  addRoute(app, 'POST', '/api/webhookresend', async (request) => ({ data: await resendDelivery(db, webhooks(request), (request.body as { id: number }).id) }));
}
