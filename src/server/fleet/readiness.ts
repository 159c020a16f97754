// Whether this server should be sent requests (GET /api/ready): it reaches its database, the
// database has every migration of this version, and it is not draining for a stop (SIGTERM).
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { migrationsApplied } from '../db/migrate.js';

export type NotReady = 'draining' | 'database' | 'migrations';

/** A database that has not answered within this is as good as unreachable to a load balancer. */
const PROBE_TIMEOUT_MS = 2000;
/** Checks of several load balancers within this share one probe of the database. */
const PROBE_REUSE_MS = 500;

export class Readiness {
  #draining = false;
  #migrated = false;
  #probe: { at: number; result: Promise<NotReady | undefined> } | undefined;

  constructor(private db: Database) {}

  get draining(): boolean {
    return this.#draining;
  }

  /** From now on the server answers "not ready", so the load balancer sends it nothing new. */
  drain(): void {
    this.#draining = true;
  }

  /** Why the server is not ready, or undefined when it is. */
  async check(): Promise<NotReady | undefined> {
    if (this.#draining) return 'draining';
    const now = Date.now();
    if (!this.#probe || now - this.#probe.at > PROBE_REUSE_MS) this.#probe = { at: now, result: this.#probeDatabase() };
    return this.#probe.result;
  }

  async #probeDatabase(): Promise<NotReady | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'database'>((resolve) => { timer = setTimeout(() => resolve('database'), PROBE_TIMEOUT_MS); });
    const probe = (async (): Promise<NotReady | undefined> => {
      try {
        await sql`select 1`.execute(this.db);
        // Migrations never go back: once all of them are there, that need not be asked again.
        this.#migrated ||= await migrationsApplied(this.db);
        return this.#migrated ? undefined : 'migrations';
      } catch {
        return 'database';
      }
    })();
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
