// Forgotten password (A14–A19): a one-time link valid for 1 hour, only its hash stored; using it
// sets the new password and ends every session of the user.
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/sessions.js';
import { endAllSessionsOf } from '../auth/sessions.js';
import { clearLoginFailures } from '../auth/login-throttle.js';
import type { Database } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetMail } from '../mail/templates.js';
import { languageOf } from '../i18n/texts.js';
import { writeLog } from '../system/logs.js';
import { findUserByLoginName } from './users.js';

const maskedLinkText = {
  'nb-NO': '[Lenken står bare i e-posten til mottakeren]',
  'en-US': '[The link is only in the addressee\'s mail]',
} as const;

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Mails a reset link when the name belongs to an active user with an address; says nothing
 * either way (R09). An earlier unused link stops working. Returns the archived mail's id.
 */
export async function requestPasswordReset(db: Database, mailer: Mailer, userLoginName: string, now = new Date()): Promise<{ id: number; body: string } | undefined> {
  const user = await findUserByLoginName(db, userLoginName);
  if (!user || !user.active || !user.email || user.isServiceAccount) return undefined;
  const token = randomBytes(32).toString('base64url');
  const link = `${mailer.settings.portalUrl}/password-reset?token=${token}`;
  const language = languageOf(user.language);
  const { subject, body } = passwordResetMail(language, { name: user.name, loginName: user.loginName, link });
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('passwordResetTokens').set({ usedAt: now }).where('userId', '=', user.id).where('usedAt', 'is', null).execute();
    await trx.insertInto('passwordResetTokens').values({
      userId: user.id, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
    }).execute();
    await writeLog(trx, { level: 'Information', category: 'password', message: `Password reset link mailed to ${user.loginName}`, userId: user.id, loginUserId: user.id });
    // The archive never holds a usable link: whoever reads it could take over the account.
    const id = await mailer.archive({
      kind: 'password-reset', toAddress: user.email!, toName: user.name, subject, body,
      secret: { value: link, masked: maskedLinkText[language] },
      userId: user.id, customerId: user.customerId, locationId: user.locationId,
    }, trx);
    return { id, body };
  });
}

/** A15, A19: true when the token was unused, unexpired and its user active; the password is then set and the token spent. */
export async function resetPassword(db: Database, token: string, passwordHash: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('passwordResetTokens').innerJoin('users', 'users.id', 'passwordResetTokens.userId')
      .select(['passwordResetTokens.id', 'passwordResetTokens.userId', 'passwordResetTokens.usedAt', 'passwordResetTokens.expiresAt', 'users.active', 'users.loginName'])
      .where('passwordResetTokens.tokenHash', '=', hashToken(token))
      .forUpdate('passwordResetTokens')
      .executeTakeFirst();
    if (!row || row.usedAt !== null || new Date(row.expiresAt) <= now || !row.active) return false;
    await trx.updateTable('passwordResetTokens').set({ usedAt: now }).where('id', '=', row.id).execute();
    await trx.updateTable('users').set({ passwordHash }).where('id', '=', row.userId).execute();
    await endAllSessionsOf(trx, row.userId);
    await clearLoginFailures(trx, row.loginName);
    await writeLog(trx, { level: 'Information', category: 'password', message: `${row.loginName} set a new password from a reset link`, userId: row.userId, loginUserId: row.userId });
    return true;
  });
}
