// system/caching (K06, C38, R31): empties the server's caches (users, customers, locations are read
// afresh) and fetches the portal's own master data again (session, code lists, every list).
import { useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Title, useTranslate } from 'react-admin';
import { formatTime as time } from '../../../domain/dates';
import { api } from '../../data/api';
import { useFailureNotice } from '../../shell/useFailureNotice';

const PORTAL_REFRESHED = 'portalRefreshedAt';

export function CachingPage() {
  const translate = useTranslate();
  const failureNotice = useFailureNotice();
  const [busy, setBusy] = useState(false);
  const [serverDone, setServerDone] = useState<string | null>(null);
  const [portalDone] = useState(() => {
    const at = sessionStorage.getItem(PORTAL_REFRESHED);
    sessionStorage.removeItem(PORTAL_REFRESHED);
    return at;
  });

  const refreshServer = async () => {
    setBusy(true);
    try {
      const response = await api<{ refreshedAt: string }>('POST', '/api/cacherefresh');
      setServerDone(response.data.refreshedAt);
    } catch (error) {
      failureNotice(error);
    } finally {
      setBusy(false);
    }
  };

  /** The portal starts again from GET status: every list and the session context are fetched anew. */
  const refreshPortal = () => {
    sessionStorage.setItem(PORTAL_REFRESHED, new Date().toISOString());
    window.location.reload();
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('routes.system.caching')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('routes.system.caching')}</Typography>
      <Typography sx={{ mb: 2 }}>{translate('caching.intro')}</Typography>
      {serverDone && <Alert severity="success" role="status" sx={{ mb: 2 }}>{translate('caching.server_done', { time: time(serverDone) })}</Alert>}
      {portalDone && <Alert severity="success" role="status" sx={{ mb: 2 }}>{translate('caching.portal_done', { time: time(portalDone) })}</Alert>}
      <Card sx={{ mb: 2 }}>
        <CardContent><Typography>{translate('caching.server_text')}</Typography></CardContent>
        <CardActions><Button variant="contained" startIcon={<RefreshIcon />} disabled={busy} onClick={() => void refreshServer()}>{translate('caching.server')}</Button></CardActions>
      </Card>
      <Card>
        <CardContent><Typography>{translate('caching.portal_text')}</Typography></CardContent>
        <CardActions><Button variant="outlined" startIcon={<RefreshIcon />} onClick={refreshPortal}>{translate('caching.portal')}</Button></CardActions>
      </Card>
    </Box>
  );
}
