// reports/balance (G02): per balance location and product, the balance before the range, what came in
// and went out in it, and the balance at its end.
import { Alert, Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { formatNumber } from '../../../domain/numbers';
import { reportApi, type BalanceReportRow } from './reportApi';
import { ReportRange, useReportRun } from './ReportRange';

const NUMBERS = ['opening', 'incoming', 'outgoing', 'closing'] as const;

export function BalanceReportPage() {
  const translate = useTranslate();
  const { answer, rangeProps } = useReportRun((range, reach) => reportApi.run<BalanceReportRow>('balance', range, reach));
  const title = translate('routes.reports.balance');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
      <ReportRange {...rangeProps} />
      {answer?.clamped && <Alert severity="warning" sx={{ mb: 2 }}>{translate('reports.too_long')}</Alert>}
      {answer && answer.rows.length === 0 && <Typography>{translate('reports.no_data')}</Typography>}
      {answer && answer.rows.length > 0 && (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={title}>
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
            </Table>
          </TableContainer>
        </Paper>
      )}
    </Box>
  );
}
