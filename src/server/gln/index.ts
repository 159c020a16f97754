import type { Database } from '../db/database.js';
import { httpGlnRegister } from './http.js';
import { offlineGlnRegister } from './offline.js';
import type { GlnRegister } from './register.js';

/** The HTTP register when GLN_REGISTER_URL is set, else the offline one (README: configuration). */
export function glnRegisterFor(db: Database, env: NodeJS.ProcessEnv = process.env): GlnRegister {
  return env.GLN_REGISTER_URL ? httpGlnRegister(env.GLN_REGISTER_URL) : offlineGlnRegister(db);
}
