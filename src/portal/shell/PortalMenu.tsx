// B11–B13: the areas in spec order with only the children this user may open; areas open and
// close; the menu can be pinned, and its state survives a reload (menuPinned, layout.open).
// B27–B34: an entry with something waiting carries its count, read with the entry's name.
import { useEffect, useState, type ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Badge, Box, Collapse, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import HomeIcon from '@mui/icons-material/Home';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import OutboxIcon from '@mui/icons-material/Outbox';
import InventoryIcon from '@mui/icons-material/Inventory';
import AssessmentIcon from '@mui/icons-material/Assessment';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import SettingsIcon from '@mui/icons-material/Settings';
import { useSidebarState, useTranslate } from 'react-admin';
import { visuallyHidden } from './visuallyHidden';
import { WaitingCount } from './WaitingCount';
import { menuFor } from '../../domain/routes';
import { useSession } from '../session/SessionProvider';
import { badgeTarget, countsByRoute, useNotificationCounts } from './notificationCounts';

const icons: Record<string, ReactElement> = {
  home: <HomeIcon />, orders: <ShoppingCartIcon />, delivery: <LocalShippingIcon />, reception: <MoveToInboxIcon />, expedition: <OutboxIcon />,
  inventory: <InventoryIcon />, reports: <AssessmentIcon />, shopAccounting: <StorefrontIcon />, support: <SupportAgentIcon />,
  admin: <AdminPanelSettingsIcon />, system: <SettingsIcon />,
};

const PINNED = 'menuPinned';
const OPEN = 'layout.open';

export function PortalMenu() {
  const translate = useTranslate();
  const { access } = useSession();
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const [pinned, setPinned] = useState(() => localStorage.getItem(PINNED) !== 'false');
  const waiting = countsByRoute(useNotificationCounts());
  const countOf = (path: string) => waiting.get(path)?.count ?? 0;
  const areas = menuFor(access, (path) => countOf(path) > 0);
  const currentArea = areas.find((area) => pathname.startsWith(`/app/${area.area}/`))?.area;
  const [expanded, setExpanded] = useState<Record<string, boolean>>(() => (currentArea ? { [currentArea]: true } : {}));
  // A closed menu shows no text: the count is only words for the reader there.
  const waitingMark = (count: number) => sidebarOpen
    ? <WaitingCount count={count} />
    : <Box component="span" sx={visuallyHidden}>{translate('home.counts.waiting', { smart_count: count })}</Box>;

  // On a phone the menu lies over the page: it opens when asked and closes after each choice.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  // B13: restore the stored open state once, then keep it stored; not on a phone, where the menu is
  // drawn (mounted) only while it is open.
  useEffect(() => {
    const stored = localStorage.getItem(OPEN);
    if (!phone && stored !== null) setSidebarOpen(stored === 'true');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => { if (!phone) localStorage.setItem(OPEN, String(sidebarOpen)); }, [sidebarOpen, phone]);
  useEffect(() => {
    if (currentArea) setExpanded((state) => ({ ...state, [currentArea]: true }));
  }, [currentArea]);

  // An area's entries have no icons: a closed menu, as narrow as an icon, shows none of them, and its
  // labels are words for the reader only (not their first letters at the menu's edge).
  const shown = (area: string) => sidebarOpen && Boolean(expanded[area]);
  const labelSx = sidebarOpen ? undefined : visuallyHidden;

  const afterNavigate = () => {
    if (!pinned || phone) setSidebarOpen(false);
  };
  const togglePinned = () => {
    localStorage.setItem(PINNED, String(!pinned));
    setPinned(!pinned);
  };

  const link = (path: string, label: string, icon: ReactElement | undefined, indent: boolean) => {
    const to = `/app/${path}`;
    const badge = waiting.get(path);
    const count = badge?.count ?? 0;
    // An entry with something waiting opens its list on what its badge counted (issue 27).
    return (
      <ListItemButton key={to} component={NavLink} to={count > 0 && badge ? badgeTarget(path, badge.name, access) : to} onClick={afterNavigate} selected={pathname === to || pathname.startsWith(`${to}/`)}
        sx={{ pl: indent && sidebarOpen ? 4.5 : 2, py: 0.75, '&.active': { fontWeight: 600 } }}>
        {icon && <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>}
        <ListItemText primary={label} sx={labelSx} />
        {count > 0 && waitingMark(count)}
      </ListItemButton>
    );
  };

  return (
    <Box component="nav" aria-label={translate('app.menu')} sx={{ width: sidebarOpen ? 240 : 56, overflowX: 'hidden', pt: 0.5 }}>
      {sidebarOpen && (
        <Tooltip title={translate(pinned ? 'app.menu_unpin' : 'app.menu_pin')}>
          <IconButton size="small" onClick={togglePinned} aria-pressed={pinned} aria-label={translate('app.menu_pin')} sx={{ display: 'flex', ml: 'auto', mr: 1 }}>
            {pinned ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      )}
      <List disablePadding>
        {areas.map((area) => area.route ? (
          <li key={area.area}>{link(area.route.path, translate(area.label), icons[area.icon], false)}</li>
        ) : (
          <li key={area.area}>
            {(() => {
              // A closed area shows what waits inside it, so a count is never hidden.
              const inside = shown(area.area) ? 0 : area.visibleChildren.reduce((sum, route) => sum + countOf(route.path), 0);
              // In a closed menu an area is its icon: choosing it opens the menu at it.
              const choose = () => {
                if (!sidebarOpen) setSidebarOpen(true);
                setExpanded({ ...expanded, [area.area]: !shown(area.area) });
              };
              return (
                <ListItemButton onClick={choose} aria-expanded={shown(area.area)}
                  aria-controls={`menu-${area.area}`} sx={{ py: 0.75 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {sidebarOpen ? icons[area.icon] : <Badge badgeContent={inside} max={99} color="error" aria-hidden>{icons[area.icon]}</Badge>}
                  </ListItemIcon>
                  <ListItemText primary={translate(area.label)} sx={labelSx} />
                  {inside > 0 && waitingMark(inside)}
                  {shown(area.area) ? <ExpandLess /> : <ExpandMore />}
                </ListItemButton>
              );
            })()}
            {/* Clipped, not hidden: an area still opening is then no scroll box, so focusing or scrolling
                to one of its entries cannot scroll it inside its frame, and the entries do not jump
                back down under the pointer when it has opened. */}
            <Collapse in={shown(area.area)} unmountOnExit sx={{ overflow: 'clip' }}>
              <List disablePadding id={`menu-${area.area}`}>
                {area.visibleChildren.map((route) => <li key={route.path}>{link(route.path, translate(route.label), undefined, true)}</li>)}
              </List>
            </Collapse>
          </li>
        ))}
      </List>
    </Box>
  );
}
