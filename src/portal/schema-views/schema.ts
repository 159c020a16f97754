// Reads a JSON Schema (with its $refs into schemas/) into property descriptors the views render.
import { schemaRegistry } from '../../../generated/schema-registry';
import { RECORD_VERSION } from '../../domain/versions';

type Json = Record<string, any>;

export type PropertyKind =
  | 'string' | 'text' | 'email' | 'uri' | 'date' | 'date-time' | 'html' | 'file'
  | 'integer' | 'number' | 'boolean' | 'enum'
  | 'objectArray' | 'enumArray' | 'primitiveArray' | 'referenceArray' | 'object';

export interface PropertyDescriptor {
  name: string;
  kind: PropertyKind;
  required: boolean;
  nullable: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** x-reference: the API collection the value is an id of. */
  reference?: string;
  /** x-money: integer øre, shown and typed in kroner with 2 decimals (P17). */
  money?: boolean;
  enumValues?: Array<string | number>;
  /** Names of the enum values, for translation keys enums.<enumTitle>.<name>. */
  enumNames?: string[];
  enumTitle?: string;
  minimum?: number;
  maximum?: number;
  step?: number;
  minLength?: number;
  maxLength?: number;
  defaultValue?: unknown;
  /** Files (contentEncoding base64): the media types accepted, e.g. image/*. */
  mediaType?: string;
  /** For arrays of objects and objects: their properties. */
  properties?: PropertyDescriptor[];
}

const registry = schemaRegistry as unknown as Record<string, Json>;

const byTitle = new Map(Object.entries(registry).map(([id, schema]) => [`#/components/schemas/${schema.title}`, id]));

/** A schema by its $id, or by the openapi component name generate gave it. */
export function schemaById(id: string): Json {
  const schema = registry[id] ?? registry[byTitle.get(id) ?? ''];
  if (!schema) throw new Error(`Unknown schema ${id}`);
  return schema;
}

/** Follows $ref and unwraps `oneOf: [X, {type: null}]`; keeps the outer annotations. */
function resolve(node: Json): { schema: Json; nullable: boolean; enumTitle?: string } {
  if (node.$ref) {
    const target = schemaById(node.$ref);
    const inner = resolve(target);
    const { $ref: _ref, ...annotations } = node;
    return { ...inner, schema: { ...inner.schema, ...annotations }, enumTitle: inner.enumTitle ?? (target.enum ? target.title : undefined) };
  }
  if (Array.isArray(node.oneOf)) {
    const nonNull = node.oneOf.filter((option: Json) => option.type !== 'null');
    if (nonNull.length === 1) {
      const { oneOf: _oneOf, ...annotations } = node;
      const inner = resolve(nonNull[0]);
      return { ...inner, schema: { ...inner.schema, ...annotations }, nullable: nonNull.length < node.oneOf.length };
    }
  }
  if (Array.isArray(node.type)) {
    const types = node.type.filter((type: string) => type !== 'null');
    return { schema: { ...node, type: types[0] }, nullable: types.length < node.type.length };
  }
  return { schema: node, nullable: false };
}

function kindOf(schema: Json): PropertyKind {
  if (schema.enum) return 'enum';
  switch (schema.type) {
    case 'integer': return 'integer';
    case 'number': return 'number';
    case 'boolean': return 'boolean';
    case 'object': return 'object';
    case 'array': {
      const items = resolve(schema.items ?? {}).schema;
      if (items.enum) return 'enumArray';
      if (items['x-reference']) return 'referenceArray';
      return items.type === 'object' ? 'objectArray' : 'primitiveArray';
    }
    default:
      if (schema.format === 'email') return 'email';
      if (schema.format === 'uri') return 'uri';
      if (schema.format === 'date') return 'date';
      if (schema.format === 'date-time') return 'date-time';
      if (schema.format === 'html') return 'html';
      if (schema.contentEncoding === 'base64') return 'file';
      // Plain text of several lines (a mail's body), shown with its web addresses as links.
      if (schema.contentMediaType === 'text/plain') return 'text';
      return 'string';
  }
}

export function describeProperty(name: string, node: Json, required: boolean): PropertyDescriptor {
  const { schema, nullable, enumTitle } = resolve(node);
  const kind = kindOf(schema);
  const descriptor: PropertyDescriptor = {
    name,
    kind,
    required,
    nullable,
    readOnly: Boolean(schema.readOnly),
    writeOnly: Boolean(schema.writeOnly),
    reference: schema['x-reference'] ?? (schema.type === 'array' ? resolve(schema.items ?? {}).schema['x-reference'] : undefined),
    money: schema['x-money'] === true || undefined,
    minimum: schema.minimum,
    maximum: schema.maximum,
    step: schema.multipleOf ?? (kind === 'integer' ? 1 : undefined),
    minLength: schema.minLength,
    maxLength: schema.maxLength,
    defaultValue: schema.default,
    mediaType: schema.contentMediaType,
  };
  const enumSource = kind === 'enumArray' ? resolve(schema.items) : { schema, enumTitle };
  if (kind === 'enum' || kind === 'enumArray') {
    descriptor.enumValues = enumSource.schema.enum;
    descriptor.enumNames = enumSource.schema['x-enum-names'] ?? enumSource.schema.enum.map(String);
    descriptor.enumTitle = enumSource.enumTitle ?? enumTitle;
  }
  if (kind === 'objectArray') descriptor.properties = describeObject(resolve(schema.items).schema);
  if (kind === 'object') descriptor.properties = describeObject(schema);
  return descriptor;
}

export function describeObject(schema: Json): PropertyDescriptor[] {
  const required = new Set<string>(schema.required ?? []);
  return Object.entries<Json>(schema.properties ?? {}).map(([name, node]) => describeProperty(name, node, required.has(name)));
}

/**
 * The descriptors of a schema's properties, in the order a resource definition asks for. A record's
 * version (O25) is bookkeeping the form sends back, never a field.
 */
export function describeSchema(id: string, order?: string[]): PropertyDescriptor[] {
  const all = describeObject(schemaById(id)).filter((property) => property.name !== RECORD_VERSION);
  if (!order) return all;
  return order.map((name) => all.find((property) => property.name === name)).filter((property): property is PropertyDescriptor => Boolean(property));
}

/** The schema's defaults of a form's plain fields, which a create form starts with: a switch whose default is on starts on (issue 32). */
export function plainDefaults(id: string, fields?: string[]): Record<string, unknown> {
  const plain = new Set<PropertyKind>(['boolean', 'enum', 'integer', 'number', 'string', 'text']);
  return Object.fromEntries(describeSchema(id, fields)
    .filter((property) => property.defaultValue !== undefined && !property.readOnly && plain.has(property.kind))
    .map((property) => [property.name, property.defaultValue]));
}

/** A descriptor for a query parameter of openapi.yaml (filters). */
export const describeParameter = (name: string, schema: Json) => describeProperty(name, schema, false);

