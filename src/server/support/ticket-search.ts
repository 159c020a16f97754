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
import { oneOf, type Runner } from '../generic/paging.js';
import { LIST_DEPTH } from '../../domain/lists.js';

/**
 * How many of the newest tickets a search walks: a first look, then as far as its share of matches
 * says a page needs (with half again to spare), up to the most a walk costs less than the indexes.
 */
export const SEARCH_WALK = { first: 200, most: 20_000, spare: 1.5 };

/**
 * A total too large to count is the share of matches in a sample times the selection's estimated
 * size: stretches of the selection spread evenly over its ids, since the newest tickets alone may
 * hold a word far more often than the rest (a customer's run of deliveries). Only above what
 * is counted (LIST_DEPTH) is it given, marked as an estimate; below, the matches are counted.
 */
export const SEARCH_SAMPLE = { stretches: 10, tickets: 200 };

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

/**
 * The arms' matching ids as one array: each arm its own index lookup (0014_search); as one OR the
 * planner read every ticket (issue 16). The titles' arm reads each ticket it finds to test the title,
 * so it tests the statuses asked for there too: at 2,000,000 tickets, two in three titles found were
 * of solved tickets, each looked up again by its id only to be left out.
 */
export function matching(like: string, asId: number | undefined, narrow: { word: string; text: string } | undefined, statuses?: number[]) {
  return (eb: ExpressionBuilder<Tables, 'supportTickets'>) => {
    const tickets = () => eb.selectFrom('supportTickets as found').select('found.id');
    const named = (table: 'customers' | 'locations' | 'users') =>
      eb.selectFrom(table).select(`${table}.id` as 'customers.id').where(sql<boolean>`lower(${sql.ref(`${table}.name`)}) like ${like}`);
    const arms = [
      tickets().where(titleMatches(sql.ref('found.title'), like, narrow)).$if(statuses !== undefined, (qb) => qb.where(oneOf('found.status', statuses!))),
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

type TicketSelect = SelectQueryBuilder<Tables, 'supportTickets', object>;
type TicketSelection = (value: ValueOf) => TicketSelect;

/** The columns a search tests, of the selection's tickets. */
const searched = (selection: TicketSelect) => selection
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

/** A page of a search read by walking (searchedPage): its rows, how many tickets were walked, how many of them matched, and which way the rows were read. */
export interface Walked<Row> {
  rows: Row[]; walked: number; matched: number; way: 'walk' | 'indexes' | 'neither';
  /** Read by the indexes, a full page: the selection's matches counted, up to LIST_DEPTH + 1. */
  counted?: number;
}

/**
 * One statement: walks the newest `walk` tickets of the selection (its filters, not the free text)
 * and tests each. The page is what the walk found if that holds it (or the walk saw the whole
 * selection); if the walk found no match at all, it is read by the matches' indexes (`indexed`, the
 * selection with the free text), which PostgreSQL runs only then; else it is neither, and the caller
 * walks further or asks the indexes (one row comes back then, to carry the counts). `shown` makes
 * the page's rows. Its values: `pattern`, `qId` when the text is a number, `walk`, `index`, `count`
 * and `upTo` (index + count). No rows means none at this index, whichever way.
 */
export async function searchedPage<Row>(db: Database, run: Runner, selections: { walked: TicketSelection; indexed: TicketSelection; shown: (chosen: TicketSelect) => TicketSelect }, asId: boolean, reach: { walk: number; upTo: number; count: number }): Promise<Walked<Row>> {
  const rows = await run<Row & { walkedTickets: number | string; matchedTickets: number | string; indexedTotal: number | string }>('walk', (value) => {
    const [walk, index, count, upTo] = ['walk', 'index', 'count', 'upTo'].map((name) => value<number>(name));
    // The matches by the indexes, newest first, as far as the page and a counted total reach: read
    // once for both (the arms' lookups and the tickets' filters twice cost a third more at 2,000,000).
    const indexed = selections.indexed(value).select('supportTickets.id').orderBy('supportTickets.id', 'desc').limit(sql<number>`greatest(${upTo}, ${sql.lit(LIST_DEPTH + 1)})`);
    const withChosen = db
      .with((cte) => cte('walked').materialized(), () => searched(selections.walked(value)).orderBy('supportTickets.id', 'desc').limit(walk))
      .with((cte) => cte('matched').materialized(), () => sql`(select walked.id from walked where ${matchesWalked(value('pattern'), asId ? value<number>('qId') : undefined)})`)
      .with((cte) => cte('summary').materialized(), () => sql`(select (select count(*) from walked) as seen, (select count(*) from matched) as hits)`)
      .with((cte) => cte('indexed').materialized(), () => indexed)
      // A raw body is written in its own parentheses.
      .with((cte) => cte('found').materialized(), () => sql`(select id from (select id from indexed order by id desc offset ${index} limit ${count}) as found
        where (select hits = 0 and seen = ${walk} from summary))`)
      .with('chosen', () => sql`((select id from matched where (select seen < ${walk} or hits >= ${upTo} from summary) order by id desc offset ${index} limit ${count})
        union all (select id from (select id from matched order by id desc limit 1) as partly where (select seen = ${walk} and hits > 0 and hits < ${upTo} from summary))
        union all (select id from found))`)
      // Read by the indexes, a full page's total is counted here too (up to LIST_DEPTH + 1): a statement less.
      .with('counted', () => sql`(select count(*) as n from indexed where (select count(*) from found) = ${count})`);
    const chosen = withChosen.selectFrom('supportTickets').where(sql<SqlBool>`support_tickets.id in (select id from chosen)`) as unknown as TicketSelect;
    return selections.shown(chosen)
      .select([sql<number>`(select seen from summary)`.as('walkedTickets'), sql<number>`(select hits from summary)`.as('matchedTickets'), sql<number>`(select n from counted)`.as('indexedTotal')])
      .orderBy('supportTickets.id', 'desc').compile();
  });
  if (rows.length === 0) return { rows: [], walked: 0, matched: 0, way: 'indexes' };
  const [walked, matched] = [Number(rows[0].walkedTickets), Number(rows[0].matchedTickets)];
  const way = walked < reach.walk || matched >= reach.upTo ? 'walk' : matched === 0 ? 'indexes' : 'neither';
  const page = way === 'neither' ? [] : rows.map(({ walkedTickets: _walked, matchedTickets: _matched, indexedTotal: _total, ...row }) => row as unknown as Row);
  const counted = way === 'indexes' && page.length === reach.count ? Number(rows[0].indexedTotal) : undefined;
  return { rows: page, walked, matched, way, counted };
}
