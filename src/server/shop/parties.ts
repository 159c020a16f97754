// The parties of shop accounting (C15, H05 GET shops): shops and the wholesalers (or industry) that
// supply them, each a location of a customer with the shop-transactions flag.
import { scopeIncludes } from '../../domain/access.js';
import { shopSideOf, type ShopSide } from '../../domain/ledger/shop.js';
import { OrgStatus } from '../../domain/levels.js';
import type { Database } from '../db/database.js';
import { locationInScope } from '../masterdata/locations.js';
import { pageOf, textSearch } from '../generic/paging.js';
import type { CallContext } from '../http/call-context.js';
import { isOperator } from '../ledger/access.js';

export interface ShopParty { id: number; customerId: number; side: ShopSide | null; active: boolean }

/** A location as a party of shop accounting: its side (none without the flag) and whether it may trade now (O24). */
export async function shopParty(db: Database, locationId: number): Promise<ShopParty | undefined> {
  const row = await db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .select(['locations.id', 'locations.customerId', 'locations.statusId', 'customers.statusId as customerStatusId', 'customers.type', 'customers.hasShopTransactions'])
    .where('locations.id', '=', locationId).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id, customerId: row.customerId, side: shopSideOf(row),
    active: row.statusId === OrgStatus.Active && row.customerStatusId === OrgStatus.Active,
  };
}

type Caller = Pick<CallContext, 'user' | 'customer' | 'scope'>;

interface ShopPartyRow { id: number; name: string; gln: string | null; customerId: number; customerName: string; chainId: number | null }

/**
 * GET shops: the parties of one role the caller may register for. The caller's own side is its own
 * reach (a shop registers for its own shops); the other side is every active party of that role
 * (a wholesaler registers with any shop that keeps shop accounts). Staff: every one.
 */
export async function listShopParties(db: Database, call: Caller, query: { role?: ShopSide; q?: string; index?: number; count?: number }) {
  const role = query.role ?? 'shop';
  const callerSide = shopSideOf(call.customer);
  const ownOnly = !isOperator(call.user) && callerSide !== (role === 'shop' ? 'wholesaler' : 'shop');
  const filtered = db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
    .where('locations.statusId', '=', OrgStatus.Active).where('customers.statusId', '=', OrgStatus.Active)
    .where('customers.hasShopTransactions', '=', true)
    .where('customers.type', role === 'shop' ? '=' : 'not in', (role === 'shop' ? 'Shop' : ['Shop', 'provider']) as never)
    .$if(ownOnly, (qb) => qb.where(locationInScope(call.scope) as never))
    .$if(Boolean(query.q?.trim()), (qb) => qb.where((eb) => textSearch(eb, query.q!, ['locations.name', 'locations.gln', 'customers.name'], 'locations.id')));
  // Paged and counted as the large lists are (issue 16): deep pages by their ids, the total bounded.
  const { rows, ...total } = await pageOf<ShopPartyRow>(db, filtered, (page) => page.select(['locations.id', 'locations.name', 'locations.gln', 'locations.customerId', 'customers.name as customerName', 'customers.chainId']),
    { column: 'locations.name', direction: 'asc', tieBreaker: 'locations.id' }, query);
  return {
    data: rows.map(({ chainId, ...row }) => ({ ...row, own: scopeIncludes(call.scope, { id: row.id, customerId: row.customerId, isBalance: false }, chainId) })),
    ...total,
  };
}
