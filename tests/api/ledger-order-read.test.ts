// One order as GET order/{id} shows it (N26): names, lines, comment count and fill degree (E21), read
// with the head in one query and the lines in another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

let server: TestServer;
let admin: LoggedIn, bruker: LoggedIn, lager: LoggedIn;
const HAMAR = 7, DEPOT = 1;

beforeAll(async () => {
  server = await startTestServer();
  [admin, bruker, lager] = await Promise.all(['admin', 'bruker', 'lager'].map((name) => server.login(name)));
  await server.db.updateTable('truckTypes').set({ palletPlaces: 20 }).where('id', '=', 1).execute();
  await server.db.updateTable('products').set({ unitsPerPlace: 10 }).where('id', '=', 1001).execute();
  await server.db.updateTable('products').set({ unitsPerPlace: null }).where('id', '=', 1002).execute();
});
afterAll(() => server.close());

const register = async (lines: Array<{ productId: number; qtyOrdered: number }>, truckTypeId: number | null) => {
  const created = await server.call({ method: 'POST', url: '/api/order', headers: bruker.headers, payload: {
    type: 1, status: 1, locationIdFrom: DEPOT, locationIdTo: HAMAR, transactionDate: '2026-12-01', truckTypeId, lines,
  } });
  expect(created.status).toBe(200);
  return created.body.data.id as number;
};

describe('one order (N26)', () => {
  it('shows its names, lines, comments and fill degree: places taken over the truck type\'s places (E21)', async () => {
    const id = await register([{ productId: 1001, qtyOrdered: 40 }], 1);
    await server.call({ method: 'POST', url: '/api/ordercomment', headers: bruker.headers, payload: { orderId: id, text: 'Port 3' } });
    const read = await server.call({ method: 'GET', url: `/api/order/${id}`, headers: bruker.headers });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      id, locationIdTo: HAMAR, locationNameTo: 'Fjellmeieriet Hamar', typeName: 'Lastbærerordre', statusName: 'Bestilt',
      commentCount: 1, fillDegree: 20, qtyTotal: 40,
      lines: [{ productId: 1001, qtyOrdered: 40, qtyPicked: null, qtyReceived: null }],
    });
    expect(Object.keys(read.body.data.lines[0]).sort()).toEqual(['productId', 'productName', 'qtyOrdered', 'qtyPicked', 'qtyReceived']);
    expect(read.body.data).not.toHaveProperty('palletPlaces');
  });

  it('has no fill degree without a truck type, or with a product without a footprint (O23)', async () => {
    const noTruck = await register([{ productId: 1001, qtyOrdered: 40 }], null);
    expect((await server.call({ method: 'GET', url: `/api/order/${noTruck}`, headers: bruker.headers })).body.data.fillDegree).toBeNull();
    const noFootprint = await register([{ productId: 1001, qtyOrdered: 40 }, { productId: 1002, qtyOrdered: 10 }], 1);
    expect((await server.call({ method: 'GET', url: `/api/order/${noFootprint}`, headers: bruker.headers })).body.data.fillDegree).toBeNull();
  });

  it('is not found by a user of another location, found by the operator\'s staff', async () => {
    const id = await register([{ productId: 1001, qtyOrdered: 40 }], 1);
    expect((await server.call({ method: 'GET', url: `/api/order/${id}`, headers: lager.headers })).status).toBe(404);
    expect((await server.call({ method: 'GET', url: `/api/order/${id}`, headers: admin.headers })).body.data).toMatchObject({ id, fillDegree: 20 });
  });
});
