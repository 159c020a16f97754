// The engine's reading of definitions and schemas (resources/store-shape.ts, schema-views/schema.ts),
// the picker rules (J20), the content rules (R36, I28) and the CSV export format.
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { locationProducts } from '../../resources/location-products';
import { mailArchive } from '../../resources/mail-archive';
import { products } from '../../resources/products';
import { changesSchema, listParameters, storedPaths, storedProperties, updateSchema } from '../../resources/store-shape';
import { truckTypes } from '../../resources/truck-types';
import { users } from '../../resources/users';
import { pickerOption } from '../../src/domain/pickers';
import { allRoutes, portalAreas } from '../../src/domain/routes';
import { webAddressParts } from '../../src/portal/schema-views/fields';
import { toCsv } from '../../src/portal/data/spreadsheet';
import { describeSchema } from '../../src/portal/schema-views/schema';
import { checkFile, decodedBytes, sanitizeRichText } from '../../src/server/generic/content';
import { schemaById } from '../../src/server/generic/schemas';

describe('a stored resource\'s shape', () => {
  it('takes the writable properties of the schema as columns, the rest as computed', () => {
    const properties = storedProperties(users, schemaById);
    const column = (name: string) => properties.find((property) => property.name === name)?.column;
    expect(column('name')).toBe(true);
    expect(column('confirmedGdpr')).toBe(true);
    expect(column('customerName')).toBe(false);
    expect(column('password')).toBe(false);
    expect(column('locationIds')).toBe(false);
    const product = storedProperties(products, schemaById);
    expect(product.find((property) => property.name === 'description')).toMatchObject({ html: true, column: true });
    expect(product.find((property) => property.name === 'image')).toMatchObject({ file: true, column: true });
  });

  it('gives the list call paging, sort, free text, the id list and the filters', () => {
    const parameters = listParameters(truckTypes, storedProperties(truckTypes, schemaById));
    expect(parameters.map((parameter) => parameter.name)).toEqual(['index', 'count', 'total', 'sort', 'order', 'q', 'id', 'isStandard']);
    expect(parameters.find((parameter) => parameter.name === 'count')!.schema).toMatchObject({ default: 100, maximum: 1000 });
    expect(parameters.find((parameter) => parameter.name === 'sort')!.schema).toMatchObject({ enum: ['id', 'name', 'palletPlaces', 'isStandard'], default: 'name' });
    expect(parameters.find((parameter) => parameter.name === 'isStandard')!.schema).toEqual({ type: 'boolean' });
  });

  it('offers filter-only values (E19) and extra parameters in the list call', () => {
    const expired = listParameters(locationProducts, storedProperties(locationProducts, schemaById)).find((parameter) => parameter.name === 'expired')!;
    expect(expired.schema).toEqual({ type: 'array', items: { type: 'integer', enum: [102, 103] }, maxItems: 10 });
    const productParameters = listParameters(products, storedProperties(products, schemaById));
    expect(productParameters.find((parameter) => parameter.name === 'favorite')!.schema).toEqual({ type: 'boolean' });
    expect(productParameters.find((parameter) => parameter.name === 'productTypeId')!.schema).toMatchObject({ type: 'array', items: { type: 'integer' } });
  });

  it('writes the calls of the definition, and only the ones the generic routes serve', () => {
    expect(Object.keys(storedPaths(truckTypes, 'TruckType', schemaById)).sort()).toEqual(['/api/trucktype', '/api/trucktype/{id}', '/api/trucktypes']);
    const one = storedPaths(truckTypes, 'TruckType', schemaById)['/api/trucktype/{id}'];
    expect(Object.keys(one).sort()).toEqual(['delete', 'get', 'patch', 'put']);
    expect(one.patch.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/TruckTypeChanges' });
    // Users: the list is written by hand (C43), the rest is generic.
    expect(Object.keys(storedPaths(users, 'User', schemaById)).sort()).toEqual(['/api/user', '/api/user/{id}']);
    // The mail archive (J17) is read only.
    const mails = storedPaths(mailArchive, 'Mail', schemaById);
    expect(Object.entries(mails).map(([path, item]) => `${Object.keys(item).join()} ${path}`).sort()).toEqual(['get /api/mailarchive/{id}', 'get /api/mailarchives']);
  });

  it('gives PATCH the writable properties, none defaulted, and requires only the version read (N18, O25)', () => {
    const user = schemaById('user.schema.json') as { required: string[]; properties: Record<string, { readOnly?: boolean; default?: unknown }> };
    const changes = changesSchema(user);
    // The version and at least one change.
    expect(changes).toMatchObject({ title: `${(user as { title?: string }).title}Changes`, minProperties: 2, required: ['version'] });
    expect(changes.properties.version).toMatchObject({ type: 'integer', minimum: 1 });
    expect(changes.properties.version).not.toHaveProperty('readOnly');
    const readOnly = Object.keys(user.properties).filter((name) => user.properties[name].readOnly && name !== 'version');
    expect(readOnly.length).toBeGreaterThan(0);
    for (const name of readOnly) expect(changes.properties).not.toHaveProperty(name);
    expect(Object.keys(changes.properties)).toContain('phone');
    expect(Object.values(changes.properties).filter((property: any) => 'default' in property)).toEqual([]);
    expect(user.properties.active.default).toBe(true);
  });

  it('gives PUT of a versioned entity its schema with the version required, and leaves others as they are (O25)', () => {
    const user = schemaById('user.schema.json') as { required: string[] };
    expect(updateSchema(user)).toMatchObject({ title: 'UserUpdate', required: [...user.required, 'version'] });
    expect(updateSchema(schemaById('chain.schema.json'))).toBeUndefined();
    expect((storedPaths(users, 'User', schemaById)['/api/user/{id}'].put as any).requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/UserUpdate' });
  });

  it('hides the version from the forms: it is sent back, never edited (O25)', () => {
    expect(describeSchema('truck-type.schema.json').map((property) => property.name)).not.toContain('version');
  });

  it('refuses a filter that is not a column of the schema', () => {
    const broken = { ...truckTypes, list: { ...truckTypes.list, filters: ['q', 'colour'] } };
    expect(() => listParameters(broken, storedProperties(broken, schemaById))).toThrow(/colour/);
  });
});

describe('every definition', () => {
  it('names a schema, has its texts\' resource name, and a menu place or a hidden entry', () => {
    for (const definition of resources) {
      expect(() => schemaById(definition.schema), definition.name).not.toThrow();
      expect(definition.list.columns.length, definition.name).toBeGreaterThan(0);
    }
  });

  it('puts new routes into the menu at their place (B12)', () => {
    const system = portalAreas.find((area) => area.area === 'system')!;
    expect(system.children.map((route) => route.path)).toEqual(expect.arrayContaining(['system/truck-types', 'system/products', 'system/postal-codes']));
    expect(allRoutes.find((route) => route.path === 'system/truck-types')).toMatchObject({ label: 'routes.system.truck-types', access: { adminLevel: 'Global' }, withId: true });
    expect(allRoutes.some((route) => route.path.startsWith('lists/'))).toBe(false);
  });
});

describe('the views\' reading of a schema', () => {
  it('knows rich text, files and arrays of references', () => {
    const [description, image] = describeSchema('product.schema.json', ['description', 'image']);
    expect(description.kind).toBe('html');
    expect(image).toMatchObject({ kind: 'file', mediaType: 'image/*', nullable: true });
    expect(describeSchema('user.schema.json', ['locationIds'])[0]).toMatchObject({ kind: 'referenceArray', reference: 'locations' });
    expect(describeSchema('user.schema.json', ['password'])[0]).toMatchObject({ writeOnly: true });
  });

  it('knows plain text and finds the web addresses in it (a mail\'s body, J17)', () => {
    expect(describeSchema('mail.schema.json', ['body'])[0]).toMatchObject({ kind: 'text', readOnly: true });
    const parts = webAddressParts('Åpne lenken:\nhttps://portal.example.no/password-reset?token=a-b_c.\n(Se http://x.no/y) ferdig');
    expect(parts).toEqual(['Åpne lenken:\n', 'https://portal.example.no/password-reset?token=a-b_c', '.\n(Se ', 'http://x.no/y', ') ferdig']);
    expect(webAddressParts('javascript:alert(1) ftp://x')).toEqual(['javascript:alert(1) ftp://x']);
  });
});

describe('picker rules (J20, C42, C43)', () => {
  it('offers only named, active records, flagging the others', () => {
    expect(pickerOption({ name: 'Fjellmeieriet AS', statusId: 1 })).toEqual({ selectable: true });
    expect(pickerOption({ name: 'Bryggen Kafé', statusId: 3 })).toEqual({ selectable: false, flag: 'finished' });
    expect(pickerOption({ name: 'Nærbutikken', statusId: 2 })).toEqual({ selectable: false, flag: 'closed' });
    expect(pickerOption({ name: 'Trøndelag Kjøtt', statusId: 0 })).toEqual({ selectable: false, flag: 'new' });
    expect(pickerOption({ name: '  ', statusId: 1 })).toEqual({ selectable: false, flag: 'nameless' });
    expect(pickerOption({ name: 'Per Johansen', active: false })).toEqual({ selectable: false, flag: 'inactive' });
    expect(pickerOption({ name: 'Trailer' })).toEqual({ selectable: true });
  });
});

describe('content (R36, I28)', () => {
  it('counts the decoded bytes of base64 and data URLs, and refuses above 5 × 1024 × 1024', () => {
    expect(decodedBytes(Buffer.from('hello').toString('base64'))).toBe(5);
    expect(decodedBytes(`data:text/plain;base64,${Buffer.from('hei!').toString('base64')}`)).toBe(4);
    expect(() => checkFile('image', Buffer.alloc(5 * 1024 * 1024).toString('base64'))).not.toThrow();
    expect(() => checkFile('image', Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64'))).toThrow();
    expect(() => checkFile('image', 'not base64 at all!')).toThrow();
  });

  it('keeps formatting and drops scripts, handlers and inline images', () => {
    expect(sanitizeRichText('<p onclick="x()">Hei <b>du</b><script>alert(1)</script></p>')).toBe('<p>Hei <b>du</b></p>');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA" /><a href="javascript:alert(1)">x</a>')).toBe('<img /><a>x</a>');
  });
});

describe('CSV export', () => {
  it('quotes what needs quoting and starts with a byte order mark for Excel', () => {
    expect(toCsv(['Id', 'Navn'], [[1, 'Lager; Nord'], [2, 'Sier "hei"'], [3, null]], ';')).toBe('\ufeffId;Navn\r\n1;"Lager; Nord"\r\n2;"Sier ""hei"""\r\n3;\r\n');
  });
});
