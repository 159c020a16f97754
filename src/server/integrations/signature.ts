// How a webhook delivery is signed (issue 30, docs/integration.md): HMAC-SHA256, with the endpoint's
// secret, of the timestamp (Unix seconds), a dot and the body exactly as sent; the timestamp and the
// signature go in headers. A receiver recomputes it, compares in constant time and refuses an old
// timestamp, so a delivery read off the wire cannot be replayed later or altered.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-kundeportal-timestamp';
export const SIGNATURE_HEADER = 'x-kundeportal-signature';
export const EVENT_HEADER = 'x-kundeportal-event';
export const DELIVERY_HEADER = 'x-kundeportal-delivery';
/** How far a receiver should let the timestamp be from its own clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The signature header's value: "v1=" and the hex HMAC (a later scheme can be told apart). */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does: true when the signature is the body's with this secret and the timestamp is recent. */
export function verifyDelivery(secret: string, headers: { timestamp?: string; signature?: string }, body: string, now = Date.now()): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || !headers.signature) return false;
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signDelivery(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
