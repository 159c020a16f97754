// How requests are validated against their openapi.yaml schemas. A body is JSON and keeps its types:
// {"id": true} is not id 1 and a number is not text. Query strings and path parameters are text, so
// their numbers and arrays are coerced, but a number must be written as plain decimal digits: 0x1,
// +1, 01, 1e0 and " 1" do not read as 1. Text anywhere in a request may hold no NUL byte and no lone
// surrogate half: PostgreSQL cannot store them, and they are never what a person typed.
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema } from 'fastify';

type Json = Record<string, unknown>;
type HttpPart = 'body' | 'querystring' | 'params' | 'headers';
/** What Fastify asks a validator compiler to compile. */
interface RouteSchema { schema: FastifySchema; httpPart?: string }
interface AjvServerOptions { customOptions?: Options }

/** The keyword of the error for text that cannot be stored (errors.ts gives it its own message). */
export const BAD_CHARACTERS = 'characters';

/** NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one. */
const badCharacter = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const pointer = (path: Array<string | number>) => path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The first string (or key) in a value that holds a character no one types; walked without recursion. */
export function badTextAt(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: node, path } = pending.pop()!;
    if (typeof node === 'string') {
      if (badCharacter.test(node)) return pointer(path);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (badCharacter.test(key)) return pointer(path);
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

const plainInteger = /^-?(0|[1-9][0-9]*)$/;
const plainDecimal = /^-?(0|[1-9][0-9]*)\.[0-9]+$/;

/**
 * The first query or path value that ajv read as a number although it was not written as one:
 * compares each coerced number with the text it came from.
 */
function looseNumberAt(raw: Json, validated: Json): { path: string; integer: boolean } | undefined {
  for (const [name, value] of Object.entries(validated)) {
    const texts = [raw[name]].flat();
    const numbers = [value].flat();
    for (const [index, number] of numbers.entries()) {
      if (typeof number !== 'number' || typeof texts[index] !== 'string') continue;
      const integer = Number.isInteger(number);
      if (!(integer ? plainInteger : plainDecimal).test(texts[index] as string)) {
        return { path: Array.isArray(value) ? pointer([name, index]) : pointer([name]), integer };
      }
    }
  }
  return undefined;
}

const characterError = (instancePath: string): ErrorObject =>
  ({ instancePath, schemaPath: '#', keyword: BAD_CHARACTERS, params: {}, message: 'must not contain NUL or unpaired surrogates' });
const numberError = (instancePath: string, integer: boolean): ErrorObject =>
  ({ instancePath, schemaPath: '#', keyword: 'type', params: { type: integer ? 'integer' : 'number' }, message: `must be ${integer ? 'integer' : 'number'}` });

/** The top-level properties of each body as sent, before the validator filled in its defaults. */
const sentKeys = new WeakMap<object, ReadonlySet<string>>();

/**
 * The properties the caller itself put in a body (a default the schema filled in is not among them),
 * so that a field the caller may not set is refused only when the caller sent it.
 */
export function sentProperties(body: unknown): ReadonlySet<string> {
  if (!body || typeof body !== 'object') return new Set();
  return sentKeys.get(body) ?? new Set(Object.keys(body));
}

/** Runs ajv's validator after the checks ajv cannot make; Fastify reads `errors` as from ajv. */
function strict(validate: ValidateFunction, part: HttpPart): ValidateFunction {
  const textual = part === 'querystring' || part === 'params';
  const check = ((data: unknown) => {
    const badText = badTextAt(data);
    if (badText !== undefined) {
      check.errors = [characterError(badText)];
      return false;
    }
    if (part === 'body' && data && typeof data === 'object' && !Array.isArray(data)) sentKeys.set(data, new Set(Object.keys(data)));
    // The text as sent, before ajv coerces it in place (parameters are flat: strings or arrays of them).
    const raw = textual && data && typeof data === 'object' ? { ...(data as Json) } : undefined;
    const valid = validate(data);
    check.errors = validate.errors;
    if (!valid || !raw) return valid;
    const loose = looseNumberAt(raw, data as Json);
    if (!loose) return true;
    check.errors = [numberError(loose.path, loose.integer)];
    return false;
  }) as ValidateFunction;
  return check;
}

/**
 * Fastify's compiler factory (the `schemaController` option): one ajv for bodies without type
 * coercion, one for the text parts of a request with it; both know the shared schemas. Fastify asks
 * for a compiler again for every route of a context that added schemas; the same schemas get the
 * same compiler, as with Fastify's own ajv compiler (else every route paid for two new ajv
 * instances, their meta-schema and every shared schema: seconds at each start).
 */
export const strictValidatorCompiler = (() => {
  let last: { schemas: unknown[]; options?: AjvServerOptions; compiler: ReturnType<typeof validatorCompiler> } | undefined;
  // Fastify copies the shared schemas for each server it builds: the servers of one process (a
  // fleet's, the tests') whose copies read alike share one compiler, so a route's schema (the same
  // object for every server, http/contract.ts) is compiled once, not once per server. The text leaves
  // out the options' functions (the formats' checks): they are the same module's for every server.
  const byText = new Map<string, ReturnType<typeof validatorCompiler>>();
  return (externalSchemas: Record<string, unknown>, options?: AjvServerOptions) => {
    const schemas = Object.values(externalSchemas);
    const same = last && last.options === options && last.schemas.length === schemas.length && last.schemas.every((schema, i) => schema === schemas[i]);
    if (!same) {
      const text = JSON.stringify([externalSchemas, options ?? {}]);
      const compiler = byText.get(text) ?? validatorCompiler(externalSchemas, options ?? {});
      byText.set(text, compiler);
      last = { schemas, options, compiler };
    }
    return last!.compiler;
  };
})();

function validatorCompiler(externalSchemas: Record<string, unknown>, options: AjvServerOptions) {
  // A body's property the schema does not list is refused (additionalProperties: false answers 400
  // naming it): a field the caller may not set is never silently dropped. A query parameter the
  // operation does not declare is still dropped (contract.ts).
  const ajvFor = (coerceTypes: Options['coerceTypes'], removeAdditional: Options['removeAdditional']) => {
    const ajv = new Ajv({ useDefaults: true, addUsedSchema: false, allErrors: false, ...options.customOptions, removeAdditional, coerceTypes });
    addFormats(ajv);
    for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as Json);
    return ajv;
  };
  const bodies = ajvFor(false, false);
  const texts = ajvFor('array', true);
  return ({ schema, httpPart }: RouteSchema) => {
    const part = (httpPart ?? 'body') as HttpPart;
    return strict((part === 'body' ? bodies : texts).compile(schema as Json), part);
  };
}
