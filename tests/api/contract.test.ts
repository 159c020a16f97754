// DESIGN: every call is in schemas/openapi.yaml, and the document lists nothing the server lacks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiDocument, openapiPath } from '../../src/server/http/contract';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());

const methods = ['get', 'post', 'put', 'patch', 'delete'];

describe('openapi.yaml and the server agree', () => {
  it('documents every route the server answers, and nothing more', () => {
    const served = server.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') || route.url === '/version.json')
      .map((route) => `${route.method} ${openapiPath(route.url)}`)
      .sort();
    const documented = Object.entries(openapiDocument.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, item]) => Object.keys(item).filter((key) => methods.includes(key)).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(served).toEqual(documented);
  });

  it('serves the document in Swagger UI at /api/docs', async () => {
    const page = await server.call({ method: 'GET', url: '/api/docs/' });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('swagger');
    const json = await server.call({ method: 'GET', url: '/api/docs/json' });
    expect(json.body.paths['/api/locations']).toBeDefined();
  });
});
