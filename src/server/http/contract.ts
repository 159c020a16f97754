// Request validation comes from schemas/openapi.yaml (bundled into generated/openapi.json): a route
// gets the body, query and path schemas its operation declares, so the document and the server
// cannot drift apart (tests/api/contract.test.ts checks that every route is documented).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifySchema } from 'fastify';

type Json = Record<string, any>;

const document: Json = JSON.parse(readFileSync(join(import.meta.dirname, '../../../generated/openapi.json'), 'utf8'));
export const openapiDocument = document;

const SHARED_ID = 'openapi';

/** Points local references at the shared schema Fastify knows by id. */
function shared(node: unknown): any {
  if (Array.isArray(node)) return node.map(shared);
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? [key, `${SHARED_ID}#/definitions/${value.slice('#/components/schemas/'.length)}`]
        : [key, shared(value)]));
  }
  return node;
}

// Made once per process: every server built here (a fleet's, a test's) hands its validator compiler
// the very same schema objects, so the compiled validators are reused, not compiled again per server.
const sharedSchemas = { $id: SHARED_ID, definitions: shared(document.components.schemas) };
const routeSchemas = new Map<string, FastifySchema>();

export function registerContractSchemas(app: FastifyInstance): void {
  app.addSchema(sharedSchemas);
}

/** The openapi path of a Fastify url: /api/location/:id -> /api/location/{id}. */
export const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export function contractSchema(method: string, url: string): FastifySchema {
  const key = `${method} ${url}`;
  if (!routeSchemas.has(key)) routeSchemas.set(key, operationSchema(method, url));
  return routeSchemas.get(key)!;
}

function operationSchema(method: string, url: string): FastifySchema {
  const pathItem: Json | undefined = document.paths[openapiPath(url)];
  const operation: Json | undefined = pathItem?.[method.toLowerCase()];
  if (!pathItem || !operation) throw new Error(`${method} ${url} is not in schemas/openapi.yaml`);
  const parameters: Json[] = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
  const group = (where: string) => {
    const params = parameters.filter((parameter) => parameter.in === where);
    // Every query string is checked, also where none is declared (its text, then dropped).
    if (params.length === 0 && where !== 'query') return undefined;
    return {
      type: 'object',
      // A parameter the operation does not declare is dropped: no handler reads unchecked input.
      additionalProperties: false,
      properties: Object.fromEntries(params.map((parameter) => [parameter.name, shared(parameter.schema)])),
      required: params.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    };
  };
  const body = operation.requestBody?.content?.['application/json']?.schema;
  return {
    ...(body ? { body: shared(body) } : {}),
    ...(group('query') ? { querystring: group('query') } : {}),
    ...(group('path') ? { params: group('path') } : {}),
  };
}
