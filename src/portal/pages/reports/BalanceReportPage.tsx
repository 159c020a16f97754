// reports/balance (G02): per balance location and product, the balance before the range, what came in
// and went out in it, and the balance at its end.
import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { formatNumber } from '../../../domain/numbers';
import { reportApi, type BalanceReportRow } from './reportApi';
import { useReportRun } from './ReportRange';
import { ReportPage, ReportTable } from './ReportPage';

const NUMBERS = ['opening', 'incoming', 'outgoing', 'closing'] as const;

export function BalanceReportPage() {
  const translate = useTranslate();
  const { answer, rangeProps } = useReportRun((range, reach) => reportApi.run<BalanceReportRow>('balance', range, reach));
  const title = translate('routes.reports.balance');
  return (
    <ReportPage title={title} rangeProps={rangeProps} clamped={answer?.clamped} empty={answer?.rows.length === 0}>
      {answer && answer.rows.length > 0 && (
        <ReportTable label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('reports.columns.location')}</TableCell>
              <TableCell>{translate('reports.columns.productName')}</TableCell>
              {NUMBERS.map((key) => <TableCell key={key} align="right">{translate(`reports.columns.${key}`, { date: formatDate(key === 'opening' ? answer.dateLower : answer.dateUpper) })}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.rows.map((row) => (
              <TableRow key={`${row.locationId}:${row.productId}`}>
                <TableCell>{row.locationName}</TableCell>
                <TableCell>{row.productName}</TableCell>
                {NUMBERS.map((key) => <TableCell key={key} align="right">{formatNumber(row[key])}</TableCell>)}
              </TableRow>
            ))}
          </TableBody>
        </ReportTable>
      )}
    </ReportPage>
  );
}
