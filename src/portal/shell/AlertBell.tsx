// B35, B36, R41: the alert bell: unread High-priority messages of the acting user, the badge capped
// at "20+", refreshed every 15 minutes; a failed load shows the single item 'could not load messages'.
// B38: below them the user's unread notices, each opening what it tells of; the badge counts both.
import { useCallback, useEffect, useState } from 'react';
import { Badge, Divider, IconButton, ListItemText, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslate } from 'react-admin';
import type { Message, Notice } from '../../../generated/entities';
import { mayAccess } from '../../domain/access';
import { routeForPath } from '../../domain/routes';
import { useSession } from '../session/SessionProvider';
import { api } from '../data/api';
import { BELL_CAP, BELL_REFRESH_MS, bellBadge } from './bellBadge';
import { formatDateTime } from '../../domain/dates';
import { MessageDialog } from './MessageDialog';

const HIGH = 2;

export function AlertBell() {
  const translate = useTranslate();
  const [state, setState] = useState<{ items: Message[]; total: number; failed: boolean }>({ items: [], total: 0, failed: false });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [notices, setNotices] = useState<{ items: Notice[]; total: number }>({ items: [], total: 0 });
  const navigate = useNavigate();
  const { access } = useSession();

  // Quiet on failure (R28): the bell shows it, no notification is raised.
  const load = useCallback(() => {
    api<Message[]>('GET', '/api/messages', { query: { priority: HIGH, isRead: false, count: BELL_CAP + 1 } })
      .then((response) => setState({ items: response.data, total: response.total ?? response.data.length, failed: false }))
      .catch(() => setState({ items: [], total: 0, failed: true }));
    api<Notice[]>('GET', '/api/notices', { query: { read: false, count: BELL_CAP + 1 } })
      .then((response) => setNotices({ items: response.data, total: response.total ?? response.data.length }))
      .catch(() => setNotices({ items: [], total: 0 }));
  }, []);
  useEffect(() => {
    load();
    const timer = setInterval(load, BELL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const badge = bellBadge(state.total + notices.total);
  const label = [
    translate('identity.bell.label'),
    state.total > 0 ? `: ${translate('identity.bell.badge_label', { count: bellBadge(state.total), smart_count: state.total })}` : '',
    notices.total > 0 ? `${state.total > 0 ? ',' : ':'} ${translate('notices.bell_label', { smart_count: notices.total })}` : '',
  ].join('');
  /** A notice opens what it tells of where the user may go there; it is read once opened. */
  const openNotice = (notice: Notice) => {
    setAnchor(null);
    const target = notice.route && routeForPath(notice.route);
    void api('POST', '/api/noticesread', { body: { ids: [notice.id] } }).finally(load);
    if (target && mayAccess(access, target.access)) navigate(`/app/${notice.route}/${notice.transactionId ?? notice.ticketId}`);
  };
  const readAll = () => {
    setAnchor(null);
    void api('POST', '/api/noticesread', { body: {} }).finally(load);
  };
  return (
    <>
      <Tooltip title={translate('identity.bell.label')}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={badge} color="error" overlap="circular"><NotificationsIcon /></Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxWidth: 420 } } }}>
        {state.failed && <MenuItem disabled>{translate('identity.bell.failed')}</MenuItem>}
        {!state.failed && state.items.length === 0 && <MenuItem disabled>{translate('identity.bell.none')}</MenuItem>}
        {state.items.slice(0, BELL_CAP).map((message) => (
          <MenuItem key={message.id} onClick={() => { setAnchor(null); setOpenId(message.id!); }}>
            <ListItemText primary={message.title} secondary={formatDateTime(message.created)} slotProps={{ primary: { noWrap: true } }} />
          </MenuItem>
        ))}
        {notices.items.length > 0 && [
          <Divider key="divider" />,
          <ListSubheader key="heading" disableSticky>{translate('notices.bell_heading')}</ListSubheader>,
          ...notices.items.slice(0, BELL_CAP).map((notice) => (
            <MenuItem key={`notice-${notice.id}`} onClick={() => openNotice(notice)}>
              <ListItemText
                primary={translate(`notices.events.${notice.event}`, { id: notice.transactionId ?? notice.ticketId ?? '', where: notice.locationName ?? notice.customerName ?? '' })}
                secondary={formatDateTime(notice.created)} slotProps={{ primary: { sx: { whiteSpace: 'normal' } } }} />
            </MenuItem>
          )),
          <MenuItem key="read-all" onClick={readAll}>{translate('notices.mark_all_read')}</MenuItem>,
        ]}
      </Menu>
      {openId !== null && (
        <MessageDialog id={openId} onClose={() => setOpenId(null)} onRead={() => { setOpenId(null); load(); }} />
      )}
    </>
  );
}
