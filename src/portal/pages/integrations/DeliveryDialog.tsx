// One delivery (issue 30): the body the receiver gets, each attempt with the answer, and a re-send.
import { useEffect, useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/dates';
import { FlowDialog } from '../../shell/FlowDialog';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { DeliveryStatusChip } from './DeliveryStatusChip';
import { eventLabel } from './eventLabel';
import { integrationApi, type WebhookDeliveryDetail } from './integrationApi';

export function DeliveryDialog({ id, onClose, onResent }: { id: number; onClose: () => void; onResent: () => void }) {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const [delivery, setDelivery] = useState<WebhookDeliveryDetail | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => { integrationApi.delivery(id).then(setDelivery, failure); }, [id, failure]);

  const resend = async () => {
    setBusy(true);
    try {
      setDelivery(await integrationApi.resend(id));
      onResent();
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FlowDialog titleId="delivery-title" loading={delivery === null || busy} onClose={onClose}
      title={delivery ? `${eventLabel(translate, delivery.event)} · ${translate('integrations.deliveries.number', { id })}` : translate('integrations.deliveries.number', { id })}
      status={delivery && <DeliveryStatusChip status={delivery.status} />}
      actions={(
        <>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          <Button variant="contained" startIcon={<ReplayIcon />} disabled={busy || delivery === null} onClick={() => void resend()}>{translate('integrations.deliveries.resend')}</Button>
        </>
      )}>
      {delivery && (
        <>
          <Typography sx={{ mb: 1, wordBreak: 'break-all' }}>{translate('integrations.deliveries.sent_to', { url: delivery.url })}</Typography>
          <Typography variant="subtitle2" component="h3">{translate('integrations.deliveries.attempt_log')}</Typography>
          {delivery.attemptLog.length === 0 ? <Typography sx={{ mb: 2 }}>{translate('integrations.deliveries.no_attempts')}</Typography> : (
            <Table size="small" sx={{ mb: 2 }} aria-label={translate('integrations.deliveries.attempt_log')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('integrations.deliveries.attempted')}</TableCell>
                  <TableCell>{translate('integrations.deliveries.answer')}</TableCell>
                  <TableCell align="right">{translate('integrations.deliveries.duration')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {delivery.attemptLog.map((attempt, index) => (
                  <TableRow key={index}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(attempt.attemptedAt)}</TableCell>
                    <TableCell>{attempt.error ?? `HTTP ${attempt.statusCode}`}</TableCell>
                    <TableCell align="right">{attempt.durationMs} ms</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Typography variant="subtitle2" component="h3">{translate('integrations.deliveries.body')}</Typography>
          <Box component="pre" sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}>{JSON.stringify(delivery.body, null, 2)}</Box>
        </>
      )}
    </FlowDialog>
  );
}
