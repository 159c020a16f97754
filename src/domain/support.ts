// The support-ticket rules of section I, written once: statuses and their colours, limits, what
// counts as unresolved, and who may set what. The server enforces them; the portal offers only
// what they allow.
import { isAgent, isGlobalAdmin, OrganisationLevel, type AccessUser, type LocationScope } from './access';
import { OrgStatus } from './levels';

/** I42, DECISIONS (I42/I45): the numbers follow the listed order. */
export const TicketStatus = { New: 0, InProcess: 1, Pending: 2, Closed: 3, Archived: 4, ArchivedDeviation: 5 } as const;
export type TicketStatusValue = (typeof TicketStatus)[keyof typeof TicketStatus];
export const ticketStatusNames = ['New', 'InProcess', 'Pending', 'Closed', 'Archived', 'ArchivedDeviation'] as const;
export type TicketStatusName = (typeof ticketStatusNames)[number];
export const ticketStatuses = ticketStatusNames.map((name) => TicketStatus[name]);

/** I45 */
export const TicketPriority = { Low: 0, Medium: 1, High: 2 } as const;
export type TicketPriorityValue = (typeof TicketPriority)[keyof typeof TicketPriority];
export const ticketPriorityNames = ['Low', 'Medium', 'High'] as const;

/** I14, R15: a new ticket starts New, Medium and not internal. */
export const NEW_TICKET = { status: TicketStatus.New, priority: TicketPriority.Medium, internal: false } as const;

/** I15, R15: Low is only what a ticket without a priority shows. */
export const priorityOrDefault = (priority: number | null | undefined): number => priority ?? TicketPriority.Low;

/** I44: New, InProcess and Pending are unresolved (the home widget, D09). */
export const UNRESOLVED_STATUSES: readonly number[] = [TicketStatus.New, TicketStatus.InProcess, TicketStatus.Pending];
export const isUnresolved = (status: number) => UNRESOLVED_STATUSES.includes(status);

/** I22, I31, R16: Archived and ArchivedDeviation end the conversation. */
export const isArchivedOrBeyond = (status: number) => status >= TicketStatus.Archived;

/** I43, R16: chip colours per status, with a text colour that keeps the contrast readable. */
export const ticketStatusColours: Record<number, { background: string; text: string }> = {
  [TicketStatus.New]: { background: '#f9d949', text: '#1f1f1f' },
  [TicketStatus.InProcess]: { background: '#c62828', text: '#ffffff' },
  [TicketStatus.Pending]: { background: '#1565c0', text: '#ffffff' },
  [TicketStatus.Closed]: { background: '#6b6b6b', text: '#ffffff' },
  [TicketStatus.Archived]: { background: '#dedede', text: '#1f1f1f' },
  [TicketStatus.ArchivedDeviation]: { background: '#dedede', text: '#1f1f1f' },
};

// ---------------------------------------------------------------------------------------------
// Limits (I23, I25, R36)

export const REPLY_MAX_CHARS = 2000;
/** R36: 5 MB of the decoded file. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Files one new ticket may carry. */
export const TICKET_MAX_FILES = 5;
/** I55 */
export const CUSTOMER_SEARCH_MIN_CHARS = 3;

const entities: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text a reader sees in rich text: tags dropped, entities decoded (R36). */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
      }
      return entities[code.toLowerCase()] ?? whole;
    });
}

/** R36: the reply limit counts visible characters (code points), not the HTML. */
export const visibleLength = (html: string) => Array.from(visibleText(html)).length;
/** I23 */
export const replyTooLong = (html: string) => visibleLength(html) > REPLY_MAX_CHARS;
/** Rich text with nothing a reader would see: no words and no picture (an editor's empty `<p></p>`). */
export const richTextIsEmpty = (html: string) => visibleText(html).trim() === '' && !/<img\s/i.test(html);

/** I28: an image embedded in the text itself (a data: URI) instead of uploaded. */
export const hasInlineImage = (html: string) => /<img\b[^>]*\ssrc\s*=\s*["']?\s*data:/i.test(html);

/** Bytes of a base64 text once decoded, or undefined when it is not base64 (I25). */
export function decodedSize(base64: string): number | undefined {
  const clean = base64.replace(/\s/g, '');
  if (clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return undefined;
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return (clean.length / 4) * 3 - padding;
}

/** I25, R36: any type, at most 5 MB decoded. */
export const attachmentTooLarge = (bytes: number) => bytes > ATTACHMENT_MAX_BYTES;

// ---------------------------------------------------------------------------------------------
// Categories (I06, I08)

/** I08: a ticket about an order belongs under one of these main categories. */
export const ORDER_MAIN_CATEGORIES: readonly string[] = ['ORDRE', 'PROD'];
export const mainCategoryAllowed = (mainCategoryId: string | null | undefined, orderId: number | null | undefined) =>
  orderId === null || orderId === undefined || (mainCategoryId !== null && mainCategoryId !== undefined && ORDER_MAIN_CATEGORIES.includes(mainCategoryId));

// ---------------------------------------------------------------------------------------------
// Filters (I03, D09)

/**
 * Status filter values: repeated (status=0&status=2) or a comma list (status=New,InProcess,Pending),
 * by number or by name. Undefined means no filter; an unknown value is an error (null).
 */
export function parseStatusFilter(values: readonly string[] | undefined): number[] | undefined | null {
  if (!values || values.length === 0) return undefined;
  const statuses = new Set<number>();
  for (const part of values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean)) {
    const byName = ticketStatusNames.indexOf(part as TicketStatusName);
    const status = byName >= 0 ? byName : /^\d+$/.test(part) ? Number(part) : -1;
    if (!ticketStatuses.includes(status as TicketStatusValue)) return null;
    statuses.add(status);
  }
  return statuses.size ? [...statuses].sort() : undefined;
}

// ---------------------------------------------------------------------------------------------
// Who may do what (C07, I30, I31, I38, I39, I40, I41, R24)

export type SupportUser = Pick<AccessUser, 'employeeId' | 'isNlp' | 'adminLevelEx'>;

/** C07, R17: agents are staff with an employeeId; they work every ticket. */
export const isSupportAgent = (user: SupportUser) => isAgent(user);

/** R24: only agents ever receive internal tickets and internal events. */
export const maySeeInternal = (user: SupportUser) => isSupportAgent(user);

/**
 * Which tickets a user reads: agents all of them; everyone else the tickets of the own context, by
 * the same scope as locations (C05, C42): a customer admin the customer's, a chain admin the
 * chain's, others their location's (docs/decisions.md, R24).
 */
export function ticketScope(user: SupportUser, userScope: LocationScope): LocationScope {
  return isSupportAgent(user) ? { kind: OrganisationLevel.Global } : userScope;
}

/** The ticket fields a non-agent never sets (I30, I31, I38, I41): the server keeps what is stored. */
export const AGENT_ONLY_TICKET_FIELDS = [
  'status', 'priority', 'employeeId', 'customerId', 'locationId', 'userId_Ordered', 'internal',
] as const;

/** I31, I41: only agents edit a ticket, and only while it is below Archived. */
export const mayEditTicket = (user: SupportUser, ticket: { status: number }) => isSupportAgent(user) && !isArchivedOrBeyond(ticket.status);

/** I22: nobody replies once the ticket is archived. */
export const mayReply = (ticket: { status: number }) => !isArchivedOrBeyond(ticket.status);

/** I38 */
export const mayWriteInternalNote = (user: SupportUser) => isSupportAgent(user);

/**
 * The status a ticket has after a reply (I30, I32): agents choose any status; a non-agent's reply
 * moves a Pending ticket to InProcess and otherwise leaves the status alone. Returns null when a
 * non-agent asks for a status change, which is refused.
 */
export function statusAfterReply(user: SupportUser, current: number, requested: number | null | undefined): number | null {
  if (isSupportAgent(user)) return requested ?? replyStatusDefault(current);
  if (requested !== null && requested !== undefined && requested !== current) return null;
  return current === TicketStatus.Pending ? TicketStatus.InProcess : current;
}

/**
 * The status an agent's reply sends the ticket to unless the agent picks another ("send as", issue 28):
 * a New ticket someone answers is being worked on; any other keeps its status.
 */
export const replyStatusDefault = (current: number) => (current === TicketStatus.New ? TicketStatus.InProcess : current);

/** I39: agents use reply templates. */
export const mayUseTemplates = (user: SupportUser) => isSupportAgent(user) || isGlobalAdmin(user);
/** I40: global admins manage them. */
export const mayManageTemplates = (user: SupportUser) => isGlobalAdmin(user);
export const SUPPORT_TEMPLATES_SETTING = 'support-templates';

/** I40: the route's index; a non-numeric one counts as -1 (a new template, R22). */
export function templateIndex(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw)) return -1;
  return Number(raw);
}

// ---------------------------------------------------------------------------------------------
// The agent's pickers (I34, I35, I37)

/** I34: only employees whose status is Employed are offered as agent. */
export const isAssignableAgent = (employee: { employmentType?: string | null; active?: boolean }) =>
  employee.employmentType === 'Employed' && employee.active !== false;

/** I35: options need a name; only an Active customer can be chosen; Blocked and Finished are flagged. */
export const customerOffered = (customer: { name?: string | null }) => Boolean(customer.name?.trim());
export const customerSelectable = (customer: { statusId?: number }) => customer.statusId === OrgStatus.Active;
export const customerFlagged = (customer: { statusId?: number }) =>
  customer.statusId === OrgStatus.Blocked || customer.statusId === OrgStatus.Finished;

/** I37: a contact must be active, have a name and belong to the chosen location. */
export const contactSelectable = (user: { active?: boolean; name?: string | null; locationId?: number }, locationId: number | null | undefined) =>
  user.active !== false && Boolean(user.name?.trim()) && locationId !== null && locationId !== undefined && user.locationId === locationId;

/** I36: the location types the agent's location picker offers. */
export const TICKET_LOCATION_TYPES = ['industry', 'wholesale', 'provider'] as const;

/** Transaction types of document 2 §9, as a ticket names them. */
export const transactionTypeNames: Record<number, string> = {
  1: 'LoadCarrierOrder', 2: 'Pickup', 3: 'Transfer', 4: 'Available', 5: 'Return', 6: 'TransferOrder', 7: 'IndustryOrder',
  8: 'StockSettlement', 9: 'TransferUnknownCustomer', 10: 'Shop', 11: 'WholesaleOrder', 12: 'Missing', 13: 'Regrouping',
  14: 'Inventory', 16: 'TransferWholesaler',
};
