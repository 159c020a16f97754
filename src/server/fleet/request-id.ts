// Every request has an id: in each line Fastify logs for it, in the X-Request-Id header of its answer
// and in each audit entry it writes (system/audit.ts), so one complaint leads to all three. Behind a
// trusted proxy (TRUST_PROXY) an X-Request-Id the proxy set is kept, so its log matches ours too.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy may hand us: short, and nothing that could break a log line or a header. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,100}$/;

export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return trustProxy && typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  };
}

/** The caller gets the id back on every answer, errors included. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
