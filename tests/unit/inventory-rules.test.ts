// Section F's rules: a line's status (F08) and markers (F09) at each edge, the settlement of a main
// count, and the periods' active and previous flags.
import { describe, expect, it } from 'vitest';
import { correctionBy, lineMarkers, lineStatus } from '../../src/domain/inventory/lines';
import { isActivePeriod, periodOn, previousPeriodId } from '../../src/domain/inventory/periods';
import { bookedOn, settlementLines } from '../../src/domain/inventory/settlement';

const period = { controlFrom: '2026-11-01', controlTo: '2026-11-30' };
const control = { countStatus: 'Active', countType: 'ControlReg', period };

describe('line status (F08)', () => {
  it('follows the count: typed, handed in, approved, discarded; a removed line is canceled whatever the count', () => {
    expect(lineStatus({ countStatus: 'Active' })).toBe('draft');
    expect(lineStatus({ countStatus: 'Closed' })).toBe('pending');
    expect(lineStatus({ countStatus: 'Finished' })).toBe('confirmed');
    expect(lineStatus({ countStatus: 'NotInUse' })).toBe('canceled');
    expect(lineStatus({ countStatus: 'Closed', canceled: true })).toBe('canceled');
    expect(lineStatus({ countStatus: 'Finished', canceled: true })).toBe('canceled');
  });
});

describe('line markers (F09)', () => {
  it('a line counted inside the period, with no main count, has none', () => {
    expect(lineMarkers({ ...control, countedOn: '2026-11-15' })).toEqual([]);
  });
  it('marks the days before and after the period, the first and last day being inside', () => {
    expect(lineMarkers({ ...control, countedOn: '2026-10-31' })).toEqual(['beforePeriod']);
    expect(lineMarkers({ ...control, countedOn: '2026-11-01' })).toEqual([]);
    expect(lineMarkers({ ...control, countedOn: '2026-11-30' })).toEqual([]);
    expect(lineMarkers({ ...control, countedOn: '2026-12-01' })).toEqual(['afterPeriod']);
  });
  it('marks a control line counted before the main count, not one on its day or after, and never a main count line', () => {
    expect(lineMarkers({ ...control, countedOn: '2026-11-09', mainCountOn: '2026-11-10' })).toEqual(['beforeMasterCount']);
    expect(lineMarkers({ ...control, countedOn: '2026-11-10', mainCountOn: '2026-11-10' })).toEqual([]);
    expect(lineMarkers({ ...control, countedOn: '2026-11-11', mainCountOn: '2026-11-10' })).toEqual([]);
    expect(lineMarkers({ ...control, countType: 'MainReg', countedOn: '2026-11-09', mainCountOn: '2026-11-10' })).toEqual([]);
  });
  it('marks a product not counted, and a count outside any period', () => {
    expect(lineMarkers({ ...control, countStatus: 'Closed' })).toEqual(['notCounted']);
    expect(lineMarkers({ ...control, period: null, countedOn: '2026-11-15' })).toEqual(['noPeriod']);
    expect(lineMarkers({ ...control, period: null })).toEqual(['notCounted', 'noPeriod']);
  });
  it('marks own and provider corrections beside the rest', () => {
    expect(lineMarkers({ ...control, countedOn: '2026-11-15', correctedBy: 'own' })).toEqual(['ownCorrection']);
    expect(lineMarkers({ ...control, countedOn: '2026-12-02', correctedBy: 'provider' })).toEqual(['afterPeriod', 'providerCorrection']);
  });
  it('a correction is a changed quantity on a handed-in count, by the location or by the operator', () => {
    expect(correctionBy('Active', 5, 6, false)).toBeUndefined();
    expect(correctionBy('Closed', undefined, 6, true)).toBeUndefined();
    expect(correctionBy('Closed', 6, 6, true)).toBeUndefined();
    expect(correctionBy('Closed', 5, 6, false)).toBe('own');
    expect(correctionBy('Closed', 5, 6, true)).toBe('provider');
  });
});

describe('settlement of a main count', () => {
  it('moves the differences from and to the pool, one direction each, nothing for a product that agrees', () => {
    expect(settlementLines([
      { productId: 1001, counted: 125, booked: 100 },
      { productId: 2501, counted: 90, booked: 100 },
      { productId: 4002, counted: 40, booked: 40 },
      { productId: 1002, counted: 0, booked: -3 },
    ])).toEqual({ found: [{ productId: 1001, quantity: 25 }, { productId: 1002, quantity: 3 }], missing: [{ productId: 2501, quantity: 10 }] });
    expect(settlementLines([])).toEqual({ found: [], missing: [] });
  });
  it('the booked balance on the count\'s day is the kept balance less what was booked after it', () => {
    expect(bookedOn(140, 15)).toBe(125);
    expect(bookedOn(140, -20)).toBe(160);
  });
});

describe('periods (F06)', () => {
  const periods = [
    { id: 1, status: 'Finished', controlFrom: '2025-11-17', controlTo: '2025-12-12' },
    { id: 2, status: 'Closed', controlFrom: '2026-05-01', controlTo: '2026-05-31' },
    { id: 3, status: 'Active', controlFrom: '2026-11-01', controlTo: '2026-12-31' },
    { id: 4, status: 'NotInUse', controlFrom: '2026-11-01', controlTo: '2026-11-30' },
    { id: 5, status: 'New', controlFrom: '2026-12-01', controlTo: '2026-12-31' },
  ];
  it('active is the Active status; the previous period is the one over that ended last', () => {
    expect(periods.filter(isActivePeriod).map((p) => p.id)).toEqual([3]);
    expect(previousPeriodId(periods)).toBe(2);
    expect(previousPeriodId(periods.filter((p) => p.status !== 'Closed' && p.status !== 'Finished'))).toBeUndefined();
  });
  it('the period of a day: the active one first, never one not in use', () => {
    expect(periodOn(periods, '2026-12-15')?.id).toBe(3);
    expect(periodOn(periods, '2026-05-15')?.id).toBe(2);
    expect(periodOn(periods, '2026-06-15')).toBeUndefined();
    expect(periodOn(periods.filter((p) => p.id !== 3), '2026-11-15')).toBeUndefined();
  });
});
