// /password-reset?token=...: a new password from the e-mailed link (A15–A19). Without a token the
// change is blocked (A16); a used, expired or wrong link gives the spec's error (A19).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { api, ApiError } from '../data/api';
import { text } from './identityText';
import { PasswordFields, passwordPairIsValid } from './PasswordFields';
import { usePublicTitle } from './PublicTheme';
import { PublicLink } from './navigation';

export function PasswordResetPage() {
  usePublicTitle('password.reset_title');
  const token = new URLSearchParams(window.location.search).get('token');
  const [pair, setPair] = useState({ password: '', repeat: '' });
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token || !passwordPairIsValid(pair)) return;
    setState('saving');
    setFailure(null);
    try {
      await api('POST', '/api/reset', { body: { token, password: pair.password }, anonymous: true });
      setState('done');
    } catch (error) {
      // A19: the server's text for a used, expired or wrong link; the generic one otherwise.
      setFailure(error instanceof ApiError && error.status === 400 && error.description ? error.description : text('password.update_failed'));
      setState('idle');
    }
  }

  if (state === 'done') {
    return (
      <Box aria-labelledby="reset-title">
        <Typography id="reset-title" variant="h6" component="h1">{text('password.reset_title')}</Typography>
        <Alert severity="success" role="status" sx={{ mt: 2 }}>{text('identity.password.reset_done')}</Alert>
        <PublicLink to="/" sx={{ display: 'inline-block', mt: 2 }}>{text('identity.password.to_login')}</PublicLink>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="reset-title">
      <Typography id="reset-title" variant="h6" component="h1">{text('password.reset_title')}</Typography>
      {!token && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{text('password.missing_token')}</Alert>}
      {failure && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{failure}</Alert>}
      <PasswordFields value={pair} onChange={setPair} translate={text} />
      <Button type="submit" variant="contained" fullWidth disabled={!token || !passwordPairIsValid(pair) || state === 'saving'}>{text('password.save')}</Button>
      <PublicLink to="/password" sx={{ display: 'inline-block', mt: 2, mr: 2 }}>{text('password.request_title')}</PublicLink>
      <PublicLink to="/" sx={{ display: 'inline-block', mt: 2 }}>{text('password.back_to_login')}</PublicLink>
    </Box>
  );
}
