import type { Database } from '../db/database.js';

export interface LogEntry {
  level: 'Trace' | 'Debug' | 'Information' | 'Warning' | 'Error' | 'Fatal';
  category: string;
  message: string;
  userId?: number;
  loginUserId?: number;
  details?: unknown;
}

/** The log the system page shows (K07): logins, password changes, impersonation, client errors. */
export async function writeLog(db: Database, entry: LogEntry): Promise<void> {
  await db.insertInto('logs').values({
    level: entry.level,
    category: entry.category,
    message: entry.message,
    userId: entry.userId ?? null,
    loginUserId: entry.loginUserId ?? null,
    details: entry.details === undefined ? null : JSON.stringify(entry.details),
  }).execute();
}
