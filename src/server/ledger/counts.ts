// The menu's notification counts (B27–B34) in one call: each a count of the ledger at the context
// location within the delivery-date window, plus the open tickets. The window keeps every count to
// a few weeks of one location's rows, read through the (location, date) indexes, at any scale.
import { type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { poolToday } from '../../domain/dates.js';
import { countWindow, LEDGER_COUNTS, type CountName, type LedgerCount } from '../../domain/ledger/counts.js';
import { isAgent } from '../../domain/access.js';
import { UNRESOLVED_STATUSES } from '../../domain/support.js';
import { countTickets } from '../data/support-tickets.js';
import type { Database } from '../db/database.js';
import type { CallContext } from '../http/request-context.js';
import { readerOf } from '../routes/support.js';
import { accountOf } from './posting.js';

type Counts = Record<CountName | 'tickets', number>;

function condition(count: LedgerCount, locationId: number, account: number) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const side = {
      from: eb('transactions.locationIdFrom', '=', locationId),
      to: eb('transactions.locationIdTo', '=', locationId),
      either: eb.or([eb('transactions.locationIdFrom', '=', locationId), eb('transactions.locationIdTo', '=', locationId)]),
      account: eb.or([eb('transactions.accountFrom', '=', account), eb('transactions.accountTo', '=', account)]),
    }[count.side];
    return eb.and([
      side,
      eb('transactions.status', 'in', [...count.statuses]),
      ...(count.types ? [eb('transactions.type', 'in', [...count.types])] : []),
      ...(count.notTypes ? [eb('transactions.type', 'not in', [...count.notTypes])] : []),
    ]);
  };
}

export async function notificationCounts(db: Database, call: CallContext, request: Parameters<typeof readerOf>[0], today = poolToday()): Promise<Counts> {
  const locationId = call.location.id;
  const account = await accountOf(db, locationId);
  const { dateLower, dateUpper } = countWindow(today);
  const names = Object.keys(LEDGER_COUNTS) as CountName[];
  const [ledger, tickets] = await Promise.all([
    db.selectFrom('transactions')
      .select((eb) => names.map((name) => eb.fn.countAll<number>().filterWhere(condition(LEDGER_COUNTS[name], locationId, account)).as(name)))
      .where((eb) => eb.or([
        eb('transactions.locationIdFrom', '=', locationId), eb('transactions.locationIdTo', '=', locationId),
        eb('transactions.accountFrom', '=', account), eb('transactions.accountTo', '=', account),
      ]))
      .where('transactions.transactionDate', '>=', dateLower).where('transactions.transactionDate', '<=', dateUpper)
      .executeTakeFirstOrThrow(),
    // B31: an agent's queue, anyone else's tickets at the context location (as the tickets widget, D09).
    countTickets(db, readerOf(request), { status: [...UNRESOLVED_STATUSES], ...(isAgent(call.user) ? {} : { locationId }) }),
  ]);
  return { ...Object.fromEntries(names.map((name) => [name, Number(ledger[name])])), tickets } as Counts;
}
