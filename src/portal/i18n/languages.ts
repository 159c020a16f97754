// B08–B10, R20: six flags are offered; nb-NO and en-US are translated, the rest fall back to en-US.
import { storedLanguage } from '../session/storage';

export type CatalogLanguage = 'nb-NO' | 'en-US';

export interface LanguageChoice { flag: 'fi' | 'no' | 'dk' | 'se' | 'de' | 'en'; locale: string; name: string; catalog: CatalogLanguage }

export const languageChoices: LanguageChoice[] = [
  { flag: 'fi', locale: 'fi-FI', name: 'Suomi', catalog: 'en-US' },
  { flag: 'no', locale: 'nb-NO', name: 'Norsk', catalog: 'nb-NO' },
  { flag: 'dk', locale: 'da-DK', name: 'Dansk', catalog: 'en-US' },
  { flag: 'se', locale: 'sv-SE', name: 'Svenska', catalog: 'en-US' },
  { flag: 'de', locale: 'de-DE', name: 'Deutsch', catalog: 'en-US' },
  { flag: 'en', locale: 'en-US', name: 'English', catalog: 'en-US' },
];

/** B10: nb-NO when nothing is stored. */
export function currentChoice(): LanguageChoice {
  const stored = storedLanguage();
  return languageChoices.find((choice) => choice.locale === stored) ?? languageChoices[1];
}

export const catalogLanguage = (): CatalogLanguage => currentChoice().catalog;
