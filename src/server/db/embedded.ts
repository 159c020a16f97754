// The embedded database (PGlite): the extensions each instance loads, and which databases are
// embedded. One process owns each, so what several servers share (locks between servers, a pool of
// connections) does not apply to them.
import type { Kysely } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Trigram indexes serve free-text search (migration 0014). */
export const PGLITE_EXTENSIONS = { pg_trgm };

const embedded = new WeakMap<Kysely<any>, PGlite>();

export const markEmbedded = (db: Kysely<any>, pglite: PGlite) => { embedded.set(db, pglite); };
export const isEmbedded = (db: Kysely<any>) => embedded.has(db);
/** The PGlite instance of an embedded database, for what only its own calls offer (COPY's data). */
export const embeddedInstance = (db: Kysely<any>): PGlite | undefined => embedded.get(db);
