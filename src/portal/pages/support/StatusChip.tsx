// I42, I43, R16: a ticket's status as a chip in the spec's colour; InProcess reads "open".
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ticketStatusColours } from '../../../domain/support';

export function StatusChip({ status, size = 'small' }: { status: number; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const colour = ticketStatusColours[status] ?? ticketStatusColours[0];
  return (
    <Chip
      size={size}
      label={translate(`support.status.${status}`)}
      sx={{ bgcolor: colour.background, color: colour.text, fontWeight: 600 }}
      data-status={status}
    />
  );
}
