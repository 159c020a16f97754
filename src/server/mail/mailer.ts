// The mail sender (DESIGN: outside services): every mail lands in the mail archive first, in the
// caller's transaction when there is one; with SMTP configured it then goes out, and the archive
// records whether that worked. Sending never holds up the answer to the user.
import { createTransport, type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { MailSettings } from './settings.js';

export type MailKind = 'password-reset' | 'registration-confirmation';

export interface OutgoingMail {
  kind: MailKind;
  toAddress: string;
  toName?: string | null;
  subject: string;
  body: string;
  /** Who and where the mail concerns: decides who sees it in the archive (J17). */
  userId?: number | null;
  customerId?: number | null;
  locationId?: number | null;
}

export interface Mailer {
  /** Archives the mail (inside `executor` when given); returns its archive id. */
  archive(mail: OutgoingMail, executor?: Kysely<Tables>): Promise<number>;
  /** Sends archived mails over SMTP when configured; resolves when the archive says how it went. */
  deliver(ids: number[]): Promise<void>;
  settings: MailSettings;
}

export function createMailer(db: Database, settings: MailSettings): Mailer {
  let transport: Transporter | undefined;
  const smtp = settings.smtp;
  if (smtp) {
    transport = createTransport({
      host: smtp.host, port: smtp.port, secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
      connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000,
    });
  }

  async function deliverOne(id: number): Promise<void> {
    if (!transport) return;
    const mail = await db.selectFrom('mailArchive').select(['toAddress', 'toName', 'subject', 'body']).where('id', '=', id).executeTakeFirst();
    if (!mail) return;
    try {
      await transport.sendMail({ from: settings.from, to: mail.toName ? { name: mail.toName, address: mail.toAddress } : mail.toAddress, subject: mail.subject, text: mail.body });
      await db.updateTable('mailArchive').set({ delivery: 'sent', deliveryError: null }).where('id', '=', id).execute();
    } catch (error) {
      await db.updateTable('mailArchive').set({ delivery: 'failed', deliveryError: String((error as Error).message ?? error).slice(0, 500) }).where('id', '=', id).execute();
    }
  }

  return {
    settings,
    async archive(mail, executor = db) {
      const row = await executor.insertInto('mailArchive').values({
        kind: mail.kind,
        toAddress: mail.toAddress,
        toName: mail.toName ?? null,
        subject: mail.subject,
        body: mail.body,
        userId: mail.userId ?? null,
        customerId: mail.customerId ?? null,
        locationId: mail.locationId ?? null,
        delivery: 'archived',
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async deliver(ids) {
      await Promise.all(ids.map(deliverOne));
    },
  };
}
