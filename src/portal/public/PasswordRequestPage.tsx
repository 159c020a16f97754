// /password: the forgotten-password form (A14, R09). The answer is the same whether or not the
// user name exists; the link arrives by e-mail.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { api, ApiError } from '../data/api';
import { text } from './identityText';
import { LightTextField as TextField } from './LightTextField';
import { usePublicTitle } from './PublicTheme';
import { PublicLink } from './navigation';

export function PasswordRequestPage() {
  usePublicTitle('password.request_title');
  const [userLoginName, setUserLoginName] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!userLoginName.trim()) return;
    setState('sending');
    setFailure(null);
    try {
      await api('POST', '/api/userpasswordrequest', { body: { userLoginName: userLoginName.trim() }, anonymous: true });
      setState('sent');
    } catch (error) {
      setFailure(error instanceof ApiError && error.description ? error.description : text('app.network_error'));
      setState('idle');
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="request-title">
      <Typography id="request-title" variant="h6" component="h1">{text('password.request_title')}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>{text('password.request_text')}</Typography>
      {state === 'sent' && <Alert severity="success" role="status" sx={{ mt: 2 }}>{text('identity.password.request_sent')}</Alert>}
      {failure && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{failure}</Alert>}
      {state !== 'sent' && (
        <>
          <TextField label={text('login.username')} name="username" autoComplete="username" autoFocus required value={userLoginName}
            onChange={(event) => setUserLoginName(event.target.value)} />
          <Button type="submit" variant="contained" fullWidth disabled={!userLoginName.trim() || state === 'sending'}>
            {state === 'sending' ? text('identity.password.sending') : text('password.request_submit')}
          </Button>
        </>
      )}
      <PublicLink to="/" sx={{ display: 'inline-block', mt: 2 }}>{text('password.back_to_login')}</PublicLink>
    </Box>
  );
}
