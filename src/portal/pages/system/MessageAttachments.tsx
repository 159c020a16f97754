// K02: a message's files: added as base64 (at most 5 MB, O18), downloaded and removed.
import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, IconButton, Link, List, ListItem, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import type { MessageAttachment } from '../../../../generated/entities';
import { api, ApiError } from '../../data/api';
import { downloadAttachment } from '../../shell/MessageContent';

/** P02, R36: 5 × 1024 × 1024 bytes, refused in the browser before sending too. */
const MAX_BYTES = 5 * 1024 * 1024;

const base64Of = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
  reader.onerror = () => reject(reader.error);
  reader.readAsDataURL(file);
});

export function MessageAttachments({ messageId }: { messageId: number }) {
  const translate = useTranslate();
  const [items, setItems] = useState<MessageAttachment[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    api<MessageAttachment[]>('GET', '/api/messageattachments', { query: { messageId } }).then((response) => setItems(response.data), () => setItems([]));
  }, [messageId]);
  useEffect(load, [load]);

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    if (file.size > MAX_BYTES) return setFailure(translate('identity.messages_admin.attachment_too_large'));
    setBusy(true);
    try {
      await api('POST', '/api/messageattachment', { body: { messageId, filename: file.name, contentType: file.type || 'application/octet-stream', contentData: await base64Of(file) } });
      load();
    } catch (error) {
      setFailure(error instanceof ApiError && error.description ? error.description : translate('identity.messages_admin.attachment_too_large'));
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: number) {
    try {
      await api('DELETE', `/api/messageattachment/${id}`);
      load();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.description : translate('app.generic_error'));
    }
  }

  return (
    <Box component="section" aria-labelledby="message-attachments-title" sx={{ mt: 2 }}>
      <Typography id="message-attachments-title" variant="subtitle1" component="h3">{translate('identity.messages_admin.attachments')}</Typography>
      {failure && <Alert severity="error" role="alert">{failure}</Alert>}
      <List dense>
        {items.map((item) => (
          <ListItem key={item.id} disableGutters secondaryAction={
            <IconButton edge="end" aria-label={translate('identity.messages_admin.remove_attachment', { name: item.filename })} onClick={() => remove(item.id!)}><DeleteIcon /></IconButton>
          }>
            <Link component="button" type="button" onClick={() => downloadAttachment(item.id!)}>{item.filename}</Link>
            <Typography variant="caption" sx={{ ml: 1 }}>{Math.ceil((item.size ?? 0) / 1024)} KB</Typography>
          </ListItem>
        ))}
      </List>
      <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={busy}>
        {translate('identity.messages_admin.add_attachment')}
        <input type="file" hidden onChange={add} />
      </Button>
    </Box>
  );
}
