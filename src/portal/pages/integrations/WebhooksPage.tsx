// admin/webhooks (issue 30): the customer's endpoints with the events each takes (a new one's signing
// secret shown once; paused, changed or removed here), and their deliveries below.
import { useState } from 'react';
import {
  Alert, Box, Button, Chip, TableCell, TableRow, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm, Title, useTranslate } from 'react-admin';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { DeliveriesTable } from './DeliveriesTable';
import { eventLabel } from './eventLabel';
import { IntegrationTable } from './IntegrationTable';
import { integrationApi, type Webhook } from './integrationApi';
import { SecretShownOnce } from './SecretShownOnce';
import { useIntegrationList } from './useIntegrationList';
import { WebhookDialog } from './WebhookDialog';

export function WebhooksPage() {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const title = translate('routes.admin.webhooks');

  const { rows: webhooks, elsewhere, load } = useIntegrationList(integrationApi.webhooks);

  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      failure(error);
    }
    await load();
    setReloadKey((key) => key + 1);
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 1200 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{title}</Typography>
        {!elsewhere && <Button variant="contained" startIcon={<AddIcon />} onClick={() => { setSecret(null); setEditing('new'); }}>{translate('integrations.webhooks.new')}</Button>}
      </Box>
      <Typography sx={{ mb: 2 }}>{translate('integrations.webhooks.intro')}</Typography>
      {secret && (
        <SecretShownOnce title={translate('integrations.webhooks.created', { url: secret.url })} label={translate('integrations.webhooks.secret')}
          secret={secret.secret} onDone={() => setSecret(null)} />
      )}
      {elsewhere ? <Alert severity="info" role="status">{elsewhere}</Alert> : (
        <>
          <IntegrationTable rows={webhooks} label={title} empty={translate('integrations.webhooks.empty')} sx={{ mb: 3 }}
            columns={['url', 'events', 'state'].map((column) => translate(`integrations.webhooks.${column}`)).concat('')}>
            {(webhook) => (
              <TableRow key={webhook.id}>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  {webhook.url}
                  {webhook.description && <Typography variant="caption" component="div">{webhook.description}</Typography>}
                </TableCell>
                <TableCell>{webhook.events.map((event) => eventLabel(translate, event)).join(', ')}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={webhook.active ? 'success' : 'default'} label={translate(webhook.active ? 'integrations.webhooks.active' : 'integrations.webhooks.paused')} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setEditing(webhook)}>{translate('ra.action.edit')}</Button>
                  <Button size="small" onClick={() => void run(() => integrationApi.changeWebhook(webhook, { active: !webhook.active }))}>
                    {translate(webhook.active ? 'integrations.webhooks.pause' : 'integrations.webhooks.resume')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setRemoving(webhook)}>{translate('ra.action.delete')}</Button>
                </TableCell>
              </TableRow>
            )}
          </IntegrationTable>
          {/* Asked for once the endpoints are in: a caller they are not for is told so above, not by a failure. */}
          {webhooks !== null && <DeliveriesTable webhooks={webhooks} reloadKey={reloadKey} />}
        </>
      )}
      {editing && (
        <WebhookDialog webhook={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved.secret) setSecret({ url: saved.webhook.url, secret: saved.secret });
            void load();
          }} />
      )}
      <Confirm isOpen={removing !== null} title={translate('integrations.webhooks.delete_title')}
        content={translate('integrations.webhooks.delete_text', { url: removing?.url ?? '' })}
        onConfirm={() => { const webhook = removing!; setRemoving(null); void run(() => integrationApi.deleteWebhook(webhook.id)); }} onClose={() => setRemoving(null)} />
    </Box>
  );
}
