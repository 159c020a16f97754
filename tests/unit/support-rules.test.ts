// The support rules of src/domain/support.ts (I08, I14, I15, I22, I23, I25, I28, I30–I44, D09, R15, R16, R24, R36).
import { describe, expect, it } from 'vitest';
import {
  attachmentTooLarge, contactSelectable, customerFlagged, customerSelectable, decodedSize, hasInlineImage, isArchivedOrBeyond, isAssignableAgent,
  isUnresolved, mainCategoryAllowed, mayEditTicket, mayManageTemplates, mayReply, maySeeInternal, mayUseTemplates, mayWriteInternalNote, NEW_TICKET,
  parseStatusFilter, priorityOrDefault, richTextIsEmpty, replyTooLong, statusAfterReply, templateIndex, ticketScope, ticketStatusColours, TicketStatus,
  visibleLength, visibleText,
} from '../../src/domain/support';

const agent = { employeeId: 'E1001', isNlp: true, adminLevelEx: 0 };
const customer = { employeeId: null, isNlp: false, adminLevelEx: 2 };
const globalAdmin = { employeeId: null, isNlp: false, adminLevelEx: 4 };
/** R17: a customer's user who was given an employee id is still no agent. */
const customerWithEmployeeId = { employeeId: 'E9999', isNlp: false, adminLevelEx: 0 };

describe('ticket statuses (I42–I44, R16)', () => {
  it('numbers the statuses in the listed order', () => {
    expect(TicketStatus).toEqual({ New: 0, InProcess: 1, Pending: 2, Closed: 3, Archived: 4, ArchivedDeviation: 5 });
  });
  it('counts New, InProcess and Pending as unresolved', () => {
    expect([0, 1, 2, 3, 4, 5].filter(isUnresolved)).toEqual([0, 1, 2]);
  });
  it('treats Archived and ArchivedDeviation as archived or beyond', () => {
    expect([0, 1, 2, 3, 4, 5].filter(isArchivedOrBeyond)).toEqual([4, 5]);
  });
  it('colours New yellow, InProcess red, Pending blue, Closed gray, Archived and ArchivedDeviation light gray', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return { r, g, b };
    };
    const yellow = hue(ticketStatusColours[0].background);
    expect(yellow.r > 200 && yellow.g > 180 && yellow.b < 120).toBe(true);
    const red = hue(ticketStatusColours[1].background);
    expect(red.r > 150 && red.g < 80 && red.b < 80).toBe(true);
    const blue = hue(ticketStatusColours[2].background);
    expect(blue.b > 150 && blue.r < 80).toBe(true);
    const gray = hue(ticketStatusColours[3].background);
    const light = hue(ticketStatusColours[4].background);
    expect(gray.r === gray.g && gray.g === gray.b && gray.r < 150).toBe(true);
    expect(light.r === light.g && light.g === light.b && light.r > 200).toBe(true);
    expect(ticketStatusColours[5]).toEqual(ticketStatusColours[4]);
  });
});

describe('defaults (I14, I15, R15)', () => {
  it('starts a new ticket New, Medium, not internal', () => {
    expect(NEW_TICKET).toEqual({ status: 0, priority: 1, internal: false });
  });
  it('shows Low only for a ticket without a priority', () => {
    expect(priorityOrDefault(null)).toBe(0);
    expect(priorityOrDefault(undefined)).toBe(0);
    expect(priorityOrDefault(2)).toBe(2);
  });
});

describe('reply text (I23, I28, R36)', () => {
  it('counts the visible characters, not the markup', () => {
    expect(visibleText('<p>Hei <strong>du</strong>&nbsp;&amp; &#229;&#xE6;</p>')).toBe('Hei du & åæ');
    expect(visibleLength(`<p>${'<em>a</em>'.repeat(2000)}</p>`)).toBe(2000);
    expect(replyTooLong(`<p>${'<em>a</em>'.repeat(2000)}</p>`)).toBe(false);
    expect(replyTooLong(`<p>${'a'.repeat(2001)}</p>`)).toBe(true);
    // Code points: an emoji is one character.
    expect(visibleLength('😀😀')).toBe(2);
  });
  it('does not count scripts and styles as visible text', () => {
    expect(visibleText('<p>a</p><script>var x = 1;</script><style>p{}</style>')).toBe('a');
  });
  it('knows an empty reply, and that an image alone is not empty', () => {
    expect(richTextIsEmpty('<p></p>')).toBe(true);
    expect(richTextIsEmpty('<p> &nbsp; </p>')).toBe(true);
    expect(richTextIsEmpty('<p><img src="/api/supportimage/abc"></p>')).toBe(false);
  });
  it('spots images embedded as data: URIs', () => {
    expect(hasInlineImage('<p><img src="data:image/png;base64,AAAA"></p>')).toBe(true);
    expect(hasInlineImage("<img alt='x' src='data:image/gif;base64,R0l'>")).toBe(true);
    expect(hasInlineImage('<p><img src="/api/supportimage/0123"></p>')).toBe(false);
    expect(hasInlineImage('<p>data: is fine in text</p>')).toBe(false);
  });
});

describe('files (I25, R36)', () => {
  it('measures decoded base64 and refuses only above 5 × 1024 × 1024 bytes', () => {
    expect(decodedSize(Buffer.alloc(10).toString('base64'))).toBe(10);
    expect(decodedSize(Buffer.alloc(11).toString('base64'))).toBe(11);
    expect(decodedSize('not base64!')).toBeUndefined();
    expect(attachmentTooLarge(5 * 1024 * 1024)).toBe(false);
    expect(attachmentTooLarge(5 * 1024 * 1024 + 1)).toBe(true);
  });
});

describe('categories (I08)', () => {
  it('allows a ticket about an order only under ORDRE or PROD', () => {
    expect(mainCategoryAllowed('ORDRE', 12)).toBe(true);
    expect(mainCategoryAllowed('PROD', 12)).toBe(true);
    expect(mainCategoryAllowed('FAKT', 12)).toBe(false);
    expect(mainCategoryAllowed(null, 12)).toBe(false);
    expect(mainCategoryAllowed('FAKT', null)).toBe(true);
  });
});

describe('the status filter (I03, D09)', () => {
  it('reads repeated values, comma lists, numbers and names', () => {
    expect(parseStatusFilter(['0', '2'])).toEqual([0, 2]);
    expect(parseStatusFilter(['0,1,2'])).toEqual([0, 1, 2]);
    expect(parseStatusFilter(['New,InProcess', 'Pending'])).toEqual([0, 1, 2]);
    expect(parseStatusFilter(undefined)).toBeUndefined();
    expect(parseStatusFilter(['6'])).toBeNull();
    expect(parseStatusFilter(['Open'])).toBeNull();
  });
});

describe('who may do what (I22, I30–I41, R24)', () => {
  it('lets only agents see internal tickets and notes, and gives them every ticket', () => {
    expect(maySeeInternal(agent)).toBe(true);
    expect(maySeeInternal(customer)).toBe(false);
    expect(maySeeInternal(globalAdmin)).toBe(false);
    expect(ticketScope(agent, { kind: 'location', locationId: 1 })).toEqual({ kind: 'all' });
    expect(ticketScope(customer, { kind: 'customer', customerId: 2 })).toEqual({ kind: 'customer', customerId: 2 });
  });
  it('gives a customer user with an employee id neither internal tickets nor every ticket (C07, R17)', () => {
    expect(maySeeInternal(customerWithEmployeeId)).toBe(false);
    expect(ticketScope(customerWithEmployeeId, { kind: 'location', locationId: 1 })).toEqual({ kind: 'location', locationId: 1 });
    expect(mayEditTicket(customerWithEmployeeId, { status: 0 })).toBe(false);
  });
  it('lets agents edit below Archived only, and nobody reply once archived', () => {
    expect(mayEditTicket(agent, { status: 3 })).toBe(true);
    expect(mayEditTicket(agent, { status: 4 })).toBe(false);
    expect(mayEditTicket(customer, { status: 0 })).toBe(false);
    expect(mayReply({ status: 3 })).toBe(true);
    expect(mayReply({ status: 5 })).toBe(false);
    expect(mayWriteInternalNote(agent)).toBe(true);
    expect(mayWriteInternalNote(customer)).toBe(false);
  });
  it('moves a Pending ticket to InProcess on a non-agent reply, and lets agents pick any status (I30, I32)', () => {
    expect(statusAfterReply(customer, TicketStatus.Pending, undefined)).toBe(TicketStatus.InProcess);
    expect(statusAfterReply(customer, TicketStatus.Pending, TicketStatus.Pending)).toBe(TicketStatus.InProcess);
    expect(statusAfterReply(customer, TicketStatus.New, undefined)).toBe(TicketStatus.New);
    expect(statusAfterReply(customer, TicketStatus.New, TicketStatus.Closed)).toBeNull();
    expect(statusAfterReply(agent, TicketStatus.Pending, undefined)).toBe(TicketStatus.Pending);
    // Issue 28: an agent answering a New ticket without picking a status starts it.
    expect(statusAfterReply(agent, TicketStatus.New, undefined)).toBe(TicketStatus.InProcess);
    expect(statusAfterReply(agent, TicketStatus.New, TicketStatus.New)).toBe(TicketStatus.New);
    expect(statusAfterReply(agent, TicketStatus.New, TicketStatus.Archived)).toBe(TicketStatus.Archived);
  });
  it('gives templates to agents and global admins, and their management to global admins (I39, I40)', () => {
    expect(mayUseTemplates(agent)).toBe(true);
    expect(mayUseTemplates(customer)).toBe(false);
    expect(mayManageTemplates(globalAdmin)).toBe(true);
    expect(mayManageTemplates(agent)).toBe(false);
  });
  it('counts a non-numeric template index as -1 (I40)', () => {
    expect(templateIndex('3')).toBe(3);
    expect(templateIndex('new')).toBe(-1);
    expect(templateIndex(undefined)).toBe(-1);
    expect(templateIndex('-2')).toBe(-1);
  });
});

describe('the agent\'s pickers (I34, I35, I37)', () => {
  it('offers only Employed, active employees as agent', () => {
    expect(isAssignableAgent({ employmentType: 'Employed' })).toBe(true);
    expect(isAssignableAgent({ employmentType: 'Consultant' })).toBe(false);
    expect(isAssignableAgent({ employmentType: 'Employed', active: false })).toBe(false);
  });
  it('lets only Active customers be chosen and flags Blocked and Finished ones', () => {
    expect(customerSelectable({ statusId: 1 })).toBe(true);
    expect(customerSelectable({ statusId: 3 })).toBe(false);
    expect(customerFlagged({ statusId: 2 })).toBe(true);
    expect(customerFlagged({ statusId: 3 })).toBe(true);
    expect(customerFlagged({ statusId: 0 })).toBe(false);
  });
  it('offers contacts that are active, named and at the chosen location', () => {
    expect(contactSelectable({ active: true, name: 'Berit', locationId: 7 }, 7)).toBe(true);
    expect(contactSelectable({ active: false, name: 'Berit', locationId: 7 }, 7)).toBe(false);
    expect(contactSelectable({ active: true, name: ' ', locationId: 7 }, 7)).toBe(false);
    expect(contactSelectable({ active: true, name: 'Berit', locationId: 8 }, 7)).toBe(false);
    expect(contactSelectable({ active: true, name: 'Berit', locationId: 7 }, null)).toBe(false);
  });
});
