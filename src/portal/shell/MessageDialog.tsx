// One message opened from the alert bell: read it, download its files, mark it read (B35, N44).
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Message } from '../../../generated/entities';
import { api } from '../data/api';
import { MessageContent } from './MessageContent';

export function MessageDialog({ id, onClose, onRead }: { id: number; onClose: () => void; onRead: () => void }) {
  const translate = useTranslate();
  const [message, setMessage] = useState<Message | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api<Message>('GET', `/api/message/${id}`).then((response) => setMessage(response.data), () => setFailed(true));
  }, [id]);

  async function markRead() {
    setBusy(true);
    try {
      await api('POST', '/api/messageread', { body: { id } });
      onRead();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="message-dialog-title">
      <DialogTitle id="message-dialog-title">{message?.title ?? translate('identity.bell.label')}</DialogTitle>
      {!message && !failed && <LinearProgress />}
      {/* Text that may scroll (on a phone): reachable by keyboard to scroll it (WCAG 2.1.1). */}
      <DialogContent tabIndex={0}>
        {failed && <Alert severity="error" role="alert">{translate('identity.message.load_failed')}</Alert>}
        {message && <MessageContent message={message} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('identity.message.close')}</Button>
        {message && !message.isRead && (
          <Button variant="contained" onClick={markRead} disabled={busy}>{translate('identity.message.mark_read')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
