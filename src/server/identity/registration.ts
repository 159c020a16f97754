// New-customer registration (A21–A24): the request is kept, the operator's staff get it as a
// high-priority message (it shows in their alert bell and under system/messages), and the applicant
// gets a confirmation mail. One transaction: either all of it is stored or nothing.
import type { RegistrationRequest } from '../../../generated/entities.js';
import { compactOrgNumber } from '../../domain/identifiers.js';
import type { Database } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { registrationConfirmationMail } from '../mail/templates.js';
import type { ServerLanguage } from '../i18n/texts.js';
import { writeLog } from '../system/logs.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The staff's message: every detail the applicant gave, as a definition list. */
function staffMessageText(request: RegistrationRequest, id: number): string {
  const rows: Array<[string, string | null | undefined]> = [
    ['Referanse', String(id)], ['Firmanavn', request.companyName], ['Organisasjonsnummer', request.orgNumber], ['GLN', request.gln],
    ['Lokasjon', request.locationName], ['Adresse', [request.street, [request.postalCode, request.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')],
    ['Land', request.countryCode], ['Kontaktperson', request.contactName], ['E-post', request.email], ['Telefon', request.phone], ['Kommentar', request.comment],
  ];
  return `<p>En ny kunde har registrert seg i portalen.</p><dl>${rows.filter(([, value]) => value)
    .map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value!)}</dd>`).join('')}</dl>`;
}

export async function registerCustomer(db: Database, mailer: Mailer, input: RegistrationRequest, language: ServerLanguage): Promise<{ request: RegistrationRequest; mailId: number }> {
  const clean = (value: string | null | undefined) => value?.trim() || null;
  const values = {
    companyName: input.companyName.trim(), orgNumber: compactOrgNumber(input.orgNumber), gln: clean(input.gln), locationName: clean(input.locationName),
    street: clean(input.street), postalCode: clean(input.postalCode), city: clean(input.city), countryCode: input.countryCode,
    contactName: input.contactName.trim(), email: input.email.trim(), phone: clean(input.phone), comment: clean(input.comment),
  };
  return db.transaction().execute(async (trx) => {
    const stored = await trx.insertInto('registrationRequests').values(values).returning('id').executeTakeFirstOrThrow();
    const operator = await trx.selectFrom('customers').select('id').where('type', '=', 'provider').orderBy('id').executeTakeFirst();
    const message = await trx.insertInto('messages').values({
      title: `Ny kunderegistrering: ${values.companyName}`,
      text: staffMessageText({ ...values }, stored.id),
      priority: 2,
      type: 'Message',
      mustRead: false,
      taskId: null,
      parentId: null,
      customerId: operator?.id ?? null,
      locationId: null,
      createdByUserId: null,
    }).returning('id').executeTakeFirstOrThrow();
    await trx.updateTable('registrationRequests').set({ messageId: message.id }).where('id', '=', stored.id).execute();
    const { subject, body } = registrationConfirmationMail(language, { contactName: values.contactName, companyName: values.companyName, reference: stored.id });
    const mailId = await mailer.archive({ kind: 'registration-confirmation', toAddress: values.email, toName: values.contactName, subject, body }, trx);
    await writeLog(trx, { level: 'Information', category: 'registration', message: `New customer registration ${stored.id}: ${values.companyName}`, details: { requestId: stored.id, messageId: message.id } });
    return { request: { id: stored.id, ...values }, mailId };
  });
}
