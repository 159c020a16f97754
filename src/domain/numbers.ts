// Numbers on screen (P18, P19), in the portal's language: a percentage with 0 decimals, and every
// other number (quantities, counts, fill degrees in tables) with at most 2 decimals. Money has its
// own fixed 2 decimals (P17, money/kroner.ts) and the stock indicator its own 2 (P08, stock/indicator.ts).

/** P19: at most 2 decimals, grouped as the language writes thousands ("1 234,5" in nb-NO). */
export const formatNumber = (value: number, language = 'nb-NO') =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);

/** P18: a percentage with 0 decimals, from the percent itself (37.6 → "38 %" in nb-NO). */
export const formatPercent = (percent: number, language = 'nb-NO') =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** P21: a number input clamps to min and max and truncates to a multiple of the step (as the user leaves it). */
export function clampNumber(value: number | null | undefined, { minimum, maximum, step }: { minimum?: number; maximum?: number; step?: number }): number | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  let result = value;
  if (step) result = Math.trunc(result / step) * step;
  if (minimum !== undefined) result = Math.max(minimum, result);
  if (maximum !== undefined) result = Math.min(maximum, result);
  return result;
}

/** P21 on what a field holds as the user leaves it: a number clamped and truncated; empty or not a number as it is. */
export const clampedText = (text: string, bounds: { minimum?: number; maximum?: number; step?: number }): string =>
  (text.trim() === '' || Number.isNaN(Number(text)) ? text : String(clampNumber(Number(text), bounds)));
