// The mail archive's rules (J17): the names of the customer and location a mail concerns, sortable
// like the mail's own columns. Which mails a viewer sees is the definition's section C scope, less
// the mails of users above the viewer's own admin level (a location admin must not read what the
// customer admin was sent).
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { mailArchive } from '../../../resources/mail-archive.js';
import type { CallContext } from '../http/call-context.js';
import type { StoredRules } from '../generic/rules.js';
import { scopeCondition } from '../generic/scope.js';

const notAboveViewer = (call: CallContext) => (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
  eb.not(eb.exists(eb.selectFrom('users').select('users.id')
    .whereRef('users.id', '=', 'mailArchive.userId')
    .where('users.adminLevel', '>', Number(call.user.adminLevelEx))));

export const mailArchiveRules: StoredRules = {
  scope: (call) => (eb) => eb.and([scopeCondition('mailArchive', mailArchive.store!.scope, call)(eb), notAboveViewer(call)(eb)]),
  join: (query) => query.leftJoin('customers', 'customers.id', 'mailArchive.customerId').leftJoin('locations', 'locations.id', 'mailArchive.locationId'),
  select: (query) => query.select(['customers.name as customerName', 'locations.name as locationName']),
  sorts: {
    customerName: () => (eb) => eb.ref('customers.name'),
    locationName: () => (eb) => eb.ref('locations.name'),
  },
};
