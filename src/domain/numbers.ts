// Numbers on screen (P18, P19), in the portal's language: a percentage with 0 decimals, and every
// other number (quantities, counts, fill degrees in tables) with at most 2 decimals. Money has its
// own fixed 2 decimals (P17, money/kroner.ts) and the stock indicator its own 2 (P08, stock/indicator.ts).

/** P19: at most 2 decimals, grouped as the language writes thousands ("1 234,5" in nb-NO). */
export const formatNumber = (value: number, language = 'nb-NO') =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);

/** P18: a percentage with 0 decimals, from the percent itself (37.6 → "38 %" in nb-NO). */
export const formatPercent = (percent: number, language = 'nb-NO') =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
