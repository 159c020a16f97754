// The top bar's way into the switch-location dialog (M01), and a plain sign of who is acting
// while impersonating (A12), so staff never forget whose portal they are in.
import { useState } from 'react';
import { Chip, IconButton, Tooltip } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslate } from 'react-admin';
import { useSession } from '../session/SessionProvider';
import { StatusDialog } from './StatusDialog';

export function StatusSwitcher() {
  const translate = useTranslate();
  const { context } = useSession();
  const [open, setOpen] = useState(false);
  const impersonating = context.user.id !== context.loginUser.id;
  return (
    <>
      {impersonating && (
        <Chip color="warning" size="small" role="status" onClick={() => setOpen(true)}
          label={translate('identity.status.impersonating', { user: context.user.name })} sx={{ fontWeight: 600 }} />
      )}
      <Tooltip title={translate('identity.status.open')}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={translate('identity.status.open')} aria-haspopup="dialog">
          <SwapHorizIcon />
        </IconButton>
      </Tooltip>
      {open && <StatusDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
