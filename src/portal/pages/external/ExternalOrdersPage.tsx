// delivery/external-orders/{id?} (E08, C22): the location's external orders, by the ledger's list with
// the external status (Prereg, Sent, Confirmed) to filter and name them, and the external order dialog.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { externalStatusOf } from '../../../domain/ledger/external';
import { TransactionStatus as S } from '../../../domain/ledger/statuses';
import { useSession } from '../../session/SessionProvider';
import type { LedgerOrder } from '../ledger/ledgerApi';
import { LedgerPage } from '../ledger/LedgerPage';
import { externalApi, type ExternalOrder } from './externalApi';
import { ExternalOrderDialog } from './ExternalOrderDialog';

/** The external statuses, as the ledger statuses they are kept as (the list's filter speaks numbers). */
const STATUSES = [S.Ordered, S.Sent, S.Confirmed];

export function ExternalOrdersPage() {
  const translate = useTranslate();
  const locationId = useSession().access.location.id;
  const baseQuery = useMemo(() => ({ locationIdFrom: locationId }), [locationId]);
  const statusFilter = useMemo(() => ({
    toQuery: (statuses: number[]) => ({ externalStatus: statuses.map(externalStatusOf) }),
    label: (status: number) => translate(`external.status.${externalStatusOf(status)}`),
  }), [translate]);
  // The rows are external orders (fetchPage): each named by its external status.
  const rowStatusName = useMemo(() => (row: LedgerOrder) => {
    const { externalStatus } = row as ExternalOrder;
    // P40: an order the operator cancelled is Unknown to the external flow; its ledger status says more.
    return externalStatus && externalStatus !== 'Unknown' ? translate(`external.status.${externalStatus}`) : row.statusName ?? translate('external.status.Unknown');
  }, [translate]);
  return (
    <LedgerPage
      path="delivery/external-orders" withId dialog={ExternalOrderDialog} newLabel="external.new" hint="external.hint"
      list={{
        baseQuery, statusOptions: STATUSES, statusFilter, rowStatusName, emptyText: translate('external.empty'), exportName: 'eksterne-ordre',
        fetchPage: externalApi.list, exportPage: externalApi.list,
      }}
    />
  );
}
