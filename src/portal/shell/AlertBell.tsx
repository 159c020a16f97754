// B35, B36, R41: the alert bell: unread High-priority messages of the acting user, the badge capped
// at "20+", refreshed every 15 minutes; a failed load shows the single item 'could not load messages'.
import { useCallback, useEffect, useState } from 'react';
import { Badge, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslate } from 'react-admin';
import type { Message } from '../../../generated/entities';
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

  // Quiet on failure (R28): the bell shows it, no notification is raised.
  const load = useCallback(() => {
    api<Message[]>('GET', '/api/messages', { query: { priority: HIGH, isRead: false, count: BELL_CAP + 1 } })
      .then((response) => setState({ items: response.data, total: response.total ?? response.data.length, failed: false }))
      .catch(() => setState({ items: [], total: 0, failed: true }));
  }, []);
  useEffect(() => {
    load();
    const timer = setInterval(load, BELL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const badge = bellBadge(state.total);
  const label = badge ? `${translate('identity.bell.label')}: ${translate('identity.bell.badge_label', { count: badge, smart_count: badge })}` : translate('identity.bell.label');
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
      </Menu>
      {openId !== null && (
        <MessageDialog id={openId} onClose={() => setOpenId(null)} onRead={() => { setOpenId(null); load(); }} />
      )}
    </>
  );
}
