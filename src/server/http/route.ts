// Registers a route with the request schema its openapi.yaml operation declares.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { LaggingReads } from '../fleet/lagging-reads.js';
import { contractSchema } from './contract.js';

/**
 * What every route module gets: the database, the configuration, and the database for a request's
 * reads that may lag a little (the replica's, when there is one and the caller has not just written).
 */
export interface RouteDeps { db: Database; config: ServerConfig; laggingReads: LaggingReads }
export type RouteModule = (app: FastifyInstance, deps: RouteDeps) => void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body carries files as base64: a larger body limit, and a body over it is a file too large (O18). */
    files?: boolean;
    /** A POST that only reads (its filter in a body): no read-your-writes mark (fleet/lagging-reads.ts). */
    readsOnly?: boolean;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (request: FastifyRequest<any>, reply: FastifyReply) => Promise<unknown>;

export interface RouteOptions {
  /** Reachable without a session (login, version). */
  public?: boolean;
  /** Needs the context as stored right now, not as cached a moment ago. */
  freshContext?: boolean;
  preHandler?: preHandlerAsyncHookHandler[];
  onRequest?: preHandlerAsyncHookHandler[];
  /** The body carries a file (base64, at most 5 MB decoded: P02). */
  files?: boolean;
  /** A POST that writes nothing (a report asked for with a body). */
  readsOnly?: boolean;
}

/** Room for a 5 MB file as base64 and the rest of its record, so that a larger file reaches the check that names it (O18). */
export const FILE_BODY_LIMIT = 12 * 1024 * 1024;

/** What a caller without a session may send: a login, a registration, a password request. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/**
 * A route's hook that starts the handler in a turn of the event loop of its own: a file's body (up to
 * 12 MB of JSON) is parsed and checked in one turn, and the handler's reads and the file's decoding
 * would follow it in the same one, every other user's request waiting meanwhile (issue 33).
 */
export const afterBodyTurn: preHandlerAsyncHookHandler = async () => { await nextTurn(); };

export function addRoute(app: FastifyInstance, method: Method, url: string, handler: Handler, options: RouteOptions = {}): void {
  const preHandler = [...(options.files ? [afterBodyTurn] : []), ...(options.preHandler ?? [])];
  app.route({
    method,
    url,
    schema: contractSchema(method, url),
    config: { public: options.public ?? false, freshContext: options.freshContext ?? false, files: options.files ?? false, readsOnly: options.readsOnly ?? false },
    ...(options.files ? { bodyLimit: FILE_BODY_LIMIT } : {}),
    ...(options.public ? { bodyLimit: PUBLIC_BODY_LIMIT } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(preHandler.length ? { preHandler } : {}),
    handler,
  });
}
