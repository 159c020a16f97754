// A write a business rule wants the user to confirm first (J07 role conflict, J13 unknown postcode):
// the server answers 409 with code "confirm-<code>" and the question as the description; the form
// asks it and sends the write again with ?confirm=<code>.
import { ApiError } from '../http/errors.js';
import type { TextKey } from '../i18n/texts.js';

export const CONFIRM_PREFIX = 'confirm-';

export function confirmationNeeded(code: string, key: TextKey, values: Record<string, string | number> = {}): ApiError {
  return new ApiError(409, `${CONFIRM_PREFIX}${code}`, key, values);
}

/** Throws the question unless the user has already confirmed it. */
export function requireConfirmation(confirmed: ReadonlySet<string>, code: string, key: TextKey, values: Record<string, string | number> = {}): void {
  if (!confirmed.has(code)) throw confirmationNeeded(code, key, values);
}

export const confirmationsOf = (query: unknown): Set<string> => new Set(((query as { confirm?: string[] })?.confirm ?? []).filter(Boolean));
