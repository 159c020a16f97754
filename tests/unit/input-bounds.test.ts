// Everything a caller can send is bounded (issue 15): every string has a maxLength, every array a
// maxItems, every number a minimum and a maximum, in every operation's parameters and body of the
// OpenAPI document, references followed. A new schema that forgets a bound fails here.
import { describe, expect, it } from 'vitest';
import openapi from '../../generated/openapi.json';
import { MAX_FILE_BASE64_LENGTH } from '../../src/domain/files';

type Json = Record<string, any>;
type Document = { paths: Record<string, Json>; components: { schemas: Record<string, Json> } };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** Text whose format already bounds it. */
const BOUNDED_FORMATS = new Set(['date', 'date-time']);

/** The input a schema accepts without a bound, as "where: what" lines; read-only parts are not input. */
export function unboundedInput(document: Document): string[] {
  const found: string[] = [];
  const walked = new Set<string>();
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${where}/${index}`));
    if (!node || typeof node !== 'object') return;
    const schema = node as Json;
    if (schema.readOnly) return;
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/components/schemas/', '');
      if (!walked.has(name)) {
        walked.add(name);
        walk(document.components.schemas[name], `#${name}`);
      }
    }
    const types = [schema.type].flat();
    const fixed = schema.enum !== undefined || schema.const !== undefined;
    if (types.includes('string') && !fixed && !BOUNDED_FORMATS.has(schema.format)) {
      if (schema.maxLength === undefined) found.push(`${where}: string without maxLength`);
      else if (schema.contentEncoding === 'base64' && schema.maxLength !== MAX_FILE_BASE64_LENGTH) {
        found.push(`${where}: a file's maxLength is not MAX_FILE_BASE64_LENGTH (${MAX_FILE_BASE64_LENGTH})`);
      }
    }
    if (types.includes('array') && schema.maxItems === undefined) found.push(`${where}: array without maxItems`);
    for (const type of ['integer', 'number']) {
      if (types.includes(type) && !fixed && (schema.minimum === undefined || schema.maximum === undefined)) found.push(`${where}: ${type} without minimum and maximum`);
    }
    for (const [key, value] of Object.entries(schema)) if (key !== '$ref' && key !== 'enum' && key !== 'const' && key !== 'default') walk(value, `${where}/${key}`);
  };
  for (const [path, item] of Object.entries(document.paths)) {
    walk(item.parameters, `${path} parameters`);
    for (const method of METHODS.filter((name) => item[name])) {
      walk(item[method].parameters, `${method.toUpperCase()} ${path} parameters`);
      walk(item[method].requestBody, `${method.toUpperCase()} ${path} body`);
    }
  }
  return found;
}

const ID_MAX = 2147483647;

/**
 * Path and query parameters that name a row by number but accept more than an id (1..2147483647); a
 * code list's number (NumberedCode, E18's transaction statuses -1 and 0) is read in its own range.
 */
function idParametersWiderThanId(document: Document): string[] {
  const found: string[] = [];
  const code = document.components.schemas.NumberedCode.properties.id;
  for (const [path, item] of Object.entries(document.paths)) {
    const parameters: Json[] = [...(item.parameters ?? []), ...METHODS.flatMap((method) => item[method]?.parameters ?? [])];
    for (const { name, schema } of parameters) {
      if (name !== 'id' && !/Id$/.test(name)) continue;
      const inner = schema.type === 'array' ? schema.items : schema;
      if (inner.$ref === '#/components/schemas/Id' || inner.type !== 'integer' || inner.enum) continue;
      if (name === 'id' && inner.minimum === code.minimum && inner.maximum === code.maximum) continue;
      if (!(inner.minimum >= 1 && inner.maximum <= ID_MAX)) found.push(`${path} ${name}`);
    }
  }
  return found;
}

describe('bounds on every input of the API', () => {
  it('leaves no string, array or number unbounded in any parameter or body', () => {
    expect(unboundedInput(openapi as unknown as Document)).toEqual([]);
  });

  it('finds an unbounded value where there is one', () => {
    const document: Document = {
      paths: { '/api/x/{id}': { parameters: [{ name: 'id', in: 'path', schema: { type: 'integer' } }], put: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/X' } } } } } } },
      components: { schemas: { X: { type: 'object', properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' }, tags: { type: 'array', items: { type: 'string', maxLength: 5 } }, file: { type: 'string', contentEncoding: 'base64', maxLength: 10 } } } } },
    };
    expect(unboundedInput(document)).toEqual([
      '/api/x/{id} parameters/0/schema: integer without minimum and maximum',
      '#X/properties/name: string without maxLength',
      '#X/properties/tags: array without maxItems',
      `#X/properties/file: a file's maxLength is not MAX_FILE_BASE64_LENGTH (${MAX_FILE_BASE64_LENGTH})`,
    ]);
  });

  it('reads ids in paths and queries as ids: the shared Id schema, 1..2147483647, or narrower; a code list\'s number as a smallint', () => {
    expect(openapi.components.schemas.Id).toMatchObject({ type: 'integer', minimum: 1, maximum: ID_MAX });
    expect(openapi.components.schemas.NumberedCode.properties.id).toMatchObject({ type: 'integer', minimum: -32768, maximum: 32767 });
    expect(idParametersWiderThanId(openapi as unknown as Document)).toEqual([]);
  });
});
