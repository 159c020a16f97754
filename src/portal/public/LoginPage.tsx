// A01–A05, A08: user name, password, remember-me; links to /password and /register.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { LightTextField as TextField } from './LightTextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../data/api';
import { translate } from '../i18n/translate';
import { hasToken, login } from '../session/session';
import { loadPortal, openPortal } from '../opening';
import { usePublicTitle } from './PublicTheme';
import { PublicLink } from './navigation';

export function LoginPage() {
  usePublicTitle('login.title');
  const [userLoginName, setUserLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A08: a logged-in user who opens the login route goes home.
  useEffect(() => {
    if (hasToken()) window.location.replace('/app/home');
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    void loadPortal().catch(() => undefined);
    try {
      await login(userLoginName, password, rememberMe);
      openPortal();
    } catch (error) {
      // A05: the server's message, or the default text.
      setFailure(error instanceof ApiError && error.description ? error.description : translate('login.failed'));
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <Typography id="login-title" variant="h6" component="h1">{translate('login.title')}</Typography>
      {failure && <Alert severity="error" sx={{ mt: 2 }} role="alert">{failure}</Alert>}
      <TextField label={translate('login.username')} name="username" autoComplete="username" autoFocus required
        value={userLoginName} onChange={(event) => setUserLoginName(event.target.value)} />
      <TextField label={translate('login.password')} name="password" type="password" autoComplete="current-password" required
        value={password} onChange={(event) => setPassword(event.target.value)} />
      <FormControlLabel control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />} label={translate('login.remember_me')} />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={busy || !userLoginName || !password} sx={{ mt: 1 }}>
        {translate('login.submit')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, gap: 2, flexWrap: 'wrap' }}>
        <PublicLink to="/password">{translate('login.forgot_password')}</PublicLink>
        <PublicLink to="/register">{translate('login.register')}</PublicLink>
      </Box>
    </Box>
  );
}
