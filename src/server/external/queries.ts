// Reading external orders (E08): the ledger's own lists and reads (ledger/queries.ts) of type 9, with
// the external location named and the external status beside the ledger's.
import { externalStatusOf, ledgerStatusesOfExternal, type ExternalStatus } from '../../domain/ledger/external.js';
import { TransactionType } from '../../domain/ledger/types.js';
import type { Database } from '../db/database.js';
import type { CallContext } from '../http/call-context.js';
import { schemaFieldsOf } from '../generic/schema-fields.js';
import { orderNotFound } from '../ledger/access.js';
import { listOrders, readOrder, type LedgerFilter } from '../ledger/queries.js';

type Caller = Pick<CallContext, 'scope' | 'language'>;

export interface ExternalFilter extends Pick<LedgerFilter, 'index' | 'count' | 'order' | 'locationIdFrom' | 'dateLower' | 'dateUpper' | 'q' | 'waiting' | 'waitingAt'> {
  sort?: LedgerFilter['sort'];
  externalStatus?: ExternalStatus[];
  externalLocationId?: number;
}

/**
 * The external orders' rows as the API shows them (external-order.schema.json): the external location
 * named as it is now, and E08's status; the ledger's fields an external order has no use for left out.
 */
async function withExternal<Row extends { id: number; status: number }>(db: Database, rows: Row[]) {
  const ids = rows.map((row) => row.id);
  const named = ids.length === 0 ? [] : await db.selectFrom('transactions').innerJoin('externalLocations', 'externalLocations.id', 'transactions.externalLocationId')
    .select(['transactions.id', 'externalLocations.id as externalLocationId', 'externalLocations.name', 'externalLocations.gln']).where('transactions.id', 'in', ids).execute();
  const byOrder = new Map(named.map((row) => [row.id, row]));
  return rows.map((row) => {
    const external = byOrder.get(row.id);
    return {
      ...schemaFieldsOf('external-order.schema.json', row),
      externalStatus: externalStatusOf(row.status),
      externalLocationId: external?.externalLocationId ?? null,
      externalLocationName: external?.name ?? null,
      externalLocationGln: external?.gln ?? null,
      ...(external ? { locationNameTo: external.name } : {}),
    };
  });
}

/** GET externalorders: one page, in the caller's scope, by the ledger's own paging and sort. */
export async function listExternalOrders(db: Database, call: Caller, filter: ExternalFilter) {
  const { externalStatus, externalLocationId, ...rest } = filter;
  let locationIdTo: number | undefined;
  if (externalLocationId !== undefined) {
    const external = await db.selectFrom('externalLocations').select('accountLocationId').where('id', '=', externalLocationId).executeTakeFirst();
    // Nothing was ever sent to an external location without a place in the ledger.
    if (!external?.accountLocationId) return { data: [], total: 0, totalIsEstimate: false };
    locationIdTo = external.accountLocationId;
  }
  const page = await listOrders(db, call, {
    ...rest, type: [TransactionType.TransferUnknownCustomer], locationIdTo,
    transactionStatus: externalStatus?.length ? ledgerStatusesOfExternal(externalStatus) : undefined,
  });
  return { ...page, data: await withExternal(db, page.data) };
}

/** GET externalorder: one, with its lines and comment count; 404 outside the scope or of another type. */
export async function readExternalOrder(db: Database, call: Caller, id: number) {
  const order = await readOrder(db, call, id);
  if (!order || order.type !== TransactionType.TransferUnknownCustomer) throw orderNotFound();
  return (await withExternal(db, [order]))[0];
}
