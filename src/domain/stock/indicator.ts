// The stock indicator (D06, P08): the balance now over the balance twelve months ago, shown as a
// percentage with 2 decimals; red above 1.05, yellow above 1 (up to 1.05), otherwise plain.

/** P36: severities, most serious first. */
export const Severity = { Critical: 'Critical', High: 'High', Medium: 'Medium', Low: 'Low', None: 'None' } as const;
export type Severity = (typeof Severity)[keyof typeof Severity];

/** The severities the indicator gives: red is High, yellow Medium. */
export type IndicatorSeverity = typeof Severity.High | typeof Severity.Medium | typeof Severity.None;

/** undefined when there was nothing twelve months ago to compare with. */
export function stockIndicator(now: number, twelveMonthsAgo: number): number | undefined {
  if (twelveMonthsAgo <= 0) return undefined;
  return now / twelveMonthsAgo;
}

/** P08: High (red) above 1.05, Medium (yellow) above 1, otherwise None. */
export function indicatorSeverity(ratio: number | null | undefined): IndicatorSeverity {
  if (ratio == null) return Severity.None;
  if (ratio > 1.05) return Severity.High;
  if (ratio > 1) return Severity.Medium;
  return Severity.None;
}

/** P08: the ratio as a percentage with 2 decimals in the user's language (1.0523 → "105,23 %"). */
export const indicatorText = (ratio: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ratio);

/** The first day of the month `back` months before the month of `day` (yyyy-mm-dd). */
export function monthStart(day: string, back = 0): string {
  // Counted in months since year 0, without a Date: the server reads 12 of these for every product.
  const months = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - back;
  return `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/** The first days of the `months` months up to the month of `day`, newest first. */
export function monthsBack(day: string, months: number): string[] {
  return Array.from({ length: months }, (_, back) => monthStart(day, back));
}

/**
 * Month-end balances walking back from the balance now: the end of a month is the balance less the
 * nets of every later month (0007_stock). `months` are the months to show, newest first (monthsBack,
 * worked out once for all of an account's products); returns their ends oldest first, the current
 * month's "end" being now.
 */
export function monthEndBalances(now: number, nets: ReadonlyMap<string, number>, months: readonly string[]): Array<{ month: string; quantity: number }> {
  const ends: Array<{ month: string; quantity: number }> = [];
  let balance = now;
  for (const month of months) {
    ends.push({ month, quantity: balance });
    balance -= nets.get(month) ?? 0;
  }
  return ends.reverse();
}
