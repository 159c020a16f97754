// The generic views' reading of schemas and their form validation (DESIGN: Generic views, P21).
import { describe, expect, it } from 'vitest';
import { clampNumber } from '../../src/domain/numbers';
import { describeSchema } from '../../src/portal/schema-views/schema';
import { formPayload } from '../../src/portal/schema-views/payload';
import { schemaValidator } from '../../src/portal/schema-views/validate';

const location = {
  id: 11, name: 'Fjellmeieriet Karlstad', gln: '7300200000118', customerId: 2, customerName: 'Fjellmeieriet AS', statusId: 1, type: 'industry',
  countryCode: 'SWE', addresses: [{ id: 3, type: 'Delivery', street: 'Hamngatan 2', postalCode: '652 25', city: 'Karlstad', countryCode: 'SWE', active: true, isDelivery: true }],
  truckTypeIds: [1], products: [], userIds: [4], adminUser: { id: 4, name: 'Lars Lager', email: null, phone: null }, inventSources: [],
};
const translate = (key: string) => `«${key}»`;

describe('describeSchema', () => {
  const properties = describeSchema('location.schema.json');
  const byName = (name: string) => properties.find((property) => property.name === name)!;

  it('reads kinds, references, enums and read-only fields from location.schema.json', () => {
    expect(byName('name')).toMatchObject({ kind: 'string', required: true, nullable: false, maxLength: 100 });
    expect(byName('gln')).toMatchObject({ kind: 'string', nullable: true, required: false });
    expect(byName('statusId')).toMatchObject({ kind: 'enum', enumTitle: 'OrgStatus', enumValues: [0, 1, 2, 3], enumNames: ['New', 'Active', 'Blocked', 'Finished'] });
    expect(byName('locationIdInventEx')).toMatchObject({ kind: 'integer', reference: 'locations', nullable: true });
    expect(byName('addresses').kind).toBe('objectArray');
    expect(byName('addresses').properties!.map((property) => property.name)).toContain('postalCode');
    // The allowed truck types refer to the truck types list (a multi-picker rather than typed ids).
    expect(byName('truckTypeIds')).toMatchObject({ kind: 'referenceArray', reference: 'trucktypes' });
    expect(byName('adminUser')).toMatchObject({ kind: 'object', readOnly: true, nullable: true });
    expect(byName('userIds').readOnly).toBe(true);
  });

  it('keeps the order a definition asks for and drops unknown names', () => {
    expect(describeSchema('location.schema.json', ['statusId', 'name', 'nope']).map((property) => property.name)).toEqual(['statusId', 'name']);
  });

  it('reads enum arrays (user tasks)', () => {
    const tasks = describeSchema('user.schema.json', ['tasksAllowed'])[0];
    expect(tasks).toMatchObject({ kind: 'enumArray', enumTitle: 'Task' });
    expect(tasks.enumValues).toContain('ShopAccounting');
  });
});

describe('clampNumber (P21)', () => {
  it('clamps to min and max and truncates to a multiple of the step', () => {
    expect(clampNumber(17, { minimum: 0, maximum: 100, step: 5 })).toBe(15);
    expect(clampNumber(-3, { minimum: 0, maximum: 100, step: 1 })).toBe(0);
    expect(clampNumber(250, { minimum: 0, maximum: 100, step: 1 })).toBe(100);
    expect(clampNumber(2.75, { step: 0.5 })).toBe(2.5);
    expect(clampNumber(null, { minimum: 1 })).toBeNull();
  });
});

describe('schemaValidator', () => {
  const validate = schemaValidator('location.schema.json', 'nb-NO', translate);

  it('accepts a stored location as the form holds it, read-only fields included', () => {
    expect(validate(location)).toEqual({});
  });

  it('asks for a day as yyyy-mm-dd, as the portal shows it (P20)', () => {
    const period = { name: 'Vår 2027', controlFrom: '2027-03-01', controlTo: '2027-03-31', status: 'New' };
    const validatePeriod = schemaValidator('inventory-period.schema.json', 'nb-NO', translate);
    expect(validatePeriod(period)).toEqual({});
    expect(validatePeriod({ ...period, controlFrom: '03/01/2027', controlTo: '2027-02-30' })).toEqual({ controlFrom: '«app.day.format»', controlTo: '«app.day.format»' });
  });

  it('puts errors on the fields, in Norwegian, with react-admin\'s own wording for required', () => {
    const errors = validate({ ...location, name: null, gln: '12', addresses: [{ ...location.addresses[0], street: '' }] });
    expect(errors.name).toBe('«ra.validation.required»');
    // A GLN of the wrong length gets the GLN's own message, as one with a wrong check digit does (issue 14).
    expect(errors.gln).toBe('«validation.gln»');
    expect(errors.addresses[0].street).toBe('kan ikke være kortere enn 1 tegn');
  });

  it('checks the check digits of a GLN and an organisation number where they are typed (issue 14)', () => {
    expect(validate({ ...location, gln: '7300200000119' }).gln).toBe('«validation.gln»');
    const company = schemaValidator('customer.schema.json', 'nb-NO', translate);
    const customer = { name: 'Fjellmeieriet AS', type: 'Industry', statusId: 1 };
    for (const orgNumber of ['12345', 'abcdefghi', '', '923609017']) expect(company({ ...customer, orgNumber }).orgNumber).toBe('«validation.org-number»');
    for (const orgNumber of ['923609016', '556036-0793', '10150817', null]) expect(company({ ...customer, orgNumber })).toEqual({});
  });

  it('answers in English for en-US', () => {
    const errors = schemaValidator('location.schema.json', 'en-US', translate)({ ...location, addresses: [{ ...location.addresses[0], street: '' }] });
    expect(errors.addresses[0].street).toBe('must NOT be shorter than 1 character');
  });

  it('sends only writable fields', () => {
    const payload = formPayload({ ...location, gln: null, name: null }, 'location.schema.json');
    expect(payload).not.toHaveProperty('customerName');
    expect(payload).not.toHaveProperty('adminUser');
    expect(payload).not.toHaveProperty('name');
    expect(payload.gln).toBeNull();
    expect(payload).not.toHaveProperty('version');
  });

  it('sends the version the record was read at, though it is read-only (O25)', () => {
    const payload = formPayload({ ...location, version: 3 }, 'location.schema.json');
    expect(payload).toMatchObject({ version: 3, name: 'Fjellmeieriet Karlstad' });
    expect(payload).not.toHaveProperty('customerName');
    // The record react-admin read, when the form's values lack it.
    expect(formPayload(location, 'location.schema.json', 4)).toMatchObject({ version: 4 });
  });
});
