// B02–B07: menu toggle, logo, versions, training video, environment badge, customer (id), location
// and user, the language switcher and the support, information and profile icons.
import { Box, IconButton, Link, Tooltip, Typography } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Logout, TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { CLIENT_VERSION } from '../../domain/routes';
import { useSession } from '../session/SessionProvider';
import { EnvironmentBadge } from './EnvironmentBadge';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AlertBell } from './AlertBell';
import { StatusSwitcher } from './StatusSwitcher';

const TRAINING_VIDEO = '/app/support/information/video';

function TopIcons() {
  const translate = useTranslate();
  const icons = [
    { to: '/app/support/support-tickets', label: translate('app.support'), icon: <SupportAgentIcon /> },
    { to: '/app/support/information', label: translate('app.information'), icon: <InfoOutlinedIcon /> },
    { to: '/app/profile', label: translate('app.profile'), icon: <AccountCircleIcon /> },
  ];
  return (
    <Box component="nav" aria-label={translate('app.support')} sx={{ display: 'flex', alignItems: 'center' }}>
      <StatusSwitcher />
      <AlertBell />
      <LanguageSwitcher />
      {icons.map(({ to, label, icon }) => (
        <Tooltip key={to} title={label}>
          <IconButton color="inherit" component={RouterLink} to={to} aria-label={label}>{icon}</IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}

export function PortalAppBar() {
  const translate = useTranslate();
  const { context } = useSession();
  return (
    <AppBar color="primary" toolbar={<TopIcons />} userMenu={<UserMenu label={translate('app.user_menu', { name: context.user.name ?? '' })}><Logout /></UserMenu>}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: 1, minWidth: 0 }}>
        <img src="/logo.svg" alt="" width={28} height={28} />
        <Typography variant="h6" component="span" noWrap>{translate('app.name')}</Typography>
        <Typography variant="caption" sx={{ opacity: 0.85, display: { xs: 'none', md: 'block' } }}>
          {translate('app.client_version', { version: CLIENT_VERSION })} · {translate('app.server_version', { version: context.serverVersion })}
        </Typography>
        <Link component={RouterLink} to={TRAINING_VIDEO} color="inherit" underline="hover"
          sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, fontSize: 14 }}>
          <OndemandVideoIcon fontSize="small" aria-hidden="true" />{translate('app.training_video')}
        </Link>
        <EnvironmentBadge />
        <TitlePortal variant="subtitle1" sx={{ ml: 1, display: { xs: 'none', lg: 'block' } }} />
        <Box aria-label={translate('app.customer_location_user')} role="group" sx={{ textAlign: 'right', lineHeight: 1.2, display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2" noWrap data-testid="context-customer">{context.customer.name} ({context.customer.id})</Typography>
          <Typography variant="caption" noWrap component="p">{context.location.name} · {context.user.name}</Typography>
        </Box>
      </Box>
    </AppBar>
  );
}
