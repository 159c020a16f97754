// Every call to the server goes through here (N02–N06): bearer token, X-Context, the caller's
// language, repeated array parameters, the data envelope, token refresh, and errors as ApiError.
import { contextHeader } from '../session/context-header';
import { forgetSession, storedContext, storedToken, storeToken } from '../session/storage';
import { catalogLanguage } from '../i18n/languages';
import { announceWrite } from './writes';
import { trackCall } from '../shell/telemetry';

export class ApiError extends Error {
  constructor(
    /** The failing call, e.g. "GET locations": the notification's title (O02). */
    readonly call: string,
    readonly status: number,
    readonly code: string,
    /** The server's description, already in the user's language. */
    readonly description: string,
    /** Messages by field path, when the server names the fields that failed. */
    readonly fields?: Record<string, string>,
  ) {
    super(description);
  }
}

export type Query = Record<string, string | number | boolean | Array<string | number | boolean> | null | undefined>;

export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface Envelope<T> { data: T; total?: number; totalIsEstimate?: boolean; auth?: { token: string; isValid: boolean } }

/** Called when the session is gone (401 or auth.isValid false, R56): back to the login page. */
let onSessionEnded = () => window.location.assign('/');
export const setSessionEndedHandler = (handler: () => void) => { onSessionEnded = handler; };

export async function api<T>(method: string, path: string, options: { query?: Query; body?: unknown; anonymous?: boolean; file?: Blob } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': catalogLanguage() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // A file goes as the body itself (POST blob): the browser sends it from disk, no copy in memory.
  if (options.file) headers['content-type'] = options.file.type || 'application/octet-stream';
  const token = storedToken();
  if (!options.anonymous && token) {
    headers.authorization = `Bearer ${token}`;
    const context = storedContext();
    if (context) headers['x-context'] = contextHeader(context);
  }
  const call = `${method} ${path.replace(/^\/api\//, '').replace(/\/\d+$/, '')}`;
  let response: Response;
  const started = performance.now();
  try {
    response = await fetch(`${path}${queryString(options.query)}`, { method, headers, body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
  } catch {
    trackCall(method, path, 0, performance.now() - started);
    throw new ApiError(call, 0, 'network', '');
  }
  trackCall(method, path, response.status, performance.now() - started);
  const body = (await response.json().catch(() => null)) as (Envelope<T> & { error?: { code: string; description: string; fields?: Record<string, string> } }) | null;
  if (response.status === 401 && !options.anonymous) {
    forgetSession();
    onSessionEnded();
  }
  if (!response.ok) {
    throw new ApiError(call, response.status, body?.error?.code ?? 'http', body?.error?.description ?? '', body?.error?.fields);
  }
  if (body?.auth) {
    if (body.auth.isValid) storeToken(body.auth.token);
    else {
      forgetSession();
      onSessionEnded();
    }
  }
  if (method !== 'GET') announceWrite(method, path);
  return body as Envelope<T>;
}
