// inventory/orders/{id?} (F03, C29, route Inventory_Orders): the correction orders of a location
// without its own balance. The correction-order dialog shows what the operator proposes and why; the
// location's main approver accepts it (booked) or disputes it with its own count and why. The
// operator's staff, acting at such a location, propose one.
import { useCallback, useEffect, useState } from 'react';
import {
  Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, InputLabel, MenuItem, Paper, Select, Table, TableBody, TableCell,
  TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { TransactionStatus as S } from '../../../domain/ledger/statuses';
import { isOperator } from '../../../domain/ledger/roles';
import { useSession } from '../../session/SessionProvider';
import { useRouteId } from '../../shell/useRouteId';
import { useFailureNotice } from '../../shell/useFailureNotice';
import type { DraftLine } from '../ledger/draftStore';
import { ledgerApi, type AvailableProduct, type LedgerOrder } from '../ledger/ledgerApi';
import { LinesEditor } from '../ledger/LinesEditor';
import { OrderComments } from '../ledger/OrderComments';
import { OrderStatusChip } from '../ledger/OrderStatusChip';
import { inventoryApi } from './inventoryApi';
import { formatDate } from '../../../domain/dates';
import { waitingOf } from '../../shell/notificationCounts';
import { usePhone } from '../../shell/usePhone';
import { PhoneRows } from '../common/PhoneRows';
import { COUNTED_QUANTITY } from '../../../domain/ledger/quantities';
import { clampedText } from '../../../domain/numbers';

/** Carriers found beyond the booking come from the pool to the location; missing ones go back. */
const directionOf = (order: LedgerOrder, locationId: number) => (order.locationIdTo === locationId ? 'found' : 'missing');

function CorrectionDialog({ orderId, locationId, onClose }: { orderId: number; locationId: number; onClose: (changed: boolean) => void }) {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const [order, setOrder] = useState<LedgerOrder | null>(null);
  const [disputing, setDisputing] = useState(false);
  const [comment, setComment] = useState('');
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => { ledgerApi.order(orderId).then(setOrder, (error) => { failure(error); onClose(false); }); }, [orderId, failure, onClose]);
  if (!order) return null;
  const lines = order.lines ?? [];
  const answerable = order.status === S.Sent;
  const answer = async (accept: boolean) => {
    setBusy(true);
    try {
      await inventoryApi.answer(order, accept, accept ? undefined : comment, accept ? undefined : lines.map((line) => ({ productId: line.productId, qtyReceived: Number(counts[line.productId] ?? line.qtyOrdered) })));
      onClose(true);
    } catch (error) {
      failure(error);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="sm" fullWidth aria-labelledby="correction-title">
      <DialogTitle id="correction-title">{translate('inventory.correction_title', { id: order.id })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <OrderStatusChip status={order.status} name={order.statusName} />
          <Typography variant="body2">{formatDate(order.transactionDate)} · {translate(`inventory.direction.${directionOf(order, locationId)}`)}</Typography>
        </Box>
        <Table size="small" aria-label={translate('inventory.correction_lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('inventory.fields.product')}</TableCell>
              <TableCell align="right">{translate('inventory.fields.proposed')}</TableCell>
              {(disputing || order.status === S.NotAgreed) && <TableCell>{translate('inventory.fields.own_count')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.productId}>
                <TableCell>{line.productName}</TableCell>
                <TableCell align="right">{line.qtyOrdered}</TableCell>
                {disputing && (
                  <TableCell>
                    <TextField size="small" type="number" value={counts[line.productId] ?? String(line.qtyOrdered)} disabled={busy}
                      onChange={(event) => setCounts((values) => ({ ...values, [line.productId]: event.target.value }))}
                      onBlur={(event) => setCounts((values) => ({ ...values, [line.productId]: clampedText(event.target.value, COUNTED_QUANTITY) }))}
                      slotProps={{ htmlInput: { ...COUNTED_QUANTITY, 'aria-label': translate('inventory.own_count_of', { product: line.productName ?? '' }) } }} />
                  </TableCell>
                )}
                {!disputing && order.status === S.NotAgreed && <TableCell>{line.qtyReceived ?? '–'}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {disputing && (
          <TextField label={translate('inventory.dispute_comment')} value={comment} onChange={(event) => setComment(event.target.value)} multiline minRows={2} fullWidth required
            disabled={busy} sx={{ mt: 2 }} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        )}
        <OrderComments orderId={order.id} version={order.version} />
      </DialogContent>
      <DialogActions>
        {answerable && !disputing && <Button variant="contained" onClick={() => answer(true)} disabled={busy}>{translate('inventory.accept')}</Button>}
        {answerable && !disputing && <Button variant="outlined" color="warning" onClick={() => setDisputing(true)} disabled={busy}>{translate('inventory.dispute')}</Button>}
        {disputing && <Button variant="contained" color="warning" onClick={() => answer(false)} disabled={busy || comment.trim() === ''}>{translate('inventory.send_dispute')}</Button>}
        <Button onClick={() => onClose(false)}>{translate('ledger.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ProposeDialog({ locationId, onClose }: { locationId: number; onClose: (saved: boolean) => void }) {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const [direction, setDirection] = useState<'found' | 'missing'>('found');
  const [products, setProducts] = useState<AvailableProduct[]>([]);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => { ledgerApi.products(locationId).then(setProducts, () => setProducts([])); }, [locationId]);
  const propose = async () => {
    setBusy(true);
    try {
      await inventoryApi.propose({ locationId, direction, comment, lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })) });
      onClose(true);
    } catch (error) {
      failure(error);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="md" fullWidth aria-labelledby="propose-title">
      <DialogTitle id="propose-title">{translate('inventory.propose_title')}</DialogTitle>
      <DialogContent>
        <FormControl size="small" fullWidth sx={{ mt: 1 }} disabled={busy}>
          <InputLabel id="propose-direction">{translate('inventory.fields.direction')}</InputLabel>
          <Select labelId="propose-direction" label={translate('inventory.fields.direction')} value={direction} onChange={(event) => setDirection(event.target.value as 'found' | 'missing')}>
            <MenuItem value="found">{translate('inventory.direction.found')}</MenuItem>
            <MenuItem value="missing">{translate('inventory.direction.missing')}</MenuItem>
          </Select>
        </FormControl>
        <LinesEditor products={products} lines={lines} onChange={setLines} />
        <TextField label={translate('inventory.propose_comment')} value={comment} onChange={(event) => setComment(event.target.value)} multiline minRows={2} fullWidth required
          disabled={busy} sx={{ mt: 2 }} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={propose} disabled={busy || lines.length === 0 || comment.trim() === ''}>{translate('inventory.propose')}</Button>
        <Button onClick={() => onClose(false)}>{translate('ledger.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function CorrectionOrdersPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useFailureNotice();
  const navigate = useNavigate();
  const routeId = useRouteId();
  const { user, location } = useSession().access;
  const [orders, setOrders] = useState<LedgerOrder[] | null>(null);
  const [proposing, setProposing] = useState(false);
  const title = translate('routes.inventory.orders');
  const phone = usePhone();
  // Opened from the menu's badge (B33): the correction orders it counted (issue 27).
  const { search } = useLocation();
  const waiting = waitingOf(new URLSearchParams(search));
  const load = useCallback(() => inventoryApi.corrections({ locationId: location.id, ...(waiting ? { waiting } : {}) })
    .then((page) => setOrders(page.data), (error) => { setOrders([]); failure(error); }), [location.id, waiting, failure]);
  useEffect(() => { void load(); }, [load]);
  const close = useCallback((changed: boolean) => {
    navigate(`/app/inventory/orders${search}`);
    if (changed) {
      notify(translate('inventory.answered_notice'), { type: 'info' });
      void load();
    }
  }, [navigate, notify, translate, load, search]);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{title}</Typography>
        {isOperator(user) && !location.isBalance && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setProposing(true)}>{translate('inventory.new_correction')}</Button>}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('inventory.corrections_hint')}</Typography>
      {orders?.some((order) => order.status === S.Sent) && <Alert severity="warning" sx={{ mb: 2 }}>{translate('inventory.corrections_waiting', { smart_count: orders.filter((order) => order.status === S.Sent).length })}</Alert>}
      {waiting && (
        <Chip sx={{ mb: 1 }} color="warning" variant="outlined" onDelete={() => navigate('/app/inventory/orders')}
          label={translate('ledger.waiting_filter', { smart_count: orders?.length ?? 0 })} />
      )}
      <Paper variant="outlined">
        {phone ? (
          <PhoneRows label={title} rows={(orders ?? []).map((order) => ({
            key: order.id,
            primary: `${order.id} · ${translate(`inventory.direction.${directionOf(order, location.id)}`)}`,
            secondary: [formatDate(order.transactionDate), (order.lines ?? []).map((line) => `${line.qtyOrdered} ${line.productName}`).join(', ')],
            side: <OrderStatusChip status={order.status} name={order.statusName} />,
            to: `/app/inventory/orders/${order.id}${search}`,
          }))} />
        ) : (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {['id', 'date', 'direction', 'products', 'status'].map((key) => <TableCell key={key}>{translate(`inventory.fields.${key}`)}</TableCell>)}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(orders ?? []).map((order) => (
                <TableRow key={order.id}>
                  <TableCell>{order.id}</TableCell>
                  <TableCell>{formatDate(order.transactionDate)}</TableCell>
                  <TableCell>{translate(`inventory.direction.${directionOf(order, location.id)}`)}</TableCell>
                  <TableCell>{(order.lines ?? []).map((line) => `${line.qtyOrdered} ${line.productName}`).join(', ')}</TableCell>
                  <TableCell><OrderStatusChip status={order.status} name={order.statusName} /></TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => navigate(`/app/inventory/orders/${order.id}${search}`)} aria-label={translate('inventory.open_correction', { id: order.id })}>
                      {translate('inventory.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        )}
        {orders?.length === 0 && <Typography sx={{ p: 2 }}>{translate('inventory.no_corrections')}</Typography>}
      </Paper>
      {routeId !== undefined && <CorrectionDialog orderId={routeId} locationId={location.id} onClose={close} />}
      {proposing && <ProposeDialog locationId={location.id} onClose={(saved) => { setProposing(false); if (saved) { notify(translate('inventory.proposed_notice'), { type: 'info' }); void load(); } }} />}
    </Box>
  );
}
