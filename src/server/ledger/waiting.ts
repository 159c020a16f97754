// What waits at the context location, as the rules of src/domain/ledger/counts.ts say (B28–B34,
// issue 27): one condition per count, used alike by the menu's counts, by the lists' `waiting`
// filter (so a badge's list shows exactly the rows it counted) and by "Venter på deg", which lists
// the rows themselves with their deadlines. Counts out of the window of B34 (answers the pool waits
// for) read the partial indexes of open rows (0020_waiting_work); the rest one month of one location.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { mayAccess } from '../../domain/access.js';
import { poolToday } from '../../domain/dates.js';
import { COUNT_NAMES, countWindow, deadlineOf, LEDGER_COUNTS, type CountName, type CountPart, type LedgerCount } from '../../domain/ledger/counts.js';
import { routeForPath } from '../../domain/routes.js';
import type { WaitingRow } from '../../../generated/entities.js';
import type { Database } from '../db/database.js';
import type { CallContext } from '../http/call-context.js';
import { autoCommitDays } from './nightly.js';
import { runPrepared } from '../db/prepared.js';

type Eb = ExpressionBuilder<any, any>;
export interface CountWindow { dateLower: string; dateUpper: string }

function sideOf(count: LedgerCount, locationId: number) {
  return (eb: Eb): Expression<SqlBool> => ({
    from: eb('transactions.locationIdFrom', '=', locationId),
    to: eb('transactions.locationIdTo', '=', locationId),
    either: eb.or([eb('transactions.locationIdFrom', '=', locationId), eb('transactions.locationIdTo', '=', locationId)]),
  })[count.side];
}

/** A shop transaction registered by the own side (`own`) or by the other (`other`); registered_side is null for the sender's. */
function registeredBy(who: 'own' | 'other', locationId: number) {
  return (eb: Eb): Expression<SqlBool> => {
    const bySender = eb(eb.fn.coalesce('transactions.registeredSide', sql.lit('sender')), '=', 'sender');
    const ownSender = eb('transactions.locationIdFrom', '=', locationId);
    const ownReceiver = eb('transactions.locationIdTo', '=', locationId);
    return who === 'own'
      ? eb.or([eb.and([ownSender, bySender]), eb.and([ownReceiver, eb.not(bySender)])])
      : eb.or([eb.and([ownSender, eb.not(bySender)]), eb.and([ownReceiver, bySender])]);
  };
}

export function partCondition(count: LedgerCount, part: CountPart, locationId: number, window: CountWindow) {
  return (eb: Eb): Expression<SqlBool> => eb.and([
    sideOf(count, locationId)(eb),
    eb('transactions.status', 'in', [...part.statuses]),
    eb('transactions.type', 'in', [...(part.types ?? count.types)]),
    ...(part.inWindow ? [eb('transactions.transactionDate', '>=', window.dateLower), eb('transactions.transactionDate', '<=', window.dateUpper)] : []),
    ...(part.registeredBy ? [registeredBy(part.registeredBy, locationId)(eb)] : []),
  ]);
}

/** The rows a count counts at a location (the lists' `waiting` filter). */
export function waitingCondition(name: CountName, locationId: number, window: CountWindow = countWindow(poolToday())) {
  const count = LEDGER_COUNTS[name];
  return (eb: Eb): Expression<SqlBool> => eb.or(count.parts.map((part) => partCondition(count, part, locationId, window)(eb)));
}

/** A list's `waiting` filter is judged at the caller's context location. */
export const withWaiting = <F extends { waiting?: CountName; waitingAt?: number }>(filter: F, call: Pick<CallContext, 'location'>): F =>
  (filter.waiting ? { ...filter, waitingAt: call.location.id } : filter);

/** The counts a user sees: those whose list the user may open (routes.ts, the menu's own rule). */
export function countsFor(call: Pick<CallContext, 'user' | 'customer' | 'location'>): CountName[] {
  return COUNT_NAMES.filter((name) => {
    const route = routeForPath(LEDGER_COUNTS[name].route);
    return route !== undefined && mayAccess({ user: call.user, customer: call.customer, location: call.location }, route.access);
  });
}

/** Each part of every count, keyed for its column, and by which of the two reads counts it: worked out once, from the rules. */
const COUNT_PARTS = COUNT_NAMES.flatMap((name) => LEDGER_COUNTS[name].parts.map((part) => ({ name, part }))).map((entry, index) => ({ ...entry, key: `part${index}` }));
const partsOf = (inWindow: boolean) => {
  const parts = COUNT_PARTS.filter(({ part }) => part.inWindow === inWindow);
  return { inWindow, parts, statuses: [...new Set(parts.flatMap(({ part }) => part.statuses))] };
};
const COUNT_READS = [partsOf(true), partsOf(false)];

/**
 * Every count at the location, in two index-friendly reads: the window's month, and the open rows of
 * any date. Each read takes the location's rows side by side, each side along its own index (side,
 * date; the open rows' partial ones), the halves disjoint (a transaction's two locations differ:
 * transactions_two_sides). As one "either side" condition, PostgreSQL read every open row of the
 * pool in the window and kept the location's (10 ms at national scale). Built with stand-ins and
 * compiled once (prepared.ts): the SQL depends on the rules alone.
 */
export async function ledgerCounts(db: Database, locationId: number, window: CountWindow): Promise<Record<CountName, number>> {
  // The two reads are independent: on two connections at once.
  const rows = await Promise.all(COUNT_READS.map(({ inWindow, parts, statuses }) => runPrepared<Record<string, unknown>>(db, `ledger-counts|${inWindow}`, (value) => {
    const [at, within] = [value<number>('locationId'), { dateLower: value<string>('dateLower'), dateUpper: value<string>('dateUpper') }];
    const side = (column: 'transactions.locationIdFrom' | 'transactions.locationIdTo') => db.selectFrom('transactions')
      .select(['transactions.locationIdFrom', 'transactions.locationIdTo', 'transactions.status', 'transactions.type', 'transactions.transactionDate', 'transactions.registeredSide'])
      .where(column, '=', at).where('transactions.status', 'in', statuses)
      .$if(inWindow, (qb) => qb.where('transactions.transactionDate', '>=', within.dateLower).where('transactions.transactionDate', '<=', within.dateUpper));
    return db.selectFrom(side('transactions.locationIdFrom').unionAll(side('transactions.locationIdTo')).as('transactions'))
      .select((eb) => parts.map(({ name, part, key }) => eb.fn.countAll<number>().filterWhere(partCondition(LEDGER_COUNTS[name], part, at, within)).as(key)))
      .compile();
  }, { locationId, ...window })));
  const counts = Object.fromEntries(COUNT_NAMES.map((name) => [name, 0])) as Record<CountName, number>;
  COUNT_READS.forEach(({ parts }, read) => {
    for (const { name, key } of parts) counts[name] += Number(rows[read][0][key]);
  });
  return counts;
}

/** At most this many rows of what waits, the earliest deadlines. */
export const WAITING_ROWS = 50;

const nameOf = (eb: Eb, column: string) => eb.selectFrom('locations').select('locations.name').whereRef('locations.id', '=', column).limit(1);

/**
 * "Venter på deg": the rows of every count the user sees, earliest deadline first. Each part's rows are
 * read in the order of the day its deadline runs from (the deadline grows with it), the first
 * WAITING_ROWS of each, so the merged first WAITING_ROWS are the earliest of all.
 */
export async function waitingRows(db: Database, call: Pick<CallContext, 'user' | 'customer' | 'location'>, today = poolToday()): Promise<{ data: WaitingRow[]; total: number }> {
  const window = countWindow(today);
  const locationId = call.location.id;
  const names = countsFor(call);
  const days = await autoCommitDays(db);
  const reads = names.flatMap((name) => LEDGER_COUNTS[name].parts.map(async (part) => {
    const count = LEDGER_COUNTS[name];
    // The day the deadline runs from: a date, or an instant whose day is the pool's (dates.ts).
    const from = part.deadline.rule === 'date' ? sql<string | Date>`coalesce(transactions.process_by, transactions.transaction_date)`
      : part.deadline.rule === 'autoCommit' || part.deadline.from === 'sent' ? sql<string | Date>`coalesce(transactions.sent_at, transactions.updated_at)`
        : sql<string | Date>`transactions.updated_at`;
    const rows = await db.selectFrom('transactions')
      .select((eb) => ['transactions.id', 'transactions.type', 'transactions.status', 'transactions.transactionDate', from.as('from'),
        nameOf(eb, 'transactions.locationIdFrom').as('locationNameFrom'), nameOf(eb, 'transactions.locationIdTo').as('locationNameTo')])
      .where(partCondition(count, part, locationId, window))
      .orderBy(from).orderBy('transactions.id').limit(WAITING_ROWS).execute();
    return rows.map(({ from: start, ...row }) => {
      const day = typeof start === 'string' ? start : poolToday(new Date(start));
      return { ...row, kind: name, deadline: deadlineOf(part.deadline, day, days), route: count.route };
    });
  }));
  const all = (await Promise.all(reads)).flat().sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id);
  const counts = await ledgerCounts(db, locationId, window);
  return { data: all.slice(0, WAITING_ROWS), total: names.reduce((sum, name) => sum + counts[name], 0) };
}
