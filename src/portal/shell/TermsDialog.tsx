// B19, B21, B22: the terms (GDPR) dialog for the login user: it stays until they accept; denying
// (after a confirmation) disables the user, and the server's answer logs them out.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../data/api';

export function TermsDialog({ onAccepted }: { onAccepted: () => void }) {
  const translate = useTranslate();
  const [confirmDeny, setConfirmDeny] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function answer(accept: boolean) {
    setBusy(true);
    setFailed(false);
    try {
      // Denying answers auth.isValid false: the api layer forgets the session and goes to login.
      await api('POST', '/api/usergdpr', { body: { accept } });
      if (accept) onAccepted();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Dialog open disableEscapeKeyDown fullWidth maxWidth="sm" aria-labelledby="terms-title" aria-describedby="terms-text">
      <DialogTitle id="terms-title">{translate('identity.terms.title')}</DialogTitle>
      {/* Text that may scroll (on a phone): reachable by keyboard to scroll it (WCAG 2.1.1). */}
      <DialogContent tabIndex={0}>
        <DialogContentText id="terms-text" gutterBottom>{translate('identity.terms.intro')}</DialogContentText>
        <DialogContentText gutterBottom>{translate('identity.terms.points')}</DialogContentText>
        <DialogContentText variant="body2">{translate('identity.terms.deny_note')}</DialogContentText>
        {confirmDeny && <Alert severity="warning" role="alert" sx={{ mt: 2 }}>{translate('identity.terms.deny_confirm')}</Alert>}
        {failed && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{translate('identity.terms.failed')}</Alert>}
      </DialogContent>
      <DialogActions>
        {confirmDeny ? (
          <>
            <Button onClick={() => setConfirmDeny(false)} disabled={busy}>{translate('identity.terms.cancel')}</Button>
            <Button color="error" variant="contained" onClick={() => answer(false)} disabled={busy}>{translate('identity.terms.deny_final')}</Button>
          </>
        ) : (
          <>
            <Button color="error" onClick={() => setConfirmDeny(true)} disabled={busy}>{translate('identity.terms.deny')}</Button>
            <Button variant="contained" onClick={() => answer(true)} disabled={busy} autoFocus>{translate('identity.terms.accept')}</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
