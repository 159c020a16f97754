// docs/integration.md, step by step, against a running server (its own process, as an integrator
// meets it) and receiving endpoints of our own (node:http) that check each delivery's signature as
// the page shows: get a key, generate a client from the served document, register a delivery, and
// receive its webhook; the receiver's ERP confirms it with its own key and the sender's is told.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../generated/api';
import { poolToday } from '../../src/domain/dates';
import { demoPlaces } from './ledger-fixtures';
import { outlivingDatabase, startServerProcess, type OutlivingDatabase, type ServerProcess } from './server-process';

/** As docs/integration.md gives it to the receiver. */
function signedByKundeportal(secret: string, headers: IncomingHttpHeaders, body: string, now = Date.now()): boolean {
  const timestamp = Number(headers['x-kundeportal-timestamp']);
  const signature = String(headers['x-kundeportal-signature'] ?? '');
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > 300) return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

interface Erp { secret: string; events: any[]; refused: number }

/** One node:http server with an endpoint per ERP: a delivery whose signature does not hold is refused (401) and not kept. */
function startReceivers(erps: Record<string, Erp>): Promise<{ server: Server; url: (name: string) => string }> {
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => { body += chunk; });
    request.on('end', () => {
      const erp = erps[request.url!.slice(1)];
      if (!erp || !signedByKundeportal(erp.secret, request.headers, body)) {
        if (erp) erp.refused++;
        response.writeHead(401).end();
        return;
      }
      erp.events.push({ ...JSON.parse(body), deliveryHeader: request.headers['x-kundeportal-delivery'] });
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    resolve({ server, url: (name) => `http://127.0.0.1:${port}/${name}` });
  }));
}

async function waitFor<T>(what: string, find: () => T | undefined, seconds = 60): Promise<T> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`waited ${seconds} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let database: OutlivingDatabase;
let portal: ServerProcess;
let receivers: Awaited<ReturnType<typeof startReceivers>>;
let places: Awaited<ReturnType<typeof demoPlaces>>;
let receiverAdmin: string;
const erps: Record<string, Erp> = { fjellmeieriet: { secret: '', events: [], refused: 0 }, receiver: { secret: '', events: [], refused: 0 } };

beforeAll(async () => {
  database = await outlivingDatabase();
  const opened = await database.open();
  try {
    places = await demoPlaces(opened.db);
    receiverAdmin = (await opened.db.selectFrom('users').select('loginName').where('customerId', '=', places.receiver.customerId)
      .where('adminLevel', '=', 2).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow()).loginName;
  } finally {
    await opened.close();
  }
  // Deliveries are looked for every second; the receivers listen on this machine over http.
  portal = await startServerProcess({ ...database.env, WEBHOOK_POLL_SECONDS: '1', WEBHOOK_ALLOW_HTTP_LOCALHOST: 'true' });
  receivers = await startReceivers(erps);
}, 180_000);
afterAll(async () => {
  portal?.child.kill('SIGKILL');
  await portal?.exited;
  await new Promise((resolve) => receivers?.server.close(resolve));
  await database?.drop();
});

/** An administrator's session calls (step 1's call, step 5's registration). */
async function asAdmin(loginName: string, method: 'POST', path: string, body: object) {
  const headers = await portal.login(loginName);
  const response = await fetch(`${portal.base}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()).data;
}

describe('docs/integration.md', () => {
  let senderKey: string, receiverKey: string;

  it('1. gets a key for each ERP from its customer\'s administrator', async () => {
    const sender = await asAdmin('kunde', 'POST', '/api/serviceaccount', { name: 'ERP Hamar', locationIds: [places.hamar.id], tasksAllowed: ['Delivery', 'Reception'] });
    const receiver = await asAdmin(receiverAdmin, 'POST', '/api/serviceaccount', { name: 'ERP mottak', locationIds: [places.receiver.locationId], tasksAllowed: ['Reception'] });
    [senderKey, receiverKey] = [sender.key, receiver.key];
    expect(senderKey).toMatch(/^kpk\./);
    expect(sender.serviceAccount.locations.map((location: { id: number }) => location.id)).toEqual([places.hamar.id]);
  });

  it('2. calls the API with it, at its first location without X-Context', async () => {
    const status = await fetch(`${portal.base}/api/status`, { headers: { authorization: `Bearer ${senderKey}` } });
    expect(status.status).toBe(200);
    expect((await status.json()).data.location.id).toBe(places.hamar.id);
    expect((await fetch(`${portal.base}/api/status`, { headers: { authorization: 'Bearer kpk.not-a-key' } })).status).toBe(401);
  });

  it('3. generates a TypeScript client from the document the server serves', async () => {
    const served = await (await fetch(`${portal.base}/api/docs/json`)).json();
    const types = astToString(await openapiTS(served));
    // The calls below are in it, named by their operationId.
    for (const expected of ['"/api/order"', '"/api/orderstatus"', 'postOrder:', 'postOrderstatus:', '"/api/webhook"']) expect(types).toContain(expected);
  });

  it('5. registers the endpoints that receive the webhooks', async () => {
    erps.fjellmeieriet.secret = (await asAdmin('kunde', 'POST', '/api/webhook', { url: receivers.url('fjellmeieriet'), events: ['transfer.confirmed', 'transfer.disputed'] })).secret;
    erps.receiver.secret = (await asAdmin(receiverAdmin, 'POST', '/api/webhook', { url: receivers.url('receiver'), events: ['transfer.sent'] })).secret;
    expect(erps.receiver.secret).toMatch(/^whsec_/);
  });

  it('4 and 5. registers a delivery with the generated client; the receiver\'s ERP is told, confirms it, and the sender\'s is told', { timeout: 120_000 }, async () => {
    const sender = createClient<paths>({ baseUrl: portal.base, headers: { authorization: `Bearer ${senderKey}` } });
    const { data, error } = await sender.POST('/api/order', {
      body: {
        type: 3, status: 4, locationIdFrom: places.hamar.id, locationIdTo: places.receiver.locationId, transactionDate: poolToday(),
        senderReference: 'ERP-4711', lines: [{ productId: 1001, qtyOrdered: 24 }],
      },
    });
    expect(error).toBeUndefined();
    const order = data!.data;

    // The receiver's endpoint gets transfer.sent, signed with its secret.
    const sent = await waitFor('transfer.sent', () => erps.receiver.events.find((event) => event.data.transactionId === order.id));
    expect(sent).toMatchObject({
      event: 'transfer.sent', deliveryHeader: String(sent.id),
      data: { transactionId: order.id, type: 3, status: 4, version: order.version, locationIdFrom: places.hamar.id, locationIdTo: places.receiver.locationId, senderReference: 'ERP-4711' },
    });

    // Its ERP reads the order with its own key and confirms what arrived.
    const receiver = createClient<paths>({ baseUrl: portal.base, headers: { authorization: `Bearer ${receiverKey}` } });
    const read = await receiver.GET('/api/order/{id}', { params: { path: { id: order.id! } } });
    expect(read.data?.data.lines?.map((line) => line.qtyOrdered)).toEqual([24]);
    const confirmed = await receiver.POST('/api/orderstatus', { body: { id: order.id!, status: 5, version: sent.data.version } });
    expect(confirmed.error).toBeUndefined();

    // Fjellmeieriet's endpoint gets transfer.confirmed; neither endpoint got anything it did not ask for, nor anything unsigned.
    const told = await waitFor('transfer.confirmed', () => erps.fjellmeieriet.events.find((event) => event.data.transactionId === order.id));
    expect(told).toMatchObject({ event: 'transfer.confirmed', data: { transactionId: order.id, status: 5, version: sent.data.version + 1 } });
    expect(erps.receiver.events.map((event) => event.event)).toEqual(['transfer.sent']);
    expect(erps.fjellmeieriet.events.map((event) => event.event)).toEqual(['transfer.confirmed']);
    expect(erps.receiver.refused + erps.fjellmeieriet.refused).toBe(0);
  });

  it('refuses a body changed on the way or signed with another secret, as the receiver on the page does', () => {
    const body = JSON.stringify({ id: 1, event: 'transfer.sent', data: {} });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = { 'x-kundeportal-timestamp': String(timestamp), 'x-kundeportal-signature': `v1=${createHmac('sha256', 'whsec_right').update(`${timestamp}.${body}`).digest('hex')}` };
    expect(signedByKundeportal('whsec_right', headers, body)).toBe(true);
    expect(signedByKundeportal('whsec_other', headers, body)).toBe(false);
    expect(signedByKundeportal('whsec_right', headers, body.replace('1', '2'))).toBe(false);
    expect(signedByKundeportal('whsec_right', headers, body, Date.now() + 10 * 60_000)).toBe(false);
  });
});
