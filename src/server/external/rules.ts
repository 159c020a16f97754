// External orders in the ledger's flow (flow.ts): who registers them and from where (C22, R03), the
// sender (an active location of an active customer, the caller's own unless staff) and the external
// location (one of the sender's customer's, active), and the steps of R02 (src/domain/ledger/external.ts).
import { externalRoles, externalStatusOf, judgeExternalStep, mayWorkWithExternalOrders } from '../../domain/ledger/external.js';
import { OrgStatus } from '../../domain/levels.js';
import { TransactionType } from '../../domain/ledger/types.js';
import { ApiError } from '../http/errors.js';
import { isOperator } from '../ledger/access.js';
import type { FlowInput, FlowRules } from '../ledger/flow.js';
import { accountOf } from '../ledger/posting.js';
import { externalLocationOf, externalPlace } from './places.js';

export interface ExternalInput extends FlowInput { locationIdFrom: number; externalLocationId: number }

export const externalFlow: FlowRules<ExternalInput> = {
  type: TransactionType.TransferUnknownCustomer,
  kind: 'external',
  source: 'External',
  mayRegister: (call) => mayWorkWithExternalOrders(call.user),
  async parties(db, call, input) {
    // R03: a customer registers for the location it acts for; the operator's staff for any.
    if (!isOperator(call.user) && input.locationIdFrom !== call.location.id) throw new ApiError(403, 'wrong-side', 'wrongSide', { field: 'locationIdFrom' });
    const sender = await db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
      .select(['locations.id', 'locations.customerId', 'locations.statusId', 'customers.statusId as customerStatusId', 'customers.type as customerType'])
      .where('locations.id', '=', input.locationIdFrom).executeTakeFirst();
    if (!sender || sender.customerType === 'provider' || sender.statusId !== OrgStatus.Active || sender.customerStatusId !== OrgStatus.Active) {
      throw new ApiError(400, 'not-a-customer-location', 'notACustomerLocation', { field: 'locationIdFrom' });
    }
    const external = await externalLocationOf(db, input.externalLocationId, sender.customerId);
    return {
      locationIdFrom: sender.id, customerIdFrom: sender.customerId, accountFrom: await accountOf(db, sender.id),
      to: (trx) => externalPlace(trx, external.id),
      columns: { externalLocationId: external.id },
    };
  },
  roles: (call, head) => externalRoles(call.user, call.location.id, head),
  judge: (from, to, roles) => {
    const target = externalStatusOf(to);
    return target !== 'Unknown' ? judgeExternalStep(from, target, roles) : 'forbidden-transition';
  },
};
