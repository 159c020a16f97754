// Demo data of the support desk: categories, reply templates and a few hundred tickets across every
// status, with replies, internal notes and small files. A fixed PRNG seed, and dates moved with the
// demo's day (its calendar), give the same rows on every machine that day; rows go in with multi-row
// inserts and explicit ids.
import { sql, type Insertable, type Transaction } from 'kysely';
import { SUPPORT_TEMPLATES_SETTING, TicketPriority, TicketStatus } from '../../domain/support.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { DemoCalendar } from './ledger-world.js';
import { AGENT_REPLIES, CATEGORIES, CUSTOMER_REPLIES, INTERNAL_NOTES, MAIN_CATEGORIES, TEMPLATES, TOPICS } from './support-catalog.js';

type Row<T extends keyof Tables> = Insertable<Tables[T]>;

const SEED = 4242;
const TICKETS = 320;
/** Tickets run from here (as the story was written; moved by the calendar), one every 11 hours or so, so the newest are the last ids. */
const STORY_FIRST_CREATED = Date.UTC(2025, 8, 1, 7, 0, 0);
const HOUR = 3600_000;
const BRUKER = 'bruker';
const AGENT = 'agent';

function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertAll<T extends keyof Tables & string>(trx: Transaction<Tables>, table: T, rows: Row<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await trx.insertInto(table).values(rows.slice(i, i + 500) as never).execute();
}

/** A small deterministic file: a delivery note as text, or a 1×1 PNG. */
function demoFile(ticketId: number, kind: number): { filename: string; contentType: string; content: Buffer } {
  if (kind === 0) {
    const text = `Følgeseddel for sak ${ticketId}\nLevert: 30 stk\nBestilt: 36 stk\n`;
    return { filename: `folgeseddel-${ticketId}.txt`, contentType: 'text/plain; charset=utf-8', content: Buffer.from(text, 'utf8') };
  }
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  return { filename: `bilde-${ticketId}.png`, contentType: 'image/png', content: Buffer.from(png, 'base64') };
}

/** Status mix of a desk in use: most old tickets archived, a working queue of unresolved ones. */
function pickStatus(rand: () => number, age: number): number {
  const r = rand();
  if (age > 0.35) return r < 0.7 ? TicketStatus.Archived : r < 0.8 ? TicketStatus.ArchivedDeviation : r < 0.95 ? TicketStatus.Closed : TicketStatus.Pending;
  return r < 0.3 ? TicketStatus.New : r < 0.55 ? TicketStatus.InProcess : r < 0.75 ? TicketStatus.Pending : TicketStatus.Closed;
}

export async function seedSupport(db: Database, calendar: DemoCalendar): Promise<void> {
  const FIRST_CREATED = calendar.storyTime(STORY_FIRST_CREATED).getTime();
  // Nothing happened later than now.
  const now = Date.now();
  const stamp = (at: number) => new Date(Math.min(at, now));
  const rand = mulberry32(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];

  const people = await db.selectFrom('users').innerJoin('customers', 'customers.id', 'users.customerId')
    .select(['users.id', 'users.loginName', 'users.customerId', 'users.locationId', 'users.employeeId', 'users.employmentType', 'customers.type', 'customers.statusId'])
    .where('users.active', '=', true).orderBy('users.id').execute();
  const agents = people.filter((p) => p.type === 'provider' && p.employeeId && p.employmentType === 'Employed');
  const customers = people.filter((p) => p.type !== 'provider' && p.statusId === 1);
  const bruker = people.find((p) => p.loginName === BRUKER);
  const agent = people.find((p) => p.loginName === AGENT);
  if (agents.length === 0 || customers.length === 0) return;

  const tickets: Row<'supportTickets'>[] = [];
  const events: Row<'supportEvents'>[] = [];
  const files: Row<'supportAttachments'>[] = [];

  const addEvent = (ticketId: number, at: number, userId: number, description: string, status: number, internalUse = false) => {
    const id = events.length + 1;
    events.push({ id, ticketId, description, internalUse, status, userId, createdAt: stamp(at) });
    return id;
  };
  const addFile = (eventId: number, ticketId: number, userId: number, at: number) => {
    const file = demoFile(ticketId, Math.floor(rand() * 2));
    files.push({ id: files.length + 1, ticketEventId: eventId, userId, ...file, size: file.content.length, createdAt: stamp(at) });
  };

  for (let id = 1; id <= TICKETS; id++) {
    // The last tickets belong to the demo logins' location, so bruker and kunde have a queue of their own.
    const contact = id > TICKETS - 12 && bruker ? bruker : pick(customers);
    const category = pick(CATEGORIES);
    const [title, message] = pick(TOPICS[category.id]);
    const created = FIRST_CREATED + id * 11 * HOUR + Math.floor(rand() * 60) * 60_000;
    const status = pickStatus(rand, 1 - id / TICKETS);
    const byAgent = rand() < 0.08;
    const internal = byAgent && rand() < 0.5;
    const agentUser = status === TicketStatus.New && rand() < 0.7 ? null : pick(agents);
    const aboutOrder = (category.mainCategoryId === 'ORDRE' || category.mainCategoryId === 'PROD') && rand() < 0.5;
    const r = rand();
    tickets.push({
      id,
      title: internal ? `Internt: ${title.toLowerCase()}` : title,
      status,
      // R15: a few old tickets have no priority and show Low.
      priority: r < 0.05 ? null : r < 0.25 ? TicketPriority.Low : r < 0.85 ? TicketPriority.Medium : TicketPriority.High,
      agentUserId: agentUser?.id ?? null,
      customerId: contact.customerId,
      locationId: contact.locationId,
      orderedByUserId: contact.id,
      createdByUserId: byAgent ? (agentUser ?? pick(agents)).id : contact.id,
      mainCategoryId: category.mainCategoryId,
      categoryId: category.id,
      orderId: aboutOrder ? 200000 + id * 7 : null,
      transactionTypeId: aboutOrder ? pick([1, 7, 11]) : null,
      productId: category.mainCategoryId === 'PROD' ? pick([1001, 1101, 2001, 2003, 5001]) : null,
      internal,
      createdAt: stamp(created),
      updatedAt: stamp(created + 3 * HOUR),
    });

    // The conversation: the first message, then replies; internal notes now and then (I38).
    let at = created;
    const first = addEvent(id, at, byAgent ? (agentUser ?? agents[0]).id : contact.id, `<p>${message}</p>`, TicketStatus.New, internal);
    if (rand() < 0.2) addFile(first, id, contact.id, at);
    if (status === TicketStatus.New) continue;
    const replies = 1 + Math.floor(rand() * 4);
    const replier = agentUser ?? pick(agents);
    for (let n = 0; n < replies; n++) {
      at += (2 + Math.floor(rand() * 20)) * HOUR;
      const last = n === replies - 1;
      if (rand() < 0.3) addEvent(id, at, replier.id, pick(INTERNAL_NOTES), TicketStatus.InProcess, true);
      const fromAgent = n % 2 === 0 || internal;
      const eventStatus = last ? status : fromAgent ? TicketStatus.Pending : TicketStatus.InProcess;
      const eventId = addEvent(id, at + 60_000, fromAgent ? replier.id : contact.id, fromAgent ? pick(AGENT_REPLIES) : pick(CUSTOMER_REPLIES), eventStatus);
      if (!fromAgent && rand() < 0.25) addFile(eventId, id, contact.id, at);
    }
  }

  // A known case for bruker: pending, waiting for an answer, with an internal note the customer never sees (R24).
  if (bruker && agent) {
    const id = TICKETS + 1;
    const created = FIRST_CREATED + id * 11 * HOUR;
    tickets.push({
      id, title: 'Pallene kom uten følgeseddel', status: TicketStatus.Pending, priority: TicketPriority.Medium, agentUserId: agent.id,
      customerId: bruker.customerId, locationId: bruker.locationId, orderedByUserId: bruker.id, createdByUserId: bruker.id,
      mainCategoryId: 'ORDRE', categoryId: 1, orderId: 210007, transactionTypeId: 1, productId: null, internal: false,
      createdAt: stamp(created), updatedAt: stamp(created + 5 * HOUR),
    });
    const first = addEvent(id, created, bruker.id, '<p>Dagens levering på 36 helpaller kom uten følgeseddel. Hvordan registrerer vi mottaket?</p>', TicketStatus.New);
    addFile(first, id, bruker.id, created);
    addEvent(id, created + 3 * HOUR, agent.id, '<p><strong>Internt:</strong> Sjåføren glemte følgesedlene på depotet i Hamar.</p>', TicketStatus.InProcess, true);
    addEvent(id, created + 5 * HOUR, agent.id, '<p>Takk for beskjed. Kan du sende et bilde av pallene og oppgi ordrenummeret?</p>', TicketStatus.Pending);
  }

  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'supportMainCategories', MAIN_CATEGORIES);
    await insertAll(trx, 'supportCategories', CATEGORIES);
    await trx.insertInto('settings').values({ scope: 'global', name: SUPPORT_TEMPLATES_SETTING, value: JSON.stringify(TEMPLATES) }).execute();
    await insertAll(trx, 'supportTickets', tickets);
    await insertAll(trx, 'supportEvents', events);
    await insertAll(trx, 'supportAttachments', files);
    // Explicit ids: the sequences continue after them.
    for (const table of ['support_categories', 'support_tickets', 'support_events', 'support_attachments']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx);
    }
  });
}
