// reports/transactions (G03): the ledger's lines in a range at the locations in the user's reach, with
// the count and the quantity of all of them, and the Excel export of every row, streamed with its
// progress shown. A failed export shows no notification (G03, O01).
import { useState } from 'react';
import { Box, Button, Dialog, DialogContent, DialogTitle, LinearProgress, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { formatNumber } from '../../../domain/numbers';
import { reportApi, type TransactionReportRow } from './reportApi';
import { useReportRun } from './ReportRange';
import { ReportPage, ReportTable } from './ReportPage';
import { saveFile } from '../../data/download';

const COLUMNS = ['id', 'transactionDate', 'type', 'status', 'locationNameFrom', 'locationNameTo', 'productName', 'quantity', 'senderReference', 'receiverReference'] as const;

export function TransactionsReportPage() {
  const translate = useTranslate();
  const { answer, reach, rangeProps } = useReportRun((range, scope) => reportApi.run<TransactionReportRow>('transactions', range, scope));
  const [downloaded, setDownloaded] = useState<number | null>(null);
  const title = translate('routes.reports.transactions');
  const exportAll = async () => {
    if (!answer) return;
    setDownloaded(0);
    try {
      const blob = await reportApi.exportTransactions({ dateLower: answer.dateLower, dateUpper: answer.dateUpper }, reach(), setDownloaded);
      saveFile(blob, `transaksjoner-${answer.dateLower}-${answer.dateUpper}.xlsx`);
    } catch {
      // G03, O01: a failed export is quiet.
    }
    setDownloaded(null);
  };

  return (
    <ReportPage title={title} rangeProps={rangeProps} clamped={answer?.clamped} empty={answer?.total === 0}>
      {answer && answer.total > 0 && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <Typography role="status" sx={{ flexGrow: 1 }}>
              {translate('reports.transactions_summary', {
                lines: translate('reports.counts.lines', { smart_count: answer.total, count: formatNumber(answer.total) }),
                quantity: translate('reports.counts.carriers', { smart_count: answer.quantity ?? 0, count: formatNumber(answer.quantity ?? 0) }),
                from: formatDate(answer.dateLower), to: formatDate(answer.dateUpper),
              })}
              {answer.total > answer.rows.length ? ` ${translate('reports.first_rows', { count: formatNumber(answer.rows.length) })}` : ''}
            </Typography>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportAll} disabled={downloaded !== null}>{translate('reports.export_excel')}</Button>
          </Box>
          <ReportTable label={title}>
            <TableHead>
              <TableRow>{COLUMNS.map((column) => <TableCell key={column} align={column === 'quantity' ? 'right' : 'left'}>{translate(`reports.columns.${column}`)}</TableCell>)}</TableRow>
            </TableHead>
            <TableBody>
              {answer.rows.map((row) => (
                <TableRow key={row.lineId}>
                  <TableCell>{row.id}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.transactionDate}</TableCell>
                  <TableCell>{row.type}</TableCell>
                  <TableCell>{row.status}</TableCell>
                  <TableCell>{row.locationNameFrom}</TableCell>
                  <TableCell>{row.locationNameTo}</TableCell>
                  <TableCell>{row.productName}</TableCell>
                  <TableCell align="right">{formatNumber(row.quantity)}</TableCell>
                  <TableCell>{row.senderReference ?? ''}</TableCell>
                  <TableCell>{row.receiverReference ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
        </>
      )}
      {downloaded !== null && (
        <Dialog open aria-labelledby="export-title">
          <DialogTitle id="export-title">{translate('reports.exporting')}</DialogTitle>
          <DialogContent sx={{ minWidth: 320 }}>
            <LinearProgress aria-label={translate('reports.exporting')} />
            <Typography variant="body2" sx={{ mt: 1 }} role="status">{translate('reports.downloaded', { size: (downloaded / 1024).toLocaleString('nb-NO', { maximumFractionDigits: 0 }) })}</Typography>
          </DialogContent>
        </Dialog>
      )}
    </ReportPage>
  );
}
