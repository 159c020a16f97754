// B27–B34: a count of what waits, read with the entry's name as it shows ("Saker 13 venter"), so that
// the entry's name contains its visible text (WCAG 2.5.3, label in name).
import { Badge, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from './visuallyHidden';

export function WaitingCount({ count, max = 99 }: { count: number; max?: number }) {
  const translate = useTranslate();
  return (
    <>
      <Badge badgeContent={count} max={max} color="error" sx={{ ml: 1, mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
      <Box component="span" sx={visuallyHidden}>{` ${translate('app.waiting')}`}</Box>
    </>
  );
}
