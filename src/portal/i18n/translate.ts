// Translation for the public pages, which load before (and without) react-admin.
import { appEnglish } from './app.en-US';
import { appNorwegian } from './app.nb-NO';
import { catalogLanguage } from './languages';

export function translate(key: string, values: Record<string, string | number> = {}): string {
  const catalog: unknown = catalogLanguage() === 'nb-NO' ? appNorwegian : appEnglish;
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
  return typeof found === 'string' ? found.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')) : key;
}
