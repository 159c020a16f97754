// Texts for the public pages, which load without react-admin: the identity catalogue first, then
// the portal's shared one.
import { identityEnglish } from '../i18n/identity.en-US';
import { identityNorwegian } from '../i18n/identity.nb-NO';
import { catalogLanguage } from '../i18n/languages';
import { translate } from '../i18n/translate';

export function text(key: string, values: Record<string, string | number> = {}): string {
  const catalog: unknown = catalogLanguage() === 'nb-NO' ? identityNorwegian : identityEnglish;
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
  if (typeof found === 'string') return found.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  return translate(key, values);
}
