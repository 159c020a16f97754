// Who keeps a customer's integrations (issue 30): the rule of the page (admin/service-accounts,
// admin/webhooks in the route table) and src/domain/service-accounts.ts, for the acting customer.
import { mayAccess } from '../../domain/access.js';
import { routeForPath } from '../../domain/routes.js';
import { mayManageIntegrations } from '../../domain/service-accounts.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';

export type IntegrationCaller = Pick<CallContext, 'user' | 'loginUser' | 'customer' | 'location' | 'scope' | 'session'>;

const PAGES = { serviceAccounts: routeForPath('admin/service-accounts')!.access, webhooks: routeForPath('admin/webhooks')!.access };

/** Refuses (403) anyone but the acting customer's administrators, and every service account. */
export function requireIntegrationAdmin(call: IntegrationCaller, page: keyof typeof PAGES): void {
  const isServiceAccount = call.session.serviceAccountId !== undefined;
  if (!mayAccess(call, PAGES[page]) || isServiceAccount) throw forbidden();
  if (!mayManageIntegrations({ ...call.user, isServiceAccount }, call.customer)) {
    throw call.customer.type === 'provider' ? new ApiError(403, 'integrations-for-customers', 'integrationsForCustomers') : forbidden();
  }
}
