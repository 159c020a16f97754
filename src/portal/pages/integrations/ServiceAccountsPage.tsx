// admin/service-accounts (issue 30): the customer's keys for its integrations, with where and what
// each may do and when it was last used; a new one shows its key once; a revoked one stays listed.
import { useState } from 'react';
import {
  Alert, Box, Button, Chip, TableCell, TableRow, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import { Confirm, Title, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/dates';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { IntegrationTable } from './IntegrationTable';
import { integrationApi, type ServiceAccount } from './integrationApi';
import { SecretShownOnce } from './SecretShownOnce';
import { useIntegrationList } from './useIntegrationList';
import { ServiceAccountDialog } from './ServiceAccountDialog';

export function ServiceAccountsPage() {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ serviceAccount: ServiceAccount; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ServiceAccount | null>(null);
  const title = translate('routes.admin.service-accounts');

  const { rows: accounts, elsewhere, load } = useIntegrationList(integrationApi.serviceAccounts);

  const revoke = async () => {
    if (!revoking) return;
    try {
      await integrationApi.revokeServiceAccount(revoking.id);
    } catch (error) {
      failure(error);
    }
    setRevoking(null);
    await load();
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 1200 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{title}</Typography>
        {!elsewhere && <Button variant="contained" startIcon={<AddIcon />} onClick={() => { setCreated(null); setCreating(true); }}>{translate('integrations.accounts.new')}</Button>}
      </Box>
      <Typography sx={{ mb: 2 }}>{translate('integrations.accounts.intro')}</Typography>
      {created && (
        <SecretShownOnce title={translate('integrations.accounts.created', { name: created.serviceAccount.name })} label={translate('integrations.accounts.key')}
          secret={created.key} onDone={() => setCreated(null)} />
      )}
      {elsewhere ? <Alert severity="info" role="status">{elsewhere}</Alert> : (
        <IntegrationTable rows={accounts} label={title} empty={translate('integrations.accounts.empty')}
          columns={['name', 'key', 'locations', 'tasks', 'last_used', 'created_by'].map((column) => translate(`integrations.accounts.${column}`)).concat('')}>
          {(account) => (
            <TableRow key={account.id} sx={{ opacity: account.active ? 1 : 0.6 }}>
              <TableCell>
                {account.name}
                {!account.active && <Chip size="small" label={translate('integrations.accounts.revoked')} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{account.keyHint}</TableCell>
              <TableCell>{account.locations.map((location) => location.name).join(', ')}</TableCell>
              <TableCell>{account.tasksAllowed.map((task) => translate(`enums.Task.${task}`)).join(', ') || '–'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{account.lastUsedAt ? formatDateTime(account.lastUsedAt) : translate('integrations.accounts.never_used')}</TableCell>
              <TableCell>
                {account.createdByName}, {formatDateTime(account.createdAt)}
                {account.revokedAt && <Typography variant="caption" component="div">{translate('integrations.accounts.revoked_by', { name: account.revokedByName ?? '', at: formatDateTime(account.revokedAt) })}</Typography>}
              </TableCell>
              <TableCell align="right">
                {account.active && (
                  <Button size="small" color="error" startIcon={<BlockIcon />} onClick={() => setRevoking(account)}
                    aria-label={translate('integrations.accounts.revoke_label', { name: account.name })}>
                    {translate('integrations.accounts.revoke')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          )}
        </IntegrationTable>
      )}
      {creating && (
        <ServiceAccountDialog onClose={() => setCreating(false)}
          onCreated={(result) => { setCreating(false); setCreated(result); void load(); }} />
      )}
      <Confirm isOpen={revoking !== null} title={translate('integrations.accounts.revoke_title', { name: revoking?.name ?? '' })}
        content={translate('integrations.accounts.revoke_text')} confirm={translate('integrations.accounts.revoke')}
        onConfirm={() => void revoke()} onClose={() => setRevoking(null)} />
    </Box>
  );
}
