// Issue 30: every answer the API suite receives is held against the OpenAPI document its clients are
// generated from (generated/openapi.json): the status must be one the call documents, the media type
// one it documents for that status, and a JSON body must match the documented schema. An object that
// lists its properties lists all of them: a field the document does not name fails, a write-only one
// too (docs/decisions.md).
// The schemas are checked with ajv, as the server checks requests (src/server/http/contract.ts).
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { identifierFormats } from '../../src/domain/formats';
import { openapiDocument } from '../../src/server/http/contract';

type Json = Record<string, any>;

const DOCUMENT_ID = 'openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * The document as an answer must meet it: every object that lists its properties closed to others
 * (objects that name no properties, a free-form map, stay open, and so do those that say what else
 * they take), and a write-only property (a file's content, a category as writes send it) neither
 * required nor allowed: it goes one way only.
 */
function asAnswered(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asAnswered);
  if (!node || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, asAnswered(value)])) as Json;
  const listsProperties = out.properties && typeof out.properties === 'object' && !Array.isArray(out.properties);
  if (!listsProperties) return out;
  const writeOnly = Object.keys(out.properties).filter((name) => out.properties[name]?.writeOnly === true);
  if (writeOnly.length > 0) {
    out.properties = Object.fromEntries(Object.entries(out.properties).filter(([name]) => !writeOnly.includes(name)));
    if (Array.isArray(out.required)) out.required = out.required.filter((name: string) => !writeOnly.includes(name));
  }
  if (!('additionalProperties' in out) && !('patternProperties' in out)) out.additionalProperties = false;
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, useDefaults: false, coerceTypes: false });
addFormats(ajv);
ajv.addFormat('html', true);
for (const [name, valid] of Object.entries(identifierFormats)) ajv.addFormat(name, valid);
// A document's own references (#/components/schemas/X) resolve inside it.
ajv.addSchema(asAnswered(openapiDocument) as Json, DOCUMENT_ID);

/** The document's paths as patterns; a path without parameters wins over one with, as in Fastify. */
const templates = Object.keys(openapiDocument.paths as Json)
  .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`), parameters: (path.match(/\{/g) ?? []).length }))
  .sort((a, b) => a.parameters - b.parameters);

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

const validators = new Map<string, ValidateFunction>();
function validatorFor(path: string, method: string, status: string, mediaType: string, ref?: string): ValidateFunction {
  const where = `${ref ?? `#/${pointer('paths', path, method, 'responses', status)}`}/${pointer('content', mediaType, 'schema')}`;
  let validate = validators.get(where);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}${where}` });
    validators.set(where, validate);
  }
  return validate;
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).slice(0, 8).map((error) => `${error.instancePath || '/'} ${error.message}${error.keyword === 'additionalProperties' ? ` (${error.params.additionalProperty})` : ''}${error.keyword === 'enum' ? ` (${JSON.stringify(error.params.allowedValues)})` : ''}`).join('; ');

const mediaTypeMatches = (documented: string, actual: string) =>
  documented === actual || documented === '*/*' || (documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1)));

export interface Answer { status: number; body: unknown; headers: Record<string, unknown> }

/**
 * What in an answer the document does not say, or undefined when it holds. A request outside the
 * document (the portal's files, /api/docs, an unknown path or method) is not checked here: the
 * contract test keeps the document and the server's routes the same.
 */
export function contractBreach(method: string, url: string, answer: Answer): string | undefined {
  const lowerMethod = method.toLowerCase();
  if (!METHODS.includes(lowerMethod)) return undefined;
  const path = new URL(url, 'http://localhost').pathname;
  const template = templates.find((candidate) => candidate.pattern.test(path) && (openapiDocument.paths as Json)[candidate.path][lowerMethod]);
  if (!template) return undefined;
  const call = `${method.toUpperCase()} ${template.path}`;
  const responses: Json = (openapiDocument.paths as Json)[template.path][lowerMethod].responses ?? {};
  const status = String(answer.status);
  const documentedStatus = [status, `${status[0]}XX`, 'default'].find((key) => key in responses);
  if (!documentedStatus) return `${call} answered ${status}, which it does not document (it documents ${Object.keys(responses).join(', ')})`;
  let response: Json = responses[documentedStatus];
  const ref: string | undefined = response.$ref;
  if (ref) response = ref.slice(2).split('/').reduce((node: Json, part) => node[part], openapiDocument as Json);
  const content: Json = response.content ?? {};
  const actualType = String(answer.headers['content-type'] ?? '').split(';')[0].trim();
  const body = answer.body;
  const empty = body === undefined || body === '' || body === null;
  if (!actualType) return empty || Object.keys(content).length === 0 ? undefined : `${call} ${status} has no content type`;
  const mediaType = Object.keys(content).find((documented) => mediaTypeMatches(documented, actualType));
  if (!mediaType) return `${call} ${status} answered ${actualType}, which it does not document (${Object.keys(content).join(', ') || 'no content'})`;
  if (!actualType.includes('json') || answer.headers['content-encoding'] || typeof body !== 'object') return undefined;
  if (!content[mediaType].schema) return undefined;
  const validate = validatorFor(template.path, lowerMethod, documentedStatus, mediaType, ref);
  if (validate(body)) return undefined;
  return `${call} ${status} does not match its documented body: ${describeErrors(validate.errors)}`;
}
