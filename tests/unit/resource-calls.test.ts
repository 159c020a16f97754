// What a definition says about other calls holds in the API document: the attachment calls (K02) and
// the query parameters pickers take from other fields of the form (a customer's locations).
import { describe, expect, it } from 'vitest';
import openapi from '../../generated/openapi.json';
import { resources, resourceByName } from '../../resources';
import type { ResourceDefinition } from '../../resources/definition';
import { placeInMenu } from '../../resources/menu';
import { portalAreas, type PortalArea, type PortalRoute } from '../../src/domain/routes';
import { describeSchema } from '../../src/portal/schema-views/schema';

type Operation = { parameters?: Array<{ name: string; in: string }> };
const paths = openapi.paths as Record<string, Record<string, Operation>>;
const operation = (path: string, method: string) => paths[path]?.[method];
const queryParameters = (path: string) => (operation(path, 'get')?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);

describe('a definition\'s attachments (K02)', () => {
  it('are listed by their record, fetched, added and removed by calls the API has', () => {
    const withAttachments = resources.filter((definition) => definition.attachments);
    expect(withAttachments.map((definition) => definition.name)).toContain('system/messages');
    for (const { name, attachments } of withAttachments) {
      const calls = attachments!;
      expect(queryParameters(`/api/${calls.list}`), name).toContain(calls.parent);
      expect(operation(`/api/${calls.one}/{id}`, 'get'), name).toBeDefined();
      if (calls.create) expect(operation(`/api/${calls.create}`, 'post'), name).toBeDefined();
      if (calls.delete) expect(operation(`/api/${calls.delete}/{id}`, 'delete'), name).toBeDefined();
    }
  });
});

describe('a picker following other fields', () => {
  it('is a reference whose list takes the parameter, from a field of the same form', () => {
    const following = resources.filter((definition) => definition.pickerFilters);
    expect(following.map((definition) => definition.name)).toContain('system/messages');
    for (const definition of following) {
      const properties = describeSchema(definition.schema);
      for (const [field, parameters] of Object.entries(definition.pickerFilters ?? {})) {
        const property = properties.find((candidate) => candidate.name === field);
        const referenced = resourceByName(definition.references?.[property?.reference ?? ''] ?? '');
        expect(referenced, `${definition.name}.${field}`).toBeDefined();
        for (const [parameter, source] of Object.entries(parameters as Record<string, string>)) {
          expect(queryParameters(`/api/${referenced!.api.list}`), `${definition.name}.${field}`).toContain(parameter);
          expect(properties.some((candidate) => candidate.name === source && !candidate.readOnly), `${definition.name}.${source}`).toBe(true);
        }
      }
    }
  });
});

describe('the columns of a table of objects', () => {
  it('name properties of the table\'s rows', () => {
    const withTables = resources.filter((definition) => definition.tableColumns);
    expect(withTables.map((definition) => definition.name)).toContain('system/messages');
    for (const definition of withTables) {
      const properties = describeSchema(definition.schema);
      for (const [field, columns] of Object.entries(definition.tableColumns ?? {})) {
        const table = properties.find((candidate) => candidate.name === field);
        expect(table?.kind, `${definition.name}.${field}`).toBe('objectArray');
        const names = (table?.properties ?? []).map((child) => child.name);
        for (const column of columns as string[]) expect(names, `${definition.name}.${field}`).toContain(column);
      }
    }
  });
});

describe('a definition\'s place in the menu (issue 32)', () => {
  it('is the position its menu.order asks for in its area, whatever the order of the definitions', () => {
    const table = (name: string): PortalRoute => ({ path: `system/${name}`, label: name, access: {}, inMenu: true });
    const asking = (name: string, order: number) => ({ name: `system/${name}`, menu: { area: 'system', order }, access: {}, api: {} }) as unknown as ResourceDefinition<any>;
    const wanted = [asking('eighth', 8), asking('second', 2), asking('fifth', 5), asking('hidden', 1)];
    wanted[3].menu.hidden = true;
    for (const order of [wanted, [...wanted].reverse()]) {
      const area: PortalArea = { area: 'system', label: 'system', order: 10, icon: 'system', children: ['a', 'b', 'c', 'd', 'e'].map(table) };
      placeInMenu(order, [area], [...area.children]);
      expect(area.children.map((route) => route.path.replace('system/', ''))).toEqual(['a', 'second', 'b', 'c', 'fifth', 'd', 'e', 'eighth']);
    }
  });

  it('puts Biltyper fifth in System, as the guide says', () => {
    expect(portalAreas.find((area) => area.area === 'system')!.children[4].path).toBe('system/truck-types');
  });
});

describe('a definition that cannot work (issue 32)', () => {
  it('is refused at start: a hidden column missing from the columns is named', async () => {
    const { defineResource, definitionsOf } = await import('../../resources/definition');
    const broken = defineResource<{ id: number; name: string; note: string }>({
      name: 'system/broken', schema: 'truck-type.schema.json', api: { list: 'broken' }, access: {}, menu: { area: 'system', order: 99, hidden: true },
      list: { columns: ['id', 'name'], hiddenColumns: ['note'], sort: { field: 'name', order: 'ASC' }, filters: [] },
    });
    expect(() => definitionsOf([{ broken }])).toThrow('system/broken: the hidden column note is not in list.columns');
    const fixed = defineResource({ ...broken, name: 'system/fixed', list: { ...broken.list, columns: ['id', 'name', 'note'] } });
    expect(definitionsOf([{ fixed }]).map((definition) => definition.name)).toEqual(['system/fixed']);
    // Every definition of the portal passes.
    expect(resources.length).toBeGreaterThan(20);
  });
});
