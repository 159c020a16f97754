// The integration calls as the admin pages use them (issue 30): service accounts and webhooks.
import type { components, paths } from '../../../../generated/api';
import { api, ApiError } from '../../data/api';

type Schemas = components['schemas'];
export type ServiceAccount = Schemas['ServiceAccount'];
export type Webhook = Schemas['Webhook'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookDeliveryDetail = Schemas['WebhookDeliveryDetail'];
export type WebhookEvent = Schemas['WebhookEvent'];
export type NewServiceAccount = NonNullable<paths['/api/serviceaccount']['post']['requestBody']>['content']['application/json'];
export type WebhookInput = NonNullable<paths['/api/webhook']['post']['requestBody']>['content']['application/json'];
export type DeliveryStatus = WebhookDelivery['status'];
export interface CustomerLocation { id: number; name: string }

/**
 * The operator's staff at the operator: service accounts and webhooks belong to a customer, as the
 * server answers (403). Its words, for the page to say instead of a failure notice.
 */
export const forCustomersOnly = (error: unknown): string | undefined =>
  (error instanceof ApiError && error.code === 'integrations-for-customers' ? error.description : undefined);

export const WEBHOOK_EVENTS: readonly WebhookEvent[] = ['transfer.sent', 'transfer.confirmed', 'transfer.disputed', 'transfer.autoCommitted', 'invoice.issued'];

export const integrationApi = {
  serviceAccounts: async () => (await api<ServiceAccount[]>('GET', '/api/serviceaccounts', { query: { count: 1000 } })).data,
  createServiceAccount: async (body: NewServiceAccount) => (await api<{ serviceAccount: ServiceAccount; key: string }>('POST', '/api/serviceaccount', { body })).data,
  revokeServiceAccount: (id: number) => api('DELETE', `/api/serviceaccount/${id}`),
  /** The acting customer's locations a key may be bound to. */
  locations: async (customerId: number) =>
    (await api<CustomerLocation[]>('GET', '/api/locations', { query: { customerId, count: 1000, sort: 'name', order: 'ASC' } })).data,

  webhooks: async () => (await api<Webhook[]>('GET', '/api/webhooks')).data,
  registerWebhook: async (body: WebhookInput) => (await api<{ webhook: Webhook; secret: string }>('POST', '/api/webhook', { body })).data,
  changeWebhook: async (webhook: Webhook, changes: Partial<WebhookInput>) => (await api<Webhook>('PUT', `/api/webhook/${webhook.id}`, {
    body: { url: webhook.url, events: webhook.events, description: webhook.description, active: webhook.active, ...changes, version: webhook.version },
  })).data,
  deleteWebhook: (id: number) => api('DELETE', `/api/webhook/${id}`),
  deliveries: (query: { webhookId?: number; status?: DeliveryStatus; index: number; count: number }) => api<WebhookDelivery[]>('GET', '/api/webhookdeliveries', { query }),
  delivery: async (id: number) => (await api<WebhookDeliveryDetail>('GET', `/api/webhookdelivery/${id}`)).data,
  resend: async (id: number) => (await api<WebhookDeliveryDetail>('POST', '/api/webhookresend', { body: { id } })).data,
};
