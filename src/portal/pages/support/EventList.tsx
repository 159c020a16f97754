// I20, I21, I27: the events newest first, their rich text (sanitized by the server) and their files.
import { Box, Button, Chip, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { useSupportNotices } from './notices';
import { StatusChip } from './StatusChip';
import { downloadAttachment, type TicketEvent } from './supportApi';

export function EventList({ events, agent }: { events: TicketEvent[]; agent: boolean }) {
  const translate = useTranslate();
  const notices = useSupportNotices();
  if (events.length === 0) return <Typography color="text.secondary">{translate('support.ticket.no_events')}</Typography>;
  return (
    <List disablePadding>
      {events.map((event) => (
        <ListItem key={event.id} disableGutters sx={{ display: 'block' }} data-testid="ticket-event">
          <Paper variant="outlined" sx={{ p: 1.5, ...(event.internalUse ? { bgcolor: '#fff8e1', borderColor: '#f0c36d' } : {}) }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              <Typography fontWeight={600}>{event.userName}</Typography>
              <Typography variant="body2" color="text.secondary">{event.createdLocal}</Typography>
              {event.status !== undefined && <StatusChip status={event.status} />}
              {agent && event.internalUse && <Chip size="small" color="warning" label={translate('support.ticket.internal_badge')} />}
            </Stack>
            <Box className="support-event-text" sx={{ '& p': { my: 0.5 }, '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }}
              dangerouslySetInnerHTML={{ __html: event.description ?? '' }} />
            {(event.attachments?.length ?? 0) > 0 && (
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                {event.attachments!.map((file) => (
                  <Button key={file.id} size="small" variant="outlined" startIcon={<DownloadIcon />} sx={{ textTransform: 'none' }}
                    aria-label={translate('support.ticket.download', { name: file.filename })}
                    onClick={() => downloadAttachment(file).catch(notices.uploadFailed)}>
                    {file.filename}
                  </Button>
                ))}
              </Stack>
            )}
          </Paper>
        </ListItem>
      ))}
    </List>
  );
}
