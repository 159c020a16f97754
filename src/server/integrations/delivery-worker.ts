// Webhook deliveries (issue 30, DESIGN "Running as a fleet"): every server looks for due rows of the
// outbox now and then and claims a batch of them in one statement (FOR UPDATE SKIP LOCKED, and a
// claim that lapses after the answer's time limit), so with several servers each delivery is
// attempted by one of them at a time: each event goes out once. The attempt posts the event signed
// (signature.ts); a 2xx answer delivers it, anything else waits longer each time (retryDelayMs) until
// it is given up as failed; every attempt is logged. A server that stops between posting and
// recording lets the claim lapse and the delivery goes out again, with the same delivery id, which
// the receiver uses to recognise a repeat.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '../../domain/webhooks.js';
import { startPolling } from '../fleet/poller.js';
import { SERVER_VERSION } from '../identity/session-context.js';
import type { Database } from '../db/database.js';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signDelivery, TIMESTAMP_HEADER } from './signature.js';

export interface DeliveryOptions {
  /** How long a receiver may take to answer (ms). */
  timeoutMs: number;
  /** Deliveries claimed at once. */
  batch?: number;
}

/** A claim outlives the longest attempt by this much, so it never lapses while its attempt is under way. */
const CLAIM_MARGIN_MS = 30_000;
const DEFAULT_BATCH = 20;
/** What is kept of a receiver's failure. */
const ERROR_LENGTH = 500;

interface Claimed {
  id: number;
  eventType: string;
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: Date | string;
  url: string;
  secret: string;
}

interface Outcome { statusCode: number | null; error: string | null; durationMs: number }

/** Claims the due deliveries (at most a batch), attempts each, records how it went; returns how many were attempted. */
export async function deliverDue(db: Database, options: DeliveryOptions, now = new Date()): Promise<number> {
  const batch = options.batch ?? DEFAULT_BATCH;
  const claimedUntil = new Date(now.getTime() + options.timeoutMs + CLAIM_MARGIN_MS);
  const { rows } = await sql<Claimed>`
    update webhook_deliveries d set claimed_until = ${claimedUntil}, attempts = d.attempts + 1
    from webhook_endpoints e
    where e.id = d.endpoint_id and d.id in (
      select w.id from webhook_deliveries w join webhook_endpoints x on x.id = w.endpoint_id and x.active
      where w.status = 'pending' and w.next_attempt_at <= ${now} and (w.claimed_until is null or w.claimed_until <= ${now})
      order by w.next_attempt_at, w.id
      limit ${batch}
      for update of w skip locked)
    returning d.id, d.event_type, d.payload, d.attempts, d.created_at, e.url, e.secret`.execute(db);
  await Promise.all(rows.map(async (row) => record(db, row, claimedUntil, now, await attempt(row, options.timeoutMs))));
  return rows.length;
}

/** The body the receiver gets: the delivery's id (the same on every attempt), the event, when it happened, and its data. */
export function deliveryBody(row: Pick<Claimed, 'id' | 'eventType' | 'createdAt' | 'payload'>): string {
  return JSON.stringify({ id: Number(row.id), event: row.eventType, createdAt: new Date(row.createdAt).toISOString(), data: row.payload });
}

async function attempt(row: Claimed, timeoutMs: number): Promise<Outcome> {
  const body = deliveryBody(row);
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(row.url, {
      method: 'POST',
      body,
      // A redirect is not followed: the registered address is the one that gets the events.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': `Kundeportal-Webhooks/${SERVER_VERSION}`,
        [EVENT_HEADER]: row.eventType,
        [DELIVERY_HEADER]: String(row.id),
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signDelivery(row.secret, timestamp, body),
      },
    });
    // The answer's body is not read; it is let go so the connection is freed.
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, error: ok ? null : `HTTP ${response.status}`, durationMs: took() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const text = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : cause?.message ?? cause?.code ?? (error as Error).message;
    return { statusCode: null, error: text.slice(0, ERROR_LENGTH), durationMs: took() };
  }
}

/** The attempt's log row, and the delivery's new state while the claim is still this one (a re-send meanwhile wins). */
async function record(db: Database, row: Claimed, claimedUntil: Date, now: Date, outcome: Outcome): Promise<void> {
  const delivered = outcome.error === null;
  const givenUp = !delivered && row.attempts >= MAX_DELIVERY_ATTEMPTS;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('webhookDeliveries').set({
      status: delivered ? 'delivered' : givenUp ? 'failed' : 'pending',
      claimedUntil: null,
      lastAttemptAt: now,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      ...(delivered ? { deliveredAt: now } : {}),
      ...(!delivered && !givenUp ? { nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) } : {}),
    }).where('id', '=', row.id).where('claimedUntil', '=', claimedUntil).execute();
    await trx.insertInto('webhookAttempts').values({ deliveryId: row.id, attemptedAt: now, statusCode: outcome.statusCode, error: outcome.error, durationMs: outcome.durationMs }).execute();
  });
}

/**
 * Looks for due deliveries every pollMs (none with 0) and sends them, a batch after another while
 * there are more; returns what stops it, which waits for the round under way.
 */
export function startWebhookDeliveries(db: Database, options: DeliveryOptions & { pollMs: number }): () => Promise<void> {
  const batch = options.batch ?? DEFAULT_BATCH;
  return startPolling('Webhook deliveries', options.pollMs, async () => (await deliverDue(db, options)) === batch);
}

/**
 * Every server that listens delivers (main.ts); a server built only to be called in process (the
 * API tests) does not, so a test sends when it chooses. Closing the server stops it.
 */
export function installWebhookDeliveries(app: FastifyInstance, db: Database, options: DeliveryOptions & { pollMs: number }): void {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onListen', async () => { stop ??= startWebhookDeliveries(db, options); });
  app.addHook('onClose', async () => { await stop?.(); });
}
