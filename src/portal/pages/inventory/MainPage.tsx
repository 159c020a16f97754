// inventory/main (F02, F05, C28): the period's main count at the balance location. Registered on the
// counting sheet (by the location's main approver when the period lets it, else by the operator),
// then claimed, with why and the quantities the location counts instead (while the period allows
// claims), or approved: approval posts the stock settlement for the difference per product.
import { useCallback, useEffect, useState } from 'react';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { InventoryCount } from '../../../../generated/entities';
import { isOperator } from '../../../domain/ledger/roles';
import { useSession } from '../../session/SessionProvider';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { CountSheet } from './CountSheet';
import { CountView } from './CountView';
import { inventoryApi, type InventoryProduct } from './inventoryApi';
import { PeriodNotice } from './PeriodNotice';
import { formatDate } from '../../../domain/dates';
import { COUNTED_QUANTITY } from '../../../domain/ledger/quantities';
import { clampedText } from '../../../domain/numbers';
import { useActivePeriod } from './usePeriod';

function ClaimDialog({ count, onClose }: { count: InventoryCount; onClose: (claimed?: InventoryCount) => void }) {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const counted = count.lines.filter((line) => line.quantity !== null);
  const [comment, setComment] = useState('');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const claim = async () => {
    setBusy(true);
    try {
      const lines = counted.filter((line) => (quantities[line.productId] ?? '') !== '').map((line) => ({ productId: line.productId, quantity: Number(quantities[line.productId]) }));
      onClose(await inventoryApi.claim(count, comment, lines));
    } catch (error) {
      failure(error);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose()} maxWidth="sm" fullWidth aria-labelledby="claim-title">
      <DialogTitle id="claim-title">{translate('inventory.claim_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('inventory.claim_hint')}</DialogContentText>
        <TextField label={translate('inventory.claim_comment')} value={comment} onChange={(event) => setComment(event.target.value)} multiline minRows={2} fullWidth required
          disabled={busy} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        <Table size="small" sx={{ mt: 2 }} aria-label={translate('inventory.claim_title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('inventory.fields.product')}</TableCell>
              <TableCell align="right">{translate('inventory.fields.counted')}</TableCell>
              <TableCell>{translate('inventory.fields.claimed')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {counted.map((line) => (
              <TableRow key={line.productId}>
                <TableCell>{line.productName}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell>
                  <TextField size="small" type="number" value={quantities[line.productId] ?? ''} disabled={busy}
                    onChange={(event) => setQuantities((values) => ({ ...values, [line.productId]: event.target.value }))}
                    onBlur={(event) => setQuantities((values) => ({ ...values, [line.productId]: clampedText(event.target.value, COUNTED_QUANTITY) }))}
                    slotProps={{ htmlInput: { ...COUNTED_QUANTITY, 'aria-label': translate('inventory.claimed_of', { product: line.productName }) } }} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={claim} disabled={busy || comment.trim() === ''}>{translate('inventory.claim')}</Button>
        <Button onClick={() => onClose()}>{translate('ledger.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ApproveDialog({ count, onClose }: { count: InventoryCount; onClose: (approved?: InventoryCount) => void }) {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const [busy, setBusy] = useState(false);
  const differences = count.lines.filter((line) => line.difference !== null && line.difference !== 0);
  const approve = async () => {
    setBusy(true);
    try {
      onClose(await inventoryApi.approve(count));
    } catch (error) {
      failure(error);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose()} aria-labelledby="approve-title">
      <DialogTitle id="approve-title">{translate('inventory.approve_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {differences.length ? translate('inventory.approve_text', { smart_count: differences.length }) : translate('inventory.approve_no_difference')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={approve} disabled={busy}>{translate('inventory.approve')}</Button>
        <Button onClick={() => onClose()}>{translate('ledger.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function MainPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useFailureNotice();
  const { user, location } = useSession().access;
  const staff = isOperator(user);
  const period = useActivePeriod();
  const [count, setCount] = useState<InventoryCount | null | undefined>(undefined);
  const [products, setProducts] = useState<InventoryProduct[]>([]);
  const [dialog, setDialog] = useState<'claim' | 'approve' | null>(null);
  const [busy, setBusy] = useState(false);
  const title = translate('routes.inventory.main');

  const load = useCallback(async () => {
    if (!period) return setCount(null);
    try {
      const [counts, held] = await Promise.all([inventoryApi.counts({ type: ['MainReg', 'MainClaim', 'MainApprove'], periodId: period.id }), inventoryApi.products()]);
      setCount(counts.find((candidate) => candidate.status !== 'NotInUse') ?? null);
      setProducts(held);
    } catch (error) {
      setCount(null);
      failure(error);
    }
  }, [period, failure]);
  useEffect(() => { if (period !== undefined) void load(); }, [load, period, location.id]);

  const mayRegister = staff || Boolean(period?.canMaster);
  const closeDialog = (done: InventoryCount | undefined, message: string) => {
    setDialog(null);
    if (done) {
      setCount(done);
      notify(message, { type: 'info' });
    }
  };
  const submit = async () => {
    if (!count) return;
    setBusy(true);
    try {
      setCount(await inventoryApi.submit(count));
      notify(translate('inventory.main_submitted'), { type: 'info' });
    } catch (error) {
      failure(error);
    }
    setBusy(false);
  };

  const typing = count === null || count?.status === 'Active';
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
      <PeriodNotice period={period} none="inventory.no_period_main" />
      {period && count !== undefined && typing && (mayRegister ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('inventory.main_hint')}</Typography>
          <CountSheet
            type="MainReg" userId={user.id} locationId={location.id} products={products} count={count} onCount={setCount} busy={busy}
            onRemove={async (productId) => { if (count) { try { await inventoryApi.removeLine(count.id, productId); } catch (error) { failure(error); } await load(); } }}
            onSubmit={submit} submitLabel={translate('inventory.submit_main')}
          />
        </>
      ) : <Alert severity="info">{translate('inventory.main_by_operator')}</Alert>)}
      {count && !typing && (
        <>
          {count.type === 'MainReg' && <Alert severity="info" sx={{ mb: 2 }}>{translate('inventory.main_registered', { date: formatDate(count.countedOn) })}</Alert>}
          {count.type === 'MainClaim' && <Alert severity="warning" sx={{ mb: 2 }}>{translate('inventory.main_claimed', { comment: count.claimComment ?? '' })}</Alert>}
          {count.type === 'MainApprove' && <Alert severity="success" sx={{ mb: 2 }}>{translate('inventory.main_approved', { date: formatDate(count.approvedAt) })}</Alert>}
          <CountView count={count} label={title} />
          <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
            {(count.type === 'MainReg' || (count.type === 'MainClaim' && staff)) && (
              <Button variant="contained" onClick={() => setDialog('approve')}>{translate(count.type === 'MainClaim' ? 'inventory.approve_claim' : 'inventory.approve_main')}</Button>
            )}
            {count.type === 'MainReg' && !staff && period?.canClaim && <Button variant="outlined" onClick={() => setDialog('claim')}>{translate('inventory.claim')}</Button>}
          </Box>
        </>
      )}
      {dialog === 'claim' && count && <ClaimDialog count={count} onClose={(done) => closeDialog(done, translate('inventory.claimed_notice'))} />}
      {dialog === 'approve' && count && <ApproveDialog count={count} onClose={(done) => closeDialog(done, translate('inventory.approved_notice'))} />}
    </Box>
  );
}
