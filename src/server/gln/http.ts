// The GLN register over HTTP (GLN_REGISTER_URL): GET <url>?q=<text> answers
// { "data": [{ gln, name, orgNumber?, street?, postalCode?, city?, countryCode }], "total": n }.
import type { GlnEntry } from '../../../generated/entities.js';
import { ApiError } from '../http/errors.js';
import { limitHits, type GlnRegister } from './register.js';

const unavailable = () => new ApiError(502, 'gln-register-unavailable', 'glnRegisterUnavailable');

function asEntry(value: unknown): GlnEntry | undefined {
  const item = value as Record<string, unknown> | null;
  if (!item || typeof item.gln !== 'string' || !/^\d{13}$/.test(item.gln) || typeof item.name !== 'string') return undefined;
  const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string) : null);
  const country = ['NOR', 'SWE', 'DNK'].includes(String(item.countryCode)) ? (item.countryCode as GlnEntry['countryCode']) : 'NOR';
  return { gln: item.gln, name: item.name, orgNumber: text('orgNumber'), street: text('street'), postalCode: text('postalCode'), city: text('city'), countryCode: country };
}

export function httpGlnRegister(url: string, timeoutMs = 5_000): GlnRegister {
  return {
    async search(query) {
      let response: Response;
      try {
        const target = new URL(url);
        target.searchParams.set('q', query.trim());
        response = await fetch(target, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      } catch {
        throw unavailable();
      }
      if (!response.ok) throw unavailable();
      const body = (await response.json().catch(() => null)) as { data?: unknown; total?: unknown } | null;
      if (!body || !Array.isArray(body.data)) throw unavailable();
      const entries = body.data.map(asEntry).filter((entry): entry is GlnEntry => entry !== undefined);
      const total = typeof body.total === 'number' ? body.total : entries.length;
      return limitHits(entries, total);
    },
  };
}
