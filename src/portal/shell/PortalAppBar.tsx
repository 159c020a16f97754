// B02–B07: menu toggle, logo, versions, training video, environment badge, customer (id), location
// and user, the language switcher and the support, information and profile icons.
import { Box, Link, Typography } from '@mui/material';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Logout, TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { CLIENT_VERSION } from '../../domain/routes';
import { useSession } from '../session/SessionProvider';
import { EnvironmentBadge } from './EnvironmentBadge';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AlertBell } from './AlertBell';
import { StatusSwitcher } from './StatusSwitcher';
import { TopBarLinks, TRAINING_VIDEO } from './TopBarLinks';
import { ContextHeader, UserMenuLink } from './UserMenuItems';

function TopIcons() {
  const translate = useTranslate();
  return (
    <Box component="nav" aria-label={translate('app.shortcuts')} sx={{ display: 'flex', alignItems: 'center' }}>
      <StatusSwitcher />
      <AlertBell />
      <LanguageSwitcher />
      <TopBarLinks />
    </Box>
  );
}

export function PortalAppBar() {
  const translate = useTranslate();
  const { context } = useSession();
  return (
    <AppBar color="primary" toolbar={<TopIcons />} userMenu={(
      <UserMenu label={translate('app.user_menu', { name: context.user.name ?? '' })}>
        <ContextHeader />
        <UserMenuLink to="/app/favorites/locations" label={translate('routes.favorites.locations')} />
        <UserMenuLink to="/app/favorites/products" label={translate('routes.favorites.products')} />
        <Logout />
      </UserMenu>
    )}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: 1, minWidth: 0, overflow: 'hidden' }}>
        <img src="/logo.svg" alt="" width={28} height={28} />
        {/* Issue 14: where the page title shows (lg, 1200–1535 px) the fixed parts take less room, so the title keeps
            its words at 1280 and 1440 px, also while acting as someone: the logo without the portal's name, the
            versions on two short lines, the training video as an icon; all in full from xl. */}
        <Typography variant="h6" component="span" noWrap sx={{ flexShrink: 0, display: { xs: 'none', sm: 'block', lg: 'none', xl: 'block' } }}>{translate('app.name')}</Typography>
        <Typography variant="caption" component="span" sx={{ flexShrink: 0, opacity: 0.85, lineHeight: 1.25, whiteSpace: 'nowrap', display: { xs: 'none', md: 'flex' }, flexDirection: 'column' }}>
          <span>{translate('app.client_version', { version: CLIENT_VERSION })}</span>
          <span>{translate('app.server_version', { version: context.serverVersion })}</span>
        </Typography>
        <Link component={RouterLink} to={TRAINING_VIDEO} color="inherit" underline="hover" aria-label={translate('app.training_video')}
          title={translate('app.training_video')}
          sx={{ flexShrink: 0, display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, fontSize: 14 }}>
          <OndemandVideoIcon fontSize="small" aria-hidden="true" />
          <Box component="span" sx={{ display: { xs: 'none', xl: 'inline' } }}>{translate('app.training_video')}</Box>
        </Link>
        {/* On a phone, while acting as someone, the acting sign takes the badge's room. */}
        <Box sx={{ flexShrink: 0, display: context.user.id !== context.loginUser.id ? { xs: 'none', sm: 'flex' } : 'flex' }}><EnvironmentBadge /></Box>
        {/* B14: the page's title keeps its words: the customer, location and user give way first (they shrink ten
            times as fast, down to 7rem), and only then does the title end in an ellipsis. */}
        <TitlePortal variant="subtitle1" sx={{ ml: 1, flex: '1 1 auto', minWidth: 0, display: { xs: 'none', lg: 'block' } }} />
        <Box aria-label={translate('app.customer_location_user')} role="group"
          sx={{ textAlign: 'right', lineHeight: 1.2, flex: '0 10 auto', minWidth: { sm: 0, lg: '7rem' }, overflow: 'hidden', display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2" noWrap data-testid="context-customer">{context.customer.name} ({context.customer.id})</Typography>
          <Typography variant="caption" noWrap component="p">{context.location.name} · {context.user.name}</Typography>
        </Box>
      </Box>
    </AppBar>
  );
}
