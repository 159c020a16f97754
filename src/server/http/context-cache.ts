// A short-lived cache of resolved call contexts, so an ordinary call costs one query for its own
// data rather than three more for session, users and location. Calls that come together with a
// context not yet cached (a page's first calls, the home page's six after the login) share one
// reading of it. An ended session or a changed user is forgotten at once on this instance; other
// instances notice within the time to live (CONTEXT_CACHE_SECONDS, 0 turns the cache off). GET
// status always reads fresh.
import type { CallContext } from './call-context.js';

interface Entry { context: Omit<CallContext, 'language'>; expires: number }

const MAX_ENTRIES = 10_000;

export class ContextCache {
  private readonly entries = new Map<string, Entry>();
  /** Readings under way, by key; each forget starts a new generation, whose calls do not join older readings. */
  private readonly reading = new Map<string, Promise<Entry['context']>>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  /** The context of a key: cached, being read for another call, or read now (and kept unless forgotten meanwhile). */
  resolve(key: string, read: () => Promise<Entry['context']>): Promise<Entry['context']> {
    if (this.ttlMs <= 0) return read();
    const cached = this.get(key);
    if (cached) return Promise.resolve(cached);
    const under = this.reading.get(key);
    if (under) return under;
    const generation = this.generation;
    const reading: Promise<Entry['context']> = read().then((context) => {
      if (generation === this.generation) this.set(key, context);
      return context;
    }).finally(() => {
      if (this.reading.get(key) === reading) this.reading.delete(key);
    });
    this.reading.set(key, reading);
    return reading;
  }

  get(key: string, now = Date.now()): Entry['context'] | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.context;
  }

  set(key: string, context: Entry['context'], now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { context, expires: now + this.ttlMs });
  }

  /** Drops every cached context of a session, of a login user, or that acts as a user. */
  forget({ sessionId, userId }: { sessionId?: number; userId?: number }): void {
    this.startGeneration();
    for (const [key, { context }] of this.entries) {
      if (context.session.id === sessionId || context.loginUser.id === userId || context.user.id === userId) this.entries.delete(key);
    }
  }

  clear(): void {
    this.startGeneration();
    this.entries.clear();
  }

  private startGeneration(): void {
    this.generation += 1;
    this.reading.clear();
  }
}

/** Every cache of this process (one per server), so the data layer can forget without a handle. */
const caches = new Set<ContextCache>();

export function createContextCache(ttlMs: number): ContextCache {
  const cache = new ContextCache(ttlMs);
  caches.add(cache);
  return cache;
}

/** A closed server's cache leaves the process's set (a test process builds many servers). */
export function dropContextCache(cache: ContextCache): void {
  caches.delete(cache);
}

/** Forget contexts of a session or a user in every cache of this process. */
export function forgetContexts(which: { sessionId?: number; userId?: number }): void {
  for (const cache of caches) cache.forget(which);
}

/** Forget every cached context: after a change to a location or a customer. */
export function forgetAllContexts(): void {
  for (const cache of caches) cache.clear();
}
