// P18, P19: percentages with 0 decimals and every other number with at most 2, in the portal's
// language; E21's VAT percentage by country (P25).
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from '../../src/domain/numbers';
import { STANDARD_VAT_PERCENT, vatPercentOf } from '../../src/domain/money/vat';

// Norwegian groups thousands with a no-break space and writes a minus sign, not a hyphen.
const NBSP = '\u00a0';

describe('P19: numbers with at most 2 decimals', () => {
  it('keeps whole numbers whole and cuts longer fractions to 2, rounding', () => {
    expect(formatNumber(40)).toBe('40');
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatNumber(1234.567)).toBe(`1${NBSP}234,57`);
    expect(formatNumber(0.004)).toBe('0');
    expect(formatNumber(-5)).toBe('−5');
  });

  it('follows the language', () => {
    expect(formatNumber(1234.567, 'en-US')).toBe('1,234.57');
  });
});

describe('P18: percentages with 0 decimals', () => {
  it('rounds to whole percent', () => {
    expect(formatPercent(37.6)).toBe(`38${NBSP}%`);
    expect(formatPercent(100)).toBe(`100${NBSP}%`);
    expect(formatPercent(0.4)).toBe(`0${NBSP}%`);
    expect(formatPercent(25, 'en-US')).toBe('25%');
  });
});

describe('E21: the VAT percentage of an order', () => {
  it('is the standard rate of the pool\'s three countries, none for another', () => {
    expect(STANDARD_VAT_PERCENT).toEqual({ NOR: 25, SWE: 25, DNK: 25 });
    expect(vatPercentOf('NOR')).toBe(25);
    expect(vatPercentOf('DEU')).toBeUndefined();
    expect(vatPercentOf(null)).toBeUndefined();
  });
});
