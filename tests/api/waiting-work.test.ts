// Badges and lists agree (issue 27, B27–B34): each count of GET notificationcounts is exactly the rows
// its list shows with waiting=<name> at the context location; what waits for the user's own answer
// counts whatever its date; "Venter på deg" (GET waitingwork) lists the same rows, earliest deadline
// first, each with the list whose dialog answers it. On a fresh demo the counts are those the README lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { COUNT_NAMES, LEDGER_COUNTS, type CountName } from '../../src/domain/ledger/counts';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { TransactionType as T } from '../../src/domain/ledger/types';
import { demoDays } from './demo-calendar';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';

let server: TestServer;
let places: Awaited<ReturnType<typeof demoPlaces>>;
const who: Record<string, LoggedIn> = {};

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  for (const name of ['lager', 'bruker', 'per.jensen', 'morten.karlsen', 'kunde', 'admin']) who[name] = await server.login(name);
});
afterAll(() => server.close());

const get = (user: LoggedIn, url: string) => server.call({ method: 'GET', url, headers: user.headers });
const counts = async (user: LoggedIn) => (await get(user, '/api/notificationcounts')).body.data as Record<CountName | 'tickets', number>;

/** The list a badge opens, as the portal's page asks for it, with the badge's filter. */
function listUrl(name: CountName, locationId: number): string {
  switch (name) {
    case 'shop': return `/api/shoptransactions?locationId=${locationId}&waiting=shop`;
    case 'external': return `/api/externalorders?locationIdFrom=${locationId}&waiting=external`;
    default: return `/api/orders?waiting=${name}&count=1000`;
  }
}

describe('each badge\'s list shows exactly what it counted', () => {
  it('on a fresh demo: the counts the README lists, and each list\'s total and rows are its count', async () => {
    const expected: Record<string, Partial<Record<CountName, number>>> = {
      lager: { delivery: 2, reception: 2, orders: 1, expedition: 0, missingRegistrations: 1, external: 1, shop: 0, inventory: 0 },
      bruker: { delivery: 1, reception: 2, orders: 1, expedition: 1, missingRegistrations: 0, external: 1, shop: 1 },
      'per.jensen': { delivery: 0, reception: 1, orders: 0, missingRegistrations: 0 },
      'morten.karlsen': { shop: 2 },
    };
    for (const [login, want] of Object.entries(expected)) {
      const user = who[login];
      const got = await counts(user);
      expect(got, login).toMatchObject(want);
      for (const name of COUNT_NAMES) {
        const list = await get(user, listUrl(name, user.context.locationId));
        // A list the user may not read (per.jensen's customer keeps no shop transactions) has nothing to count.
        if (list.status === 403) {
          expect(got[name], `${login} ${name}`).toBe(0);
          continue;
        }
        expect(list.status, `${login} ${name}`).toBe(200);
        expect(list.body.total, `${login} ${name}`).toBe(got[name]);
        expect(list.body.data, `${login} ${name}`).toHaveLength(got[name]);
      }
    }
  });

  it('counts a dispute and a missing registration whatever their date; work to send only in the window of B34', async () => {
    const { dayOf } = await demoDays(server.db);
    const lager = who.lager;
    const before = await counts(lager);
    const dispute = await server.db.selectFrom('transactions').select('id').where('status', '=', S.NotAgreed).where('locationIdFrom', '=', places.lillehammer.id).executeTakeFirstOrThrow();
    const missing = await server.db.selectFrom('transactions').select('id').where('type', '=', T.Missing).where('status', '=', S.Sent).where('locationIdFrom', '=', places.lillehammer.id).executeTakeFirstOrThrow();
    const draft = await server.db.selectFrom('transactions').select('id').where('status', '=', S.Draft).where('locationIdFrom', '=', places.lillehammer.id).executeTakeFirstOrThrow();
    // Two months back: out of the window of B34.
    await server.db.updateTable('transactions').set({ transactionDate: dayOf(-60) }).where('id', 'in', [dispute.id, missing.id, draft.id]).execute();
    const after = await counts(lager);
    expect(after.missingRegistrations).toBe(before.missingRegistrations);
    // The dispute still counts, the draft no longer does.
    expect(after.delivery).toBe(before.delivery - 1);
    const deliveries = (await get(lager, listUrl('delivery', lager.context.locationId))).body.data.map((row: any) => row.id);
    expect(deliveries).toContain(dispute.id);
    expect(deliveries).not.toContain(draft.id);
    expect((await get(lager, listUrl('missingRegistrations', lager.context.locationId))).body.data.map((row: any) => row.id)).toContain(missing.id);
    await server.db.updateTable('transactions').set({ transactionDate: dayOf(0) }).where('id', '=', draft.id).execute();
  });

  it('judges the filter at the caller\'s own context location, and refuses a name it does not know', async () => {
    // per.jensen at Ålesund: Lillehammer's dispute is not his to accept, whatever he asks for.
    const theirs = await get(who['per.jensen'], '/api/orders?waiting=delivery');
    expect(theirs.body.data.every((row: any) => row.locationIdFrom === who['per.jensen'].context.locationId)).toBe(true);
    const unknown = await get(who.lager, '/api/orders?waiting=everything');
    expect(unknown.status).toBe(400);
    expect((await server.call({ method: 'GET', url: '/api/waitingwork' })).status).toBe(401);
  });
});

describe('Venter på deg (GET waitingwork)', () => {
  it('lists the counted rows of the lists the user may open, earliest deadline first, each with the list that answers it', async () => {
    const { today } = await demoDays(server.db);
    for (const login of ['lager', 'bruker', 'per.jensen', 'morten.karlsen']) {
      const user = who[login];
      const [rows, got] = [(await get(user, '/api/waitingwork')).body, await counts(user)];
      const deadlines = rows.data.map((row: any) => row.deadline);
      expect(deadlines, login).toEqual([...deadlines].sort());
      for (const row of rows.data) {
        expect(row.route, login).toBe(LEDGER_COUNTS[row.kind as CountName].route);
        // The row is one its list shows with the badge's filter.
        const list = (await get(user, listUrl(row.kind, user.context.locationId))).body.data.map((listed: any) => listed.id);
        expect(list, `${login} ${row.kind} ${row.id}`).toContain(row.id);
      }
      // Every row of the kinds shown is listed (the demo has fewer than 50 per user).
      const kinds = new Set(rows.data.map((row: any) => row.kind));
      for (const kind of kinds) expect(rows.data.filter((row: any) => row.kind === kind), `${login} ${String(kind)}`).toHaveLength(got[kind as CountName]);
      expect(rows.total, login).toBe(rows.data.length);
    }
    // lager's missing registration is due 10 working days after it was registered; the delivery sent to
    // Lillehammer today is confirmed by the night 14 days on (B38).
    const lager = (await get(who.lager, '/api/waitingwork')).body.data;
    const sentToday = lager.find((row: any) => row.kind === 'reception' && row.transactionDate === today);
    expect(sentToday?.deadline).toBe(addDays(today, 14));
    // bruker has no Expedition task: Hamar's pickup is counted, but not listed for him.
    const bruker = (await get(who.bruker, '/api/waitingwork')).body.data;
    expect(bruker.some((row: any) => row.kind === 'expedition')).toBe(false);
  });
});
