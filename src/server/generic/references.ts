// References to other rows (x-reference) are checked before a write: those held in arrays (a
// location's truck types, its products) have no foreign key to refuse an id that names nothing, and
// some single ones have none either (a location's default user). A missing one is a clear 400 naming
// its field (issue 15), before anything is written.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { resources } from '../../../resources/index.js';
import { resolveProperty } from '../../../resources/store-shape.js';
import type { Tables } from '../db/tables.js';
import { ApiError } from '../http/errors.js';
import type { Row } from './rules.js';
import { schemaById } from './schemas.js';

type Json = Record<string, any>;
type Id = number | string;

/** Collections served by hand-written routes rather than by a stored resource's definition. */
const BESPOKE_TABLES: Record<string, string> = { locations: 'locations', messages: 'messages' };

/** The table behind a collection an x-reference names. */
export function tableOf(collection: string): string {
  const table = resources.find((resource) => resource.api.list === collection)?.store?.table ?? BESPOKE_TABLES[collection];
  if (!table) throw new Error(`x-reference ${collection}: no table known for it`);
  return table;
}

/**
 * Issue 32: a list sorted by a reference column sorts by the name the list shows for it (the
 * referenced row's name, or its title), not by the id; undefined for a column that is no reference.
 */
export function referenceOrder(schemaId: string, property: string, table: string, column: string): RawBuilder<unknown> | undefined {
  const node = schemaById(schemaId).properties?.[property];
  const collection = node && resolveProperty(node, schemaById)['x-reference'];
  if (!collection) return undefined;
  const referenced = tableOf(collection);
  const definition = resources.find((resource) => resource.store?.table === referenced);
  const named = definition ? schemaById(definition.schema).properties ?? {} : { name: {} };
  const shown = definition?.titleField ?? ('name' in named ? 'name' : 'title');
  return sql`(select ${sql.ref(`referenced.${shown}`)} from ${sql.table(referenced)} as referenced where referenced.id = ${sql.ref(`${table}.${column}`)})`;
}

interface Reference { table: string; field: string; id: Id }

const given = (value: unknown): value is Id => typeof value === 'number' || typeof value === 'string';

/** Every id a value holds: in a reference, an array of references, or references of the objects of an array. */
export function referencesIn(schemaId: string, values: Row): Reference[] {
  const found: Reference[] = [];
  const schema = schemaById(schemaId);
  for (const [name, node] of Object.entries<Json>(schema.properties ?? {})) {
    const value = values[name];
    const property = resolveProperty(node, schemaById);
    if (property.readOnly) continue;
    if (property['x-reference'] && given(value)) found.push({ table: tableOf(property['x-reference']), field: name, id: value });
    if (!Array.isArray(value) || property.type !== 'array') continue;
    const items = resolveProperty(property.items ?? {}, schemaById);
    if (items['x-reference']) {
      const table = tableOf(items['x-reference']);
      for (const id of value) found.push({ table, field: name, id });
      continue;
    }
    for (const [key, child] of Object.entries<Json>(items.properties ?? {})) {
      const reference = resolveProperty(child, schemaById)['x-reference'];
      if (!reference) continue;
      const table = tableOf(reference);
      value.forEach((item: Row | null, index) => {
        if (given(item?.[key])) found.push({ table, field: `${name}.${index}.${key}`, id: item[key] });
      });
    }
  }
  return found;
}

/** Refuses the first reference to a row that does not exist (one query per table). */
export async function refuseUnknownReferences(db: Kysely<Tables>, schemaId: string, values: Row): Promise<void> {
  const references = referencesIn(schemaId, values);
  const tables = [...new Set(references.map((reference) => reference.table))];
  for (const table of tables) {
    const wanted = references.filter((reference) => reference.table === table);
    const ids = [...new Set(wanted.map((reference) => reference.id))];
    const rows = await db.selectFrom(table as any).select('id').where('id', 'in', ids as never[]).execute() as Array<{ id: Id }>;
    const stored = new Set(rows.map((row) => String(row.id)));
    const missing = wanted.find((reference) => !stored.has(String(reference.id)));
    if (missing) throw new ApiError(400, 'invalid-reference', 'referenceMissing', { field: missing.field });
  }
}
