// A message as its reader sees it (K03): title, who published it and when, the text and the
// attachments to download (K02).
import { useEffect, useState } from 'react';
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import type { Message, MessageAttachment } from '../../../generated/entities';
import { formatDateTime } from '../../domain/dates';
import { api } from '../data/api';

export async function downloadAttachment(id: number): Promise<void> {
  const { data } = await api<MessageAttachment>('GET', `/api/messageattachment/${id}`);
  const bytes = Uint8Array.from(atob(data.contentData ?? ''), (ch) => ch.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: data.contentType }));
  const link = Object.assign(document.createElement('a'), { href: url, download: data.filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function MessageContent({ message, headingId }: { message: Message; headingId?: string }) {
  const translate = useTranslate();
  const [attachments, setAttachments] = useState<MessageAttachment[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!message.id || !message.attachmentCount) return;
    api<MessageAttachment[]>('GET', '/api/messageattachments', { query: { messageId: message.id } })
      .then((response) => setAttachments(response.data), () => setAttachments([]));
  }, [message.id, message.attachmentCount]);

  return (
    <Box>
      {headingId && <Typography id={headingId} variant="h6" component="h2">{message.title}</Typography>}
      <Typography variant="caption" color="text.secondary" component="p" gutterBottom>
        {translate('identity.message.published', { date: formatDateTime(message.created), name: message.userNameCreater ?? translate('app.name') })}
      </Typography>
      {/* The text is rich text the server has cleaned (no scripts, handlers or foreign markup). */}
      <Box className="message-text" sx={{ '& p': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: message.text ?? '' }} />
      {attachments.length > 0 && (
        <Box component="section" aria-label={translate('identity.message.attachments')} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">{translate('identity.message.attachments')}</Typography>
          <List dense>
            {attachments.map((attachment) => (
              <ListItem key={attachment.id} disableGutters>
                <AttachFileIcon fontSize="small" aria-hidden="true" sx={{ mr: 1 }} />
                <Link component="button" onClick={() => downloadAttachment(attachment.id!).catch(() => setFailed(true))}>{attachment.filename}</Link>
              </ListItem>
            ))}
          </List>
          {failed && <Typography color="error" role="alert">{translate('identity.message.download_failed')}</Typography>}
        </Box>
      )}
    </Box>
  );
}
