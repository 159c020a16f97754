// An event's name in the user's language, from the enum's own names (schemas/enums/webhook-event.schema.json).
import type { TranslateFunction } from 'react-admin';
import type { WebhookEvent } from './integrationApi';

const ENUM_NAMES: Record<WebhookEvent, string> = {
  'transfer.sent': 'TransferSent',
  'transfer.confirmed': 'TransferConfirmed',
  'transfer.disputed': 'TransferDisputed',
  'transfer.autoCommitted': 'TransferAutoCommitted',
  'invoice.issued': 'InvoiceIssued',
};

export const eventLabel = (translate: TranslateFunction, event: WebhookEvent) => translate(`enums.WebhookEvent.${ENUM_NAMES[event]}`, { _: event });
