// inventory/control/{id?} (F01, C27): the balance location's control count of the period, saved line
// by line as it is typed and resumed where it was left; below it the counts handed in before, each
// opening as it stands (status and markers per line).
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { InventoryCount } from '../../../../generated/entities';
import { useSession } from '../../session/SessionProvider';
import { useRouteId } from '../../shell/useRouteId';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { CountSheet } from './CountSheet';
import { CountView } from './CountView';
import { inventoryApi, type InventoryProduct } from './inventoryApi';
import { PeriodNotice } from './PeriodNotice';
import { formatDate } from '../../../domain/dates';
import { useActivePeriod } from './usePeriod';
import { usePhone } from '../../shell/usePhone';
import { PhoneRows } from '../common/PhoneRows';


export function ControlPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useFailureNotice();
  const navigate = useNavigate();
  const routeId = useRouteId();
  const { user, location } = useSession().access;
  const period = useActivePeriod();
  const [counts, setCounts] = useState<InventoryCount[] | null>(null);
  const [products, setProducts] = useState<InventoryProduct[]>([]);
  const [busy, setBusy] = useState(false);
  const title = translate('routes.inventory.control');
  const phone = usePhone();

  const load = useCallback(async () => {
    try {
      const [all, held] = await Promise.all([inventoryApi.counts({ type: ['ControlReg'] }), inventoryApi.products()]);
      setCounts(all);
      setProducts(held);
    } catch (error) {
      setCounts([]);
      failure(error);
    }
  }, [failure]);
  useEffect(() => { void load(); }, [load, location.id]);

  // The count being typed: the open one of the active period (or of none, when no period is active).
  const open = counts?.find((count) => count.status === 'Active' && (count.periodId ?? null) === (period?.id ?? null)) ?? null;
  const replace = (count: InventoryCount) => setCounts((all) => [count, ...(all ?? []).filter((other) => other.id !== count.id)]);
  const earlier = (counts ?? []).filter((count) => count.id !== open?.id);
  const shown = routeId === undefined ? undefined : counts?.find((count) => count.id === routeId);

  const act = async (work: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await work();
      notify(message, { type: 'info' });
    } catch (error) {
      failure(error);
    }
    await load();
    setBusy(false);
  };

  if (routeId !== undefined) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={title} />
        <Button onClick={() => navigate('/app/inventory/control')} sx={{ mb: 1 }}>{translate('inventory.back')}</Button>
        {shown ? (
          <>
            <Typography variant="h5" component="h1" gutterBottom>
              {translate('inventory.count_title', { date: formatDate(shown.createdAt), status: translate(`inventory.count_status.${shown.status}`) })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {shown.period ? translate('inventory.in_period', { name: shown.period.name ?? '' }) : translate('inventory.markers.noPeriod')} · {translate('inventory.by', { name: shown.createdBy })}
            </Typography>
            <CountView count={shown} label={title} />
          </>
        ) : counts !== null && <Typography>{translate('inventory.count_not_found')}</Typography>}
      </Box>
    );
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
      <PeriodNotice period={period} none="inventory.no_period_control" />
      {counts !== null && period !== undefined && (
        <CountSheet
          type="ControlReg" userId={user.id} locationId={location.id} products={products} count={open} onCount={replace} busy={busy}
          onRemove={(productId) => open && act(() => inventoryApi.removeLine(open.id, productId), translate('inventory.line_removed'))}
          onSubmit={() => open && act(() => inventoryApi.submit(open), translate('inventory.submitted'))}
          submitLabel={translate('inventory.submit_control')}
        />
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>{translate('inventory.earlier_counts')}</Typography>
      <Paper variant="outlined">
        {phone ? (
          <PhoneRows label={translate('inventory.earlier_counts')} rows={earlier.map((count) => ({
            key: count.id,
            primary: `${formatDate(count.createdAt)} · ${count.period?.name ?? translate('inventory.markers.noPeriod')}`,
            secondary: [count.createdBy, translate('inventory.counted_lines', { smart_count: count.lines.filter((line) => line.quantity !== null && line.status !== 'canceled').length })],
            side: translate(`inventory.count_status.${count.status}`),
            to: `/app/inventory/control/${count.id}`,
          }))} />
        ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('inventory.earlier_counts')}>
            <TableHead>
              <TableRow>
                {['started', 'period', 'status', 'by', 'lines'].map((key) => <TableCell key={key}>{translate(`inventory.fields.${key}`)}</TableCell>)}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {earlier.map((count) => (
                <TableRow key={count.id}>
                  <TableCell>{formatDate(count.createdAt)}</TableCell>
                  <TableCell>{count.period?.name ?? translate('inventory.markers.noPeriod')}</TableCell>
                  <TableCell>{translate(`inventory.count_status.${count.status}`)}</TableCell>
                  <TableCell>{count.createdBy}</TableCell>
                  <TableCell>{count.lines.filter((line) => line.quantity !== null && line.status !== 'canceled').length}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => navigate(`/app/inventory/control/${count.id}`)}
                      aria-label={translate('inventory.open_count', { date: formatDate(count.createdAt), id: count.id })}>
                      {translate('inventory.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        )}
        {counts !== null && earlier.length === 0 && <Typography sx={{ p: 2 }}>{translate('inventory.no_earlier_counts')}</Typography>}
      </Paper>
    </Box>
  );
}
