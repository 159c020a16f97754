import { describe, expect, it } from 'vitest';
import { inSentence } from '../../src/portal/i18n/inSentence';

describe('a noun inside a sentence (create titles, issue 32)', () => {
  it('loses its capital', () => {
    expect(inSentence('Lokasjon')).toBe('lokasjon');
    expect(inSentence('Ekstern lokasjon')).toBe('ekstern lokasjon');
    expect(inSentence('Økt')).toBe('økt');
    expect(inSentence('Truck type')).toBe('truck type');
  });
  it('keeps an abbreviation as written', () => {
    expect(inSentence('GLN')).toBe('GLN');
    expect(inSentence('EAN-kode')).toBe('EAN-kode');
  });
});
