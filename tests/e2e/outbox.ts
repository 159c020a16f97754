// The users' inbox in the end-to-end runs: the server writes each delivered mail here as an .eml
// file (MAIL_DIR), links included; the mail archive that admins read never has a usable link.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const OUTBOX_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'outbox');

/** The text of the newest mail to an address, quoted-printable decoded; undefined while none came. */
export function newestMailTo(address: string): string | undefined {
  if (!existsSync(OUTBOX_DIR)) return undefined;
  const texts = readdirSync(OUTBOX_DIR).sort().reverse()
    .map((name) => readFileSync(join(OUTBOX_DIR, name), 'utf8'))
    .map((eml) => eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  return texts.find((eml) => new RegExp(`^To: .*${address.replace(/\./g, '\\.')}`, 'm').test(eml));
}
