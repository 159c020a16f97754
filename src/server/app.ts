// The API server: one Fastify instance that serves the API under /api and the built portal.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { identifierFormats } from '../domain/formats.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { openapiDocument, registerContractSchemas } from './http/contract.js';
import { installErrorHandling } from './http/errors.js';
import { installRequestContext } from './http/request-context.js';
import { installCompression } from './http/compression.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { strictValidatorCompiler } from './http/validation.js';
import { installTermsGate } from './http/terms-gate.js';
import { languageOf, text } from './i18n/texts.js';
import { routeModules } from './routes/index.js';

declare module 'fastify' {
  interface FastifyInstance { registeredRoutes: Array<{ method: string; url: string }> }
}

export interface ServerOptions {
  db: Database;
  config: ServerConfig;
  logger?: boolean;
}

export async function buildServer({ db, config, logger = false }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info' } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 8 * 1024 * 1024,
    schemaController: { compilersFactory: { buildValidator: strictValidatorCompiler as never } }, // bodies not coerced; strict numbers and text
    ajv: { customOptions: { keywords: ['x-enum-names', 'x-reference', 'x-money'], allErrors: false, formats: { html: true, ...identifierFormats } } }, // html: rich text, sanitized by the routes; gln and org-number: check digits; the first error only, so a huge bad body costs little
  });

  // Every route the server answers, for the contract test against openapi.yaml.
  const routes: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', routes);

  installErrorHandling(app);
  installSecurityHeaders(app);
  registerContractSchemas(app);
  await app.register(rateLimit, { global: false });
  installCompression(app);

  await app.register(swagger, { mode: 'static', specification: { document: openapiDocument as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  installRequestContext(app, db, config.contextCacheMs);
  installTermsGate(app, db);
  for (const register of routeModules) register(app, { db, config });

  const dist = resolve(config.distDir);
  const portalBuilt = existsSync(resolve(dist, 'index.html'));
  if (portalBuilt) {
    await app.register(fastifyStatic, {
      root: dist, wildcard: false, index: false, maxAge: '1h', immutable: false,
      // Built once as .br and .gz beside each file (scripts/precompress.ts), sent as the browser accepts.
      preCompressed: true,
      // A hashed asset never changes under its name: kept for a year without asking again. The page
      // itself is asked for every time, so a new version is picked up at once.
      setHeaders: (response, path) => {
        if (/[/\\]assets[/\\]/.test(path)) response.header('cache-control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('index.html')) response.header('cache-control', 'no-cache');
      },
    });
  }
  // Any other GET outside /api is a portal route: the single-page app takes it from there.
  app.setNotFoundHandler((request, reply) => {
    if (portalBuilt && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.sendFile('index.html');
    }
    const language = languageOf(request.headers['accept-language']);
    return reply.status(404).send({ error: { code: 'not-found', description: text('routeNotFound', language) } });
  });

  return app;
}
