// Working days (E07, LEDGER.md): Monday to Friday, less the Norwegian public holidays, the moving
// ones computed from Easter Sunday (anonymous Gregorian algorithm), so no year is listed by hand.

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));

export function easterSunday(year: number): Date {
  const a = year % 19, b = Math.floor(year / 100), c = year % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31), day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** The public holidays of a year as yyyy-mm-dd (computed once a year: every working-day test asks). */
export function norwegianHolidays(year: number): ReadonlySet<string> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const fixed = ['01-01', '05-01', '05-17', '12-25', '12-26'].map((day) => `${year}-${day}`);
  // Maundy Thursday, Good Friday, Easter Sunday and Monday, Ascension Day, Whit Sunday and Monday.
  const moving = [-3, -2, 0, 1, 39, 49, 50].map((offset) => iso(addDays(easter, offset)));
  const holidays: ReadonlySet<string> = new Set([...fixed, ...moving]);
  holidaysByYear.set(year, holidays);
  return holidays;
}

export function isWorkingDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !norwegianHolidays(date.getUTCFullYear()).has(day);
}

/** The next `count` working days after `from` (yyyy-mm-dd), `from` itself not included. */
export function nextWorkingDays(from: string, count: number): string[] {
  const days: string[] = [];
  let date = new Date(`${from}T00:00:00Z`);
  while (days.length < count) {
    date = addDays(date, 1);
    if (isWorkingDay(iso(date))) days.push(iso(date));
  }
  return days;
}

/** The day `count` working days after `from` (a deadline such as the 10 working days of E07). */
export const addWorkingDays = (from: string, count: number) => nextWorkingDays(from, count)[count - 1];

/** N30: the days a delivery or an order may be dated: the next 20 working days after the pool's today. */
export const deliveryDays = (today: string) => nextWorkingDays(today, 20);
