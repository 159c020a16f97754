// The user menu (B05): on a phone first who and where one is (the top bar has no room for it), then
// the favorites pages (R04), then logging out.
import { forwardRef } from 'react';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, useUserMenu } from 'react-admin';
import { useSession } from '../session/SessionProvider';

/** Who and where: shown in the top bar on wider screens, here on a phone. */
export function ContextHeader() {
  const translate = useTranslate();
  const { context } = useSession();
  return (
    <Box role="group" aria-label={translate('app.customer_location_user')} sx={{ display: { xs: 'block', sm: 'none' }, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2">{context.customer.name} ({context.customer.id})</Typography>
      <Typography variant="caption" component="p">{context.location.name} · {context.user.name}</Typography>
    </Box>
  );
}

/** A page of the user menu; the menu closes on the way. */
export const UserMenuLink = forwardRef<HTMLAnchorElement, { to: string; label: string }>(function UserMenuLink({ to, label }, ref) {
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem ref={ref} component={RouterLink} to={to} onClick={onClose}>
      <ListItemIcon><StarIcon fontSize="small" /></ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});
