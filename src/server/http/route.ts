// Registers a route with the request schema its openapi.yaml operation declares.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { contractSchema } from './contract.js';

/** What every route module gets: the database and the configuration. */
export interface RouteDeps { db: Database; config: ServerConfig }
export type RouteModule = (app: FastifyInstance, deps: RouteDeps) => void;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (request: FastifyRequest<any>, reply: FastifyReply) => Promise<unknown>;

export interface RouteOptions {
  /** Reachable without a session (login, version). */
  public?: boolean;
  /** Needs the context as stored right now, not as cached a moment ago. */
  freshContext?: boolean;
  preHandler?: preHandlerAsyncHookHandler[];
  onRequest?: preHandlerAsyncHookHandler[];
}

export function addRoute(app: FastifyInstance, method: Method, url: string, handler: Handler, options: RouteOptions = {}): void {
  app.route({
    method,
    url,
    schema: contractSchema(method, url),
    config: { public: options.public ?? false, freshContext: options.freshContext ?? false },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler,
  });
}
