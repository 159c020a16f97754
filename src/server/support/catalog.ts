// What the ticket dialogs pick from: categories (I06, I08, I50), the operator's employees (I34),
// the reply templates (I39, I40) and images uploaded for rich text (I29).
import { randomBytes } from 'node:crypto';
import type { Employee, EmploymentType, SupportCategory, SupportMainCategory, SupportTemplate } from '../../../generated/entities.js';
import { ATTACHMENT_MAX_BYTES, decodedSize, ORDER_MAIN_CATEGORIES, SUPPORT_TEMPLATES_SETTING } from '../../domain/support.js';
import type { Database } from '../db/database.js';
import { base64Of, fileBytes } from '../db/file-content.js';
import { ApiError } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import type { ServerLanguage } from '../i18n/texts.js';
import { recordWrite } from '../system/audit.js';
import { sanitizeRichText } from './richtext.js';

type Caller = Pick<CallContext, 'user' | 'loginUser' | 'location'>;

export async function listMainCategories(db: Database, language: ServerLanguage, forOrder: boolean): Promise<SupportMainCategory[]> {
  const rows = await db.selectFrom('supportMainCategories').select(['id', 'name', 'nameEn'])
    .$if(forOrder, (qb) => qb.where('id', 'in', [...ORDER_MAIN_CATEGORIES]))
    .orderBy('sortOrder').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: language === 'en-US' ? row.nameEn : row.name, forOrders: ORDER_MAIN_CATEGORIES.includes(row.id) }));
}

export async function listCategories(db: Database, language: ServerLanguage, mainCategoryId: string | undefined): Promise<SupportCategory[]> {
  const rows = await db.selectFrom('supportCategories').select(['id', 'mainCategoryId', 'name', 'nameEn', 'videoLink'])
    .$if(Boolean(mainCategoryId), (qb) => qb.where('mainCategoryId', '=', mainCategoryId!))
    .orderBy('mainCategoryId').orderBy('sortOrder').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, mainCategoryId: row.mainCategoryId, name: language === 'en-US' ? row.nameEn : row.name, videoLink: row.videoLink }));
}

/** I34, R17: the operator's staff with an employee id. */
export async function listEmployees(db: Database, employmentTypes: EmploymentType[] | undefined): Promise<Employee[]> {
  const rows = await db.selectFrom('users').innerJoin('customers', 'customers.id', 'users.customerId')
    .select(['users.id', 'users.employeeId', 'users.name', 'users.email', 'users.employmentType', 'users.active'])
    .where('customers.type', '=', 'provider')
    .where('users.employeeId', 'is not', null)
    .$if(Boolean(employmentTypes?.length), (qb) => qb.where('users.employmentType', 'in', employmentTypes!))
    .orderBy('users.name').execute();
  return rows.map((row) => ({ ...row, employeeId: row.employeeId!, employmentType: row.employmentType as EmploymentType | null }));
}

export async function readTemplates(db: Database): Promise<SupportTemplate[]> {
  const row = await db.selectFrom('settings').select('value').where('scope', '=', 'global').where('name', '=', SUPPORT_TEMPLATES_SETTING).executeTakeFirst();
  return (row?.value as SupportTemplate[] | undefined) ?? [];
}

/** I40: the whole list is replaced; template texts are rich text and sanitized like replies. */
export async function writeTemplates(db: Database, call: Caller, templates: SupportTemplate[]): Promise<SupportTemplate[]> {
  const value = templates.map((template) => ({ name: template.name.trim(), title: template.title?.trim() ?? '', text: sanitizeRichText(template.text) }));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('settings').values({ scope: 'global', name: SUPPORT_TEMPLATES_SETTING, value: JSON.stringify(value) })
      .onConflict((oc) => oc.columns(['scope', 'name']).doUpdateSet({ value: JSON.stringify(value), updatedAt: new Date() }))
      .execute();
    await recordWrite(trx, call, { entity: 'setting', entityId: `global/${SUPPORT_TEMPLATES_SETTING}`, action: 'update', summary: `${value.length} templates` });
  });
  return value;
}

// ---------------------------------------------------------------------------------------------
// Rich-text images (I29)

/** The first bytes each accepted image type starts with: the declared type must be the real one. */
const signatures: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export async function storeImage(db: Database, call: Caller, input: { data: string; name: string; type: string }): Promise<{ link: string; name: string }> {
  const data = input.data.replace(/^data:[^,]*;base64,/, '');
  const size = decodedSize(data);
  if (size === undefined) throw new ApiError(400, 'image-invalid', 'imageInvalid');
  if (size > ATTACHMENT_MAX_BYTES) throw new ApiError(400, 'attachment-too-large', 'attachmentTooLarge');
  const content = Buffer.from(data, 'base64');
  if (!signatures[input.type]?.(content)) throw new ApiError(400, 'image-invalid', 'imageInvalid');
  const key = randomBytes(16).toString('hex');
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('supportImages').values({ key, name: input.name, contentType: input.type, content: await fileBytes(db, trx, content), userId: call.user.id }).execute();
    await recordWrite(trx, call, { entity: 'supportimage', entityId: key, action: 'create', summary: input.name });
  });
  return { link: `/api/supportimage/${key}`, name: input.name };
}

export async function readImage(db: Database, key: string) {
  const image = await db.selectFrom('supportImages').select(['contentType', base64Of('content').as('content')]).where('key', '=', key).executeTakeFirst();
  return image && { contentType: image.contentType, content: Buffer.from(image.content, 'base64') };
}
