// Issue 32: a stored entity's schema and its table agree, on the migrated database (PGlite or
// PostgreSQL): every property the generic routes read or write as a column has one (snake_case,
// columnNames as the definition maps them), of a type that holds the schema's values, and a property
// the schema requires and does not allow to be null is a NOT NULL column. A migration or a schema that
// drifts from the other fails here, not on a user's first save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { resources } from '../../resources';
import { storedProperties } from '../../resources/store-shape';
import { schemaById } from '../../src/server/generic/schemas';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The column types that hold each JSON Schema type. */
const holds: Record<string, RegExp> = {
  string: /^(text|character varying|character|date|timestamp with time zone|timestamp without time zone|uuid|USER-DEFINED)$/,
  integer: /^(integer|smallint|bigint)$/,
  number: /^(numeric|double precision|real|integer|bigint)$/,
  boolean: /^boolean$/,
  array: /^(ARRAY|jsonb|json)$/,
  object: /^(jsonb|json)$/,
};

/** Columns the entity's rules turn into the schema's type as they read them (src/server/resources/). */
const turnedByRules: Record<string, string[]> = {
  // logRules.decorate: the details as JSON text.
  'system/logs': ['details'],
};

describe('every stored entity\'s schema and its table', () => {
  it('agree: a column for each stored property, a type that holds it, NOT NULL where the schema requires a value', async () => {
    const columns = await sql<{ table: string; column: string; type: string; nullable: string }>`
      select table_name as "table", column_name as "column", data_type as "type", is_nullable as "nullable"
      from information_schema.columns where table_schema = current_schema()`.execute(server.db);
    const byTable = new Map<string, Map<string, { type: string; nullable: boolean }>>();
    for (const row of columns.rows) {
      if (!byTable.has(row.table)) byTable.set(row.table, new Map());
      byTable.get(row.table)!.set(row.column, { type: row.type, nullable: row.nullable === 'YES' });
    }
    const problems: string[] = [];
    const stored = resources.filter((definition) => definition.store);
    expect(stored.length).toBeGreaterThan(15);
    for (const definition of stored) {
      const table = snake(definition.store!.table);
      const found = byTable.get(table);
      if (!found) {
        problems.push(`${definition.name}: no table ${table}`);
        continue;
      }
      const schema = schemaById(definition.schema);
      const required = new Set<string>(schema.required ?? []);
      for (const property of storedProperties(definition, schemaById).filter((candidate) => candidate.column)) {
        const name = snake(definition.store!.columnNames?.[property.name] ?? property.name);
        const column = found.get(name);
        if (!column) {
          problems.push(`${definition.name}: ${property.name} has no column ${table}.${name}`);
          continue;
        }
        const turned = turnedByRules[definition.name]?.includes(property.name) && property.readOnly;
        if (!turned && !holds[property.type]?.test(column.type)) problems.push(`${definition.name}: ${property.name} is ${property.type}, ${table}.${name} is ${column.type}`);
        const node = schema.properties[property.name];
        const mayBeNull = JSON.stringify(node).includes('"null"');
        if (required.has(property.name) && !mayBeNull && column.nullable) problems.push(`${definition.name}: ${property.name} is required, ${table}.${name} may be null`);
      }
    }
    expect(problems).toEqual([]);
  });
});
