// The support calls of document 2 §7, typed; the pages call these instead of spelling paths.
import type {
  Customer, Employee, Location, SupportAttachment, SupportCategory, SupportEvent, SupportMainCategory, SupportTemplate, SupportTemplateSetting,
  SupportTicket, User,
} from '../../../../generated/entities';
import { api, type Query } from '../../data/api';
import { knownTotals } from '../../data/knownTotals';
import { TICKET_LOCATION_TYPES } from '../../../domain/support';
import { contextHeader } from '../../session/context-header';
import { storedContext, storedToken } from '../../session/storage';

export type Ticket = SupportTicket & { id: number };
/** I01: a ticket's own address; opening it shows the ticket dialog over the list. */
export const ticketPath = (id: number) => `/app/support/support-tickets/${id}`;
export type TicketEvent = SupportEvent & { id: number };
/** A file picked in the browser, read as base64 (I25: name, size, type, data). */
export interface PickedFile { name: string; size: number; type: string; data: string }

/** Issue 33: the ticket list's later pages carry the total its first page answered; a write forgets it. */
const ticketTotals = knownTotals();
const written = <T,>(result: T) => {
  ticketTotals.forget('tickets');
  return result;
};

export const supportApi = {
  tickets: async (query: Query) => {
    const response = await api<Ticket[]>('GET', '/api/supporttickets', { query: ticketTotals.sent('tickets', query) });
    ticketTotals.keep('tickets', query, response.total);
    return response;
  },
  ticket: async (id: number) => (await api<Ticket>('GET', `/api/supportticket/${id}`)).data,
  createTicket: async (ticket: SupportTicket) => written((await api<Ticket>('POST', '/api/supportticket', { body: ticket })).data),
  updateTicket: async (ticket: SupportTicket & { id: number }) => written((await api<Ticket>('PUT', `/api/supportticket/${ticket.id}`, { body: ticket })).data),
  events: async (ticketId: number) => (await api<TicketEvent[]>('GET', '/api/supportevents', { query: { ticketId, withAttachments: true } })).data,
  // A reply may change its ticket's status, and so which tickets a status filter lists.
  createEvent: async (event: SupportEvent) => written((await api<TicketEvent>('POST', '/api/supportevent', { body: event })).data),
  createAttachment: async (attachment: SupportAttachment) => (await api<SupportAttachment>('POST', '/api/supportattachment', { body: attachment })).data,
  mainCategories: async (forOrder: boolean) => (await api<SupportMainCategory[]>('GET', '/api/supportmaincategories', { query: { forOrder: forOrder || undefined } })).data,
  categories: async (mainCategoryId: string) => (await api<SupportCategory[]>('GET', '/api/supportcategories', { query: { mainCategoryId } })).data,
  employees: async () => (await api<Employee[]>('GET', '/api/employees', { query: { employmentType: 'Employed' } })).data,
  templates: async () => (await api<SupportTemplateSetting>('GET', '/api/setting', { query: { scope: 'global', name: 'support-templates' } })).data.value,
  saveTemplates: async (value: SupportTemplate[]) =>
    (await api<SupportTemplateSetting>('PUT', '/api/setting', { body: { scope: 'global', name: 'support-templates', value } })).data.value,
  /** I29: the link of the first item goes into the text. */
  uploadImage: async (image: { data: string; name: string; type: string }) => (await api<Array<{ link: string; name: string }>>('POST', '/api/supportimage', { body: image })).data,
  // The agent's pickers (I35–I37).
  customers: async (q: string) => (await api<Customer[]>('GET', '/api/customers', { query: { active: true, q, count: 50 } })).data,
  locations: async (customerId: number) =>
    (await api<Location[]>('GET', '/api/locations', { query: { customerId, active: true, locationType: [...TICKET_LOCATION_TYPES], count: 1000 } })).data,
  users: async (customerId: number, locationId: number) =>
    (await api<User[]>('GET', '/api/users', { query: { customerId, locationId, active: true, count: 1000 } })).data,
};

/** Reads a picked file as base64 (I25). */
export function readFile(file: File): Promise<PickedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ name: file.name, size: file.size, type: file.type || 'application/octet-stream', data: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsDataURL(file);
  });
}

/** I21: fetches the file with the session's headers and saves it under its own name. */
export async function downloadAttachment(attachment: SupportAttachment & { id?: number }): Promise<void> {
  const context = storedContext();
  const response = await fetch(`/api/supportattachment/${attachment.id}/content`, {
    headers: { authorization: `Bearer ${storedToken()}`, ...(context ? { 'x-context': contextHeader(context) } : {}) },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
