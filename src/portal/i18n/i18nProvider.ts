import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { catalogLanguage, languageChoices } from './languages';
import { messages } from './messages';
import { inSentence } from './inSentence';

/** B08–B10: the chosen flag's catalogue; a change reloads the page, so the locale is fixed here. */
const catalogue = polyglotI18nProvider(
  (locale) => messages[locale === 'nb-NO' ? 'nb-NO' : 'en-US'],
  catalogLanguage(),
  languageChoices.filter((choice) => choice.catalog === choice.locale).map((choice) => ({ locale: choice.locale, name: choice.name })),
  { allowMissing: false },
);


// react-admin's sort hints lower a column label's first letter ("Sorter etter gLN"); the label is lowered
// here the way a sentence would. A label given as finished text (with a space, so never a key) is
// itself: react-admin would otherwise put an English default in its place (the user menu on a phone).
export const i18nProvider: I18nProvider = {
  ...catalogue,
  translate: (key, options) => {
    if (/\s/.test(key)) return key;
    return catalogue.translate(key, key === 'ra.sort.sort_by' && typeof options?.field === 'string'
      ? { ...options, field_lower_first: inSentence(options.field) }
      : options);
  },
};
