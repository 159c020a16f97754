// The session context (A09–A12): filled at login, or from GET status when the app starts with a
// token (A07). The portal acts in the context whose ids are stored; loginUser never changes.
import type { components } from '../../../generated/api';
import { api } from '../data/api';
import { forgetSession, storeContext, storedContext, storedToken } from './storage';
import { masterDataCache } from './masterData';
import { onWrite } from '../data/writes';

export type SessionContext = components['schemas']['SessionContext'];

let current: SessionContext | null = null;

/** A10, B37: the customers, locations and users the session holds (masterData.ts). */
export const heldMasterData = masterDataCache(async (path, query) => api<unknown[]>('GET', path, { query }));
// A write to a customer, location or user may change what is held: it is read again when next needed.
onWrite((_method, path) => { if (/^\/api\/(customer|location|user)/.test(path)) heldMasterData.forget(); });

export const currentSession = () => current;
export const hasToken = () => storedToken() !== null;

function adopt(context: SessionContext): SessionContext {
  current = context;
  storeContext({ locationId: context.location.id!, userId: context.user.id!, loginUserId: context.loginUser.id! });
  return context;
}

/** A03: POST login; the token arrives in `auth` and is stored by the api layer. */
export async function login(userLoginName: string, password: string, rememberMe: boolean): Promise<SessionContext> {
  const response = await api<SessionContext>('POST', '/api/login', { body: { userLoginName, password, rememberMe }, anonymous: true });
  heldMasterData.forget();
  return adopt(response.data);
}

let initializing: Promise<SessionContext> | null = null;

/** A07: initialise from the stored token and context; on failure the token is removed. The entry asks
 * first, while the portal's code loads; the portal then gets the same answer instead of asking again. */
export function initialize(): Promise<SessionContext> {
  if (current) return Promise.resolve(current);
  if (!storedToken()) return Promise.reject(new Error('no token'));
  initializing ??= api<SessionContext>('GET', '/api/status').then(
    (response) => adopt(response.data),
    (error) => {
      forgetSession();
      throw error;
    },
  ).finally(() => { initializing = null; });
  return initializing;
}

const watchers = new Set<(context: SessionContext) => void>();

/** The context as the server has it now, to those watching: after a write to a name the top bar shows. */
export async function refreshContext(): Promise<void> {
  if (!current) return;
  const context = adopt((await api<SessionContext>('GET', '/api/status')).data);
  watchers.forEach((watch) => watch(context));
}

export function watchContext(watch: (context: SessionContext) => void): () => void {
  watchers.add(watch);
  return () => { watchers.delete(watch); };
}

export interface SwitchRequest { customerId: number; locationId: number; userId?: number; withLogin?: boolean }

/**
 * M07: POST status. The server checks the wanted context and answers with it; its ids are stored,
 * so the next calls (and the reloaded app) act there. loginUser never changes.
 */
export async function switchContext(request: SwitchRequest): Promise<SessionContext> {
  return adopt((await api<SessionContext>('POST', '/api/status', { body: request })).data);
}

/**
 * M03: back to the login user at their own location. Asked from the login's own context, so it
 * works even when the user acted as has just been rejected and deactivated (M11).
 */
export async function backToLogin(): Promise<SessionContext> {
  const login = current?.loginUser;
  if (!login?.id) throw new Error('no session');
  storeContext({ locationId: login.locationId, userId: login.id, loginUserId: login.id });
  return switchContext({ customerId: login.customerId, locationId: login.locationId });
}

/** A13: POST logout, then forget the token whatever the answer. */
export async function logout(): Promise<void> {
  try {
    if (storedToken()) await api('POST', '/api/logout');
  } catch {
    // The session may already be gone; the user is logged out locally either way.
  } finally {
    current = null;
    heldMasterData.forget();
    forgetSession();
  }
}

export const contextIds = storedContext;
