// A17–A20: change the own password with old, new and repeat password; the notification options (B38);
// the way to the favorites (issue 27).
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Link, List, ListItem, TextField, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { api, ApiError } from '../../data/api';
import { PasswordFields, passwordPairIsValid } from '../../public/PasswordFields';
import { useSession } from '../../session/SessionProvider';
import { NoticeOptionsForm } from './NoticeOptionsForm';

export function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { context } = useSession();
  const [oldPassword, setOldPassword] = useState('');
  const [pair, setPair] = useState({ password: '', repeat: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await api('POST', '/api/userpassword', { body: { oldPassword, password: pair.password } });
      setOldPassword('');
      setPair({ password: '', repeat: '' });
      notify('password.changed', { type: 'success' });
    } catch (error) {
      // A19, with the server's reason below it.
      setFailure(error instanceof ApiError && error.description ? error.description : '');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title={translate('routes.profile._')} />
      <CardContent>
        <Typography variant="h5" component="h1">{context.loginUser.name}</Typography>
        <Typography color="text.secondary" gutterBottom>{context.loginUser.loginName}</Typography>
        <Box component="form" onSubmit={submit} noValidate aria-labelledby="change-password-title">
          <Typography id="change-password-title" variant="h6" component="h2" sx={{ mt: 2 }}>{translate('password.change_title')}</Typography>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {translate('password.update_failed')}{failure && <><br />{failure}</>}
            </Alert>
          )}
          <TextField label={translate('password.old_password')} type="password" autoComplete="current-password" required fullWidth margin="normal"
            value={oldPassword} onChange={(event) => setOldPassword(event.target.value)} />
          <PasswordFields value={pair} onChange={setPair} translate={translate} />
          <Button type="submit" variant="contained" disabled={busy || !oldPassword || !passwordPairIsValid(pair)}>{translate('password.save')}</Button>
        </Box>
        <NoticeOptionsForm />
        <Box component="section" aria-labelledby="favorites-title">
          <Typography id="favorites-title" variant="h6" component="h2" sx={{ mt: 3 }}>{translate('profile.favorites')}</Typography>
          <Typography color="text.secondary">{translate('profile.favorites_intro')}</Typography>
          <List dense>
            {(['locations', 'products'] as const).map((kind) => (
              <ListItem key={kind} disableGutters>
                <Link component={RouterLink} to={`/app/favorites/${kind}`}>{translate(`routes.favorites.${kind}`)}</Link>
              </ListItem>
            ))}
          </List>
        </Box>
      </CardContent>
    </Card>
  );
}
