// The quantity fields' bounds are the API's (src/domain/ledger/quantities.ts): a field that allowed
// more would send what the server refuses, one that allowed less would refuse what it takes.
import { describe, expect, it } from 'vitest';
import openapi from '../../generated/openapi.json';
import orderLine from '../../schemas/order-line.schema.json';
import { clampNumber } from '../../src/domain/numbers';
import { COUNTED_QUANTITY, LINE_QUANTITY } from '../../src/domain/ledger/quantities';

describe('quantity fields (P21)', () => {
  it('are bounded as the API bounds them', () => {
    const { minimum, maximum } = orderLine.properties.qtyOrdered;
    expect(LINE_QUANTITY).toMatchObject({ minimum, maximum });
    const counted = (openapi.paths['/api/inventory'].post.requestBody.content['application/json'].schema as any).properties.lines.items.properties.quantity;
    expect(COUNTED_QUANTITY).toMatchObject({ minimum: counted.minimum, maximum: counted.maximum });
  });

  it('clamp what is typed into them', () => {
    expect(clampNumber(-10, COUNTED_QUANTITY)).toBe(0);
    expect(clampNumber(335.7, COUNTED_QUANTITY)).toBe(335);
    expect(clampNumber(99_999_999_999, LINE_QUANTITY)).toBe(1_000_000);
  });
});
