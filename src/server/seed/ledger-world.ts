// What the demo ledger is built from: the demo's calendar (its "today" is the day it is created), the
// places that trade carriers (with their balance account, depot and agreed products), the footprints
// of products and trucks, the seasons of each trade, and the rows the builders produce. Pure data and
// small helpers.
import { addDays } from '../../domain/dates.js';
import { isWorkingDay } from '../../domain/ledger/working-days.js';

/** Two years of history before the demo's today. */
export const HISTORY_DAYS = 730;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's days, counted from the day it is created (docs/decisions.md "Demo ledger"). */
export interface DemoCalendar {
  /** Oslo's today when the demo was created. */
  today: string;
  /** The day `offset` days from today (negative: before). */
  dayOf: (offset: number) => string;
  /** Days from `day` to today (positive in the past). */
  ageOf: (day: string) => number;
  /** The next working day after `day` (or, with step -1, before it). */
  nextWorkingDay: (day: string, step?: number) => string;
  /** An instant of the stories the other seeds tell (written around STORY_TODAY), moved by as many whole days as today is after it. */
  storyTime: (instant: number) => Date;
}

/** The day the stories of the messages, tickets, people and agreements were written around. */
export const STORY_TODAY = '2026-01-30';

export function demoCalendar(today: string): DemoCalendar {
  // The history asks for the same few hundred days tens of thousands of times.
  const days = new Map<number, string>();
  const dayOf = (offset: number) => days.get(offset) ?? days.set(offset, addDays(today, offset)).get(offset)!;
  const ageOf = (day: string) => Math.round((midnightOf(today) - midnightOf(day)) / DAY_MS);
  const nextWorkingDay = (day: string, step = 1) => {
    let next = addDays(day, step);
    while (!isWorkingDay(next)) next = addDays(next, step);
    return next;
  };
  const moved = ageOf(STORY_TODAY);
  return { today, dayOf, ageOf, nextWorkingDay, storyTime: (instant) => new Date(instant + moved * DAY_MS) };
}

/** A day's midnight (UTC) in milliseconds; the demo's few hundred days are parsed once each. */
const midnights = new Map<string, number>();
const midnightOf = (day: string) => midnights.get(day) ?? midnights.set(day, Date.parse(`${day}T00:00:00Z`)).get(day)!;

export const at = (day: string, hour: number, minute = 0) => new Date(midnightOf(day) + (hour * 60 + minute) * 60_000);

/** E21: how many of a product fit in one pallet place (stacked pallets ~20, crates 40–60, trays ~50). */
export const UNITS_PER_PLACE: Record<number, number> = {
  1001: 20, 1002: 30, 1003: 40, 1101: 15, 1102: 15,
  2001: 50, 2002: 40, 2003: 60, 2004: 60, 2501: 48, 2502: 60,
  3001: 20, 3002: 60, 3101: 60, 3102: 50,
  4001: 50, 4002: 50, 5001: 50, 5002: 60, 9991: 40, 9992: 100,
};

/** E21: pallet places per truck type (a standard trailer takes 33 EUR pallets). */
export const PALLET_PLACES: Record<number, number> = { 1: 33, 2: 18, 3: 36, 4: 6, 5: 12 };

/** Volume by month (January first) per trade; 1 is an ordinary month. */
const SEASONS = {
  // Dairy and cold cuts: the autumn and the weeks before Christmas.
  dairy: [0.9, 0.85, 0.9, 0.95, 0.95, 0.9, 0.8, 0.9, 1.1, 1.25, 1.4, 1.5],
  // Farmed fish and its EPS boxes: the summer.
  fish: [0.7, 0.7, 0.8, 0.9, 1.1, 1.4, 1.5, 1.4, 1.1, 0.9, 0.8, 0.8],
  // Lofoten: the skrei (spawning cod) season from February to April.
  skrei: [1.4, 1.7, 1.7, 1.3, 0.8, 0.6, 0.5, 0.5, 0.6, 0.8, 1, 1.1],
  // Fruit and vegetables: the harvest from August to October.
  produce: [0.8, 0.8, 0.85, 0.9, 1, 1.1, 1.2, 1.4, 1.4, 1.2, 0.9, 0.9],
  bakery: [1, 1, 1, 1.05, 1, 0.9, 0.85, 0.9, 1, 1, 1.2, 1.5],
  // Shops and their wholesalers: Easter, and December above all; the summer holiday is quiet.
  retail: [0.85, 0.85, 0.95, 1.05, 1, 1.05, 0.9, 1, 1, 1, 1.15, 1.4],
  flat: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
} as const;

const TRADE_OF_CUSTOMER: Record<number, keyof typeof SEASONS> = {
  2: 'dairy', 21: 'dairy', 23: 'dairy', 25: 'dairy',
  3: 'fish', 29: 'fish', 16: 'fish', 17: 'fish', 24: 'skrei',
  5: 'produce', 20: 'produce', 22: 'produce', 28: 'produce',
  4: 'bakery', 30: 'bakery',
  6: 'retail', 7: 'retail', 8: 'retail', 9: 'retail', 10: 'retail', 12: 'retail', 13: 'retail', 26: 'retail',
};

export const season = (customerId: number, day: string) => SEASONS[TRADE_OF_CUSTOMER[customerId] ?? 'flat'][Number(day.slice(5, 7)) - 1];

/** A place that trades carriers: an active location of an active customer. */
export interface Place {
  id: number;
  name: string;
  customerId: number;
  customerType: string;
  chainId: number | null;
  country: string;
  postalCode: string;
  /** The balance account it books to (posting.ts accountOf). */
  account: number;
  truckTypeId: number | null;
  products: number[];
  /** People at the place who register and receive, for created_by/updated_by. */
  users: number[];
}

/** The operator's depot a customer's place orders from and returns to: by country and region. */
export function homeDepot(place: Place, depots: readonly Place[]): Place {
  const byName = (part: string) => depots.find((depot) => depot.name.includes(part)) ?? depots[0];
  if (place.country === 'SWE') return byName('Göteborg');
  if (place.country === 'DNK') return byName('Taulov');
  const region = place.postalCode[0];
  if (region === '5' || region === '6') return byName('Bergen');
  if (region === '7' || region === '8' || region === '9') return byName('Trondheim');
  return byName('Hovedlager');
}

export interface SeedLine { productId: number; qtyOrdered: number; qtyPicked: number | null; qtyReceived: number | null }
export interface SeedComment { text: string; userId: number; createdAt: Date }

/** A transaction as the builders make it; ids are given in date order. */
export interface SeedTransaction {
  id: number;
  type: number;
  status: number;
  source: string;
  from: Place;
  to: Place;
  transactionDate: string;
  processBy: string | null;
  truckTypeId: number | null;
  senderReference: string | null;
  receiverReference: string | null;
  createdAt: Date;
  createdBy: number;
  updatedAt: Date;
  updatedBy: number;
  sentAt: Date | null;
  confirmedAt: Date | null;
  version: number;
  replacedById: number | null;
  lines: SeedLine[];
  comments: SeedComment[];
  /** Posted at one account only (a stock settlement). */
  singleSided?: boolean;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
