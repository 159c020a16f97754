// The business rules of stored resources, by resource name. A resource without an entry is served
// by the generic routes alone (truck types, postal codes, the code lists).
import { addressRules } from '../resources/addresses.js';
import { mailArchiveRules } from '../resources/mail-archive.js';
import { companyRules, externalLocationRules, locationProductRules, logRules, productRules, sessionRules } from '../resources/masterdata.js';
import { inventoryPeriodRules } from '../resources/inventory-periods.js';
import { priceRules } from '../resources/prices.js';
import { informationRules } from '../resources/information.js';
import { userRules } from '../resources/users.js';
import type { StoredRules } from './rules.js';

export const storedRules: Record<string, StoredRules> = {
  'admin/company': companyRules,
  'admin/users': userRules,
  'admin/addresses': addressRules,
  'admin/external-locations': externalLocationRules,
  'admin/location-products': locationProductRules,
  'admin/mailarchive': mailArchiveRules,
  'system/products': productRules,
  'system/logs': logRules,
  'system/sessions': sessionRules,
  'inventory/periods': inventoryPeriodRules,
  'system/prices': priceRules,
  'system/information': informationRules,
};
