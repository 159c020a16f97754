// Report ranges (G08–G10, P04, R18): the choices, each report's span, and a longer range shortened.
import { describe, expect, it } from 'vitest';
import { clampRange, monthsBefore, rangeOf, REPORT_SPANS } from '../../src/domain/reports/ranges';
import { reportScope } from '../../src/domain/reports/scope';

describe('report ranges', () => {
  it('every report has one of the four spans (P04)', () => {
    for (const span of Object.values(REPORT_SPANS)) expect([3, 6, 12, 36]).toContain(span);
  });
  it('last 30 days and last year end today (G08)', () => {
    expect(rangeOf('last30', '2026-11-24')).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(rangeOf('lastYear', '2026-11-24')).toEqual({ from: '2025-11-24', to: '2026-11-24' });
  });
  it('a range within the span stands; one day more is shortened from its start (G09, G10)', () => {
    expect(clampRange('2025-07-01', '2025-12-31', 6)).toEqual({ from: '2025-07-01', to: '2025-12-31', clamped: false });
    expect(clampRange('2025-06-30', '2025-12-31', 6)).toEqual({ from: '2025-07-01', to: '2025-12-31', clamped: true });
    expect(clampRange('2020-01-01', '2026-11-24', 36)).toEqual({ from: '2023-11-25', to: '2026-11-24', clamped: true });
    expect(clampRange('2025-12-31', '2025-12-01', 3)).toEqual({ from: '2025-12-01', to: '2025-12-31', clamped: false });
  });
  it('a month earlier keeps the day, or the month\'s last when it has none', () => {
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2024-03-31', 1)).toBe('2024-02-29');
    expect(monthsBefore('2026-01-15', 3)).toBe('2025-10-15');
  });
});

describe('report reach (C16)', () => {
  const user = (reportLevelEx: number, tasks: string[] = ['Reports'], extra = {}) => ({
    id: 9, adminLevelEx: 0, reportLevelEx, inventoryLevelEx: 0, tasksAllowed: tasks as never, customerId: 2, locationId: 5, isNlp: false, isFinancial: false, employeeId: null, ...extra,
  });
  const customer = { id: 2, chainId: 1 };
  it('follows the report level through the Reports task', () => {
    expect(reportScope(user(-1), customer, 5)).toBeNull();
    expect(reportScope(user(2, []), customer, 5)).toBeNull();
    expect(reportScope(user(0), customer, 5)).toEqual({ kind: 'location', locationId: 5 });
    expect(reportScope(user(1), customer, 5)).toEqual({ kind: 'customer', customerId: 2 });
    expect(reportScope(user(2), customer, 5)).toEqual({ kind: 'chain', chainId: 1 });
    expect(reportScope(user(2), { id: 2, chainId: null }, 5)).toEqual({ kind: 'customer', customerId: 2 });
    expect(reportScope(user(0, ['Reports'], { isNlp: true }), customer, 5)).toEqual({ kind: 'all' });
  });
});
