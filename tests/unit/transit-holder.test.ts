// D02, D07: in transit is read by the account at a balance location, by the location itself elsewhere.
import { describe, expect, it } from 'vitest';
import { transitHolderOf } from '../../src/domain/ledger/accounts';

describe('transitHolderOf (D02, D07)', () => {
  it('reads a balance location by its account and any other location by itself', () => {
    expect(transitHolderOf({ id: 7, isBalance: true, locationIdInventEx: null })).toEqual({ by: 'account', id: 7 });
    expect(transitHolderOf({ id: 12, isBalance: false, locationIdInventEx: 7 })).toEqual({ by: 'location', id: 12 });
  });
});
