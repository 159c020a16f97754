// The checks a ticket write makes against stored data: its category (I06, I08), its agent (I34),
// its customer, location and contact (I35–I37), and its files (I25, R36).
import {
  attachmentTooLarge, decodedSize, mainCategoryAllowed, REPLY_MAX_CHARS, replyTooLong, hasInlineImage,
} from '../../domain/support.js';
import { OrgStatus } from '../../domain/levels.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { sanitizeRichText } from './richtext.js';

const invalid = (code: string, key: ConstructorParameters<typeof ApiError>[2], values: Record<string, string | number> = {}) =>
  new ApiError(400, code, key, values);

/** The category pair of a ticket; the main category follows from the category when not given. */
export async function checkCategory(db: Database, mainCategoryId: string | null | undefined, categoryId: number | null | undefined, orderId: number | null | undefined) {
  if (categoryId === null || categoryId === undefined) throw invalid('category-required', 'ticketCategoryRequired');
  const category = await db.selectFrom('supportCategories').select(['id', 'mainCategoryId']).where('id', '=', categoryId).executeTakeFirst();
  if (!category || (mainCategoryId && mainCategoryId !== category.mainCategoryId)) throw invalid('category-invalid', 'ticketCategoryInvalid');
  // I08: a ticket about an order goes under ORDRE or PROD only.
  if (!mainCategoryAllowed(category.mainCategoryId, orderId)) throw invalid('order-category', 'ticketOrderCategory');
  return { mainCategoryId: category.mainCategoryId, categoryId: category.id };
}

/** I34: the agent is an active employee with status Employed; answers the user id. */
export async function checkAgent(db: Database, employeeId: string | null | undefined): Promise<number | null> {
  if (!employeeId) return null;
  const agent = await db.selectFrom('users').innerJoin('customers', 'customers.id', 'users.customerId')
    .select('users.id')
    .where('users.employeeId', '=', employeeId).where('users.employmentType', '=', 'Employed').where('users.active', '=', true)
    .where('customers.type', '=', 'provider')
    .executeTakeFirst();
  if (!agent) throw invalid('agent-not-employed', 'agentNotEmployed');
  return agent.id;
}

/**
 * I35–I37: a newly chosen customer is Active, the location belongs to the customer, and the contact
 * is an active user with a name at that location. Unchanged values are not checked again.
 */
export async function checkParties(
  db: Database,
  next: { customerId: number; locationId: number; contactId: number | null },
  stored?: { customerId: number; locationId: number; orderedByUserId: number | null },
): Promise<void> {
  if (!stored || stored.customerId !== next.customerId) {
    const customer = await db.selectFrom('customers').select('statusId').where('id', '=', next.customerId).executeTakeFirst();
    if (!customer || customer.statusId !== OrgStatus.Active) throw invalid('customer-not-active', 'customerNotActive');
  }
  if (!stored || stored.locationId !== next.locationId || stored.customerId !== next.customerId) {
    const location = await db.selectFrom('locations').select('customerId').where('id', '=', next.locationId).executeTakeFirst();
    if (!location || location.customerId !== next.customerId) throw invalid('location-not-of-customer', 'locationNotOfCustomer');
  }
  if (next.contactId !== null && (!stored || stored.orderedByUserId !== next.contactId || stored.locationId !== next.locationId)) {
    const contact = await db.selectFrom('users').select(['active', 'name', 'locationId']).where('id', '=', next.contactId).executeTakeFirst();
    if (!contact || !contact.active || !contact.name.trim() || contact.locationId !== next.locationId) throw invalid('contact-not-at-location', 'contactNotAtLocation');
  }
}

/** I23, I28, R36: sanitized rich text of at most 2000 visible characters, with no inline images. */
export function checkedRichText(html: string | undefined): string {
  const text = html ?? '';
  if (hasInlineImage(text)) throw invalid('inline-image', 'inlineImage');
  const clean = sanitizeRichText(text);
  if (replyTooLong(clean)) throw invalid('reply-too-long', 'replyTooLong', { max: REPLY_MAX_CHARS });
  return clean;
}

/** A media type as a header can carry it; anything else is stored as plain bytes. */
const mediaType = (type: string | undefined) => {
  const clean = type?.trim() ?? '';
  return /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.+-]+=[\w.+"-]+)*$/.test(clean) ? clean : 'application/octet-stream';
};

export interface CheckedFile { filename: string; contentType: string; content: Buffer; size: number }

/** I25, R36: any type, base64, at most 5 MB decoded. */
export function checkedFile(file: { filename: string; contentType?: string; contentData?: string }): CheckedFile {
  // Sent files carry their content (the requests' schemas say so; the attachment's own does not, as lists leave it out).
  if (file.contentData === undefined) throw invalid('attachment-invalid', 'attachmentInvalid', { name: file.filename });
  const data = file.contentData.replace(/^data:[^,]*;base64,/, '');
  const size = decodedSize(data);
  if (size === undefined) throw invalid('attachment-invalid', 'attachmentInvalid', { name: file.filename });
  if (attachmentTooLarge(size)) throw invalid('attachment-too-large', 'attachmentTooLarge');
  return { filename: file.filename.trim() || 'fil', contentType: mediaType(file.contentType), content: Buffer.from(data, 'base64'), size };
}
