// The API server: one Fastify instance that serves the API under /api and the built portal.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { identifierFormats } from '../domain/formats.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { healthRoutes } from './fleet/health-routes.js';
import { installLaggingReads, type ReadReplica } from './fleet/lagging-reads.js';
import { buildMetricsServer, installMetrics } from './fleet/metrics.js';
import { Readiness } from './fleet/readiness.js';
import { installRequestIdHeader, requestIdGenerator } from './fleet/request-id.js';
import { openapiDocument, registerContractSchemas } from './http/contract.js';
import { installErrorHandling } from './http/errors.js';
import { installRequestContext } from './http/request-context.js';
import { installKeyRateLimit } from './http/key-rate-limit.js';
import { installWebhookDeliveries } from './integrations/delivery-worker.js';
import { installNoticeMail } from './notifications/mail.js';
import { installCompression } from './http/compression.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { strictValidatorCompiler } from './http/validation.js';
import { installTermsGate } from './http/terms-gate.js';
import { languageOf, text } from './i18n/texts.js';
import { routeModules } from './route-modules.js';

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: Array<{ method: string; url: string }>;
    /** Ready or not for the load balancer; drain() on SIGTERM. */
    readiness: Readiness;
    /** The metrics' own server, to listen on METRICS_PORT; absent when metrics are off. */
    metricsServer?: FastifyInstance;
  }
}

export interface ServerOptions {
  db: Database;
  config: ServerConfig;
  /** Fastify's JSON logger, at config.logLevel (tests run without). */
  logger?: boolean;
  /** A replica for the reads that may lag (DATABASE_READ_URL). */
  replica?: ReadReplica;
}

export async function buildServer({ db, config, logger = false, replica }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // One JSON object a line, each with the request's id (fleet/request-id.ts).
    logger: logger ? { level: config.logLevel, timestamp: () => `,"time":"${new Date().toISOString()}"`, formatters: { level: (label) => ({ level: label }) } } : false,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // The load balancer's checks, every second from each balancer, would drown the rest.
      disableRequestLogging: (request) => !config.logRequests || request.url === '/api/health' || request.url === '/api/ready',
    }),
    genReqId: requestIdGenerator(config.trustProxy),
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
  installRequestIdHeader(app);
  app.decorate('readiness', new Readiness(db));
  if (config.metrics) {
    installMetrics(app, db, replica?.state);
    const metricsServer = buildMetricsServer();
    app.decorate('metricsServer', metricsServer);
    app.addHook('onClose', () => metricsServer.close());
  }

  installErrorHandling(app);
  installSecurityHeaders(app);
  registerContractSchemas(app);
  await app.register(rateLimit, { global: false });
  installCompression(app);

  await app.register(swagger, { mode: 'static', specification: { document: openapiDocument as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  installKeyRateLimit(app, config.apiKeyRatePerMinute);
  installWebhookDeliveries(app, db, config.webhooks);
  installNoticeMail(app, db, config.webhooks.pollMs);
  installRequestContext(app, db, config.contextCacheMs);
  installTermsGate(app, db);
  healthRoutes(app, app.readiness);
  const laggingReads = installLaggingReads(app, db, replica, config.readYourWritesMs);
  for (const register of routeModules) register(app, { db, config, laggingReads });

  const dist = resolve(config.distDir);
  const portalBuilt = existsSync(resolve(dist, 'index.html'));
  // The signed-in portal's page fetches its code at once (scripts/portal-preload.ts); a build without it sends index.html.
  const appPage = existsSync(resolve(dist, 'app.html')) ? 'app.html' : 'index.html';
  if (portalBuilt) {
    await app.register(fastifyStatic, {
      root: dist, wildcard: false, index: false, maxAge: '1h', immutable: false,
      // Built once as .br and .gz beside each file (scripts/precompress.ts), sent as the browser accepts.
      preCompressed: true,
      // A hashed asset never changes under its name: kept for a year without asking again. The page
      // itself is asked for every time, so a new version is picked up at once.
      setHeaders: (response, path) => {
        if (/[/\\]assets[/\\]/.test(path)) response.header('cache-control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('.html')) response.header('cache-control', 'no-cache');
      },
    });
  }
  // Any other GET outside /api is a portal route: the single-page app takes it from there.
  app.setNotFoundHandler((request, reply) => {
    if (portalBuilt && request.method === 'GET' && !request.url.startsWith('/api/')) {
      const inPortal = request.url === '/app' || request.url.startsWith('/app/') || request.url.startsWith('/app?');
      return reply.sendFile(inPortal ? appPage : 'index.html');
    }
    const language = languageOf(request.headers['accept-language']);
    return reply.status(404).send({ error: { code: 'not-found', description: text('routeNotFound', language) } });
  });

  return app;
}
