// What the portal keeps in local storage (P26): the token, the context ids, the language.
export interface ContextIds { locationId: number; userId: number; loginUserId: number }

const TOKEN = 'token';
const CONTEXT = 'context';
const LANGUAGE = 'sessionLanguage';

export const storedToken = () => localStorage.getItem(TOKEN);
export const storeToken = (token: string) => localStorage.setItem(TOKEN, token);

export function storedContext(): ContextIds | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(CONTEXT) ?? 'null') as ContextIds | null;
    return parsed && Number.isInteger(parsed.locationId) ? parsed : null;
  } catch {
    return null;
  }
}
export const storeContext = (context: ContextIds) => localStorage.setItem(CONTEXT, JSON.stringify(context));

/** O03, R57: a 401 or a log-out forgets the token and the context, nothing else. */
export function forgetSession(): void {
  localStorage.removeItem(TOKEN);
  localStorage.removeItem(CONTEXT);
}

/** The language chosen in the switcher (B08–B10); one of the six flags' locales. */
export const storedLanguage = () => localStorage.getItem(LANGUAGE);
export const storeLanguage = (language: string) => localStorage.setItem(LANGUAGE, language);
