// Hire (LEDGER.md "Money"): a month's carrier-days above the free quantity, at the price of each day,
// with the grace days of received carriers; the day-by-day working sums to the invoice lines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysOfMonth, formatOre, freeOn, hireForMonth, priceOn, type HireInput } from '../../src/domain/money/hire';

const month = (overrides: Partial<HireInput> = {}): HireInput => ({
  days: daysOfMonth('2025-12-01'), opening: 100, net: new Map(), received: new Map(), free: [], graceDays: 0,
  prices: [{ validFrom: '2024-01-01', validTo: null, ore: 20 }], ...overrides,
});

describe('hire for a month', () => {
  it('charges every day\'s balance at the day\'s price', () => {
    const { segments, days } = hireForMonth(month());
    expect(days).toHaveLength(31);
    expect(segments).toEqual([{ fromDate: '2025-12-01', toDate: '2025-12-31', carrierDays: 3100, ore: 20, amountOre: 62_000 }]);
  });

  it('with a free quantity and a price change in the middle of the month: two lines whose sums are the days\'', () => {
    const input = month({
      net: new Map([['2025-12-10', 50], ['2025-12-20', -30]]),
      free: [{ quantity: 25, fromDate: '2025-01-01', toDate: null }, { quantity: 10, fromDate: null, toDate: '2025-12-05' }],
      prices: [{ validFrom: '2024-01-01', validTo: '2025-12-14', ore: 20 }, { validFrom: '2025-12-15', validTo: null, ore: 22 }],
    });
    const { segments, days } = hireForMonth(input);
    // 1–5: 100 − 35 = 65; 6–9: 100 − 25 = 75; 10–14: 150 − 25 = 125; 15–19: 125; 20–31: 120 − 25 = 95.
    expect(segments).toEqual([
      { fromDate: '2025-12-01', toDate: '2025-12-14', carrierDays: 5 * 65 + 4 * 75 + 5 * 125, ore: 20, amountOre: (5 * 65 + 4 * 75 + 5 * 125) * 20 },
      { fromDate: '2025-12-15', toDate: '2025-12-31', carrierDays: 5 * 125 + 12 * 95, ore: 22, amountOre: (5 * 125 + 12 * 95) * 22 },
    ]);
    expect(days.reduce((sum, day) => sum + day.amountOre, 0)).toBe(segments.reduce((sum, segment) => sum + segment.amountOre, 0));
    expect(days.find((day) => day.day === '2025-12-10')).toEqual({ day: '2025-12-10', balance: 150, free: 25, grace: 0, chargeable: 125, ore: 20, amountOre: 2500 });
  });

  it('received carriers are free for the grace days, the day received being the first, also across the month\'s start', () => {
    const { days } = hireForMonth(month({
      opening: 40, graceDays: 3, net: new Map([['2025-12-02', 30]]), received: new Map([['2025-11-30', 40], ['2025-12-02', 30]]),
    }));
    expect(days.slice(0, 6).map((day) => [day.grace, day.chargeable])).toEqual([[40, 0], [70, 0], [30, 40], [30, 40], [0, 70], [0, 70]]);
  });

  it('never charges below zero, and charges nothing on a day without a price', () => {
    const { segments } = hireForMonth(month({ opening: 10, free: [{ quantity: 50, fromDate: null, toDate: null }] }));
    expect(segments).toEqual([]);
    const unpriced = hireForMonth(month({ prices: [{ validFrom: '2025-12-16', validTo: null, ore: 20 }] }));
    expect(unpriced.segments).toEqual([{ fromDate: '2025-12-16', toDate: '2025-12-31', carrierDays: 1600, ore: 20, amountOre: 32_000 }]);
  });

  it('prices and free quantities apply on their first and last days', () => {
    const prices = [{ validFrom: '2025-12-01', validTo: '2025-12-14', ore: 20 }, { validFrom: '2025-12-15', validTo: null, ore: 22 }];
    expect(priceOn(prices, '2025-12-14')?.ore).toBe(20);
    expect(priceOn(prices, '2025-12-15')?.ore).toBe(22);
    expect(priceOn(prices, '2025-11-30')).toBeUndefined();
    expect(freeOn([{ quantity: 5, fromDate: '2025-12-01', toDate: '2025-12-01' }], '2025-12-01')).toBe(5);
    expect(freeOn([{ quantity: 5, fromDate: '2025-12-01', toDate: '2025-12-01' }], '2025-12-02')).toBe(0);
  });

  it('knows the months\' lengths, and shows money in kroner with 2 decimals (P17)', () => {
    expect(daysOfMonth('2024-02-01')).toHaveLength(29);
    expect(daysOfMonth('2025-02-01')).toHaveLength(28);
    expect(formatOre(123_456).replace(/\s/g, ' ')).toBe('1 234,56');
    expect(formatOre(5)).toBe('0,05');
  });
});

describe('hire for a month, whatever the month holds', () => {
  const DAY_MS = 86_400_000;
  const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  /** The definition, day by day: each day's grace counts what it and the grace days before it received; a line runs while days follow at one price. */
  function reference(input: HireInput) {
    let balance = input.opening;
    const days = input.days.map((day) => {
      balance += input.net.get(day) ?? 0;
      let grace = 0;
      for (let back = 0; back < input.graceDays; back++) grace += input.received.get(shift(day, -back)) ?? 0;
      const chargeable = Math.max(0, balance - freeOn(input.free, day) - grace);
      const price = priceOn(input.prices, day);
      return { day, chargeable, ore: price?.ore ?? null, amountOre: price ? chargeable * price.ore : 0 };
    });
    const segments: { fromDate: string; toDate: string; carrierDays: number; ore: number; amountOre: number }[] = [];
    for (const day of days) {
      if (day.ore === null) continue;
      const last = segments.at(-1);
      if (last && last.ore === day.ore && shift(last.toDate, 1) === day.day) Object.assign(last, { toDate: day.day, carrierDays: last.carrierDays + day.chargeable, amountOre: last.amountOre + day.amountOre });
      else segments.push({ fromDate: day.day, toDate: day.day, carrierDays: day.chargeable, ore: day.ore, amountOre: day.amountOre });
    }
    return segments.filter((segment) => segment.carrierDays > 0);
  }

  it('gives the lines of its day-by-day definition (random movements, grace days and prices with gaps)', () => {
    const dayOf = (offset: number) => shift('2025-12-01', offset);
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 7 }),
      fc.array(fc.tuple(fc.integer({ min: -10, max: 30 }), fc.integer({ min: -200, max: 200 })), { maxLength: 20 }),
      fc.array(fc.tuple(fc.integer({ min: -10, max: 30 }), fc.integer({ min: 0, max: 200 })), { maxLength: 20 }),
      fc.array(fc.tuple(fc.integer({ min: -5, max: 35 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 3 })), { maxLength: 4 }),
      (opening, graceDays, nets, receipts, priceRows) => {
        const prices = priceRows.map(([from, length, ore]) => ({ validFrom: dayOf(from), validTo: length === 10 ? null : dayOf(from + length), ore }))
          .sort((a, b) => a.validFrom.localeCompare(b.validFrom));
        const input = month({
          opening, graceDays, prices,
          net: new Map(nets.map(([day, quantity]) => [dayOf(day), quantity])),
          received: new Map(receipts.map(([day, quantity]) => [dayOf(day), quantity])),
        });
        expect(hireForMonth(input).segments).toEqual(reference(input));
      },
    ), { numRuns: 500 });
  });
});
