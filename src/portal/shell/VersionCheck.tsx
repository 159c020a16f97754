// B25, B26: a new version shows an info notice offering a reload; a failed check is only logged.
import { useEffect, useState } from 'react';
import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../session/SessionProvider';
import { NOTICE_SHOWN_MS } from './PortalNotification';
import { fetchVersion, watchVersion } from './versionWatch';

export function VersionCheck() {
  const translate = useTranslate();
  const { context } = useSession();
  const [changed, setChanged] = useState(false);
  useEffect(() => watchVersion({
    current: { version: context.serverVersion, buildCommit: context.buildCommit },
    fetch: () => fetchVersion(),
    onChanged: () => setChanged(true),
    onFailed: (error) => console.warn('Version check failed', error),
  }), [context.serverVersion, context.buildCommit]);

  return (
    // O04: notifications close by themselves after 10 seconds; the next check shows it again.
    <Snackbar open={changed} autoHideDuration={NOTICE_SHOWN_MS} onClose={() => setChanged(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="info" variant="filled" role="status"
        action={<Button color="inherit" size="small" onClick={() => window.location.reload()}>{translate('identity.version.reload')}</Button>}>
        {translate('identity.version.changed')}
      </Alert>
    </Snackbar>
  );
}
