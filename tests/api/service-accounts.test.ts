// Issue 30, DESIGN "Integrations": service accounts. A customer admin creates a key bound to the
// customer, chosen locations and rights never beyond the creator's own; the key calls the API as a
// user of its own, scoped and audited as a person is, cannot sign in, is revocable and rate-limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolToday } from '../../src/domain/dates';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { hashToken } from '../../src/server/auth/sessions';
import { startTestServer, type LoggedIn, type TestServer } from './harness';
import { demoPlaces } from './ledger-fixtures';

let server: TestServer;
let kunde: LoggedIn, bruker: LoggedIn, lager: LoggedIn, admin: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [kunde, bruker, lager, admin] = await Promise.all(['kunde', 'bruker', 'lager', 'admin'].map((name) => server.login(name)));
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: LoggedIn, method: Method, url: string, payload?: object) => server.call({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
/** A call with a key, and an X-Context when one is given. */
const withKey = (key: string, method: Method, url: string, payload?: object, context?: string) =>
  server.call({ method, url, headers: { authorization: `Bearer ${key}`, ...(context ? { 'x-context': context } : {}) }, ...(payload ? { payload } : {}) });
const accountCount = async () => Number((await server.db.selectFrom('serviceAccounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const erp = () => ({ name: 'ERP Hamar', locationIds: [places.hamar.id], tasksAllowed: ['Delivery', 'Reception'], reportLevelEx: -1 });

describe('creating a service account', () => {
  it('gives a customer admin a key, shown once and stored only as its hash', async () => {
    const created = await call(kunde, 'POST', '/api/serviceaccount', erp());
    expect(created.status).toBe(200);
    const { key, serviceAccount: account } = created.body.data;
    expect(key).toMatch(/^kpk\.[A-Za-z0-9_-]{43}$/);
    expect(account).toMatchObject({
      name: 'ERP Hamar', customerId: places.hamar.customerId, locations: [{ id: places.hamar.id, name: 'Fjellmeieriet Hamar' }],
      adminLevel: 0, reportLevelEx: -1, inventoryLevelEx: 0, isFinancial: false, tasksAllowed: ['Delivery', 'Reception'],
      createdByName: 'Kari Kunde', lastUsedAt: null, revokedAt: null, active: true,
    });
    expect(key.startsWith(account.keyHint.replace('…', ''))).toBe(true);
    const stored = await server.db.selectFrom('serviceAccounts').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(stored.keyHash).toBe(hashToken(key));
    expect(JSON.stringify(stored)).not.toContain(key);
    // Listed and read again, never with the key.
    const listed = await call(kunde, 'GET', '/api/serviceaccounts');
    expect(listed.body.data.find((row: any) => row.id === account.id)).toEqual(account);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    expect((await call(kunde, 'GET', `/api/serviceaccount/${account.id}`)).body.data).toEqual(account);
    // The creation is audited with who did it.
    const audit = await server.db.selectFrom('logs').select(['userId', 'message']).where('category', '=', 'audit').where('message', 'like', `create serviceaccount ${account.id} %`).execute();
    expect(audit).toEqual([{ userId: kunde.context.userId, message: expect.stringContaining('by kunde') }]);
  });

  it('refuses ordinary users, location admins and keys, and writes nothing', async () => {
    const before = await accountCount();
    expect((await call(bruker, 'POST', '/api/serviceaccount', erp())).status).toBe(403);
    expect((await call(lager, 'POST', '/api/serviceaccount', { ...erp(), locationIds: [places.lillehammer.id] })).status).toBe(403);
    expect((await call(bruker, 'GET', '/api/serviceaccounts')).status).toBe(403);
    const { key } = (await call(kunde, 'POST', '/api/serviceaccount', { ...erp(), adminLevel: 1 })).body.data;
    expect((await withKey(key, 'POST', '/api/serviceaccount', erp())).status).toBe(403);
    expect((await withKey(key, 'GET', '/api/serviceaccounts')).status).toBe(403);
    expect(await accountCount()).toBe(before + 1);
  });

  it('never gives a key more than its creator has', async () => {
    const before = await accountCount();
    // kunde has neither the ShopAccounting task nor the chain report level.
    const task = await call(kunde, 'POST', '/api/serviceaccount', { ...erp(), tasksAllowed: ['Delivery', 'ShopAccounting'] });
    expect(task.status).toBe(403);
    expect(task.body.error).toMatchObject({ code: 'not-allowed', description: 'Du kan bare gi oppgaver du selv har.' });
    expect((await call(kunde, 'POST', '/api/serviceaccount', { ...erp(), reportLevelEx: 2 })).body.error.code).toBe('not-allowed');
    // An admin level above Location would reach every location of the customer.
    expect((await call(kunde, 'POST', '/api/serviceaccount', { ...erp(), adminLevel: 2 })).status).toBe(400);
    // Only the acting customer's locations.
    const elsewhere = await call(kunde, 'POST', '/api/serviceaccount', { ...erp(), locationIds: [places.hamar.id, places.receiver.locationId] });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.description).toBe('Velg bare lokasjoner hos denne kunden som du selv har tilgang til.');
    // The operator is no customer to integrate with.
    expect((await call(admin, 'POST', '/api/serviceaccount', { ...erp(), locationIds: [places.depot.id] })).body.error.code).toBe('integrations-for-customers');
    for (const bad of [{ ...erp(), name: ' ' }, { ...erp(), locationIds: [] }, { ...erp(), tasksAllowed: ['Fly'] }, { ...erp(), secret: 'x' }]) {
      const response = await call(kunde, 'POST', '/api/serviceaccount', bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.error.description).toMatch(/^Ugyldige data/);
    }
    expect(await accountCount()).toBe(before);
  });
});

describe('calling with a key', () => {
  let key: string;
  let account: { id: number; userId: number };
  const context = (locationId: number) => `locationId=${locationId};userId=${account.userId};loginUserId=${account.userId}`;
  const delivery = () => ({
    type: 3, status: S.Sent, locationIdFrom: places.hamar.id, locationIdTo: places.receiver.locationId, transactionDate: poolToday(),
    senderReference: 'ERP-4711', lines: [{ productId: 1001, qtyOrdered: 12 }],
  });

  beforeAll(async () => {
    ({ key, serviceAccount: account } = (await call(kunde, 'POST', '/api/serviceaccount', erp())).body.data);
  });

  it('acts as its own user at its first location, without X-Context', async () => {
    const status = await withKey(key, 'GET', '/api/status');
    expect(status.status).toBe(200);
    expect(status.body.data.user).toMatchObject({ id: account.userId, name: 'ERP Hamar', customerId: places.hamar.customerId, tasksAllowed: ['Delivery', 'Reception'] });
    expect(status.body.data.loginUser.id).toBe(account.userId);
    expect(status.body.data.location.id).toBe(places.hamar.id);
    // Its last use is shown.
    const listed = (await call(kunde, 'GET', `/api/serviceaccount/${account.id}`)).body.data;
    expect(Date.parse(listed.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is scoped to its locations and rights as a person is', async () => {
    // Another location of its customer it was not given, and another customer's.
    expect((await withKey(key, 'GET', '/api/status', undefined, context(places.lillehammer.id))).status).toBe(403);
    expect((await withKey(key, 'GET', '/api/status', undefined, context(places.receiver.locationId))).status).toBe(403);
    // Someone else's identity.
    expect((await withKey(key, 'GET', '/api/status', undefined, `locationId=${places.hamar.id};userId=${kunde.context.userId};loginUserId=${account.userId}`)).status).toBe(403);
    // No Order task: ordering empties is refused; no admin level: the users are not its to read.
    const order = { type: 1, status: S.Ordered, locationIdFrom: places.depot.id, locationIdTo: places.hamar.id, transactionDate: poolToday(), lines: [{ productId: 1001, qtyOrdered: 5 }] };
    expect((await withKey(key, 'POST', '/api/order', order)).status).toBe(403);
    expect((await withKey(key, 'GET', '/api/users')).body.data).toEqual([]);
    // Lists read its location only: an order of Lillehammer is not there.
    const lillehammer = await call(lager, 'POST', '/api/order', { ...delivery(), locationIdFrom: places.lillehammer.id });
    expect(lillehammer.status).toBe(200);
    expect((await withKey(key, 'GET', `/api/order/${lillehammer.body.data.id}`)).status).toBe(404);
    const listed = await withKey(key, 'GET', `/api/orders?locationId=${places.lillehammer.id}`);
    expect(listed.body.data.map((row: any) => row.id)).not.toContain(lillehammer.body.data.id);
  });

  it('writes as its own user, audited as a person\'s writes are', async () => {
    const created = await withKey(key, 'POST', '/api/order', delivery());
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const head = await server.db.selectFrom('transactions').select(['createdByUserId', 'createdByLoginUserId']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(head).toEqual({ createdByUserId: account.userId, createdByLoginUserId: account.userId });
    const audit = await server.db.selectFrom('logs').select(['userId', 'loginUserId', 'details']).where('category', '=', 'audit')
      .where('message', 'like', `create order ${id} %`).execute();
    expect(audit).toEqual([{ userId: account.userId, loginUserId: account.userId, details: expect.objectContaining({ entity: 'order', entityId: id, locationId: places.hamar.id }) }]);
    // Its orders are listed at its location.
    expect((await withKey(key, 'GET', `/api/orders?locationId=${places.hamar.id}&q=${id}`)).body.data.map((row: any) => row.id)).toEqual([id]);
  });

  it('cannot sign in to the portal, and is no user to administer or act as', async () => {
    const user = await server.db.selectFrom('users').select(['loginName', 'isServiceAccount']).where('id', '=', account.userId).executeTakeFirstOrThrow();
    expect(user.isServiceAccount).toBe(true);
    for (const password of [key, 'demo1234', '!']) {
      const login = await server.call({ method: 'POST', url: '/api/login', payload: { userLoginName: user.loginName, password } });
      expect(login.status).toBe(401);
      expect(login.body.error.code).toBe('login-failed');
    }
    expect((await call(kunde, 'GET', `/api/user/${account.userId}`)).status).toBe(404);
    expect((await call(kunde, 'PUT', `/api/user/${account.userId}`, { password: 'Nytt-passord-123' })).status).toBeGreaterThanOrEqual(400);
    expect((await call(kunde, 'GET', `/api/users?q=${encodeURIComponent(user.loginName)}`)).body.data).toEqual([]);
    expect((await call(admin, 'GET', `/api/statususers?customerId=${places.hamar.customerId}&locationId=${places.hamar.id}`)).body.data.map((row: any) => row.id)).not.toContain(account.userId);
  });

  it('gets 401 once revoked; only the customer\'s admins revoke it', async () => {
    expect((await call(bruker, 'DELETE', `/api/serviceaccount/${account.id}`)).status).toBe(403);
    expect((await withKey(key, 'GET', '/api/status')).status).toBe(200);
    expect((await call(kunde, 'DELETE', `/api/serviceaccount/${account.id}`)).status).toBe(200);
    const refused = await withKey(key, 'GET', '/api/status');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('unauthenticated');
    expect((await withKey(key, 'POST', '/api/order', delivery())).status).toBe(401);
    expect((await call(kunde, 'GET', `/api/serviceaccount/${account.id}`)).body.data).toMatchObject({ active: false, revokedByName: 'Kari Kunde' });
    // A key that never was.
    expect((await withKey('kpk.nothing-like-a-real-key', 'GET', '/api/status')).status).toBe(401);
  });
});

describe('rate limit per key', () => {
  let limited: TestServer;
  beforeAll(async () => { limited = await startTestServer({ API_KEY_RATE_LIMIT: '3' }); });
  afterAll(() => limited.close());

  it('answers 429 to a key past its calls a minute, and counts each key and no session', async () => {
    const owner = await limited.login('kunde');
    const create = async (name: string) => (await limited.call({ method: 'POST', url: '/api/serviceaccount', headers: owner.headers, payload: { ...erp(), name } })).body.data.key as string;
    const [first, second] = [await create('ERP 1'), await create('ERP 2')];
    const ping = (key: string) => limited.call({ method: 'GET', url: '/api/ping', headers: { authorization: `Bearer ${key}` } });
    for (let n = 0; n < 3; n++) expect((await ping(first)).status).toBe(200);
    const over = await ping(first);
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ code: 'too-many-requests', description: 'For mange forespørsler. Vent litt og prøv igjen.' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ping(second)).status).toBe(200);
    for (let n = 0; n < 5; n++) expect((await limited.call({ method: 'GET', url: '/api/ping', headers: owner.headers })).status).toBe(200);
  });
});
