// The menu's notification counts (B27–B34) in one call: each count of the ledger at the context
// location as src/domain/ledger/counts.ts rules it (waiting.ts reads it), plus the open tickets.
import { poolToday } from '../../domain/dates.js';
import { countWindow, type CountName } from '../../domain/ledger/counts.js';
import { isAgent } from '../../domain/access.js';
import { UNRESOLVED_STATUSES } from '../../domain/support.js';
import { countTickets } from '../support/tickets.js';
import type { Database } from '../db/database.js';
import type { CallContext } from '../http/call-context.js';
import { readerOf } from '../support/routes.js';
import { ledgerCounts } from './waiting.js';

type Counts = Record<CountName | 'tickets', number>;

/** B31's tickets: an agent's queue, anyone else's unresolved tickets at the context location (as the tickets widget, D09). */
export const ticketCountFilter = (call: Pick<CallContext, 'user' | 'location'>) =>
  ({ status: [...UNRESOLVED_STATUSES], ...(isAgent(call.user) ? {} : { locationId: call.location.id }) });

export async function notificationCounts(db: Database, call: CallContext, request: Parameters<typeof readerOf>[0], today = poolToday()): Promise<Counts> {
  const [ledger, tickets] = await Promise.all([
    ledgerCounts(db, call.location.id, countWindow(today)),
    countTickets(db, readerOf(request), ticketCountFilter(call)),
  ]);
  return { ...ledger, tickets };
}
