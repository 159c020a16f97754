// The mail sender (DESIGN: outside services): every mail lands in the mail archive first, in the
// caller's transaction when there is one; with SMTP configured it then goes out, and the archive
// records whether that worked. Sending never holds up the answer to the user.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { MailKind } from '../../../generated/entities';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { MailSettings } from './settings.js';

export type { MailKind };

export interface OutgoingMail {
  kind: MailKind;
  toAddress: string;
  toName?: string | null;
  subject: string;
  body: string;
  /**
   * A value in the body that only the addressee may see (a password-reset link): the archive keeps
   * the body with it replaced by `masked`, so nobody reading the archive can use it.
   */
  secret?: { value: string; masked: string };
  /** Who and where the mail concerns: decides who sees it in the archive (J17). */
  userId?: number | null;
  customerId?: number | null;
  locationId?: number | null;
}

export interface Mailer {
  /** Archives the mail (inside `executor` when given); returns its archive id. */
  archive(mail: OutgoingMail, executor?: Kysely<Tables>): Promise<number>;
  /**
   * Sends archived mails over SMTP (and to the outbox folder) when configured; resolves when the
   * archive says how it went. A mail with a secret is given whole (`body`): the archive lacks it.
   */
  deliver(mails: Array<{ id: number; body?: string }>): Promise<void>;
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

  const outbox = settings.outboxDir ? createTransport({ streamTransport: true, buffer: true, newline: 'unix' }) : undefined;

  /** The addressee's copy as an .eml file: a stand-in inbox for a portal run without SMTP. */
  async function dropInOutbox(id: number, message: Record<string, unknown>): Promise<void> {
    if (!outbox || !settings.outboxDir) return;
    const { message: eml } = await outbox.sendMail(message);
    await mkdir(settings.outboxDir, { recursive: true });
    // Written aside and renamed, so a reader never sees a half-written mail.
    const file = join(settings.outboxDir, `${String(id).padStart(6, '0')}.eml`);
    await writeFile(`${file}.part`, eml as Buffer);
    await rename(`${file}.part`, file);
  }

  async function deliverOne(id: number, wholeBody?: string): Promise<void> {
    if (!transport && !outbox) return;
    const mail = await db.selectFrom('mailArchive').select(['toAddress', 'toName', 'subject', 'body']).where('id', '=', id).executeTakeFirst();
    if (!mail) return;
    const message = { from: settings.from, to: mail.toName ? { name: mail.toName, address: mail.toAddress } : mail.toAddress, subject: mail.subject, text: wholeBody ?? mail.body };
    await dropInOutbox(id, message);
    if (!transport) return;
    try {
      await transport.sendMail(message);
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
        body: mail.secret ? mail.body.replaceAll(mail.secret.value, mail.secret.masked) : mail.body,
        userId: mail.userId ?? null,
        customerId: mail.customerId ?? null,
        locationId: mail.locationId ?? null,
        delivery: 'archived',
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async deliver(mails) {
      await Promise.all(mails.map((mail) => deliverOne(mail.id, mail.body)));
    },
  };
}
