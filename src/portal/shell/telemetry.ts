// Q01, Q09, Q12, Q16, O42: the portal's telemetry in the browser: uncaught errors, page views and the
// API calls of a page view go to the server's logs through the telemetry client (telemetryClient.ts);
// the user sees nothing of it, and it never signs the user out (its own calls bypass the API client).
import { contextHeader } from '../session/context-header';
import { storedContext, storedToken } from '../session/storage';
import { TelemetryClient, type TelemetryEvent } from './telemetryClient';

const STORAGE_KEY = 'telemetry.pending';

const headers = (): Record<string, string> => {
  const context = storedContext();
  return { 'content-type': 'application/json', authorization: `Bearer ${storedToken() ?? ''}`, ...(context ? { 'x-context': contextHeader(context) } : {}) };
};

let client: TelemetryClient | undefined;

function telemetry(): TelemetryClient {
  client ??= new TelemetryClient({
    now: () => Date.now(),
    setTimer: (work, ms) => setTimeout(work, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    send: async (endpoint, events) => {
      const response = await fetch(endpoint, { method: 'POST', headers: headers(), body: JSON.stringify({ events }) });
      const body = response.status === 206 ? await response.json().catch(() => undefined) : undefined;
      return { status: response.status, body, movedTo: response.redirected ? new URL(response.url).pathname : undefined };
    },
    // Q12: the browser's beacon outlives the page but carries no headers: the token and context go in the body.
    beacon: (endpoint, events) => {
      const token = storedToken();
      if (!token) return false;
      const context = storedContext();
      const body = JSON.stringify({ token, ...(context ? { context: contextHeader(context) } : {}), events });
      return navigator.sendBeacon(`${endpoint}/beacon`, new Blob([body], { type: 'application/json' }));
    },
    load: () => {
      try {
        const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as TelemetryEvent[];
        return Array.isArray(stored) ? stored : [];
      } catch {
        return [];
      }
    },
    store: (events) => {
      try {
        if (events.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(events));
        else localStorage.removeItem(STORAGE_KEY);
      } catch {
        // Storage full or blocked: the events stay in memory only.
      }
    },
    readCookie: (name) => document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1),
    writeCookie: (name, value, maxAge) => { document.cookie = `${name}=${value}; max-age=${maxAge}; path=/; samesite=strict`; },
    newId: () => crypto.randomUUID(),
  });
  return client;
}

export function track(event: TelemetryEvent): void {
  if (!storedToken()) return;
  telemetry().track({ ...event, path: event.path.slice(0, 500), message: event.message?.slice(0, 2000), stack: event.stack?.slice(0, 8000) });
}

/** Q09: an API call of the page view (the telemetry's own calls are not counted). */
export function trackCall(method: string, path: string, status: number, durationMs: number): void {
  if (path.startsWith('/api/telemetry')) return;
  track({ kind: 'request', path: `${method} ${path.replace(/\/\d+(?=\/|$)/g, '/{id}')}`, status, durationMs: Math.round(durationMs) });
}

/** Q16: a page view's timing ended: send what waits now. */
export const flushTelemetry = () => client?.flushNow();

/** Q01, Q12: uncaught errors and rejected promises from now on, and what is left when the page goes. */
export function reportUncaughtErrors(): () => void {
  const onError = (event: ErrorEvent) => track({ kind: 'exception', path: location.pathname, message: event.message, stack: event.error?.stack });
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as { message?: string; stack?: string } | undefined;
    track({ kind: 'exception', path: location.pathname, message: reason?.message ?? String(event.reason), stack: reason?.stack });
  };
  // Q12: hidden (a phone switching apps) or gone (a closed tab): what waits goes with the page.
  const onGone = () => client?.sendWithPage();
  const onHide = () => { if (document.visibilityState === 'hidden') onGone(); };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('pagehide', onGone);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('pagehide', onGone);
    document.removeEventListener('visibilitychange', onHide);
  };
}
