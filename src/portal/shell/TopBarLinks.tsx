// B02, B05–B07: the top bar's links (support, information, profile) as icons on a wider screen; on a
// phone they and the training video fold into one "Flere valg" menu, so nothing is pushed off screen.
import { useState, type ReactElement } from 'react';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
// Not the user menu's person: the two lead to different places (issue 14).
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export const TRAINING_VIDEO = '/app/support/information/video';

interface TopLink { to: string; label: string; icon: ReactElement; phoneOnly?: boolean }

export function TopBarLinks() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links: TopLink[] = [
    { to: '/app/support/support-tickets', label: translate('app.support'), icon: <SupportAgentIcon /> },
    { to: '/app/support/information', label: translate('app.information'), icon: <InfoOutlinedIcon /> },
    { to: '/app/profile', label: translate('app.profile'), icon: <ManageAccountsIcon /> },
    { to: TRAINING_VIDEO, label: translate('app.training_video'), icon: <OndemandVideoIcon />, phoneOnly: true },
  ];
  const more = translate('app.more');
  return (
    <>
      {links.filter((link) => !link.phoneOnly).map(({ to, label, icon }) => (
        <Tooltip key={to} title={label}>
          <IconButton color="inherit" component={RouterLink} to={to} aria-label={label} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>{icon}</IconButton>
        </Tooltip>
      ))}
      <Box sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
        <IconButton color="inherit" aria-label={more} aria-haspopup="menu" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {links.map(({ to, label, icon }) => (
            <MenuItem key={to} component={RouterLink} to={to} onClick={() => setAnchor(null)}>
              <ListItemIcon>{icon}</ListItemIcon>
              <ListItemText>{label}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      </Box>
    </>
  );
}
