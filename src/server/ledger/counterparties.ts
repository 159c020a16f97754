// GET locations?all=true (api-spec "GET locations (query all ...)"): the counterparty picker of the
// delivery dialog. A delivery goes to another customer's location, which lies outside a customer
// user's own scope, so this lists every active location of an active customer pool-wide, with only
// what a picker shows (name, GLN, customer), to callers who register or receive in the ledger.
import { hasTask } from '../../domain/access.js';
import { OrgStatus } from '../../domain/levels.js';
import type { Database } from '../db/database.js';
import { DEFAULT_PAGE_SIZE, textSearch } from '../generic/paging.js';
import { forbidden } from '../http/errors.js';
import type { CallContext } from '../http/request-context.js';
import { isOperator } from './access.js';

export interface CounterpartyQuery { index?: number; count?: number; q?: string; locationType?: string[]; customerId?: number; id?: number[] }

export async function listCounterparties(db: Database, call: Pick<CallContext, 'user'>, query: CounterpartyQuery) {
  if (!isOperator(call.user) && !(['Order', 'Delivery', 'Reception', 'Expedition'] as const).some((task) => hasTask(call.user, task))) throw forbidden();
  const filtered = db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .where('locations.statusId', '=', OrgStatus.Active).where('customers.statusId', '=', OrgStatus.Active)
    .$if(Boolean(query.q?.trim()), (qb) => qb.where((eb) => textSearch(eb, query.q!, ['locations.name', 'locations.gln', 'customers.name'], 'locations.id')))
    .$if(Boolean(query.locationType?.length), (qb) => qb.where('locations.type', 'in', query.locationType as never))
    .$if(query.customerId !== undefined, (qb) => qb.where('locations.customerId', '=', query.customerId!))
    .$if(Boolean(query.id?.length), (qb) => qb.where('locations.id', 'in', query.id!));
  const count = query.count ?? DEFAULT_PAGE_SIZE;
  const [rows, { total }] = await Promise.all([
    filtered.select(['locations.id', 'locations.name', 'locations.gln', 'locations.customerId', 'customers.name as customerName', 'locations.statusId', 'locations.type', 'locations.countryCode'])
      .orderBy('locations.name').orderBy('locations.id').offset(query.index ?? 0).limit(count).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows, total: Number(total) };
}
