// GET locations?all=true (api-spec "GET locations (query all ...)"): the counterparty picker of the
// delivery dialog. A delivery goes to another customer's location, which lies outside a customer
// user's own scope, so this lists every active location of an active customer pool-wide, with only
// what a picker shows (name, GLN, customer), the caller's favorites first, to callers who register or
// receive in the ledger.
import { expressionBuilder } from 'kysely';
import { hasTask } from '../../domain/access.js';
import { OrgStatus } from '../../domain/levels.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { favoriteOf } from '../masterdata/locations.js';
import { pageOf, textSearch } from '../generic/paging.js';
import { forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { isOperator } from './access.js';

/** A row of the picker: what it shows of a location. */
export interface Counterparty { id: number; name: string; gln: string | null; customerId: number; customerName: string; statusId: number; type: string; countryCode: string }

export interface CounterpartyQuery { index?: number; count?: number; q?: string; locationType?: string[]; customerId?: number; id?: number[] }

export async function listCounterparties(db: Database, call: Pick<CallContext, 'user'>, query: CounterpartyQuery) {
  if (!isOperator(call.user) && !(['Order', 'Delivery', 'Reception', 'Expedition'] as const).some((task) => hasTask(call.user, task))) throw forbidden();
  const filtered = db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .where('locations.statusId', '=', OrgStatus.Active).where('customers.statusId', '=', OrgStatus.Active)
    .$if(Boolean(query.q?.trim()), (qb) => qb.where((eb) => textSearch(eb, query.q!, ['locations.name', 'locations.gln', 'customers.name'], 'locations.id')))
    .$if(Boolean(query.locationType?.length), (qb) => qb.where('locations.type', 'in', query.locationType as never))
    .$if(query.customerId !== undefined, (qb) => qb.where('locations.customerId', '=', query.customerId!))
    .$if(Boolean(query.id?.length), (qb) => qb.where('locations.id', 'in', query.id!));
  // Pool-wide, so paged and counted as the large lists are (issue 16): deep pages by their ids, the total bounded.
  const { rows, ...total } = await pageOf<Counterparty>(db, filtered, (page) => page.select(['locations.id', 'locations.name', 'locations.gln', 'locations.customerId', 'customers.name as customerName', 'locations.statusId', 'locations.type', 'locations.countryCode']),
    // J18: the caller's favorite locations first, then by name.
    { lead: favoriteOf(call.user.id)(expressionBuilder<Tables, 'locations'>()), column: 'locations.name', direction: 'asc', tieBreaker: 'locations.id' }, query);
  return { data: rows, ...total };
}
