// I36: the agent's location picker in the ticket dialogs reads GET locations with the ticket's
// customer, active and the location types Industry, Wholesale and the operator's (N22, N57): only the
// active locations of that customer, of those types, come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_LOCATION_TYPES } from '../../src/domain/support';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let agent: LoggedIn, bruker: LoggedIn;

beforeAll(async () => {
  server = await startTestServer();
  [agent, bruker] = await Promise.all(['agent', 'bruker'].map((name) => server.login(name)));
});
afterAll(() => server.close());

const query = (customerId: number) => `/api/locations?customerId=${customerId}&active=true&${TICKET_LOCATION_TYPES.map((type) => `locationType=${type}`).join('&')}&count=1000`;

describe('the agent\'s location picker (I36)', () => {
  it('offers the active locations of the ticket\'s customer, of the ticket location types only', async () => {
    // A customer with an inactive location besides active ones.
    const withInactive = await server.db.selectFrom('locations').select('customerId').where('statusId', '<>', 1).where('customerId', '<>', 1).orderBy('id').executeTakeFirstOrThrow();
    const stored = await server.db.selectFrom('locations').select(['id', 'statusId', 'type']).where('customerId', '=', withInactive.customerId).execute();
    const answer = await server.call({ method: 'GET', url: query(withInactive.customerId), headers: agent.headers });
    expect(answer.status).toBe(200);
    const expected = stored.filter((row) => row.statusId === 1 && (TICKET_LOCATION_TYPES as readonly string[]).includes(row.type)).map((row) => row.id).sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.body.data.map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b)).toEqual(expected);
    expect(answer.body.data.every((row: { customerId: number; statusId: number }) => row.customerId === withInactive.customerId && row.statusId === 1)).toBe(true);
    // The operator's own depots are of the provider type, and offered for the operator's customer.
    const depots = await server.call({ method: 'GET', url: query(1), headers: agent.headers });
    expect(depots.body.data.length).toBeGreaterThan(0);
    expect(depots.body.data.every((row: { type: string }) => row.type === 'provider')).toBe(true);
  });

  it('gives a customer\'s user nothing of another customer, and refuses an unknown location type', async () => {
    const other = await server.call({ method: 'GET', url: query(3), headers: bruker.headers });
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual([]);
    const bad = await server.call({ method: 'GET', url: '/api/locations?customerId=2&locationType=depot', headers: agent.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.error.description).toBeTruthy();
  });
});
