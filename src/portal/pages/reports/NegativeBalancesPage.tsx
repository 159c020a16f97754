// reports/negative-balances (docs/decisions.md "Negative balances"): the operator's staff follow up every
// kept balance below zero, most negative first. A send may take a balance there (carriers on their way
// to the sender not yet confirmed); a balance that stays there is a count or a registration to look into.
import { useCallback, useEffect, useState } from 'react';
import {
  Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography,
} from '@mui/material';
import { Title, useLocale, useTranslate } from 'react-admin';
import { formatNumber } from '../../../domain/numbers';
import { api } from '../../data/api';
import { LoadingBar } from '../../shell/LoadingBar';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { listTotalOf, type ListTotal } from '../common/listTotal';
import { ListPaging } from '../common/ListPaging';

interface NegativeBalance {
  locationId: number; locationName: string; gln: string | null; customerId: number; customerName: string;
  productId: number; productName: string; quantity: number;
}

export function NegativeBalancesPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const failure = useFailureNotice();
  const [page, setPage] = useState({ index: 0, size: 100 });
  const [rows, setRows] = useState<NegativeBalance[] | null>(null);
  const [total, setTotal] = useState<ListTotal>({ count: 0, estimate: false });
  const [loading, setLoading] = useState(true);
  const title = translate('routes.reports.negative-balances');

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await api<NegativeBalance[]>('GET', '/api/negativebalances', { query: { index: page.index * page.size, count: page.size } });
      setRows(answer.data);
      setTotal(listTotalOf(answer));
    } catch (error) {
      failure(error);
    } finally {
      setLoading(false);
    }
  }, [page, failure]);
  useEffect(() => { void load(); }, [load]);

  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{title}</Typography>
      <Typography sx={{ mb: 2 }}>{translate('reports.negative.intro')}</Typography>
      <Paper variant="outlined">
        <LoadingBar loading={loading} />
        {rows !== null && rows.length === 0 && <Typography sx={{ p: 2 }}>{translate('reports.negative.empty')}</Typography>}
        {rows !== null && rows.length > 0 && (
          <>
            <TableContainer>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('reports.negative.location')}</TableCell>
                    <TableCell>{translate('reports.negative.customer')}</TableCell>
                    <TableCell>{translate('reports.negative.product')}</TableCell>
                    <TableCell align="right">{translate('reports.negative.balance')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={`${row.locationId}-${row.productId}`}>
                      <TableCell>
                        {row.locationName}
                        {row.gln && <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>{row.gln}</Typography>}
                      </TableCell>
                      <TableCell>{row.customerName}</TableCell>
                      <TableCell>{row.productName}</TableCell>
                      <TableCell align="right" sx={{ color: 'error.main', whiteSpace: 'nowrap' }}>{formatNumber(row.quantity, locale)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <ListPaging total={total} page={page} setPage={setPage} />
          </>
        )}
      </Paper>
    </Box>
  );
}
