// M11, B20: acting as a user who has not accepted the terms warns first. Continuing dismisses the
// warning for that user for good (stored on the server); rejecting deactivates the user and goes
// back to the logged-in location.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { goesHomeAfterSwitch } from '../../domain/switching';
import { api, ApiError } from '../data/api';
import { backToLogin } from '../session/session';
import { accessContextOf, useSession } from '../session/SessionProvider';
import { reloadAfterSwitch } from './StatusDialog';

export function ImpersonationTermsWarning({ onContinue }: { onContinue: () => void }) {
  const translate = useTranslate();
  const { context } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function answer(accept: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      await api('POST', '/api/usergdprwarning', { body: { accept } });
      if (accept) return onContinue();
      await backToLogin();
      reloadAfterSwitch(goesHomeAfterSwitch(accessContextOf({ ...context, user: context.loginUser }).user, false));
    } catch (error) {
      setFailure(error instanceof ApiError && error.description ? error.description : translate('identity.terms.failed'));
      setBusy(false);
    }
  }

  return (
    <Dialog open disableEscapeKeyDown fullWidth maxWidth="sm" aria-labelledby="terms-warning-title" aria-describedby="terms-warning-text">
      <DialogTitle id="terms-warning-title">{translate('identity.terms.warning_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="terms-warning-text">{translate('identity.terms.warning_text', { user: context.user.name })}</DialogContentText>
        {failure !== null && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{failure}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={() => answer(false)} disabled={busy}>{translate('identity.terms.reject')}</Button>
        <Button variant="contained" onClick={() => answer(true)} disabled={busy} autoFocus>{translate('identity.terms.continue')}</Button>
      </DialogActions>
    </Dialog>
  );
}
