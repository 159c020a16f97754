// Who is calling and in which context (A12, M10, DESIGN: Identity). Every non-public route runs
// this first: a missing or ended session is 401, a context the login user may not act in is 403.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actingScope, mayTakeContext, worksAtOwnLocations } from '../../domain/switching.js';
import { findKeySession, isApiKey } from '../auth/api-keys.js';
import { findActiveSession, hashToken } from '../auth/sessions.js';
import type { CallContext } from './call-context.js';

export type { CallContext };
import { createContextCache, dropContextCache, type ContextCache } from './context-cache.js';
import type { Database } from '../db/database.js';
import { loadLocationWithCustomer } from '../masterdata/locations.js';
import { assignedLocationIds } from '../identity/switching.js';
import { loadUserWithCustomer } from '../identity/users.js';
import { languageOf, type ServerLanguage } from '../i18n/texts.js';
import { ApiError } from './errors.js';


declare module 'fastify' {
  interface FastifyRequest { call: CallContext | null }
  interface FastifyContextConfig {
    public?: boolean;
    /** Resolve the context from the database, never from the cache (GET status). */
    freshContext?: boolean;
  }
}

const unauthenticated = () => new ApiError(401, 'unauthenticated', 'notLoggedIn');
const refused = () => new ApiError(403, 'context-refused', 'contextRefused');

const MAX_ID = 2_147_483_647;

/** X-Context: locationId=..;userId=..;loginUserId=.. (DESIGN). */
export function parseContextHeader(header: string | undefined): { locationId: number; userId: number; loginUserId: number } | undefined {
  if (!header) return undefined;
  const parts: Record<string, string> = Object.fromEntries(header.split(';').map((part) => part.trim().split('=').map((side) => side.trim())));
  // Ids as everywhere: plain digits, 1..2^31-1 (no 0x1, 1e0, +1, NUL or other bytes a database would refuse).
  const id = (text: string | undefined) => (text !== undefined && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : undefined);
  const [locationId, userId, loginUserId] = [id(parts.locationId), id(parts.userId), id(parts.loginUserId)];
  if (locationId === undefined || userId === undefined || loginUserId === undefined) throw new ApiError(400, 'bad-context', 'badContext');
  return { locationId, userId, loginUserId };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

export async function resolveCallContext(db: Database, request: FastifyRequest, cache?: ContextCache): Promise<CallContext> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  return contextOfToken(db, token, request.headers['x-context'] as string | undefined, languageOf(request.headers['accept-language']), cache);
}

/** The context of a session's token and an X-Context value, wherever they came with the call (a beacon carries them in its body). */
export async function contextOfToken(db: Database, token: string, contextHeader: string | undefined, language: ServerLanguage, cache?: ContextCache): Promise<CallContext> {
  const key = `${hashToken(token)}|${contextHeader ?? ''}`;
  const read = () => resolveFresh(db, token, contextHeader);
  const context = await (cache ? cache.resolve(key, read) : read());
  return { ...context, language };
}

async function resolveFresh(db: Database, token: string, contextHeader: string | undefined): Promise<Omit<CallContext, 'language'>> {
  // A service account's key stands for a session of its own user: every check below applies to it unchanged.
  const session = isApiKey(token) ? await findKeySession(db, token) : await findActiveSession(db, token);
  if (!session) throw unauthenticated();
  const login = await loadUserWithCustomer(db, session.loginUserId);
  if (!login || !login.user.active) throw unauthenticated();
  const { user: loginUser, customer: loginCustomer } = login;

  const wanted = parseContextHeader(contextHeader)
    ?? { locationId: loginUser.locationId, userId: loginUser.id, loginUserId: loginUser.id };
  if (wanted.loginUserId !== loginUser.id) throw refused();
  // Assignments only matter when a location-level user works away from the own location.
  const away = wanted.locationId !== loginUser.locationId && worksAtOwnLocations(loginUser);
  const [acting, place, assigned] = await Promise.all([
    wanted.userId === loginUser.id ? login : loadUserWithCustomer(db, wanted.userId),
    loadLocationWithCustomer(db, wanted.locationId),
    away ? assignedLocationIds(db, loginUser.id) : [],
  ]);
  if (!acting || !place) throw refused();
  const { user } = acting;
  const { location, customer } = place;
  const switching = { user: loginUser, customer: loginCustomer, assignedLocationIds: assigned };
  if (!mayTakeContext(switching, user, location, location.chainId)) throw refused();
  return {
    session,
    loginUser,
    loginCustomer,
    user,
    customer,
    location,
    scope: actingScope(user, acting.customer, location.id),
  };
}

export function installRequestContext(app: FastifyInstance, db: Database, cacheMs: number): void {
  const cache = createContextCache(cacheMs);
  app.addHook('onClose', async () => dropContextCache(cache));
  app.decorateRequest('call', null);
  // onRequest, before the body is read or validated: a caller without a session never gets its
  // body parsed, so it cannot spend the server's CPU on validation (issue: unauthenticated freeze).
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (request.routeOptions.config?.public || !url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    request.call = { ...(await resolveCallContext(db, request, request.routeOptions.config?.freshContext ? undefined : cache)), requestId: request.id };
  });
}

/** The context of an authenticated route (installRequestContext has run). */
export function callOf(request: FastifyRequest): CallContext {
  if (!request.call) throw unauthenticated();
  return request.call;
}
