// P20: the portal writes dates as yyyy-MM-dd and times as HH:mm, in the pool's time zone (the server's
// createdLocal uses the same), whatever the browser's locale or zone (issue 14: the generic lists said
// "11/22/2026, 9:34:58 PM" beside a ticket's "2026-11-22 22:25"). Month and weekday names follow the
// portal's language.

/** Where the pool's customers are (Norway, Sweden, Denmark: one zone); the server's local times agree. */
export const POOL_TIME_ZONE = 'Europe/Oslo';

const poolClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: POOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real day written yyyy-MM-dd (not 2026-02-30). */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * The last minute read off the pool's clock: Oslo's offsets are whole minutes, so every instant of a
 * minute has the same day and time, and the server's many readings of today (one or more a request)
 * cost one formatToParts (some 30 µs) a minute.
 */
let lastRead: { minute: number; clock: { day: string; time: string } } | undefined;

/** An instant's day and time on the pool's clock, or null for what is no instant. */
function onPoolClock(value: string): { day: string; time: string } | null {
  const instant = new Date(value);
  const ms = instant.getTime();
  if (Number.isNaN(ms)) return null;
  const minute = Math.floor(ms / 60_000);
  if (lastRead?.minute !== minute) {
    const part = Object.fromEntries(poolClock.formatToParts(instant).map(({ type, value: text }) => [type, text]));
    lastRead = { minute, clock: { day: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` } };
  }
  return lastRead.clock;
}

/**
 * A11: how far the server's clock is ahead of this machine's, in ms. The portal sets it from GET ping
 * (session/serverTime.ts), so that a PC whose clock is wrong still dates by the pool's today; on the
 * server it stays 0.
 */
let serverClockOffsetMs = 0;
export const followServerClock = (offsetMs: number) => { serverClockOffsetMs = offsetMs; };
/** Now on the server's clock. */
export const serverNow = () => new Date(Date.now() + serverClockOffsetMs);

/** The pool's business day (yyyy-MM-dd) at an instant: Oslo's date, daylight saving included, whatever the machine's zone. */
export function poolToday(now: Date = serverNow()): string {
  return onPoolClock(now.toISOString())!.day;
}

/** A day some days after (or, negative, before) another, by the calendar. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A day (yyyy-MM-dd, shown as it is) or an instant's day on the pool's clock; '' for nothing. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (DAY.test(value)) return value;
  return onPoolClock(value)?.day ?? value;
}

/** An instant as yyyy-MM-dd HH:mm on the pool's clock; '' for nothing. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const clock = onPoolClock(value);
  return clock ? `${clock.day} ${clock.time}` : value;
}

/** An instant's time as HH:mm on the pool's clock; '' for nothing. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  return onPoolClock(value)?.time ?? value;
}

/** A month (yyyy-MM or its first day) by name in the language: "november 2026", or short "nov. 26". */
export function formatMonth(month: string, language: string, style: 'long' | 'short' = 'long'): string {
  const first = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(first.getTime())) return month;
  return first.toLocaleDateString(language, style === 'long'
    ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
    : { month: 'short', year: '2-digit', timeZone: 'UTC' });
}

/** A day with its weekday in the language: "mandag 2026-11-23". */
export function formatDayWithWeekday(day: string, language: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  if (!DAY.test(day) || Number.isNaN(noon.getTime())) return day;
  return `${noon.toLocaleDateString(language, { weekday: 'long', timeZone: 'UTC' })} ${day}`;
}
