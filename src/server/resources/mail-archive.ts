// The mail archive's rules (J17): the names of the customer and location a mail concerns, sortable
// like the mail's own columns. Which mails a viewer sees is the definition's section C scope.
import type { StoredRules } from '../generic/rules.js';

export const mailArchiveRules: StoredRules = {
  join: (query) => query.leftJoin('customers', 'customers.id', 'mailArchive.customerId').leftJoin('locations', 'locations.id', 'mailArchive.locationId'),
  select: (query) => query.select(['customers.name as customerName', 'locations.name as locationName']),
  sorts: {
    customerName: () => (eb) => eb.ref('customers.name'),
    locationName: () => (eb) => eb.ref('locations.name'),
  },
};
