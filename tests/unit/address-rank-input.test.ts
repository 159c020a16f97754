// P38: an address's rank starts as its schema's Unknown, also on an address added to a location's list
// (react-admin starts a new row's fields empty unless the input has a default).
import { describe, expect, it } from 'vitest';
import { inputFor } from '../../src/portal/schema-views/inputs';
import { describeSchema } from '../../src/portal/schema-views/schema';

describe('P38: the rank input', () => {
  it('is a choice of Unknown, Secondary and Primary, starting at Unknown', () => {
    const addresses = describeSchema('location.schema.json', ['addresses'])[0];
    const rank = addresses.properties!.find((property) => property.name === 'rank')!;
    expect(rank).toMatchObject({ kind: 'enum', enumTitle: 'AddressRank', enumValues: ['Unknown', 'Secondary', 'Primary'] });
    const input = inputFor(rank, { resource: 'admin/locations', references: {} })!;
    expect(input.props).toMatchObject({ source: 'rank', defaultValue: 'Unknown' });
  });
});
