// A customer's system receiving webhooks, as a test runs one: a node:http server on 127.0.0.1 that
// keeps every delivery it gets (headers and body as sent) and answers as the test tells it to.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received { headers: IncomingHttpHeaders; body: string; json: any }

export interface WebhookReceiver {
  url: string;
  received: Received[];
  /** The status to answer with (200 to begin with), or 'hang' to answer only when closed. */
  answer: number | 'hang';
  /** Resolves once `count` deliveries have arrived. */
  waitFor(count: number, seconds?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = '/webhooks/kundeportal'): Promise<WebhookReceiver> {
  const hanging = new Set<() => void>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    answer: 200,
    async waitFor(count, seconds = 30) {
      const until = Date.now() + seconds * 1000;
      while (receiver.received.length < count) {
        if (Date.now() > until) throw new Error(`waited ${seconds} s for ${count} deliveries, got ${receiver.received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return receiver.received;
    },
    close: () => new Promise((resolve) => {
      for (const release of hanging) release();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      receiver.received.push({ headers: request.headers, body, json: JSON.parse(body) });
      if (receiver.answer === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      response.writeHead(receiver.answer, { 'content-type': 'text/plain' }).end(receiver.answer < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return receiver;
}
