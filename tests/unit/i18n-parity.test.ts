// The nb-NO and en-US message catalogues have the same keys, the same placeholders and real translations.
import { describe, it, expect, vi } from 'vitest';
import englishMessages from 'ra-language-english';
import { messages } from '../../src/portal/i18n/messages';
import { raNorwegian } from '../../src/portal/i18n/ra-nb-NO';

type Flat = Record<string, unknown>;

/** Flattens a nested message catalogue to `{ 'ra.action.save': 'Save', ... }`. */
function flatten(node: unknown, prefix = '', out: Flat = {}): Flat {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = node;
  }
  return out;
}

function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...new Set([...value.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

const sortedKeys = (flat: Flat) => Object.keys(flat).sort();

/**
 * Keys whose nb-NO text deliberately leaves out a placeholder that react-admin passes.
 * ra.navigation.no_results is the portal's fixed empty-list text "Ingen data å vise.".
 */
const DROPPED_PLACEHOLDERS: Record<string, readonly string[]> = {
  'ra.navigation.no_results': ['name'],
};

const nb = flatten(messages['nb-NO']);
const en = flatten(messages['en-US']);

describe('i18n catalogues nb-NO / en-US', () => {
  it('have exactly the same keys', () => {
    const missingInNb = Object.keys(en).filter((k) => !(k in nb)).sort();
    const missingInEn = Object.keys(nb).filter((k) => !(k in en)).sort();
    expect({ missingInNb, missingInEn }).toEqual({ missingInNb: [], missingInEn: [] });
    expect(sortedKeys(nb)).toEqual(sortedKeys(en));
  });

  it('has only non-empty string values in nb-NO', () => {
    const notString = Object.keys(nb).filter((k) => typeof nb[k] !== 'string').sort();
    const empty = Object.keys(nb).filter((k) => nb[k] === '').sort();
    expect({ notString, empty }).toEqual({ notString: [], empty: [] });
  });

  it('keeps every en-US %{placeholder} in the nb-NO text', () => {
    const missing: Record<string, string[]> = {};
    for (const key of Object.keys(en)) {
      if (!(key in nb)) continue; // reported by the key-parity test
      const allowed = DROPPED_PLACEHOLDERS[key] ?? [];
      const have = new Set(placeholders(nb[key]));
      const lacking = placeholders(en[key]).filter((p) => !have.has(p) && !allowed.includes(p));
      if (lacking.length > 0) missing[key] = lacking;
    }
    expect(missing).toEqual({});
  });

  it('only exempts placeholders for keys that exist and really lack them', () => {
    for (const [key, names] of Object.entries(DROPPED_PLACEHOLDERS)) {
      expect(placeholders(en[key]), key).toEqual(expect.arrayContaining([...names]));
      expect(placeholders(nb[key]).filter((p) => names.includes(p)), key).toEqual([]);
    }
  });

  it('keeps the smart_count plural form count of en-US', () => {
    const mismatched: Record<string, { en: number; nb: number }> = {};
    for (const key of Object.keys(en)) {
      const enValue = en[key];
      const nbValue = nb[key];
      if (typeof enValue !== 'string' || typeof nbValue !== 'string') continue;
      const enForms = enValue.split('||||').length;
      const nbForms = nbValue.split('||||').length;
      if (enForms !== nbForms) mismatched[key] = { en: enForms, nb: nbForms };
    }
    expect(mismatched).toEqual({});
  });

  it('translates at least 90% of the react-admin (ra.) messages', () => {
    const raKeys = Object.keys(en).filter((k) => k.startsWith('ra.'));
    const untranslated = raKeys.filter((k) => nb[k] === en[k]);
    const translatedShare = (raKeys.length - untranslated.length) / raKeys.length;
    expect(raKeys.length).toBeGreaterThan(0);
    expect(
      translatedShare,
      `only ${(translatedShare * 100).toFixed(1)}% translated; identical: ${untranslated.join(', ')}`,
    ).toBeGreaterThanOrEqual(0.9);
  });
});

describe('raNorwegian', () => {
  it('has exactly the keys of ra-language-english', () => {
    const ours = flatten(raNorwegian);
    const theirs = flatten(englishMessages);
    const missingInNb = Object.keys(theirs).filter((k) => !(k in ours)).sort();
    const extraInNb = Object.keys(ours).filter((k) => !(k in theirs)).sort();
    expect({ missingInNb, extraInNb }).toEqual({ missingInNb: [], extraInNb: [] });
    expect(sortedKeys(ours)).toEqual(sortedKeys(theirs));
  });
});

describe('sort hints (issue 14: "Sorter etter gLN")', () => {
  it('lower a label inside the sentence, but keep an acronym\'s capitals', async () => {
    // The provider reads the chosen language from the browser's storage: none chosen, so Norwegian.
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
    const { i18nProvider } = await import('../../src/portal/i18n/i18nProvider');
    const { inSentence } = await import('../../src/portal/i18n/inSentence');
    expect(inSentence('Navn')).toBe('navn');
    expect(inSentence('GLN')).toBe('GLN');
    expect(inSentence('Ørsta')).toBe('ørsta');
    expect(i18nProvider.translate('ra.sort.sort_by', { field: 'GLN', field_lower_first: 'gLN', order: 'stigende' })).toBe('Sorter etter GLN stigende');
    expect(i18nProvider.translate('ra.sort.sort_by', { field: 'Opprettet', field_lower_first: 'opprettet', order: 'synkende' })).toBe('Sorter etter opprettet synkende');
    // A finished text stands for itself, never for an English default.
    expect(i18nProvider.translate('Berit Bruker – brukermeny', { _: 'Profile' })).toBe('Berit Bruker – brukermeny');
    vi.unstubAllGlobals();
  });
});
