// Who has read a message; a read registered by staff acting as the user names them too (A12).
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Message } from '../../../../generated/entities';
import { formatDateTime } from '../../shell/MessageContent';

export function MessageReads({ reads }: { reads: NonNullable<Message['readBy']> }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="message-reads-title" sx={{ mt: 2 }}>
      <Typography id="message-reads-title" variant="subtitle1" component="h3">{translate('identity.messages_admin.read_by')} ({reads.length})</Typography>
      {reads.length === 0 ? <Typography variant="body2">{translate('identity.messages_admin.read_by_empty')}</Typography> : (
        <Box sx={{ maxHeight: 240, overflow: 'auto' }}>
          <Table size="small" aria-labelledby="message-reads-title">
            <TableHead><TableRow><TableCell>{translate('identity.status.user')}</TableCell><TableCell>{translate('identity.message.is_read')}</TableCell></TableRow></TableHead>
            <TableBody>
              {reads.map((read) => (
                <TableRow key={read.userId}>
                  <TableCell>
                    {read.userName}
                    {read.loginUserId && read.loginUserId !== read.userId && (
                      <Typography component="span" variant="body2" color="warning.main"> ({translate('identity.messages_admin.registered_by', { name: read.loginUserName ?? '' })})</Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(read.readAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
