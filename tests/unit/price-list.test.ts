// The price list's history (LEDGER.md "Money"): a new price from a day closes the one before it and
// ends before the next; a price taken out hands its days back to the one before it.
import { describe, expect, it } from 'vitest';
import { placePrice, releasePrice, type PriceWindow } from '../../src/domain/money/price-list';
import { priceOn } from '../../src/domain/money/hire';

const history: PriceWindow[] = [
  { id: 1, validFrom: '2024-01-01', validTo: '2025-12-14' },
  { id: 2, validFrom: '2025-12-15', validTo: null },
];

describe('the price list\'s history', () => {
  it('a new price from a day closes the open price before it the day before', () => {
    expect(placePrice(history, { validFrom: '2026-02-01', validTo: null })).toEqual({ validTo: null, close: { id: 2, validTo: '2026-01-31' } });
    // Across a month's end and a leap day.
    expect(placePrice(history, { validFrom: '2028-03-01', validTo: null }).close).toEqual({ id: 2, validTo: '2028-02-29' });
  });

  it('a price between two others ends the day before the next one starts, and leaves one that already ended alone', () => {
    expect(placePrice(history, { validFrom: '2025-06-01', validTo: null })).toEqual({ validTo: '2025-12-14', close: { id: 1, validTo: '2025-05-31' } });
    expect(placePrice(history, { validFrom: '2025-06-01', validTo: '2025-06-30' })).toEqual({ validTo: '2025-06-30', close: { id: 1, validTo: '2025-05-31' } });
    expect(placePrice([{ id: 1, validFrom: '2024-01-01', validTo: '2024-12-31' }], { validFrom: '2025-06-01', validTo: null })).toEqual({ validTo: null });
  });

  it('a price from the day another starts clashes with it', () => {
    expect(placePrice(history, { validFrom: '2025-12-15', validTo: null }).clash).toEqual(history[1]);
  });

  it('the days of a price taken out go back to the price before it', () => {
    const withFebruary: PriceWindow[] = [{ id: 1, validFrom: '2024-01-01', validTo: '2026-01-31' }, { id: 3, validFrom: '2026-02-01', validTo: null }];
    expect(releasePrice(withFebruary, withFebruary[1])).toEqual({ id: 1, validTo: null });
    expect(releasePrice(history, { id: 9, validFrom: '2026-03-01', validTo: null })).toBeUndefined();
  });

  it('after a new price is placed, every day has exactly the price in force on it', () => {
    const placement = placePrice(history, { validFrom: '2026-02-01', validTo: null });
    const prices = [
      { validFrom: '2024-01-01', validTo: '2025-12-14', ore: 20 },
      { validFrom: '2025-12-15', validTo: placement.close!.validTo, ore: 22 },
      { validFrom: '2026-02-01', validTo: placement.validTo, ore: 25 },
    ];
    expect(priceOn(prices, '2025-12-14')?.ore).toBe(20);
    expect(priceOn(prices, '2026-01-31')?.ore).toBe(22);
    expect(priceOn(prices, '2026-02-01')?.ore).toBe(25);
  });
});
