// The top bar's way into the switch-location dialog (M01), and a plain sign of who is acting
// while impersonating (A12), so staff never forget whose portal they are in: "Du handler som …",
// taken with "login when switch" (M04), and an "Avslutt" button that ends it in one click (M03).
import { useState } from 'react';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslate } from 'react-admin';
import { backToLogin } from '../session/session';
import { accessContextOf, useSession } from '../session/SessionProvider';
import { goesHomeAfterSwitch } from '../../domain/switching';
import { reloadAfterSwitch, StatusDialog } from './StatusDialog';
import { visuallyHidden } from './visuallyHidden';

export function StatusSwitcher() {
  const translate = useTranslate();
  const { context } = useSession();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const impersonating = context.user.id !== context.loginUser.id;
  const login = accessContextOf({ ...context, user: context.loginUser }).user;
  const acting = translate('identity.status.impersonating', { user: context.user.name });
  const back = translate('identity.status.end_acting', { user: context.loginUser.name });
  // M03: the same POST status as the dialog's "back to logged-in location".
  const endActing = async () => {
    setLeaving(true);
    try {
      await backToLogin();
      reloadAfterSwitch(goesHomeAfterSwitch(login, false));
    } catch {
      // The dialog offers the same way back, with its error shown.
      setLeaving(false);
      setOpen(true);
    }
  };
  return (
    <>
      {impersonating && (
        // Never squeezed: the page title and the context box give way instead (PortalAppBar). On a phone
        // only the button shows (the sign is still read out), so the bar's icons stay on screen.
        <Box sx={{
          display: 'inline-flex', alignItems: 'center', gap: 0.75, flexShrink: 0, mr: 0.5, pl: { xs: 0.5, sm: 1.25 }, pr: 0.5, py: 0.25,
          borderRadius: 4, bgcolor: 'warning.main', color: 'warning.contrastText',
        }}>
          <Typography role="status" variant="body2" noWrap title={acting}
            sx={(theme) => ({ fontWeight: 600, maxWidth: { sm: 160, md: 240 }, [theme.breakpoints.down('sm')]: visuallyHidden })}>{acting}</Typography>
          <Tooltip title={back}>
            <Button size="small" variant="contained" disableElevation onClick={endActing} disabled={leaving} aria-label={back}
              startIcon={<LogoutIcon fontSize="small" aria-hidden="true" />}
              sx={{
                minWidth: 0, py: 0, borderRadius: 3, bgcolor: 'common.white', color: 'warning.dark', '&:hover': { bgcolor: 'grey.100' },
                '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
              }}>
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{translate('identity.status.end_acting_short')}</Box>
            </Button>
          </Tooltip>
        </Box>
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
