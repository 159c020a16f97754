// B38: the user's notification options: for each kind, not at all, in the portal, or there and by mail.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { NOTICE_CHANNELS, NOTICE_KINDS, type NoticeChannel, type NoticeOptions } from '../../../domain/notifications';
import { api } from '../../data/api';
import { useFailureNotice } from '../../shell/useFailureNotice';

type Choice = NoticeChannel | 'off';

export function NoticeOptionsForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const failureNotice = useFailureNotice();
  const [options, setOptions] = useState<NoticeOptions | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<NoticeOptions>('GET', '/api/noticeoptions').then((response) => setOptions(response.data)).catch(() => setFailed(true));
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await api<NoticeOptions>('PUT', '/api/noticeoptions', { body: options! });
      setOptions(response.data);
      notify('notices.saved', { type: 'success' });
    } catch (error) {
      failureNotice(error);
    } finally {
      setBusy(false);
    }
  }

  const choose = (kind: (typeof NOTICE_KINDS)[number], choice: Choice) => setOptions((current) => {
    const next = { ...current };
    if (choice === 'off') delete next[kind];
    else next[kind] = choice;
    return next;
  });

  return (
    <Box component="form" onSubmit={save} noValidate aria-labelledby="notices-title">
      <Typography id="notices-title" variant="h6" component="h2" sx={{ mt: 3 }}>{translate('notices.title')}</Typography>
      <Typography color="text.secondary">{translate('notices.intro')}</Typography>
      {failed && <Alert severity="error" role="alert" sx={{ mt: 1 }}>{translate('notices.load_failed')}</Alert>}
      {options && (
        <>
          <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
            {NOTICE_KINDS.map((kind) => (
              <TextField key={kind} select size="small" fullWidth label={translate(`notices.kinds.${kind}`)} value={options[kind] ?? 'off'}
                onChange={(event) => choose(kind, event.target.value as Choice)}>
                {(['off', ...NOTICE_CHANNELS] as const).map((choice) => <MenuItem key={choice} value={choice}>{translate(`notices.channels.${choice}`)}</MenuItem>)}
              </TextField>
            ))}
          </Stack>
          <Button type="submit" variant="contained" disabled={busy}>{translate('notices.save')}</Button>
        </>
      )}
    </Box>
  );
}
