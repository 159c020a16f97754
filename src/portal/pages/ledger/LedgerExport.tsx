// Export of a ledger list to Excel like the generic lists (ListExport): every row of the current
// filter and sort, fetched a thousand at a time with the progress shown, one row per order.
import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import type { Query } from '../../data/api';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { ledgerApi, type LedgerOrder, type OrderPage } from './ledgerApi';
import { saveFile } from '../../data/download';
import { toXlsx } from '../../data/spreadsheet';
import type { ColumnKind } from '../../../domain/spreadsheet-columns';
import { poolToday } from '../../../domain/dates';

const PAGE = 1000;
const MAX_ROWS = 10_000;

/** `fetchPage`: another call than GET orders (a flow's own list); `statusName`: the status its rows are named by. */
export function LedgerExport({ query, total, name, fetchPage = ledgerApi.orders, statusName }: {
  query: Query; total: number; name: string; fetchPage?: (query: Query) => Promise<OrderPage>; statusName?: (row: LedgerOrder) => string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useFailureNotice();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = async () => {
    const all = Math.min(total, MAX_ROWS);
    setProgress({ done: 0, total: all });
    try {
      const rows: LedgerOrder[] = [];
      for (let index = 0; rows.length < all; index += PAGE) {
        const { data } = await fetchPage({ ...query, index, count: PAGE });
        rows.push(...data);
        setProgress({ done: rows.length, total: all });
        if (data.length < PAGE) break;
      }
      const column = (key: string, kind: ColumnKind = 'text') => ({ header: translate(`ledger.fields.${key}`), kind });
      const columns = [column('id', 'integer'), column('type'), column('status'), column('transactionDate', 'date'), column('from'), column('to'),
        column('senderReference'), column('receiverReference'), column('qtyTotal', 'integer'), column('processBy', 'date')];
      const body = rows.map((row) => [row.id, row.typeName, statusName ? statusName(row) : row.statusName, row.transactionDate, row.locationNameFrom, row.locationNameTo, row.senderReference, row.receiverReference, row.qtyTotal, row.processBy]);
      saveFile(await toXlsx(name, columns, body), `${name}-${poolToday()}.xlsx`);
      notify(translate('ledger.notices.export_done', { smart_count: rows.length }), { type: 'info' });
    } catch (error) {
      failure(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={run} disabled={total === 0 || progress !== null}>{translate('ledger.actions.export')}</Button>
      <Dialog open={progress !== null} aria-labelledby="ledger-export-title">
        <DialogTitle id="ledger-export-title">{translate('ledger.actions.export')}</DialogTitle>
        <DialogContent sx={{ minWidth: 320 }}>
          <LinearProgress variant="determinate" value={progress && progress.total ? (100 * progress.done) / progress.total : 0} aria-label={translate('ledger.actions.export')} />
          <Typography variant="body2" sx={{ mt: 1 }}>{progress ? `${progress.done} / ${progress.total}` : ''}</Typography>
        </DialogContent>
      </Dialog>
    </>
  );
}
