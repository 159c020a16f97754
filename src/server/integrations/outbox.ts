// The webhook outbox (issue 30, DESIGN "Running as a fleet"): an event is written as rows of
// webhook_deliveries, one per active endpoint of a told customer that takes the event, by the same
// statement or database transaction as the change it tells of. So no event is lost when a server
// stops after the change, and none is sent for a change that was refused or rolled back; the
// delivery worker (delivery-worker.ts) sends what the outbox holds.
import { sql } from 'kysely';
import { toldCustomers, transferEvent, type WebhookEvent } from '../../domain/webhooks.js';
import type { Alongside } from '../ledger/posting.js';

export interface OutboxEvent {
  event: WebhookEvent;
  customerIds: readonly number[];
  /** What the receiver is told: ids and the facts it needs to fetch the rest with its key. */
  data: Record<string, unknown>;
}

/** A transaction as events describe it. */
export interface EventTransaction {
  id: number;
  type: number;
  locationIdFrom: number;
  locationIdTo: number;
  customerIdFrom: number;
  customerIdTo: number;
  senderReference: string | null;
  receiverReference: string | null;
  transactionDate: string;
}

/** The events of a transaction moving from one status to another (none for most steps). */
export function transactionEvents(head: EventTransaction, from: number | null, to: number, version: number, byNightlyJob = false): OutboxEvent[] {
  const found = transferEvent(head.type, from, to, byNightlyJob);
  if (!found) return [];
  return [{
    event: found.event,
    customerIds: toldCustomers(found, head),
    data: {
      transactionId: head.id, type: head.type, status: to, version,
      locationIdFrom: head.locationIdFrom, locationIdTo: head.locationIdTo, customerIdFrom: head.customerIdFrom, customerIdTo: head.customerIdTo,
      senderReference: head.senderReference, receiverReference: head.receiverReference, transactionDate: head.transactionDate,
    },
  }];
}

/**
 * The outbox rows of these events, as one insert that can run as a CTE of the change's own
 * statement (claimVersion, claimAlone) or on its own inside its database transaction. Undefined
 * when there is nothing to tell.
 */
export function outboxWrite(events: readonly OutboxEvent[]): Alongside | undefined {
  const told = events.flatMap((event) => event.customerIds.map((customerId) => sql`(${event.event}::text, ${JSON.stringify(event.data)}::jsonb, ${customerId}::int)`));
  if (told.length === 0) return undefined;
  return (db) => db.insertInto('webhookDeliveries').columns(['endpointId', 'eventType', 'payload']).expression(sql`
    select e.id, v.event_type, v.payload
    from webhook_endpoints e join (values ${sql.join(told)}) as v (event_type, payload, customer_id) on e.customer_id = v.customer_id
    where e.active and v.event_type = any (e.events)
    order by e.id`);
}

/** outboxWrite's statement as a list of writes to go alongside others (empty when nothing is told). */
export const outboxWrites = (events: readonly OutboxEvent[]): Alongside[] => {
  const write = outboxWrite(events);
  return write ? [write] : [];
};
