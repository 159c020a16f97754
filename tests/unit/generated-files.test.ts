// Issue 32: two developers adding an entity each do not conflict in generated/: the registry and the
// validators' index name each schema by its own path or title, sorted, one a line, so a new schema
// adds its own lines (and its own validator module) and changes no other line.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lines = (path: string) => readFileSync(path, 'utf8').split('\n');
const sorted = (list: string[]) => [...list].sort();

describe('generated/ under an added schema', () => {
  it('the registry imports and keys each schema by its path, sorted, one a line', () => {
    const imports = lines('generated/schema-registry.ts').filter((line) => line.startsWith('import '));
    const keys = lines('generated/schema-registry.ts').filter((line) => /^ {2}'/.test(line));
    expect(imports.length).toBeGreaterThan(50);
    // Sorted by path, the imports in the keys' order.
    expect(keys).toEqual(sorted(keys));
    const importedPaths = imports.map((line) => {
      const [, name, path] = /^import (\w+) from '\.\.\/schemas\/(.+)\.schema\.json';$/.exec(line)!;
      expect(name).toBe(`schema_${path.replace(/[^A-Za-z0-9]/g, '_')}`);
      return `${path}.schema.json`;
    });
    expect(keys.map((line) => /^ {2}'([^']+)'/.exec(line)![1])).toEqual(importedPaths);
  });

  it('the validators\' index names one module per entity, sorted, one a line, and every module is there', () => {
    const exports = lines('generated/validators.js').filter((line) => line.startsWith('export '));
    expect(exports).toEqual(sorted(exports));
    const titles = exports.map((line) => /^export \{ (\w+) \} from '\.\/validators\/(\w+)\.js';$/.exec(line)!).map(([, name, file]) => {
      expect(file).toBe(name);
      return name;
    });
    expect(sorted(readdirSync('generated/validators').map((file) => file.replace(/\.js$/, '')))).toEqual(sorted(titles));
  });
});
