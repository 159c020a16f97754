// The entity schemas of schemas/ by their $id, read once, for the generic routes' shapes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaResolver } from '../../../resources/store-shape.js';

type Json = Record<string, any>;

const root = join(import.meta.dirname, '../../../schemas');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.schema.json') ? [join(dir, entry.name)] : []);
}

const byId = new Map<string, Json>(files(root).map((file) => {
  const schema = JSON.parse(readFileSync(file, 'utf8')) as Json;
  return [schema.$id as string, schema];
}));

export const schemaById: SchemaResolver = (ref) => {
  const schema = byId.get(ref.replace(/^\.\//, ''));
  if (!schema) throw new Error(`Unknown schema ${ref}`);
  return schema;
};
