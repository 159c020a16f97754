// Free text over tickets (I45), read one of two ways (issue 33):
// - by its matches: each arm (the title's trigram index, the customers', locations' and contacts'
//   names, the ticket's or order's number) gives its ids and the page is read from them. Cheap while
//   matches are few; a word in many titles makes it read every match to show a hundred (50,000 at
//   2,000,000 tickets), and count them again.
// - newest first: the newest tickets of the selection are walked and each is tested. Cheap while
//   matches are common, hopeless when they are rare.
// A page in the list's own order (newest first) walks a bounded number of tickets first. What it
// finds there is the page if it is one; otherwise the matches are read by their indexes.
import { sql, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/database.js';
import type { ValueOf } from '../db/prepared.js';
import type { Tables } from '../db/tables.js';
import type { Runner } from '../generic/paging.js';

/**
 * How many of the newest tickets a search walks: a first look, then as far as its share of matches
 * says a page needs (with half again to spare), up to the most a walk costs less than the indexes.
 */
export const SEARCH_WALK = { first: 2_000, most: 20_000, spare: 1.5 };

/**
 * A total too large to count is the share of matches in a sample times the selection's estimated
 * size: stretches of the selection spread evenly over its ids, since the newest tickets alone may
 * hold a word far more often than the rest (a customer's run of deliveries). Only well above what
 * is counted (LIST_DEPTH) is it trusted to say so.
 */
export const SEARCH_SAMPLE = { stretches: 10, tickets: 200, aboveCounted: 2 };

/**
 * The word of a search of several that the titles' statistics (the sample ANALYZE keeps of the
 * index's lower(title)) find in the fewest titles, the longest of those, or undefined for one word.
 * The trigram index is asked for that word alone and the whole text tested on what it finds: asked
 * for every word, it reads the long lists of the common words' trigrams for each candidate of the
 * rare one (35 ms against 0.6 ms at 2,000,000 tickets).
 */
export async function rarestWord(db: Database, text: string): Promise<string | undefined> {
  const words = [...new Set(text.trim().toLowerCase().split(/\s+/))].filter((word) => word.length >= 3);
  if (words.length < 2) return undefined;
  const { rows } = await sql<{ word: string; titles: number | string }>`select word,
      (select count(*) from pg_stats, unnest(histogram_bounds::text::text[]) as title
        where tablename = 'support_tickets_title_trgm_idx' and strpos(title, word) > 0) as titles
    from unnest(${words}::text[]) as word`.execute(db);
  const titles = new Map(rows.map((row) => [row.word, Number(row.titles)]));
  return words.sort((a, b) => (titles.get(a) ?? 0) - (titles.get(b) ?? 0) || b.length - a.length)[0];
}

/** The title test of a search: by its rarest word's pattern through the index, the whole text on what that finds (rarestWord). */
export const titleMatches = (column: RawBuilder<unknown>, like: string, narrow: { word: string; text: string } | undefined): RawBuilder<SqlBool> =>
  (narrow ? sql<SqlBool>`(lower(${column}) like ${narrow.word} and strpos(lower(${column}), ${narrow.text}) > 0)` : sql<SqlBool>`lower(${column}) like ${like}`);

/** The arms' matching ids as one array: each arm its own index lookup (0014_search); as one OR the planner read every ticket (issue 16). */
export function matching(like: string, asId: number | undefined, narrow: { word: string; text: string } | undefined) {
  return (eb: ExpressionBuilder<Tables, 'supportTickets'>) => {
    const tickets = () => eb.selectFrom('supportTickets as found').select('found.id');
    const named = (table: 'customers' | 'locations' | 'users') =>
      eb.selectFrom(table).select(`${table}.id` as 'customers.id').where(sql<boolean>`lower(${sql.ref(`${table}.name`)}) like ${like}`);
    const arms = [
      tickets().where(titleMatches(sql.ref('found.title'), like, narrow)),
      tickets().where('found.customerId', 'in', named('customers')),
      tickets().where('found.locationId', 'in', named('locations')),
      tickets().where('found.orderedByUserId', 'in', named('users')),
      ...(asId === undefined ? [] : [tickets().where('found.id', '=', asId), tickets().where('found.orderId', '=', asId)]),
    ];
    return sql<SqlBool>`support_tickets.id = any(array(${arms.reduce((union, arm) => union.unionAll(arm))}))`;
  };
}

/** The same test of one walked ticket: each name looked up once by its index, then a hashed membership test per ticket. */
const matchesWalked = (like: string, asId: number | undefined): RawBuilder<SqlBool> => sql<SqlBool>`(lower(walked.title) like ${like}
  or walked.customer_id in (select id from customers where lower(name) like ${like})
  or walked.location_id in (select id from locations where lower(name) like ${like})
  or walked.ordered_by_user_id in (select id from users where lower(name) like ${like})
  ${asId === undefined ? sql`` : sql`or walked.id = ${asId} or walked.order_id = ${asId}`})`;

type TicketSelection = (value: ValueOf) => SelectQueryBuilder<Tables, 'supportTickets', object>;

/** The columns a search tests, of the selection's tickets. */
const searched = (selection: SelectQueryBuilder<Tables, 'supportTickets', object>) => selection
  .select(['supportTickets.id', 'supportTickets.title', 'supportTickets.customerId', 'supportTickets.locationId', 'supportTickets.orderedByUserId', 'supportTickets.orderId']);

/** How many of a sample of the selection match (SEARCH_SAMPLE). Its values: `pattern` and `qId` when the text is a number. */
export async function sampledShare(db: Database, run: Runner, selectionOf: TicketSelection, asId: boolean): Promise<{ matched: number; sampled: number }> {
  const [row] = await run<{ matched: number | string; sampled: number | string }>('sample', (value) => {
    const ends = selectionOf(value).select([sql<number>`min(support_tickets.id)`.as('low'), sql<number>`max(support_tickets.id)`.as('high')]);
    const stretch = searched(selectionOf(value))
      .where(sql<SqlBool>`support_tickets.id <= ends.high - (ends.high - ends.low) * stretch / ${sql.lit(SEARCH_SAMPLE.stretches)}`)
      .orderBy('supportTickets.id', 'desc').limit(SEARCH_SAMPLE.tickets);
    return sql`select count(*) filter (where ${matchesWalked(value('pattern'), asId ? value<number>('qId') : undefined)}) as matched, count(*) as sampled
      from (${ends}) as ends, generate_series(0, ${sql.lit(SEARCH_SAMPLE.stretches - 1)}) as stretch, lateral (${stretch}) as walked`.compile(db);
  });
  return { matched: Number(row.matched), sampled: Number(row.sampled) };
}

/** What a walk found: the first `upTo` matching ids, newest first, how many of the walked matched, and how many it walked. */
export interface Walked { ids: number[]; matched: number; walked: number }

/**
 * Walks the newest `walk` tickets of a selection (its filters, not the free text) and tests each.
 * Its values: `pattern`, `qId` when the text is a number, `walk` and `upTo`.
 */
export async function walkNewest(db: Database, run: Runner, selectionOf: TicketSelection, asId: boolean): Promise<Walked> {
  const [row] = await run<{ ids: number[] | null; walked: number | string; matched: number | string }>('walk', (value) => {
    const newest = searched(selectionOf(value)).orderBy('supportTickets.id', 'desc').limit(value<number>('walk'));
    return sql`with walked as materialized (${newest}),
      matched as materialized (select walked.id from walked where ${matchesWalked(value('pattern'), asId ? value<number>('qId') : undefined)})
      select (select count(*) from walked) as walked, (select count(*) from matched) as matched,
        (select array_agg(id order by id desc) from (select id from matched order by id desc limit ${value<number>('upTo')}) as page) as ids`.compile(db);
  });
  return { ids: row.ids ?? [], matched: Number(row.matched), walked: Number(row.walked) };
}
