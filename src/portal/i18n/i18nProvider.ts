import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogLanguage, languageChoices } from './languages';
import { messages } from './messages';

/** B08–B10: the chosen flag's catalogue; a change reloads the page, so the locale is fixed here. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => messages[locale === 'nb-NO' ? 'nb-NO' : 'en-US'],
  catalogLanguage(),
  languageChoices.filter((choice) => choice.catalog === choice.locale).map((choice) => ({ locale: choice.locale, name: choice.name })),
  { allowMissing: false },
);
