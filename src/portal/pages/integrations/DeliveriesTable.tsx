// The deliveries of the customer's webhooks (issue 30), newest first: by endpoint and status, each
// with its attempts and the receiver's last answer; one opens with its body and attempt log, and can
// be sent again.
import { useCallback, useEffect, useState } from 'react';
import {
  Box, Button, FormControl, InputLabel, MenuItem, Paper, Select, Table, TableBody, TableCell, TableContainer, TableHead,
  TableRow, Typography,
} from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/dates';
import { LoadingBar } from '../../shell/LoadingBar';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { DeliveryDialog } from './DeliveryDialog';
import { DeliveryStatusChip } from './DeliveryStatusChip';
import { eventLabel } from './eventLabel';
import { integrationApi, type DeliveryStatus, type Webhook, type WebhookDelivery } from './integrationApi';
import { ListPaging } from '../common/ListPaging';

export function DeliveriesTable({ webhooks, reloadKey }: { webhooks: Webhook[]; reloadKey: number }) {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const [filter, setFilter] = useState<{ webhookId?: number; status?: DeliveryStatus }>({});
  const [page, setPage] = useState({ index: 0, size: 25 });
  const [rows, setRows] = useState<WebhookDelivery[] | null>(null);
  const [total, setTotal] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await integrationApi.deliveries({ ...filter, index: page.index * page.size, count: page.size });
      setRows(answer.data);
      setTotal(answer.total ?? answer.data.length);
    } catch (error) {
      failure(error);
    } finally {
      setLoading(false);
    }
  }, [filter, page, failure]);
  useEffect(() => { void load(); }, [load, reloadKey]);

  const resend = async (id: number) => {
    try {
      await integrationApi.resend(id);
    } catch (error) {
      failure(error);
    }
    await load();
  };

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>{translate('integrations.deliveries.title')}</Typography>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="deliveries-webhook">{translate('integrations.deliveries.webhook')}</InputLabel>
          <Select labelId="deliveries-webhook" label={translate('integrations.deliveries.webhook')} value={filter.webhookId ?? ''}
            onChange={(event) => { const value = String(event.target.value); setFilter((current) => ({ ...current, webhookId: value ? Number(value) : undefined })); setPage((current) => ({ ...current, index: 0 })); }}>
            <MenuItem value="">{translate('integrations.deliveries.all')}</MenuItem>
            {webhooks.map((webhook) => <MenuItem key={webhook.id} value={webhook.id}>{webhook.description || webhook.url}</MenuItem>)}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="deliveries-status">{translate('integrations.deliveries.status_label')}</InputLabel>
          <Select labelId="deliveries-status" label={translate('integrations.deliveries.status_label')} value={filter.status ?? ''}
            onChange={(event) => { setFilter((current) => ({ ...current, status: (event.target.value || undefined) as DeliveryStatus | undefined })); setPage((current) => ({ ...current, index: 0 })); }}>
            <MenuItem value="">{translate('integrations.deliveries.all')}</MenuItem>
            {(['pending', 'delivered', 'failed'] as const).map((status) => <MenuItem key={status} value={status}>{translate(`integrations.deliveries.status.${status}`)}</MenuItem>)}
          </Select>
        </FormControl>
      </Box>
      <Paper variant="outlined">
        <LoadingBar loading={loading} />
        {rows?.length === 0 && <Typography sx={{ p: 2 }}>{translate('integrations.deliveries.empty')}</Typography>}
        {Boolean(rows?.length) && (
          <>
            <TableContainer>
              <Table size="small" aria-label={translate('integrations.deliveries.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('integrations.deliveries.created')}</TableCell>
                    <TableCell>{translate('integrations.deliveries.event')}</TableCell>
                    <TableCell>{translate('integrations.deliveries.webhook')}</TableCell>
                    <TableCell>{translate('integrations.deliveries.status_label')}</TableCell>
                    <TableCell align="right">{translate('integrations.deliveries.attempts')}</TableCell>
                    <TableCell>{translate('integrations.deliveries.last_answer')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows!.map((row) => (
                    <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => setOpen(row.id)}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
                      <TableCell>{eventLabel(translate, row.event)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{row.url}</TableCell>
                      <TableCell><DeliveryStatusChip status={row.status} /></TableCell>
                      <TableCell align="right">{row.attempts}</TableCell>
                      <TableCell>
                        {row.lastError ?? (row.lastStatusCode ? `HTTP ${row.lastStatusCode}` : '–')}
                        {row.status === 'pending' && row.attempts > 0 && (
                          <Typography variant="caption" component="div">{translate('integrations.deliveries.next', { at: formatDateTime(row.nextAttemptAt) })}</Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">
                        <Button size="small" startIcon={<ReplayIcon />} onClick={(event) => { event.stopPropagation(); void resend(row.id); }}
                          aria-label={translate('integrations.deliveries.resend_label', { id: row.id })}>
                          {translate('integrations.deliveries.resend')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <ListPaging total={total} page={page} setPage={setPage} />
          </>
        )}
      </Paper>
      {open !== null && <DeliveryDialog id={open} onClose={() => setOpen(null)} onResent={() => void load()} />}
    </>
  );
}
