// E14 (LEDGER.md "4 available → becomes a pickup"): in a registered report of available carriers the
// operator's staff choose the day the carriers are collected and register the pickup (POST
// availablepickup); the report is then replaced by it. A replaced report names its pickup.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { poolToday } from '../../../domain/dates';
import { transactionDateWindow } from '../../../domain/ledger/rules';
import { DayField } from '../../shell/DayField';
import type { LedgerOrder } from './ledgerApi';

export function PickupFromAvailable({ report, busy, onTurn }: { report: LedgerOrder; busy: boolean; onTurn: (transactionDate: string) => void }) {
  const translate = useTranslate();
  const today = poolToday();
  // The day the customer reported, or today when that has passed.
  const [day, setDay] = useState(report.transactionDate > today ? report.transactionDate : today);
  const window = transactionDateWindow(today);
  return (
    <Box component="section" aria-labelledby="pickup-from-available" sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id="pickup-from-available" variant="subtitle1" component="h3">{translate('ledger.available.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('ledger.available.hint', { from: report.locationNameFrom ?? '', to: report.locationNameTo ?? '' })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <DayField size="small" margin="none" label={translate('ledger.available.day')} value={day} onChange={setDay} min={window.from} max={window.to} disabled={busy} />
        <Button variant="contained" disabled={busy || !day} onClick={() => onTurn(day)}>{translate('ledger.available.turn')}</Button>
      </Box>
    </Box>
  );
}

/** A report (or any transaction) replaced by another names it; a report's pickup opens from here. */
export function ReplacedBy({ order }: { order: LedgerOrder & { replacedById?: number | null } }) {
  const translate = useTranslate();
  if (!order.replacedById) return null;
  const text = translate(order.type === 4 ? 'ledger.available.replaced_by' : 'ledger.notices.replaced_by', { id: order.replacedById });
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {order.type === 4
        ? <Link component={RouterLink} to={`/app/expedition/pickup/${order.replacedById}`}>{text}</Link>
        : text}
    </Alert>
  );
}
