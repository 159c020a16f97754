// Every reference a schema makes (x-reference) names a collection whose table the server knows, so
// that a reference to a row that does not exist is refused before a write (issue 15).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencesIn, tableOf } from '../../src/server/generic/references';

const schemas = join(import.meta.dirname, '../../schemas');

function collections(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => collections(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'x-reference' && typeof value === 'string') found.add(value);
      else collections(value, found);
    }
  }
  return found;
}

describe('references to other rows', () => {
  it('name collections with a known table', () => {
    const named = new Set<string>();
    for (const file of readdirSync(schemas).filter((name) => name.endsWith('.schema.json'))) collections(JSON.parse(readFileSync(join(schemas, file), 'utf8')), named);
    expect(named.size).toBeGreaterThan(5);
    for (const collection of named) expect(() => tableOf(collection), collection).not.toThrow();
  });

  it('are found alone, in arrays and in the objects of arrays, each with its field', () => {
    const location = { customerId: 2, defaultUser: null, truckTypeIds: [1, 2], products: [{ productId: 1001 }, { productId: 1002, locationId: 8 }], adminUser: { id: 9 } };
    expect(referencesIn('location.schema.json', location)).toEqual([
      { table: 'customers', field: 'customerId', id: 2 },
      { table: 'truckTypes', field: 'truckTypeIds', id: 1 },
      { table: 'truckTypes', field: 'truckTypeIds', id: 2 },
      { table: 'locations', field: 'products.1.locationId', id: 8 },
      { table: 'products', field: 'products.0.productId', id: 1001 },
      { table: 'products', field: 'products.1.productId', id: 1002 },
    ]);
  });
});
