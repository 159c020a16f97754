// One mail sender per database, with the settings of the environment (README: configuration).
import type { Database } from '../db/database.js';
import { createMailer, type Mailer } from './mailer.js';
import { readMailSettings } from './settings.js';

const mailers = new WeakMap<Database, Mailer>();

export function mailerFor(db: Database, env: NodeJS.ProcessEnv = process.env): Mailer {
  let mailer = mailers.get(db);
  if (!mailer) {
    mailer = createMailer(db, readMailSettings(env));
    mailers.set(db, mailer);
  }
  return mailer;
}
