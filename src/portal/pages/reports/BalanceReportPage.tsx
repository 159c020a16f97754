// reports/balance (G02): per balance location and product, the balance before the range, what came in
// and went out in it, and the balance at its end.
import { useCallback, useState } from 'react';
import { Alert, Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSession } from '../../session/SessionProvider';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { dayText } from '../inventory/usePeriod';
import { reportApi, type BalanceReportRow, type ReportAnswer, type ReportPlace } from './reportApi';
import { initialRange, reachOf, ReportRange, type RangeValue } from './ReportRange';

const NUMBERS = ['opening', 'incoming', 'outgoing', 'closing'] as const;

export function BalanceReportPage() {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const { access } = useSession();
  const [range, setRange] = useState<RangeValue>(() => initialRange(access.location.id));
  const [places, setPlaces] = useState<ReportPlace[]>([]);
  const [answer, setAnswer] = useState<ReportAnswer<BalanceReportRow> | null>(null);
  const [busy, setBusy] = useState(false);
  const title = translate('routes.reports.balance');
  const onPlaces = useCallback((found: ReportPlace[]) => setPlaces(found), []);
  const run = async () => {
    setBusy(true);
    try {
      const result = await reportApi.run<BalanceReportRow>('balance', range, reachOf(range, places));
      setAnswer(result);
      setRange((current) => ({ ...current, choice: result.clamped ? 'custom' : current.choice, dateLower: result.dateLower, dateUpper: result.dateUpper }));
    } catch (error) {
      failure(error);
    }
    setBusy(false);
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
      <ReportRange value={range} onChange={setRange} onRun={run} busy={busy} onPlaces={onPlaces} />
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
                  {NUMBERS.map((key) => <TableCell key={key} align="right">{translate(`reports.columns.${key}`, { date: dayText(key === 'opening' ? answer.dateLower : answer.dateUpper) })}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.rows.map((row) => (
                  <TableRow key={`${row.locationId}:${row.productId}`}>
                    <TableCell>{row.locationName}</TableCell>
                    <TableCell>{row.productName}</TableCell>
                    {NUMBERS.map((key) => <TableCell key={key} align="right">{row[key].toLocaleString('nb-NO')}</TableCell>)}
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
