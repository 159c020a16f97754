// Who calls and where (section C), as every route and every layer below the routes reads it. Types
// only, so the layers the request context is resolved with (sessions, the context cache, the audit,
// the location queries, the generic rules) name it without depending on its resolution.
import type { LocationScope } from '../../domain/access.js';
import type { ContextCustomer } from '../masterdata/customers.js';
import type { ContextUser } from '../identity/users.js';
import type { ServerLanguage } from '../i18n/texts.js';

/** A signed-in session, or the stand-in of a service account's key. */
export interface ActiveSession {
  id: number;
  loginUserId: number;
  rememberMe: boolean;
  /** Set when the call came with a service account's key instead of a session (api-keys.ts). */
  serviceAccountId?: number;
}

export interface CallContext {
  session: ActiveSession;
  loginUser: ContextUser;
  loginCustomer: ContextCustomer;
  /** The acting user: the login user, or the one impersonated. */
  user: ContextUser;
  customer: ContextCustomer;
  /** The context's location, with its balance location (the account its stock is kept on, domain/ledger/accounts.ts). */
  location: { id: number; customerId: number; isBalance: boolean; locationIdInventEx: number | null; isMainLocation: boolean; statusId: number; chainId: number | null };
  /** Which locations the acting user may read (C05, C42). */
  scope: LocationScope;
  language: ServerLanguage;
  /** The request's id (the X-Request-Id the caller gets back): its audit entries carry it. */
  requestId?: string;
}
