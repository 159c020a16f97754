// Complete message catalogues: react-admin's own messages plus the portal's (DESIGN: Translations).
// Each area may keep its texts in <area>.nb-NO.ts / <area>.en-US.ts, and an entity its own in its
// definition (resources/); they are merged in here.
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { resources } from '../../../resources';
import { definitionCatalogue } from '../../../resources/definition';
import { raNorwegian } from './ra-nb-NO';
import { appNorwegian } from './app.nb-NO';
import { appEnglish } from './app.en-US';
import { identityNorwegian } from './identity.nb-NO';
import { identityEnglish } from './identity.en-US';
import { masterdataNorwegian } from './masterdata.nb-NO';
import { masterdataEnglish } from './masterdata.en-US';
import { supportNorwegian } from './support.nb-NO';
import { supportEnglish } from './support.en-US';
import { homeNorwegian } from './home.nb-NO';
import { homeEnglish } from './home.en-US';
import { ledgerNorwegian } from './ledger.nb-NO';
import { ledgerEnglish } from './ledger.en-US';
import { inventoryNorwegian } from './inventory.nb-NO';
import { inventoryEnglish } from './inventory.en-US';
import { reportsNorwegian } from './reports.nb-NO';
import { reportsEnglish } from './reports.en-US';
import { informationNorwegian } from './information.nb-NO';
import { informationEnglish } from './information.en-US';
import { externalShopNorwegian } from './externalShop.nb-NO';
import { externalShopEnglish } from './externalShop.en-US';
import { importNorwegian } from './import.nb-NO';
import { importEnglish } from './import.en-US';
import { integrationsNorwegian } from './integrations.nb-NO';
import { integrationsEnglish } from './integrations.en-US';

type Catalogue = Record<string, unknown>;

/** Deep merge: areas add keys side by side (resources.x, resources.y) instead of replacing a branch. */
export function mergeCatalogues(...parts: Catalogue[]): Catalogue {
  const result: Catalogue = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = result[key];
      result[key] = existing && typeof existing === 'object' && value && typeof value === 'object'
        ? mergeCatalogues(existing as Catalogue, value as Catalogue)
        : value;
    }
  }
  return result;
}

export const messages: Record<'nb-NO' | 'en-US', TranslationMessages> = {
  'nb-NO': mergeCatalogues(raNorwegian, definitionCatalogue(resources, 'nb-NO'), appNorwegian, identityNorwegian, supportNorwegian, masterdataNorwegian, ledgerNorwegian, externalShopNorwegian, inventoryNorwegian, reportsNorwegian, informationNorwegian, importNorwegian, homeNorwegian, integrationsNorwegian) as TranslationMessages,
  'en-US': mergeCatalogues(englishMessages, definitionCatalogue(resources, 'en-US'), appEnglish, identityEnglish, supportEnglish, masterdataEnglish, ledgerEnglish, externalShopEnglish, inventoryEnglish, reportsEnglish, informationEnglish, importEnglish, homeEnglish, integrationsEnglish) as TranslationMessages,
};
