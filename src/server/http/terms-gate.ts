// B19, B21, B22: until the login user has accepted the terms, the API answers only the calls of the
// terms flow itself; every other call is 403, so an unanswered dialog cannot be stepped around by
// calling the API directly. Runs after the request context (request-context.ts) has been resolved.
import type { FastifyInstance } from 'fastify';
import { mustAcceptTerms, TERMS_FLOW_CALLS } from '../../domain/terms.js';
import type { Database } from '../db/database.js';
import { ApiError } from './errors.js';

export function installTermsGate(app: FastifyInstance, db: Database): void {
  app.addHook('onRequest', async (request) => {
    const call = request.call;
    if (!call || !mustAcceptTerms(call.loginUser) || TERMS_FLOW_CALLS.has(`${request.method} ${request.routeOptions.url}`)) return;
    // The context may be cached by this instance from before the terms were accepted on another one.
    const stored = await db.selectFrom('users').select('confirmedGdpr').where('id', '=', call.loginUser.id).executeTakeFirst();
    if (stored?.confirmedGdpr) return;
    throw new ApiError(403, 'terms-not-accepted', 'termsNotAccepted');
  });
}
