// Issue 30: each service account's key has its own allowance of calls a minute on each server (the
// setting API_KEY_RATE_LIMIT); beyond it the key gets 429 with Retry-After until the minute has
// passed. People's sessions are not counted here, and public calls (login) keep their own limits.
import type { FastifyInstance } from 'fastify';
import { isApiKey } from '../auth/api-keys.js';
import { hashToken } from '../auth/sessions.js';
import { ApiError } from './errors.js';
import { bearerToken } from './request-context.js';

export function installKeyRateLimit(app: FastifyInstance, perMinute: number): void {
  const limit = app.rateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `api-key:${hashToken(bearerToken(request)!)}`,
    errorResponseBuilder: () => new ApiError(429, 'too-many-requests', 'tooManyRequests'),
  });
  // Before the context is resolved: a key over its allowance costs no database lookup.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.public || !request.url.startsWith('/api/') || !isApiKey(bearerToken(request))) return;
    await limit.call(app, request, reply);
  });
}
