// B23, B24, R50: after sign-in, each unread must-read message is shown in turn and the portal stays
// blocked until it is marked read; unread Login messages follow and close with a button. Only for
// the real login user: never while acting as someone else.
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Message } from '../../../generated/entities';
import { api } from '../data/api';
import { MessageContent } from './MessageContent';

const unread = (query: Record<string, string | boolean>) =>
  api<Message[]>('GET', '/api/messages', { query: { isRead: false, withText: true, sort: 'created', order: 'ASC', count: 50, ...query } }).then((response) => response.data);

export function MustReadDialog({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [queue, setQueue] = useState<Message[] | null>(null);
  const [position, setPosition] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    Promise.all([unread({ mustRead: true }), unread({ mustRead: false, type: 'Login' })])
      .then(([mustRead, login]) => setQueue([...mustRead, ...login]))
      .catch(() => {
        // K05: say so; the portal opens (a broken message service must not lock everyone out).
        notify('identity.mustread.load_failed', { type: 'warning' });
        setQueue([]);
      });
  }, [notify]);

  useEffect(() => {
    if (queue && position >= queue.length) onDone();
  }, [queue, position, onDone]);

  if (!queue || position >= queue.length) return null;
  const message = queue[position];

  async function markRead() {
    setBusy(true);
    setFailed(false);
    try {
      await api('POST', '/api/messageread', { body: { id: message.id } });
      setPosition((current) => current + 1);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open disableEscapeKeyDown fullWidth maxWidth="md" aria-labelledby="must-read-title" aria-describedby="must-read-heading">
      <DialogTitle id="must-read-title">
        {translate(message.mustRead ? 'identity.mustread.title' : 'identity.mustread.login_title')}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {translate('identity.mustread.counter', { current: position + 1, total: queue.length })}
        </Typography>
      </DialogTitle>
      {/* Text that may scroll (on a phone): reachable by keyboard to scroll it (WCAG 2.1.1). */}
      <DialogContent dividers tabIndex={0}>
        <MessageContent key={message.id} message={message} headingId="must-read-heading" />
        {failed && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{translate('identity.terms.failed')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={markRead} disabled={busy} autoFocus>
          {translate(message.mustRead ? 'identity.mustread.mark_read' : 'identity.mustread.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
