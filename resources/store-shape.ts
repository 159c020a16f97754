// How a stored resource looks from the outside: its columns, its sort keys, its query parameters
// and its API calls, all read from the definition and the entity schema. `npm run generate` writes
// the calls into the OpenAPI document from this; the server's generic routes serve the same shape.
import { RECORD_VERSION } from '../src/domain/versions';
import type { ResourceDefinition } from './definition';

type Json = Record<string, any>;
/** Finds a schema by its $id ("enums/country.schema.json") or a local reference. */
export type SchemaResolver = (ref: string) => Json;

export interface StoredProperty {
  name: string;
  /** The property is a column of the table (same name, snake_case in SQL). */
  column: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  type: string;
  /** The resolved schema of the property (references followed, null unwrapped). */
  schema: Json;
  /** Rich text, sanitized on the server. */
  html: boolean;
  /** A file as base64 (contentEncoding), limited in size (R36). */
  file: boolean;
}

/** Follows $ref and unwraps nullable forms (type [x, null], oneOf [X, null]). */
export function resolveProperty(node: Json, resolve: SchemaResolver): Json {
  if (node.$ref) {
    const { $ref, ...annotations } = node;
    return { ...resolveProperty(resolve($ref), resolve), ...annotations };
  }
  if (Array.isArray(node.oneOf)) {
    const options = node.oneOf.filter((option: Json) => option.type !== 'null');
    if (options.length === 1) {
      const { oneOf: _oneOf, ...annotations } = node;
      return { ...resolveProperty(options[0], resolve), ...annotations };
    }
  }
  if (Array.isArray(node.type)) return { ...node, type: node.type.find((type: string) => type !== 'null') };
  return node;
}

export function storedProperties(definition: ResourceDefinition<any>, resolve: SchemaResolver): StoredProperty[] {
  const schema = resolve(definition.schema);
  const readColumns = new Set(definition.store?.readColumns ?? []);
  const virtual = new Set(definition.store?.virtual ?? []);
  return Object.entries<Json>(schema.properties ?? {}).map(([name, node]) => {
    const resolved = resolveProperty(node, resolve);
    const readOnly = Boolean(resolved.readOnly);
    const writeOnly = Boolean(resolved.writeOnly);
    const nested = resolved.type === 'object' || (resolved.type === 'array' && resolveProperty(resolved.items ?? {}, resolve).type === 'object');
    return {
      name,
      // The version (O25) is read with the row and written only by the compare-and-increment of an update.
      column: name === 'id' || name === RECORD_VERSION || readColumns.has(name) || (!readOnly && !writeOnly && !nested && !virtual.has(name)),
      readOnly,
      writeOnly,
      type: resolved.enum ? (typeof resolved.enum[0] === 'number' ? 'integer' : 'string') : resolved.type,
      schema: resolved,
      html: resolved.format === 'html',
      file: resolved.contentEncoding === 'base64',
    };
  });
}

/** The columns the list sorts by: the definition's choice, or its columns that are columns. */
export function sortKeys(definition: ResourceDefinition<any>, properties: StoredProperty[]): string[] {
  const columns = new Set(properties.filter((property) => property.column).map((property) => property.name));
  const keys = definition.store?.sortable ?? (definition.list.columns as string[]).filter((name) => columns.has(name));
  return [...new Set([...keys, 'id'])];
}

/** PostgreSQL's integer: no number a caller sends may overflow the column it is compared with. */
const INTEGER_MIN = -2147483648;
const INTEGER_MAX = 2147483647;
/** The shared id schema (schemas/id.schema.json): 1..2147483647, plain digits in a path or query. */
const ID = { $ref: '#/components/schemas/Id' };

/**
 * The schema of an integer id in a path or an id filter: the shared one, unless the entity's own id
 * reaches below 1 (a code list's numbers: E18's transaction statuses -1 and 0), where it is the
 * entity's range, so that every id its list hands out can be asked for.
 */
function integerIdSchema(properties: StoredProperty[]): Json {
  const id = properties.find((property) => property.name === 'id')?.schema;
  if (typeof id?.minimum !== 'number' || id.minimum >= 1) return ID;
  return { type: 'integer', minimum: id.minimum, maximum: id.maximum ?? INTEGER_MAX };
}

/** The query parameter schema of a filter on a schema property; filter-only values join the enum (E19). */
export function filterParameterSchema(definition: ResourceDefinition<any>, property: StoredProperty): Json {
  if (property.type === 'boolean') return { type: 'boolean' };
  const extra = (definition.list.filterOnly?.[property.name] ?? []).map((value) => value.id);
  const item: Json = property.schema.enum
    ? { type: property.type, enum: [...property.schema.enum, ...extra] }
    : extra.length ? { enum: extra, type: property.type } : { type: property.type === 'number' ? 'number' : property.type };
  if (item.type === 'string' && !item.enum) item.maxLength = 200;
  if ((item.type === 'integer' || item.type === 'number') && !item.enum) {
    item.minimum = property.schema.minimum ?? INTEGER_MIN;
    item.maximum = property.schema.maximum ?? INTEGER_MAX;
  }
  return { type: 'array', items: item, maxItems: 1000 };
}

/** Issue 33: a later page of the same selection is not counted again when the caller sends the total it has. */
export const TOTAL_PARAMETER = {
  name: 'total', in: 'query',
  description: 'The total the first page of the same filters answered. A later page (index above 0) then reads its rows only and answers this total (or, on the last page, where the rows end).',
  schema: { type: 'integer', minimum: 0, maximum: INTEGER_MAX },
};

const PAGING = [
  { name: 'index', in: 'query', schema: { type: 'integer', minimum: 0, maximum: INTEGER_MAX, default: 0 } },
  { name: 'count', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 } },
  TOTAL_PARAMETER,
];

/** Every query parameter of the list call. */
export function listParameters(definition: ResourceDefinition<any>, properties: StoredProperty[]): Json[] {
  const byName = new Map(properties.map((property) => [property.name, property]));
  const sort = sortKeys(definition, properties);
  const parameters: Json[] = [
    ...PAGING,
    { name: 'sort', in: 'query', schema: { type: 'string', enum: sort, default: sort.includes(definition.list.sort.field) ? definition.list.sort.field : 'id' } },
    { name: 'order', in: 'query', schema: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'], default: definition.list.sort.order } },
  ];
  if (definition.store?.search?.length) {
    parameters.push({ name: 'q', in: 'query', description: `Free text over ${definition.store.search.join(', ')} and id.`, schema: { type: 'string', maxLength: 100 } });
  }
  const textIds = definition.store?.idGiven && byName.get('id')?.type === 'string';
  parameters.push({ name: 'id', in: 'query', description: 'Only these rows (references).', schema: { type: 'array', items: textIds ? { type: 'string', maxLength: 200 } : integerIdSchema(properties), maxItems: 1000 } });
  const custom = definition.store?.parameters ?? {};
  for (const name of definition.list.filters) {
    if (name === 'q' || name === 'id' || custom[name]) continue;
    const property = byName.get(name);
    const filterOnly = definition.list.filterOnly?.[name];
    if (!property && filterOnly) {
      // A filter made of filter-only values alone (E19), e.g. expired / not expired.
      const type = typeof filterOnly[0].id === 'number' ? 'integer' : 'string';
      parameters.push({ name, in: 'query', schema: { type: 'array', items: { type, enum: filterOnly.map((value) => value.id) }, maxItems: 10 } });
      continue;
    }
    if (!property?.column) throw new Error(`${definition.name}: filter ${name} is not a column of ${definition.schema}`);
    parameters.push({ name, in: 'query', schema: filterParameterSchema(definition, property) });
  }
  for (const [name, schema] of Object.entries(custom)) parameters.push({ name, in: 'query', schema });
  return parameters;
}

/** The version property of an update's body: what the record was read at, sent back (O25). */
function sentVersion(properties: Record<string, Json>): Record<string, Json> {
  if (!properties?.[RECORD_VERSION]) return {};
  const { readOnly: _readOnly, ...version } = properties[RECORD_VERSION];
  return { [RECORD_VERSION]: version };
}

/**
 * The body of a partial update (PATCH, N18): the entity's writable properties, none required or
 * defaulted, at least one; a versioned entity's version is required besides (O25).
 */
export function changesSchema(entity: Json): Json {
  const { required: _required, $id: _id, title, properties, ...rest } = entity as Json & { properties: Record<string, Json> };
  // No defaults: the validator would fill in every absent property and so change it.
  const writable = Object.fromEntries(Object.entries(properties).filter(([, property]) => !property.readOnly).map(([name, { default: _default, ...property }]) => [name, property]));
  const version = sentVersion(properties);
  const versioned = Object.keys(version).length > 0;
  return { ...rest, title: `${title}Changes`, properties: { ...writable, ...version }, ...(versioned ? { required: [RECORD_VERSION] } : {}), minProperties: versioned ? 2 : 1 };
}

/** The body of a whole update (PUT) of a versioned entity: the entity with the version it was read at, required (O25). */
export function updateSchema(entity: Json): Json | undefined {
  const { $id: _id, title, properties, required = [], ...rest } = entity as Json & { properties: Record<string, Json>; required?: string[] };
  const version = sentVersion(properties);
  if (!Object.keys(version).length) return undefined;
  return { ...rest, title: `${title}Update`, properties: { ...properties, ...version }, required: [...required, RECORD_VERSION] };
}

/** The OpenAPI paths of a stored resource's calls; `title` is the entity schema's component name. */
export function storedPaths(definition: ResourceDefinition<any>, title: string, resolve: SchemaResolver): Record<string, Json> {
  const properties = storedProperties(definition, resolve);
  const ref = { $ref: `#/components/schemas/${title}` };
  const one = { description: `The ${title}.`, content: { 'application/json': { schema: { type: 'object', required: ['data'], properties: { data: ref } } } } };
  const error = { $ref: '#/components/responses/Error' };
  const idType = properties.find((property) => property.name === 'id')?.type === 'string' ? 'string' : 'integer';
  const idParameter = { name: 'id', in: 'path', required: true, schema: idType === 'string' ? { type: 'string', maxLength: 200 } : integerIdSchema(properties) };
  // Writes a business rule asks to confirm first (e.g. an unknown postcode) are resent with confirm.
  const confirm = { name: 'confirm', in: 'query', description: 'Codes of the confirmations the user has given.', schema: { type: 'array', items: { type: 'string', maxLength: 60 }, maxItems: 10 } };
  const body = { required: true, content: { 'application/json': { schema: ref } } };
  // An update carries the version it read (O25), where the entity has one.
  const versioned = properties.some((property) => property.name === RECORD_VERSION);
  const updateBody = versioned ? { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${title}Update` } } } } : body;
  const tags = [definition.menu.area];
  const served = new Set(definition.store?.served ?? Object.keys(definition.api));
  const api = Object.fromEntries(Object.entries(definition.api).filter(([call]) => served.has(call))) as ResourceDefinition['api'];
  const paths: Record<string, Json> = {};
  const add = (path: string, method: string, operation: Json) => { paths[path] = { ...paths[path], [method]: { tags, ...operation } }; };
  if (api.list) {
    add(`/api/${api.list}`, 'get', {
      summary: `${title} rows in the caller's scope`,
      parameters: listParameters(definition, properties),
      responses: {
        '200': { description: `One page and the total${definition.store?.recordOnly?.length ? `; ${definition.store.recordOnly.join(', ')} only in the call for one row` : ''}.`, content: { 'application/json': { schema: { type: 'object', required: ['data', 'total'], properties: { data: { type: 'array', items: ref }, total: { type: 'integer' }, totalIsEstimate: { type: 'boolean', description: 'Issue 16: true when the selection has more than 10,000 rows: total is then the database\'s estimate, and pages reach its first 10,000 rows.' } } } } } },
        '400': error, '401': error, '403': error,
      },
    });
  }
  if (api.one) add(`/api/${api.one}/{id}`, 'get', { summary: `One ${title}`, parameters: [idParameter], responses: { '200': one, '400': error, '401': error, '403': error, '404': error } });
  if (api.create) add(`/api/${api.create}`, 'post', { summary: `Create a ${title}`, parameters: [confirm], requestBody: body, responses: { '200': one, '400': error, '401': error, '403': error, '409': error } });
  if (api.update) add(`/api/${api.update}/{id}`, 'put', { summary: `Update a ${title}`, parameters: [idParameter, confirm], requestBody: updateBody, responses: { '200': one, '400': error, '401': error, '403': error, '404': error, '409': error } });
  if (api.update) {
    // N18: a partial update; its body is the entity without required fields (changesSchema).
    const partial = { $ref: `#/components/schemas/${title}Changes` };
    add(`/api/${api.update}/{id}`, 'patch', { summary: `Change some fields of a ${title}`, parameters: [idParameter, confirm], requestBody: { required: true, content: { 'application/json': { schema: partial } } }, responses: { '200': one, '400': error, '401': error, '403': error, '404': error, '409': error } });
  }
  if (api.delete) add(`/api/${api.delete}/{id}`, 'delete', { summary: `Delete a ${title}`, parameters: [idParameter, confirm], responses: { '200': { $ref: '#/components/responses/Empty' }, '400': error, '401': error, '403': error, '404': error, '409': error } });
  return paths;
}
