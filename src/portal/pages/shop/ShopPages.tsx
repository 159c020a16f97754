// Shop transactions' lists (E09, H02, H03): delivery/shop, where the location registers and answers
// them (C23), and shop accounting's two views (C34), the shop side's and the wholesaler side's, each
// narrowed to one shop or wholesaler. The ledger's list with H04's status, and the shop dialog.
import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { mayRegisterShopTransactions, ShopStatus } from '../../../domain/ledger/shop';
import { useSession } from '../../session/SessionProvider';
import type { LedgerOrder, Place } from '../ledger/ledgerApi';
import { LedgerPage } from '../ledger/LedgerPage';
import { shopApi, type ShopTransaction } from './shopApi';
import { ShopPartyPicker } from './ShopPartyPicker';
import { ShopTransactionDialog, useOwnShopSide } from './ShopTransactionDialog';

const STATUSES = [ShopStatus.Prereg, ShopStatus.Sent, ShopStatus.Received, ShopStatus.Unknown];

/** H04's status for the list: the filter asks for shopStatus, the chips and the export name it. */
function useShopStatuses() {
  const translate = useTranslate();
  return useMemo(() => ({
    statusFilter: { toQuery: (statuses: number[]) => ({ shopStatus: statuses }), label: (status: number) => translate(`shop.status.${status}`) },
    // The rows are shop transactions (fetchPage): each named by its shop status.
    rowStatusName: (row: LedgerOrder) => translate(`shop.status.${(row as ShopTransaction).shopStatus ?? ShopStatus.Unknown}`),
  }), [translate]);
}

/** delivery/shop/{id?} (E09, C23): the location's shop transactions, either side. */
export function ShopDeliveryPage() {
  const translate = useTranslate();
  const { access } = useSession();
  const ownSide = useOwnShopSide();
  const statuses = useShopStatuses();
  const baseQuery = useMemo(() => ({ locationId: access.location.id }), [access.location.id]);
  const mayRegister = ownSide !== null && mayRegisterShopTransactions(access);
  return (
    <LedgerPage
      path="delivery/shop" withId dialog={ShopTransactionDialog} newLabel={mayRegister ? 'shop.new' : undefined} hint={`shop.hint_${ownSide ?? 'wholesaler'}`}
      list={{ baseQuery, statusOptions: STATUSES, ...statuses, emptyText: translate('shop.empty'), exportName: 'butikktransaksjoner', fetchPage: shopApi.list, exportPage: shopApi.list }}
    />
  );
}

/** H02, H03: shop accounting's lists, the caller's reach narrowed to one shop or one wholesaler. */
function ShopAccountingList({ path, role }: { path: string; role: 'shop' | 'wholesaler' }) {
  const translate = useTranslate();
  const statuses = useShopStatuses();
  const [party, setParty] = useState<Place | null>(null);
  const baseQuery = useMemo(() => ({ locationId: party?.id }), [party]);
  return (
    <LedgerPage
      path={path} withId dialog={ShopTransactionDialog} hint={`shop.accounting_hint_${role}`}
      toolbar={(
        <Box sx={{ maxWidth: 420, mb: 2 }}>
          <ShopPartyPicker role={role} value={party} onChange={setParty} label={translate(`shop.fields.${role}`)} />
        </Box>
      )}
      list={{ baseQuery, statusOptions: STATUSES, ...statuses, emptyText: translate('shop.empty'), exportName: role === 'shop' ? 'butikktransaksjoner' : 'grossisttransaksjoner', fetchPage: shopApi.list, exportPage: shopApi.list }}
    />
  );
}

export const ShopTransactionsPage = () => <ShopAccountingList path="shop-accounting/shop-transactions" role="shop" />;
export const WholesaleTransactionsPage = () => <ShopAccountingList path="shop-accounting/wholesale-transactions" role="wholesaler" />;
