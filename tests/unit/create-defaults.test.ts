// Issue 32: a create form starts with the schema's defaults of its plain fields.
import { describe, expect, it } from 'vitest';
import { plainDefaults } from '../../src/portal/schema-views/schema';

describe('the defaults a create form starts with', () => {
  it('are the schema\'s, for switches, choices and numbers: a user starts active, without financial access', () => {
    expect(plainDefaults('user.schema.json')).toMatchObject({ active: true, isFinancial: false, language: 'nb-NO', adminLevel: 0, reportLevelEx: -1 });
  });
  it('leave out lists and what the form does not show', () => {
    expect(plainDefaults('user.schema.json')).not.toHaveProperty('tasksAllowed');
    expect(plainDefaults('address.schema.json', ['street', 'active'])).toEqual({ active: true });
  });
});
